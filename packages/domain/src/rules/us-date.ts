/**
 * Calendar dates in the console's one format, MM/DD/YYYY (spec §9).
 * Dates are plain calendar days, never instants, so no time zone can shift them; only "today" needs a clock.
 */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const US_DATE_FORMAT = 'MM/DD/YYYY';

/** Four-digit years only: the format has room for nothing else. */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

const usDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Strict parse: two-digit month and day, four-digit year, and a day that exists (02/29 only in leap years). */
export function parseUsDate(text: string): CalendarDate | null {
  const match = usDatePattern.exec(text);
  if (!match) return null;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isCalendarDate(date) ? date : null;
}

export function isValidUsDate(text: unknown): text is string {
  return typeof text === 'string' && parseUsDate(text) !== null;
}

export function formatUsDate(date: CalendarDate): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
}

/** Parses or throws: for callers holding a date that was validated already. */
export function requireUsDate(text: string): CalendarDate {
  const date = parseUsDate(text);
  if (!date) throw new RangeError(`Not a valid ${US_DATE_FORMAT} date: "${text}"`);
  return date;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const difference = a.year - b.year || a.month - b.month || a.day - b.day;
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/** Compares two MM/DD/YYYY strings by calendar order; throws RangeError on an invalid date. */
export function compareUsDates(a: string, b: string): -1 | 0 | 1 {
  return compareCalendarDates(requireUsDate(a), requireUsDate(b));
}

export function isLastDayOfMonth(date: CalendarDate): boolean {
  return date.day === daysInMonth(date.year, date.month);
}

/**
 * Moves by whole calendar months; a day the target month lacks becomes its last day
 * (01/31 + 1 month = 02/28 or 02/29; 02/29 + 12 months = 02/28), as license periods expect.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer: ${months}`);
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const result = { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
  if (!isCalendarDate(result)) throw new RangeError(`Date out of range: ${JSON.stringify(result)}`);
  return result;
}

export function addYears(date: CalendarDate, years: number): CalendarDate {
  return addMonths(date, years * 12);
}

/**
 * Whole months from start to end: the largest n with addMonths(start, n) <= end
 * (negative when end is before start). A month-end end date completes a month that a later start day
 * could not reach, so 02/29/2024 → 02/28/2025 counts 12.
 */
export function wholeMonthsBetween(start: CalendarDate, end: CalendarDate): number {
  if (compareCalendarDates(end, start) < 0) return -wholeMonthsBetweenForward(end, start);
  return wholeMonthsBetweenForward(start, end);
}

function wholeMonthsBetweenForward(start: CalendarDate, end: CalendarDate): number {
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  return end.day < start.day && !isLastDayOfMonth(end) ? months - 1 : months;
}

/** The calendar day of an instant: in the runtime's local zone, or in the given IANA time zone. */
export function calendarDateOf(instant: Date, timeZone?: string): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  if (timeZone === undefined) {
    return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today as MM/DD/YYYY; pass `now` so callers (and tests) own the clock. */
export function todayUsDate(now: Date, timeZone?: string): string {
  return formatUsDate(calendarDateOf(now, timeZone));
}

/** A "today" given as MM/DD/YYYY (checked) or as an instant (its local calendar day). */
export function asUsDate(today: string | Date): string {
  return typeof today === 'string' ? formatUsDate(requireUsDate(today)) : todayUsDate(today);
}

/** MM/DD/YYYY moved by whole months (see addMonths for month ends). */
export function addMonthsToUsDate(text: string, months: number): string {
  return formatUsDate(addMonths(requireUsDate(text), months));
}

/** Spec §4: changing the start date sets the end date one year later; 02/29 → 02/28 of the next year. */
export function oneYearAfter(startDate: string): string {
  return addMonthsToUsDate(startDate, 12);
}
