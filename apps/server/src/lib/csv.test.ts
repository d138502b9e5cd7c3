import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('given a CSV cell', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Ann', '"Smith, Ann"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [null, ''],
    [42, '42'],
  ])('should write %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'should keep %j from running as a formula',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(cell).toContain(value.replaceAll('"', '""'));
    },
  );
});

describe('given a CSV file', () => {
  it('should start with a byte-order mark and end every row with CRLF', () => {
    expect(
      toCsv(
        ['Email', 'Name'],
        [
          ['a@example.com', 'Ann'],
          ['b@example.com', '=1+1'],
        ],
      ),
    ).toBe("\uFEFFEmail,Name\r\na@example.com,Ann\r\nb@example.com,'=1+1\r\n");
  });
});
