import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleSince, isIdleFor, longestUnusedFirst } from './idle-seats.ts';
import { addMonthsToUsDate, compareUsDates } from './us-date.ts';

describe('given a seat and an idle threshold', () => {
  it.each([
    // last use, assigned, days, today, idle
    ['02/08/2026', '01/01/2026', 30, '03/10/2026', true],
    ['02/09/2026', '01/01/2026', 29, '03/10/2026', true],
    ['02/10/2026', '01/01/2026', 30, '03/10/2026', false],
    [null, '02/08/2026', 30, '03/10/2026', true],
    [null, '02/10/2026', 30, '03/10/2026', false],
    ['12/31/2025', null, 60, '03/01/2026', true],
    ['01/01/2026', null, 60, '03/01/2026', false],
    [null, null, 1, '03/10/2026', false],
    ['03/10/2026', '03/10/2026', 1, '03/10/2026', false],
  ] as const)(
    'should call a seat last used %s (assigned %s) idle for %i days on %s: %s',
    (lastUsage, assignedOn, days, today, idle) => {
      expect(isIdleFor({ lastUsage, assignedOn }, days, today)).toBe(idle);
    },
  );

  it('should reckon idleness from the last use, or from the assignment when never used', () => {
    expect(idleSince({ lastUsage: '02/01/2026', assignedOn: '01/01/2026' })).toBe('02/01/2026');
    expect(idleSince({ lastUsage: null, assignedOn: '01/01/2026' })).toBe('01/01/2026');
    expect(idleSince({ lastUsage: null })).toBeNull();
  });

  it('should find a seat idle for n days idle for every shorter threshold, and not for a longer one', () => {
    const day = fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 3650 }), (since, months, days) => {
        const lastUsage = `${String(since.month).padStart(2, '0')}/${String(since.day).padStart(2, '0')}/2020`;
        const today = addMonthsToUsDate(lastUsage, months);
        const idle = isIdleFor({ lastUsage }, days, today);
        if (idle) expect(isIdleFor({ lastUsage }, days - 1 || 1, today)).toBe(true);
        else expect(isIdleFor({ lastUsage }, days + 1, today)).toBe(false);
      }),
    );
  });
});

describe('given the holders of a pack that is to have fewer seats', () => {
  const holder = (name: string, lastUsage: string | null, assignedOn?: string) => ({ name, lastUsage, assignedOn });

  it('should offer those who never used their seat first, then the oldest last use first', () => {
    const holders = [
      holder('used-recently', '03/01/2026', '01/01/2025'),
      holder('never-late', null, '02/01/2026'),
      holder('used-long-ago', '12/31/2025', '01/01/2025'),
      holder('never-early', null, '01/15/2026'),
      holder('used-last-year', '06/30/2025', '01/01/2025'),
      holder('never-unknown', null),
    ];
    expect(longestUnusedFirst(holders).map(({ name }) => name)).toEqual([
      'never-unknown',
      'never-early',
      'never-late',
      'used-last-year',
      'used-long-ago',
      'used-recently',
    ]);
  });

  it('should keep holders alike in the order they were given, and leave the given list as it was', () => {
    const holders = [holder('a', '01/02/2026'), holder('b', '01/02/2026'), holder('c', null), holder('d', null)];
    expect(longestUnusedFirst(holders).map(({ name }) => name)).toEqual(['c', 'd', 'a', 'b']);
    expect(holders.map(({ name }) => name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should answer every holder once, the never used first and the last uses in order', () => {
    const day = fc
      .record({
        year: fc.integer({ min: 2000, max: 2030 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ year, month, day }) => `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`);
    fc.assert(
      fc.property(fc.array(fc.record({ lastUsage: fc.option(day), assignedOn: day })), (holders) => {
        const ordered = longestUnusedFirst(holders);
        expect(ordered).toHaveLength(holders.length);
        expect(holders.every((seat) => ordered.includes(seat))).toBe(true);
        const firstUsed = ordered.findIndex((seat) => seat.lastUsage !== null);
        if (firstUsed >= 0) expect(ordered.slice(firstUsed).every((seat) => seat.lastUsage !== null)).toBe(true);
        const used = ordered.filter((seat) => seat.lastUsage !== null).map((seat) => seat.lastUsage!);
        for (let index = 1; index < used.length; index += 1) {
          expect(compareUsDates(used[index - 1]!, used[index]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
