import { isValidUsDate } from '@license-console/domain';

/** What the date field shows before anything is typed. */
const US_DATE_PLACEHOLDER = 'mm/dd/yyyy';

/**
 * Shapes typed text as mm/dd/yyyy: digits only, at most 8, with the slashes put in as the next part begins.
 * A separator typed after a one-digit month or day pads it ("1/5/2024" becomes "01/05/2024"). No slash is
 * added at the end, so Backspace always removes what is before the caret.
 */
function maskUsDate(text: string): string {
  let month = '';
  let day = '';
  let year = '';
  let part: 0 | 1 | 2 = 0;
  for (const character of text) {
    if (character >= '0' && character <= '9') {
      if (part === 0) {
        if (month.length < 2) month += character;
        else {
          part = 1;
          day += character;
        }
      } else if (part === 1) {
        if (day.length < 2) day += character;
        else {
          part = 2;
          year += character;
        }
      } else if (year.length < 4) year += character;
    } else if (character === '/' || character === '-' || character === '.') {
      if (part === 0 && month.length > 0) {
        month = month.padStart(2, '0');
        part = 1;
      } else if (part === 1 && day.length > 0) {
        day = day.padStart(2, '0');
        part = 2;
      }
    }
  }
  if (part === 0) return month;
  if (part === 1) return `${month}/${day}`;
  return `${month}/${day}/${year}`;
}

/** Whether a typed value needs the "not a valid date" error: blank is left to the form's required rule. */
function isInvalidUsDateText(text: string): boolean {
  return text.trim() !== '' && !isValidUsDate(text);
}

export { isInvalidUsDateText, maskUsDate, US_DATE_PLACEHOLDER };
