import { describe, expect, it } from 'vitest';
import { ImportRows } from './import-rows.ts';

const row = (line: number, email: string, firstName = '', lastName = '') => ({ line, email, firstName, lastName });

describe('given the rows of an import file, kept column by column', () => {
  it('should give every cell back as it was added, whatever its characters', () => {
    const rows = new ImportRows(16);
    const people = [
      row(2, 'ada@example.com', 'Ada', 'Lovelace'),
      row(3, 'ÉMILE@Example.com', 'Émile', 'Zoë 😀'),
      row(4, 'bad', '', ''),
      row(5, 'İz@example.com', 'Straße', 'O\'Brien, "Jr"'),
    ];
    rows.add(people[0]!);
    rows.add(people[1]!);
    rows.add(people[2]!, 'Line 4: not an e-mail');
    rows.add(people[3]!);
    expect(rows.count).toBe(4);
    people.forEach((person, index) => {
      expect([rows.line(index), rows.email(index), rows.firstName(index), rows.lastName(index)]).toEqual([
        person.line,
        person.email,
        person.firstName,
        person.lastName,
      ]);
    });
    expect([0, 1, 3].map((index) => rows.key(index))).toEqual([
      'ada@example.com',
      'émile@example.com',
      'İz@example.com'.toLowerCase(),
    ]);
    expect(rows.refusal(2)).toBe('Line 4: not an e-mail');
    expect(rows.refusal(0)).toBeUndefined();
  });

  it('should keep 20,000 rows past the bytes it was sized for', () => {
    const rows = new ImportRows(0);
    for (let index = 0; index < 20_000; index++) rows.add(row(index + 2, `User${index}@Example.com`, `F${index}`, 'L'));
    expect(rows.count).toBe(20_000);
    expect([rows.line(19_999), rows.email(19_999), rows.key(19_999), rows.firstName(19_999)]).toEqual([
      20_001,
      'User19999@Example.com',
      'user19999@example.com',
      'F19999',
    ]);
  });

  it('should order the rows not refused by address in any letter case, then by line', () => {
    const rows = new ImportRows(1024);
    for (const [line, email] of [
      [2, 'b@example.com'],
      [3, 'A@example.com'],
      [4, 'c@example.com'],
      [5, 'a@EXAMPLE.com'],
      [6, 'B@example.com'],
    ] as const) {
      rows.add(row(line, email));
    }
    rows.refuse(4, 'Line 6: refused');
    expect(Array.from(rows.byAddress(), (index) => rows.email(index))).toEqual([
      'A@example.com',
      'a@EXAMPLE.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(rows.compareKeys(1, 3)).toBe(0);
    expect(rows.compareKeys(0, 1)).toBeGreaterThan(0);
  });

  it('should answer the refusals in row order, whenever each was made', () => {
    const rows = new ImportRows(1024);
    for (let index = 0; index < 5; index++) rows.add(row(index + 2, `u${index}@example.com`));
    rows.refuse(3, 'fourth');
    rows.refuse(0, 'first');
    rows.refuse(2, 'third');
    expect(rows.refusals()).toEqual(['first', 'third', 'fourth']);
  });
});
