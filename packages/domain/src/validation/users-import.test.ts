import { describe, expect, it } from 'vitest';
import { checkUsersImportCsv, parseCsv, readUsersImportCsv } from './users-import.ts';

describe('given CSV text', () => {
  it.each([
    [
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['"x, y","say ""hi"""', [['x, y', 'say "hi"']]],
    ['"two\nlines",z', [['two\nlines', 'z']]],
    ['\uFEFFEmail', [['Email']]],
    ['a,', [['a', '']]],
    ['', []],
  ])('should parse %j', (csv, records) => {
    expect(parseCsv(csv)).toEqual(records);
  });
});

describe('given a users-import file', () => {
  it('should read the users of a well-formed file', () => {
    const csv = 'Email,FirstName,LastName\nada@example.com,Ada,Lovelace\n\ngrace@example.com,,\n';
    expect(readUsersImportCsv(csv)).toEqual({
      rows: [
        { line: 2, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
        { line: 4, email: 'grace@example.com', firstName: '', lastName: '' },
      ],
      errors: [],
    });
  });

  it('should accept a file with only the Email column, in any case and order', () => {
    expect(checkUsersImportCsv(' email \nada@example.com')).toEqual([]);
    expect(readUsersImportCsv('LastName,EMAIL\nLovelace,ada@example.com').rows).toEqual([
      { line: 2, email: 'ada@example.com', firstName: '', lastName: 'Lovelace' },
    ]);
  });

  it.each([
    ['', ['The CSV file is empty.']],
    [
      'FirstName,LastName\nAda,Lovelace',
      ['The CSV file must have an Email column (headers: Email, FirstName, LastName).'],
    ],
    ['Email,Email\na@b.co,c@d.co', ['The column Email appears more than once.']],
    ['Email,FirstName\n,Ada', ['Line 2: the email is required.']],
    ['Email\nada@example.com\nnot-an-email', ["Line 3: 'not-an-email' is not a valid email."]],
  ])('should report the problems of %j', (csv, errors) => {
    expect(checkUsersImportCsv(csv)).toEqual(errors);
  });

  it('should report a file that does not fit the free seats', () => {
    expect(checkUsersImportCsv('Email\na@b.co\nc@d.co', { freeSeats: 1 })).toEqual([
      'The file has 2 users but only 1 seats are free.',
    ]);
    expect(checkUsersImportCsv('Email\na@b.co\nc@d.co', { freeSeats: 2 })).toEqual([]);
  });
});
