import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Info, parse } from 'csv-parse';
import { type Options as StringifyOptions, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * CSV through csv-parse and csv-stringify (node-csv). Every file written here starts with a UTF-8 byte-order mark
 * (spreadsheets then read accented names right), ends each row with CRLF (RFC 4180), quotes every cell, empty ones
 * too, and defuses formulas (OWASP "CSV Injection"): a cell a spreadsheet would run, one starting with = + - @, a
 * tab, a carriage return (csv-stringify's `escape_formulas`, which also catches their full-width forms) or a NUL
 * (added here), is written with a leading apostrophe. Quoting every cell is what keeps a spreadsheet whose locale
 * separates cells by `;` (German, French, Spanish, Dutch…) from splitting a cell at a `;` it holds, which would make
 * the text after it a cell of its own, starting where the defusing never looked.
 *
 * Quoting alone does not hold for a lenient reader (Excel opening a `,` file in a `;` locale, Python's csv), which
 * honours a quote only at the start of a cell: once the first cell's closing quote is behind it, it splits the rest
 * of the line at every `;` and ends the row at every line break, quotes kept as text. So inside a cell a formula
 * start (the same characters, a NUL too) after a `,`, a `;` or a line break, with only quotes between, gets an
 * apostrophe after that separator; and in a row's last cell a trailing separator or line break does too, since what
 * such a reader makes of it starts with the row's own line break. No other cell is changed.
 */
const WRITE_OPTIONS: StringifyOptions = {
  bom: true,
  record_delimiter: 'windows',
  escape_formulas: true,
  quoted: true,
  quoted_empty: true,
  cast: {
    // The apostrophe makes the formula check pass over the cell; every other start is left to escape_formulas.
    string: (value) => (value.startsWith('\0') ? `'${value}` : value),
  },
};

/** A `,`, `;` or line break inside a cell followed (past any quotes) by what a spreadsheet would run. */
const INNER_FORMULA = /([,;\r\n])(?="*[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20])/g;
/** A `,`, `;` or line break ending a cell. */
const TRAILING_SEPARATOR = /[,;\r\n]$/;

/** A cell as written: null and undefined empty, anything else as text (so "-1" is defused like "-A1"). */
function cellText(value: unknown, last: boolean): string {
  if (value === null || value === undefined) return '';
  const text = String(value).replace(INNER_FORMULA, "$1'");
  return last && TRAILING_SEPARATOR.test(text) ? `${text}'` : text;
}

/** A record's cells as written. */
function recordText(record: readonly unknown[]): string[] {
  return record.map((value, column) => cellText(value, column === record.length - 1));
}

/** A whole CSV file in memory, for small files (the users list, the import template). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringifySync([header, ...rows].map(recordText), WRITE_OPTIONS);
}

/**
 * A CSV file as a stream: the header, then the rows as `batches` yields them. A batch is read only when the client
 * has taken the previous one (back-pressure), so memory stays flat whatever the file's length.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Readable {
  async function* records() {
    yield recordText(header);
    for await (const batch of batches) for (const row of batch) yield recordText(row);
  }
  return Readable.from(records()).pipe(stringify(WRITE_OPTIONS));
}

/** One record of a parsed file, with the file's line it starts on (line 1 is the first). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** Where the parser gave up: the line of the record it could not read (a quote never closed). */
export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number) {
    super(`CSV unreadable at line ${line}`);
    this.line = line;
  }
}

const CR = 0x0d;
const LF = 0x0a;
/**
 * The most the parser takes at a time. The parser turns a whole slice into records before the first is consumed,
 * so a slice's records are all alive at once: 4 KB holds about 50 rows of an import file (64 KB held 800, and read
 * a 100,000-row file twice as slowly).
 */
const PARSE_SLICE_BYTES = 4 * 1024;
/**
 * How many slices the parser takes before the reader lets the event loop turn. A file held in memory is read in
 * promises alone, which never let the loop turn: a 16 MB file kept every other request waiting for its 3-5 s.
 */
const SLICES_PER_TURN = 4;

/**
 * Reads a CSV file record by record, from its bytes in chunks of any size (RFC 4180: quoted cells may hold
 * separators, doubled quotes and line breaks; CRLF, LF or CR line ends; a leading byte-order mark dropped; rows of
 * any length; a stray quote inside an unquoted cell kept as it is). Lines with nothing on them are passed over (a
 * record for each cost the parser an error object, its record being shorter than the first), and each record
 * carries the line it starts on, counted from the bytes, so a quoted line break counts once and a line passed over
 * counts too. Records the parser cannot read (a quote never closed) are skipped; after the last record,
 * CsvSyntaxError names the line of the first of them. Only the chunks the parser has taken and the lines not yet
 * counted are held.
 *
 * With `bytes`, the cells are their bytes as they are, one character a byte (latin1), for a reader that decides
 * their encoding itself; no byte-order mark is looked for then. Every separator, quote and line end is ASCII, so
 * the records are the same in UTF-8, Windows-1252 or any other ASCII-compatible encoding.
 */
export async function* readCsv(
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  options: { bytes?: boolean } = {},
): AsyncGenerator<CsvRecord> {
  /** For each fault, how many records the parser had read before it, and how many lines it had passed over. */
  const faults: { records: number; emptyLines: number }[] = [];
  const parser = parse({
    bom: !options.bytes,
    encoding: options.bytes ? 'latin1' : 'utf8',
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const at = error as { records?: number; empty_lines?: number } | undefined;
      faults.push({ records: at?.records ?? 0, emptyLines: at?.empty_lines ?? 0 });
    },
  });
  /** The slices given to the parser whose line breaks are not counted yet, oldest first. */
  const uncounted: Uint8Array[] = [];
  async function* slices() {
    let taken = 0;
    for await (const chunk of chunks) {
      for (let start = 0; start < chunk.length; start += PARSE_SLICE_BYTES) {
        const slice = chunk.subarray(start, start + PARSE_SLICE_BYTES);
        uncounted.push(slice);
        yield slice;
        taken += 1;
        if (taken % SLICES_PER_TURN === 0) await nextTurn();
      }
    }
  }
  // pipe() leaves a failing source's error behind: the parser is destroyed with it, so the records' reader throws it.
  const source = Readable.from(slices());
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  /** Bytes counted, and how far into the oldest uncounted slice. */
  let counted = 0;
  let offset = 0;
  let previous = 0;
  let line = 1;
  let records = 0;
  /** The lines passed over before the last record counted. */
  let emptyLines = 0;
  /** The line the first unreadable record starts on: the line after the records and empty lines before it. */
  let faultLine: number | undefined;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
    // A fault is reported before the parser hands over the record after it.
    const fault = faults[0];
    if (faultLine === undefined && fault?.records === records) faultLine = line + fault.emptyLines - emptyLines;
    // The lines passed over since the last record lie before this one; their line ends are counted below with its.
    yield { cells: record, line: line + info.empty_lines - emptyLines };
    records += 1;
    emptyLines = info.empty_lines;
    // A CR is a line end, and so is an LF unless it ends a CRLF.
    while (counted < info.bytes) {
      const slice = uncounted[0]!;
      const end = Math.min(slice.length, offset + info.bytes - counted);
      for (let index = offset; index < end; index++) {
        const byte = slice[index];
        if (byte === CR || (byte === LF && previous !== CR)) line += 1;
        previous = byte!;
      }
      counted += end - offset;
      offset = end;
      if (offset === slice.length) {
        uncounted.shift();
        offset = 0;
      }
    }
  }
  const fault = faults[0];
  if (fault && faultLine === undefined) faultLine = line + fault.emptyLines - emptyLines;
  if (faultLine !== undefined) throw new CsvSyntaxError(faultLine);
}
