/**
 * A cell that a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) is
 * written with a leading apostrophe, so an exported value can never execute in the reader's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding a separator, a quote or a line break is quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file: the header row, then one row per record, CRLF line ends (RFC 4180), and a UTF-8 byte-order mark so
 * spreadsheets read accented names right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
