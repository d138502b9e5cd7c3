import { TEXT_LIMITS } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { addUserSchema } from './add-user.ts';
import { formText } from './form-text.ts';

const m = messages.usersImport;

/** Spec §5: the import file's columns; only Email is required. */
export const USERS_IMPORT_HEADERS = ['Email', 'FirstName', 'LastName'] as const;

/**
 * The exports' other columns (the user-roles export's Role, the sessions export's counts): known, and not read, so a
 * file exported from a pack imports as it is. Any other header is refused by name.
 */
export const USERS_IMPORT_UNREAD_HEADERS = ['Role', 'Sessions', 'MaximumSessions', 'LastUsage', 'Version'] as const;

/**
 * The most users one import file may hold (designed): a pack of 100,000 seats fills in one file, and the server
 * imports that many within its budget (bench/usage-import.ts). The file's bytes are bounded by MAX_UPLOAD_BYTES.
 */
export const USERS_IMPORT_MAX_ROWS = 100_000;

/**
 * The most rows a dry run's preview shows from the file's start (designed): its counts are the whole file's, and
 * refused rows after these are shown too, up to as many again, so the refused ones can be read (bench/upload-limits.ts:
 * a preview of every row of a 100,000-row file took about 60 MB of the server's memory for each upload).
 */
export const USERS_IMPORT_PREVIEW_ROWS = 10_000;

/** The encodings an import file is read in (designed): what its byte-order mark says, else UTF-8 or Windows-1252. */
export const USERS_IMPORT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncodingName = (typeof USERS_IMPORT_ENCODINGS)[number];

/** The encoding a file's first bytes mark it as (a byte-order mark), with the mark's length; undefined without one. */
export function textEncodingByMark(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** Where each column of the spec's headers sits in a file's header row (-1: absent; Email is never absent). */
export interface UsersImportColumns {
  email: number;
  firstName: number;
  lastName: number;
}

/** The e-mail by the add-user rule (spec §5); the names optional, but bounded like the add-user row's. */
const emailCell = addUserSchema.shape.email;
const nameCell = formText(TEXT_LIMITS.name, messages.bounds.tooLong(TEXT_LIMITS.name));

export interface UsersImportRow {
  /** The file's line number, counting the header as line 1. */
  line: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface UsersImportResult {
  rows: UsersImportRow[];
  errors: string[];
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        value += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else {
      value += char;
    }
  }
  if (value !== '' || record.length > 0) {
    record.push(value);
    records.push(record);
  }
  return records;
}

/** The headers a file may have, lower-cased: the spec's, then the exports' unread ones. */
const KNOWN_HEADERS = new Set(
  [...USERS_IMPORT_HEADERS, ...USERS_IMPORT_UNREAD_HEADERS].map((name) => name.toLowerCase()),
);

/**
 * The columns of a file's header row: headers matched ignoring case and the spaces around them, a column without a
 * header ignored (a spreadsheet's trailing empty columns). Answers the header's problems instead when Email is
 * missing, a spec header appears twice, or a header is none the import knows (`First Name` for `FirstName`: its
 * values would otherwise be left out without a word), each named.
 */
export function usersImportColumns(header: readonly string[]): { columns?: UsersImportColumns; errors: string[] } {
  if (header.every((cell) => cell.trim() === '')) return { errors: [m.empty] };
  const normalized = header.map((cell) => cell.trim().toLowerCase());
  const errors: string[] = [];
  const [email, firstName, lastName] = USERS_IMPORT_HEADERS.map((name) => {
    const key = name.toLowerCase();
    if (normalized.filter((cell) => cell === key).length > 1) errors.push(m.duplicateHeader(name));
    return normalized.indexOf(key);
  }) as [number, number, number];
  if (email === -1) errors.push(m.missingEmailHeader);
  header.forEach((cell, index) => {
    const name = normalized[index]!;
    if (name !== '' && !KNOWN_HEADERS.has(name)) errors.push(m.unknownHeader(cell.trim()));
  });
  return errors.length > 0 ? { errors } : { columns: { email, firstName, lastName }, errors };
}

/** Whether a record is blank (every cell empty or spaces): blank lines are skipped. */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((value) => value.trim() === '');
}

/**
 * One record of the file as a user to add, or its problem: the e-mail by the add-user rule (required), the names
 * optional but within the name bounds. `line` is the file's line, counting the header as line 1.
 */
export function usersImportRow(
  record: readonly string[],
  line: number,
  columns: UsersImportColumns,
): { row: UsersImportRow; error?: undefined } | { row?: undefined; error: string } {
  const cell = (column: number) => (column === -1 ? '' : (record[column] ?? ''));
  const email = cell(columns.email).trim();
  if (email === '') return { error: m.missingEmail(line) };
  const checkedEmail = emailCell.safeParse(email);
  if (!checkedEmail.success) return { error: m.invalidEmail(line, email) };
  const names: string[] = [];
  for (const [header, column] of [
    ['FirstName', columns.firstName],
    ['LastName', columns.lastName],
  ] as const) {
    const checked = nameCell.safeParse(cell(column));
    if (!checked.success) return { error: m.invalidName(line, header, TEXT_LIMITS.name) };
    names.push(checked.data);
  }
  return { row: { line, email: checkedEmail.data, firstName: names[0]!, lastName: names[1]! } };
}

/**
 * Reads a users-import CSV (spec §5) as the console checks it before uploading: the header's columns, then each
 * record by usersImportRow, blank lines skipped, at most USERS_IMPORT_MAX_ROWS users. `freeSeats`, when given,
 * also checks that the file fits the pack. The server reads the file with the same two functions.
 */
export function readUsersImportCsv(csv: string, options: { freeSeats?: number } = {}): UsersImportResult {
  const records = parseCsv(csv);
  const { columns, errors } = usersImportColumns(records[0] ?? []);
  if (!columns) return { rows: [], errors };
  const rows: UsersImportRow[] = [];
  let users = 0;
  for (const [index, record] of records.slice(1).entries()) {
    if (isBlankRecord(record)) continue;
    users += 1;
    if (users > USERS_IMPORT_MAX_ROWS) return { rows: [], errors: [m.tooManyRows(USERS_IMPORT_MAX_ROWS)] };
    const read = usersImportRow(record, index + 2, columns);
    if (read.row) rows.push(read.row);
    else errors.push(read.error);
  }
  if (options.freeSeats !== undefined && rows.length > options.freeSeats) {
    errors.push(m.tooManyUsers(rows.length, options.freeSeats));
  }
  return { rows, errors };
}

/** The errors of a users-import CSV; an empty list means the file can be uploaded. */
export function checkUsersImportCsv(csv: string, options: { freeSeats?: number } = {}): string[] {
  return readUsersImportCsv(csv, options).errors;
}
