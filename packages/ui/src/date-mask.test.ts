import { formatUsDate, isValidUsDate } from '@license-console/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInvalidUsDateText, maskUsDate } from './date-mask.ts';

describe('given text typed into a date field', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0105', '01/05'],
    ['01052026', '01/05/2026'],
    ['010520261', '01/05/2026'],
    ['1/', '01/'],
    ['1/5/2026', '01/05/2026'],
    ['12/', '12/'],
    ['12/3', '12/3'],
    ['12/31/', '12/31/'],
    ['1//', '01/'],
    ['/1', '1'],
    ['ab12cd34ef5678', '12/34/5678'],
    ['01-05-2026', '01/05/2026'],
    ['01.05.2026', '01/05/2026'],
  ])('should mask %j as %j', (typed, shown) => {
    expect(maskUsDate(typed)).toBe(shown);
  });

  // Regression: a slash added after "12" would come back at once when Backspace removed it.
  it('should not add a trailing slash, so Backspace can remove one', () => {
    expect(maskUsDate('12')).toBe('12');
    expect(maskUsDate('12/05')).toBe('12/05');
    expect(maskUsDate('12/0')).toBe('12/0');
  });

  it('should keep any formatted date as it is, and rebuild it from its digits alone', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        const text = formatUsDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
        expect(maskUsDate(text)).toBe(text);
        expect(maskUsDate(text.replaceAll('/', ''))).toBe(text);
      }),
    );
  });

  it('should always give at most mm/dd/yyyy in shape, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '/', '-', 'a', ' ') }), (typed) => {
        const masked = maskUsDate(typed);
        expect(masked).toMatch(/^(\d{0,2}|\d{2}\/\d{0,2}|\d{2}\/\d{2}\/\d{0,4})$/);
        expect(maskUsDate(masked)).toBe(masked);
      }),
    );
  });
});

describe('given the text a date field holds when it is left', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['01/05/2026', false],
    ['02/29/2024', false],
    ['02/29/2025', true],
    ['13/01/2026', true],
    ['01/5/2026', true],
    ['01/05/26', true],
  ])('should judge %j invalid: %s', (text, invalid) => {
    expect(isInvalidUsDateText(text)).toBe(invalid);
    if (!invalid && text.trim() !== '') expect(isValidUsDate(text)).toBe(true);
  });
});
