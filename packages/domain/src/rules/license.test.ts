import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultNewLicense,
  isRenewalBlocked,
  licenseStatus,
  licenseType,
  renewalMonths,
  renewalPeriod,
} from './license.ts';
import {
  addMonths,
  type CalendarDate,
  daysInMonth,
  formatUsDate,
  requireUsDate,
  wholeMonthsBetween,
} from './us-date.ts';

const calendarDate = (minYear = 1900, maxYear = 2500) =>
  fc
    .record({
      year: fc.integer({ min: minYear, max: maxYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ year, month, day }): CalendarDate => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

describe('given a license end date and today', () => {
  it.each([
    ['12/31/2024', '12/30/2024', 'Active'],
    ['12/31/2024', '12/31/2024', 'Active'],
    ['12/31/2024', '01/01/2025', 'Expired'],
    ['01/01/2025', '12/31/2024', 'Active'],
    ['02/28/2023', '03/01/2023', 'Expired'],
  ] as const)('should show a license ending %s as %s when today is %s', (end, today, status) => {
    expect(licenseStatus(end, today)).toBe(status);
  });

  it('should be Active on its last day and Expired from the next day', () => {
    const shift = (date: CalendarDate, days: number) => {
      const js = new Date(0);
      js.setUTCFullYear(date.year, date.month - 1, date.day + days);
      return formatUsDate({ year: js.getUTCFullYear(), month: js.getUTCMonth() + 1, day: js.getUTCDate() });
    };
    fc.assert(
      fc.property(calendarDate(), (end) => {
        const endDate = formatUsDate(end);
        expect(licenseStatus(endDate, shift(end, -1))).toBe('Active');
        expect(licenseStatus(endDate, endDate)).toBe('Active');
        expect(licenseStatus(endDate, shift(end, 1))).toBe('Expired');
      }),
    );
  });
});

describe('given the trial flag', () => {
  it.each([
    [true, 'Trial'],
    [false, 'Full'],
  ])('should call trial=%s a %s license', (trial, type) => {
    expect(licenseType(trial)).toBe(type);
  });
});

describe('given a new license', () => {
  it('should default to one user from today for one year', () => {
    expect(defaultNewLicense('06/15/2024')).toEqual({ userCount: 1, startDate: '06/15/2024', endDate: '06/15/2025' });
  });

  it('should end a license started on a leap day on the last day of February', () => {
    expect(defaultNewLicense('02/29/2024').endDate).toBe('02/28/2025');
  });

  it('should refuse an invalid today', () => {
    expect(() => defaultNewLicense('2024-06-15')).toThrow(RangeError);
  });

  it('should take today from a Date in local time', () => {
    expect(defaultNewLicense(new Date(2024, 5, 15, 8, 0))).toEqual({
      userCount: 1,
      startDate: '06/15/2024',
      endDate: '06/15/2025',
    });
  });
});

describe('given a license to renew', () => {
  it.each([
    ['01/01/2024', '01/01/2025', 12, '01/01/2025', '01/01/2026'],
    ['01/01/2024', '01/01/2026', 24, '01/01/2026', '01/01/2028'],
    ['01/01/2024', '01/01/2027', 36, '01/01/2027', '01/01/2030'],
    ['01/01/2024', '07/01/2024', 12, '07/01/2024', '07/01/2025'],
    ['01/01/2024', '12/31/2024', 12, '12/31/2024', '12/31/2025'],
    ['01/01/2024', '01/01/2042', 216, '01/01/2042', '01/01/2060'],
    ['01/01/2024', '01/01/2024', 12, '01/01/2024', '01/01/2025'],
    ['02/29/2024', '02/28/2025', 12, '02/28/2025', '02/28/2026'],
    ['02/28/2023', '02/29/2024', 12, '02/29/2024', '02/28/2025'],
    ['06/01/2025', '06/01/2024', 12, '06/01/2024', '06/01/2025'],
  ])('should renew %s–%s by %i months: %s–%s', (startDate, endDate, months, newStart, newEnd) => {
    expect(renewalPeriod({ startDate, endDate })).toEqual({ startDate: newStart, endDate: newEnd, months });
  });

  it('should start the renewal on the old end date', () => {
    fc.assert(
      fc.property(calendarDate(), calendarDate(), (start, end) => {
        const renewal = renewalPeriod({ startDate: formatUsDate(start), endDate: formatUsDate(end) });
        expect(renewal.startDate).toBe(formatUsDate(end));
      }),
    );
  });

  it('should extend by a positive multiple of 12 months, exactly that far', () => {
    fc.assert(
      fc.property(calendarDate(), calendarDate(), (start, end) => {
        const renewal = renewalPeriod({ startDate: formatUsDate(start), endDate: formatUsDate(end) });
        expect(renewal.months % 12).toBe(0);
        expect(renewal.months).toBeGreaterThanOrEqual(12);
        expect(wholeMonthsBetween(requireUsDate(renewal.startDate), requireUsDate(renewal.endDate))).toBe(
          renewal.months,
        );
      }),
    );
  });

  it('should keep a duration of whole years', () => {
    fc.assert(
      fc.property(calendarDate(), fc.integer({ min: 1, max: 20 }), (start, years) => {
        const end = addMonths(start, years * 12);
        expect(renewalMonths({ startDate: formatUsDate(start), endDate: formatUsDate(end) })).toBe(years * 12);
      }),
    );
  });

  it('should use 12 months for any duration that is not whole years', () => {
    fc.assert(
      fc.property(calendarDate(), fc.integer({ min: 0, max: 240 }), (start, months) => {
        fc.pre(months % 12 !== 0);
        const end = addMonths(start, months);
        expect(renewalMonths({ startDate: formatUsDate(start), endDate: formatUsDate(end) })).toBe(12);
      }),
    );
  });

  it.each([
    [5, 5, false],
    [4, 5, false],
    [6, 5, true],
    [0, 1, false],
  ])('should block a renewal with %i assigned users for %i seats: %s', (assigned, requested, blocked) => {
    expect(isRenewalBlocked(assigned, requested)).toBe(blocked);
  });
});
