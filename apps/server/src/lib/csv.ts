import { Readable } from 'node:stream';
import { type Info, parse } from 'csv-parse';
import { type Options as StringifyOptions, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * CSV through csv-parse and csv-stringify (node-csv). Every file written here starts with a UTF-8 byte-order mark
 * (spreadsheets then read accented names right), ends each row with CRLF (RFC 4180), quotes a cell holding a
 * separator, quote or line break, and defuses formulas (OWASP "CSV Injection"): a cell a spreadsheet would run,
 * one starting with = + - @, a tab, a carriage return (csv-stringify's `escape_formulas`, which also catches their
 * full-width forms) or a NUL (added here), is written with a leading apostrophe.
 */
const WRITE_OPTIONS: StringifyOptions = {
  bom: true,
  record_delimiter: 'windows',
  escape_formulas: true,
  // Any line break quotes its cell: csv-stringify would quote only the record delimiter (CRLF) itself.
  quoted_match: /[\r\n]/,
  cast: {
    // The apostrophe makes the formula check pass over the cell; every other start is left to escape_formulas.
    string: (value) => (value.startsWith('\0') ? `'${value}` : value),
  },
};

/** A cell as written: null and undefined empty, anything else as text (so "-1" is defused like "-A1"). */
function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A whole CSV file in memory, for small files (the users list, the import template). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringifySync([header, ...rows].map((row) => row.map(cellText)) as string[][], WRITE_OPTIONS);
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
    yield header.map(cellText);
    for await (const batch of batches) for (const row of batch) yield row.map(cellText);
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
/** How much of the file the parser takes at a time, so records are produced as they are consumed. */
const PARSE_SLICE_BYTES = 64 * 1024;

/**
 * Reads a CSV file record by record (RFC 4180: quoted cells may hold separators, doubled quotes and line breaks;
 * CRLF, LF or CR line ends; a leading byte-order mark dropped; rows of any length; a stray quote inside an unquoted
 * cell kept as it is). Blank lines come through as records of one empty cell, and each record carries the line it
 * starts on, counted from the bytes, so a quoted line break counts once. Records the parser cannot read (a quote
 * never closed) are skipped; after the last record, CsvSyntaxError names the line of the first of them.
 */
export async function* readCsv(file: Buffer): AsyncGenerator<CsvRecord> {
  /** For each fault, how many records the parser had read before it. */
  const faults: number[] = [];
  const parser = parse({
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: false,
    skip_records_with_error: true,
    on_skip: (error) => {
      faults.push((error as { records?: number } | undefined)?.records ?? 0);
    },
  });
  Readable.from(slices(file)).pipe(parser);
  let offset = 0;
  let line = 1;
  /** The line each record after the first starts on, by the count of records before it. */
  const startLines = [1];
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
    yield { cells: record, line };
    for (; offset < info.bytes; offset++) {
      const byte = file[offset];
      if (byte === LF || (byte === CR && file[offset + 1] !== LF)) line += 1;
    }
    startLines.push(line);
  }
  if (faults.length > 0) throw new CsvSyntaxError(startLines[faults[0]!] ?? line);
}

function* slices(file: Buffer): Generator<Buffer> {
  for (let start = 0; start < file.length; start += PARSE_SLICE_BYTES) {
    yield file.subarray(start, start + PARSE_SLICE_BYTES);
  }
}
