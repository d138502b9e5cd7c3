import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleSince, isIdleFor } from './idle-seats.ts';
import { addMonthsToUsDate } from './us-date.ts';

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
