import { describe, expect, it } from 'vitest';
import { daysUntil, endsWithin } from './license.ts';

describe('given a pack ending soon (the grid\'s "ending within" filter)', () => {
  it('should count whole days to the end date, across months, leap days and years', () => {
    expect(daysUntil('03/01/2026', '03/01/2026')).toBe(0);
    expect(daysUntil('03/01/2024', '02/28/2024')).toBe(2);
    expect(daysUntil('01/01/2027', '12/31/2026')).toBe(1);
    expect(daysUntil('12/31/2026', '01/01/2027')).toBe(-1);
  });

  it.each([
    ['05/30/2026', 30, false],
    ['05/31/2026', 30, false],
    ['06/01/2026', 30, true],
    ['06/30/2026', 30, true],
    ['07/01/2026', 30, true],
    ['07/02/2026', 30, false],
    ['07/02/2026', 60, true],
    ['08/30/2026', 90, true],
    ['08/31/2026', 90, false],
  ])('should take %s within %i days of 06/01/2026: %s', (endDate, days, expected) => {
    expect(endsWithin(endDate, '06/01/2026', days)).toBe(expected);
  });
});
