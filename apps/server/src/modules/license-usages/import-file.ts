import {
  isBlankRecord,
  MAX_UPLOAD_BYTES,
  messages,
  TEXT_LIMITS,
  type TextEncodingName,
  type UploadFile,
  USERS_IMPORT_MAX_ROWS,
  type UsersImportColumns,
  usersImportColumns,
  usersImportRow,
} from '@license-console/domain';
import { CsvSyntaxError, readCsv } from '../../lib/csv.ts';
import { decodeCell, isAsciiCell, ReceivedFile, UndecodableText, uploadedText } from '../../lib/received-file.ts';
import { ImportRows, NumberColumn, TextColumn } from './import-rows.ts';

const m = messages.usersImport;

/** A file read: its user rows in file order and the encoding it was read in, or the problems that stop it being read. */
export type ReadFile =
  | { rows: ImportRows; encoding: TextEncodingName; fileErrors?: undefined }
  | { rows?: undefined; fileErrors: string[] };

/** A cell of a refused row as the dry run shows it: cut to the longest value the column could hold. */
function shownCell(record: readonly string[], column: number, max: number): string {
  const cell = column === -1 ? '' : (record[column] ?? '').trim();
  return cell.length > max ? `${cell.slice(0, max)}…` : cell;
}

/**
 * The records read as UTF-8 while the file could still turn out not to be UTF-8 (UploadedText `settled`): those
 * holding a byte past ASCII, which Windows-1252 reads otherwise, kept as their bytes, compactly, until the encoding
 * is settled. Each with its line, the row it was read as (the rows' count then) and whether it was added as one.
 */
class UndecidedRecords {
  readonly #lines = new NumberColumn();
  /** The row read, twice over, plus one when the record was added as that row (not passed over as blank). */
  readonly #rows = new NumberColumn();
  readonly #cellCounts = new NumberColumn();
  readonly #cells = new TextColumn(0);

  get length(): number {
    return this.#lines.length;
  }

  add(record: { cells: readonly string[]; line: number }, row: number, added: boolean): void {
    this.#lines.push(record.line);
    this.#rows.push(row * 2 + (added ? 1 : 0));
    this.#cellCounts.push(record.cells.length);
    for (const cell of record.cells) this.#cells.push(cell);
  }

  /** The records in reading order, their cells as bytes. */
  *records(): Generator<{ cells: string[]; line: number; row: number; added: boolean }> {
    let cell = 0;
    for (let index = 0; index < this.length; index++) {
      const cells: string[] = [];
      for (let count = this.#cellCounts.at(index); count > 0; count--) cells.push(this.#cells.at(cell++));
      const row = this.#rows.at(index);
      yield { cells, line: this.#lines.at(index), row: row >> 1, added: (row & 1) === 1 };
    }
  }
}

/**
 * Reads an import file (spec §5 "Users import") as it streams from the upload: the header by usersImportColumns,
 * then each non-blank record by usersImportRow, the same rules the console checks before uploading. At most
 * USERS_IMPORT_MAX_ROWS users: the reading stops past them. Addresses repeated in the file are found afterwards, over
 * the rows sorted by address.
 *
 * The records come as their bytes and are decoded here, in the encoding the file is read in (UploadedText): a file
 * not UTF-8 is read as Windows-1252 as a whole, which its first byte UTF-8 cannot hold may show only near its end.
 * The records read as UTF-8 before that which hold more than ASCII are kept (UndecidedRecords) and read again then;
 * every other record reads the same either way. A file's bytes are never held whole.
 */
export async function readImportFile(file: UploadFile): Promise<ReadFile> {
  if (file.size > MAX_UPLOAD_BYTES) return { fileErrors: [messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)] };
  const capacity = file instanceof ReceivedFile ? file.expectedBytes : file.size;
  let rows = new ImportRows(capacity);
  let columns: UsersImportColumns | undefined;
  let header: string[] = [];
  let headerUndecided = false;
  let undecided = new UndecidedRecords();
  const text = await uploadedText(file);
  const records = readCsv(text.chunks, { bytes: true });

  /** Reads a record in `encoding`: adds its row (or its refusal); a file error when it stops the reading. */
  function readRecord(record: { cells: string[]; line: number }, encoding: TextEncodingName, into: ImportRows) {
    const cells = record.cells.map((cell) => decodeCell(cell, encoding));
    if (isBlankRecord(cells)) return { added: false };
    if (into.count === USERS_IMPORT_MAX_ROWS)
      return { added: false, fileErrors: [m.tooManyRows(USERS_IMPORT_MAX_ROWS)] };
    const read = usersImportRow(cells, record.line, columns!);
    if (read.row) into.add(read.row);
    else {
      const shown = {
        line: record.line,
        email: shownCell(cells, columns!.email, TEXT_LIMITS.email),
        firstName: shownCell(cells, columns!.firstName, TEXT_LIMITS.name),
        lastName: shownCell(cells, columns!.lastName, TEXT_LIMITS.name),
      };
      into.add(shown, read.error);
    }
    return { added: true };
  }

  /**
   * Once the file is known not to be UTF-8: its header and the undecided records read again as Windows-1252, the
   * rows between them kept as they are.
   */
  function readAgain(): string[] | undefined {
    const encoding = text.encoding;
    const again = usersImportColumns(header.map((cell) => decodeCell(cell, encoding)));
    if (!again.columns) return again.errors;
    columns = again.columns;
    const reread = new ImportRows(capacity);
    let from = 0;
    for (const record of undecided.records()) {
      reread.copy(rows, from, record.row);
      from = record.row + (record.added ? 1 : 0);
      const { fileErrors } = readRecord(record, encoding, reread);
      if (fileErrors) return fileErrors;
    }
    reread.copy(rows, from, rows.count);
    rows = reread;
    undecided = new UndecidedRecords();
    headerUndecided = false;
    return undefined;
  }

  /** Reads on until the encoding is settled: a header refused is named as the whole file reads it. */
  async function settle(): Promise<void> {
    try {
      while (!text.settled && !(await records.next()).done);
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
    }
  }

  /**
   * A file refused before it has been read whole: the rest is read (not kept) first, so that a file past the size
   * limit is refused as such (413) whatever else is wrong with it.
   */
  async function refused(errors: string[]): Promise<ReadFile> {
    try {
      while (!(await text.chunks.next()).done);
    } catch (error) {
      if (!(error instanceof UndecodableText)) throw error;
    }
    return { fileErrors: errors };
  }

  try {
    for await (const record of records) {
      if (!columns) {
        // A file whose first line is empty has an empty header (the parser passes empty lines over).
        if (record.line !== 1) return refused([m.empty]);
        header = record.cells;
        const read = usersImportColumns(header.map((cell) => decodeCell(cell, text.encoding)));
        headerUndecided = !text.settled && !header.every(isAsciiCell);
        if (!read.columns) {
          if (!headerUndecided) return refused(read.errors);
          await settle();
          return refused(usersImportColumns(header.map((cell) => decodeCell(cell, text.encoding))).errors);
        }
        columns = read.columns;
        continue;
      }
      const position = rows.count;
      const { added, fileErrors } = readRecord(record, text.encoding, rows);
      if (fileErrors) return refused(fileErrors);
      if (!text.settled && !record.cells.every(isAsciiCell)) undecided.add(record, position, added);
      if (text.settled && text.encoding === 'windows-1252' && (headerUndecided || undecided.length > 0)) {
        const errors = readAgain();
        if (errors) return refused(errors);
      }
    }
  } catch (error) {
    if (error instanceof UndecodableText) return { fileErrors: [m.invalidUtf16] };
    if (!(error instanceof CsvSyntaxError)) throw error;
    if (!columns) return { fileErrors: [m.notCsv(error.line)] };
    rows.add({ line: error.line, email: '', firstName: '', lastName: '' }, m.notCsv(error.line));
  }
  if (text.encoding === 'windows-1252' && (headerUndecided || undecided.length > 0)) {
    const errors = readAgain();
    if (errors) return { fileErrors: errors };
  }
  if (!columns || rows.count === 0) return { fileErrors: [m.empty] };
  return { rows, encoding: text.encoding };
}
