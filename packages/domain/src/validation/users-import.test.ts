import { describe, expect, it } from 'vitest';
import {
  checkUsersImportCsv,
  parseCsv,
  readUsersImportCsv,
  USERS_IMPORT_MAX_ROWS,
  usersImportRow,
} from './users-import.ts';

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

  it("should accept the exports' own columns and a column without a header, reading neither", () => {
    expect(readUsersImportCsv('Email,FirstName,LastName,Role,,\nada@example.com,Ada,Lovelace,User,x,').rows).toEqual([
      { line: 2, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    ]);
    expect(checkUsersImportCsv('Email,Sessions,MaximumSessions,LastUsage,Version\nada@example.com,1,2,,3')).toEqual([]);
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
    [
      'Email,First Name,Surname\na@b.co,Ada,Lovelace',
      [
        "The column 'First Name' is not one the import knows: the headers are Email, FirstName, LastName.",
        "The column 'Surname' is not one the import knows: the headers are Email, FirstName, LastName.",
      ],
    ],
    ['Email,FirstName\n,Ada', ['Line 2: the email is required.']],
    ['Email\nada@example.com\nnot-an-email', ["Line 3: 'not-an-email' is not a valid email."]],
  ])('should report the problems of %j', (csv, errors) => {
    expect(checkUsersImportCsv(csv)).toEqual(errors);
  });

  it('should report a file that does not fit the free seats', () => {
    expect(checkUsersImportCsv('Email\na@b.co\nc@d.co', { freeSeats: 1 })).toEqual([
      'The file has 2 users but only 1 seat is free.',
    ]);
    expect(checkUsersImportCsv('Email\na@b.co\nc@d.co', { freeSeats: 2 })).toEqual([]);
  });
});

describe('given one record of an import file (the rules the server applies too)', () => {
  const columns = { email: 0, firstName: 1, lastName: -1 };

  it('should take the e-mail by the add-user rule and the names trimmed, a missing column as blank', () => {
    expect(usersImportRow([' ada@example.com ', ' Ada '], 7, columns)).toEqual({
      row: { line: 7, email: 'ada@example.com', firstName: 'Ada', lastName: '' },
    });
  });

  it.each([
    [
      ['ada@example.com', 'A\u0007da'],
      'Line 2: FirstName may be at most 200 characters long, without control characters.',
    ],
    [
      ['ada@example.com', 'x'.repeat(201)],
      'Line 2: FirstName may be at most 200 characters long, without control characters.',
    ],
    [[`${'a'.repeat(300)}@example.com`], `Line 2: '${'a'.repeat(60)}…' is not a valid email.`],
    [['\u0000@example.com'], "Line 2: '?@example.com' is not a valid email."],
  ])('should refuse %j, quoting at most 60 characters of the cell', (record, error) => {
    expect(usersImportRow(record, 2, columns)).toEqual({ error });
  });

  it(`should refuse a file of more than ${USERS_IMPORT_MAX_ROWS} users`, () => {
    const csv = `Email\n${Array.from({ length: USERS_IMPORT_MAX_ROWS + 1 }, (_, index) => `u${index}@b.co`).join('\n')}`;
    expect(checkUsersImportCsv(csv)).toEqual([
      `The file has more than 100,000 users; split it into files of at most 100,000.`,
    ]);
  });
});
