import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToUsDate,
  type CalendarDate,
  calendarDateOf,
  compareCalendarDates,
  compareUsDates,
  daysInMonth,
  formatUsDate,
  isCalendarDate,
  isLeapYear,
  isValidUsDate,
  oneYearAfter,
  parseUsDate,
  requireUsDate,
  todayUsDate,
  wholeMonthsBetween,
} from './us-date.ts';

/** Any real calendar date with a four-digit year (leaving room to add a few years). */
const calendarDate = (maxYear = 9900) =>
  fc
    .record({
      year: fc.integer({ min: 1, max: maxYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

/** JavaScript's own calendar as an oracle (setUTCFullYear keeps years below 100 literal). */
function jsCalendar(year: number, month: number, day: number): CalendarDate {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

describe('given MM/DD/YYYY text', () => {
  it.each([
    ['01/01/2024', { year: 2024, month: 1, day: 1 }],
    ['12/31/1999', { year: 1999, month: 12, day: 31 }],
    ['02/29/2024', { year: 2024, month: 2, day: 29 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    ['04/30/2023', { year: 2023, month: 4, day: 30 }],
  ])('should parse %s', (text, expected) => {
    expect(parseUsDate(text)).toEqual(expected);
  });

  it.each([
    ['02/29/2023', 'no leap day in a common year'],
    ['02/29/1900', 'no leap day in a century not divisible by 400'],
    ['04/31/2023', 'April has 30 days'],
    ['13/01/2023', 'no thirteenth month'],
    ['00/10/2023', 'no month zero'],
    ['01/00/2023', 'no day zero'],
    ['1/5/2023', 'month and day need two digits'],
    ['01/05/23', 'the year needs four digits'],
    ['2023-01-05', 'another format'],
    [' 01/05/2023', 'leading space'],
    ['01/05/2023 ', 'trailing space'],
    ['01/05/0000', 'there is no year zero'],
    ['', 'empty'],
  ])('should reject %s (%s)', (text) => {
    expect(parseUsDate(text)).toBeNull();
    expect(isValidUsDate(text)).toBe(false);
  });

  it('should reject values that are not text', () => {
    expect(isValidUsDate(20240101)).toBe(false);
    expect(isValidUsDate(undefined)).toBe(false);
  });

  it('should throw when a required date is invalid', () => {
    expect(() => requireUsDate('02/30/2024')).toThrow(RangeError);
  });

  it('should pad small years to four digits', () => {
    expect(formatUsDate({ year: 33, month: 3, day: 7 })).toBe('03/07/0033');
  });

  it('should refuse to format a day that does not exist', () => {
    expect(() => formatUsDate({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
  });

  it('should round-trip every calendar date through text', () => {
    fc.assert(
      fc.property(calendarDate(9999), (date) => {
        expect(parseUsDate(formatUsDate(date))).toEqual(date);
      }),
    );
  });

  it('should round-trip every text it accepts', () => {
    const digits = (n: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));
    fc.assert(
      fc.property(fc.tuple(digits(2), digits(2), digits(4)), ([mm, dd, yyyy]) => {
        const text = `${mm}/${dd}/${yyyy}`;
        const date = parseUsDate(text);
        if (date) expect(formatUsDate(date)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('should accept exactly the days the JavaScript calendar has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const real = jsCalendar(year, month, day);
          expect(isCalendarDate({ year, month, day })).toBe(real.month === month && real.day === day);
        },
      ),
    );
  });
});

describe('given leap years', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
  ])('should say %i is leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it('should have 02/29 exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        const text = `02/29/${String(year).padStart(4, '0')}`;
        expect(isValidUsDate(text)).toBe(isLeapYear(year));
        expect(isLeapYear(year)).toBe(jsCalendar(year, 2, 29).month === 2);
      }),
    );
  });
});

describe('given month arithmetic', () => {
  it.each([
    ['01/31/2024', 1, '02/29/2024'],
    ['01/31/2023', 1, '02/28/2023'],
    ['03/31/2024', -1, '02/29/2024'],
    ['12/31/2024', 1, '01/31/2025'],
    ['01/15/2024', -1, '12/15/2023'],
    ['08/31/2024', 1, '09/30/2024'],
    ['02/29/2024', 12, '02/28/2025'],
    ['02/29/2024', 48, '02/29/2028'],
  ])('should move %s by %i months to %s', (start, months, expected) => {
    expect(addMonthsToUsDate(start, months)).toBe(expected);
  });

  it('should refuse fractional months', () => {
    expect(() => addMonths({ year: 2024, month: 1, day: 1 }, 0.5)).toThrow(RangeError);
  });

  it('should refuse to leave the four-digit years', () => {
    expect(() => addMonthsToUsDate('12/31/9999', 1)).toThrow(RangeError);
  });

  it('should land on the same day or the last day of the target month', () => {
    fc.assert(
      fc.property(calendarDate(), fc.integer({ min: -1200, max: 1200 }), (date, months) => {
        // Months counted from year 0: the target stays within the years 1 to 9999 (leaving them is refused, above).
        const target = date.year * 12 + (date.month - 1) + months;
        fc.pre(target >= 12 && target < 10_000 * 12);
        const moved = addMonths(date, months);
        expect(isCalendarDate(moved)).toBe(true);
        expect((moved.year - date.year) * 12 + (moved.month - date.month)).toBe(months);
        expect(moved.day).toBe(Math.min(date.day, daysInMonth(moved.year, moved.month)));
      }),
    );
  });

  it('should keep month ends at month ends only when the day exists', () => {
    fc.assert(
      fc.property(calendarDate(), fc.integer({ min: 0, max: 120 }), (date, months) => {
        const end = { ...date, day: daysInMonth(date.year, date.month) };
        const moved = addMonths(end, months);
        if (end.day <= daysInMonth(moved.year, moved.month)) expect(moved.day).toBe(end.day);
        else expect(moved.day).toBe(daysInMonth(moved.year, moved.month));
      }),
    );
  });

  it('should cross year ends into January of the next year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9998 }), (year) => {
        expect(addMonths({ year, month: 12, day: 31 }, 1)).toEqual({ year: year + 1, month: 1, day: 31 });
        expect(addMonths({ year: year + 1, month: 1, day: 1 }, -1)).toEqual({ year, month: 12, day: 1 });
      }),
    );
  });
});

describe('given the whole months between two dates', () => {
  it.each([
    ['01/01/2024', '01/01/2025', 12],
    ['01/01/2024', '12/31/2024', 11],
    ['02/29/2024', '02/28/2025', 12],
    ['01/31/2024', '02/29/2024', 1],
    ['01/31/2024', '03/01/2024', 1],
    ['01/15/2024', '01/15/2024', 0],
    ['01/01/2026', '01/01/2024', -24],
  ])('should count %s to %s as %i', (start, end, months) => {
    expect(wholeMonthsBetween(requireUsDate(start), requireUsDate(end))).toBe(months);
  });

  it('should be the largest n whose n-month step does not pass the end', () => {
    fc.assert(
      fc.property(calendarDate(), calendarDate(), (a, b) => {
        const [start, end] = compareCalendarDates(a, b) <= 0 ? [a, b] : [b, a];
        const months = wholeMonthsBetween(start, end);
        expect(compareCalendarDates(addMonths(start, months), end)).toBeLessThanOrEqual(0);
        expect(compareCalendarDates(addMonths(start, months + 1), end)).toBe(1);
      }),
    );
  });

  it('should undo addMonths', () => {
    fc.assert(
      fc.property(calendarDate(), fc.integer({ min: 0, max: 1000 }), (date, months) => {
        expect(wholeMonthsBetween(date, addMonths(date, months))).toBe(months);
      }),
    );
  });
});

describe('given a new start date', () => {
  it.each([
    ['03/15/2024', '03/15/2025'],
    ['12/31/2024', '12/31/2025'],
    ['01/01/2024', '01/01/2025'],
    ['02/29/2024', '02/28/2025'],
    ['02/28/2023', '02/28/2024'],
  ])('should end %s one year later on %s', (start, end) => {
    expect(oneYearAfter(start)).toBe(end);
  });

  it('should end one year later, on the last day of February for a leap day', () => {
    fc.assert(
      fc.property(calendarDate(), (date) => {
        const end = requireUsDate(oneYearAfter(formatUsDate(date)));
        expect(end.year).toBe(date.year + 1);
        expect(end.month).toBe(date.month);
        const leapDay = date.month === 2 && date.day === 29;
        expect(end.day).toBe(leapDay ? daysInMonth(date.year + 1, 2) : date.day);
      }),
    );
  });
});

describe('given the clock', () => {
  it('should give the local calendar day of an instant', () => {
    expect(todayUsDate(new Date(2024, 1, 29, 23, 59))).toBe('02/29/2024');
  });

  it.each([
    ['2024-12-31T23:30:00Z', 'UTC', '12/31/2024'],
    ['2024-12-31T23:30:00Z', 'Asia/Tokyo', '01/01/2025'],
    ['2025-01-01T03:00:00Z', 'America/New_York', '12/31/2024'],
  ])('should give the day of %s in %s as %s', (instant, zone, expected) => {
    expect(todayUsDate(new Date(instant), zone)).toBe(expected);
  });

  it('should refuse an invalid instant', () => {
    expect(() => calendarDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('should order dates by calendar, not by text', () => {
    expect(compareUsDates('12/31/2023', '01/01/2024')).toBe(-1);
    expect(compareUsDates('01/01/2024', '01/01/2024')).toBe(0);
    expect(compareUsDates('02/01/2024', '01/31/2024')).toBe(1);
  });

  it('should agree with the order of the JavaScript calendar', () => {
    fc.assert(
      fc.property(calendarDate(), calendarDate(), (a, b) => {
        const time = (d: CalendarDate) => {
          const date = new Date(0);
          date.setUTCFullYear(d.year, d.month - 1, d.day);
          return date.getTime();
        };
        expect(compareCalendarDates(a, b)).toBe(Math.sign(time(a) - time(b)));
      }),
    );
  });
});
