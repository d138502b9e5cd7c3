import { messages } from '../messages.ts';
import { isValidEmail } from './patterns.ts';

const m = messages.usersImport;

/** Spec §5: the import file's columns; only Email is required. */
export const USERS_IMPORT_HEADERS = ['Email', 'FirstName', 'LastName'] as const;

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

/**
 * Reads a users-import CSV (spec §5): headers matched ignoring case and spaces, Email required,
 * FirstName and LastName optional, other columns ignored, blank lines skipped. `freeSeats`, when given,
 * also checks that the file fits the pack.
 */
export function readUsersImportCsv(csv: string, options: { freeSeats?: number } = {}): UsersImportResult {
  const records = parseCsv(csv);
  const header = records[0];
  if (!header || header.every((cell) => cell.trim() === '')) return { rows: [], errors: [m.empty] };

  const normalized = header.map((cell) => cell.trim().toLowerCase());
  const errors: string[] = [];
  const columnOf = (name: string) => {
    const key = name.toLowerCase();
    if (normalized.filter((cell) => cell === key).length > 1) errors.push(m.duplicateHeader(name));
    return normalized.indexOf(key);
  };
  const [emailColumn, firstNameColumn, lastNameColumn] = USERS_IMPORT_HEADERS.map(columnOf);
  if (emailColumn === undefined || emailColumn === -1) return { rows: [], errors: [...errors, m.missingEmailHeader] };

  const cell = (record: string[], column: number | undefined) =>
    column === undefined || column === -1 ? '' : (record[column] ?? '').trim();
  const rows: UsersImportRow[] = [];
  records.slice(1).forEach((record, index) => {
    const line = index + 2;
    if (record.every((value) => value.trim() === '')) return;
    const email = cell(record, emailColumn);
    if (email === '') errors.push(m.missingEmail(line));
    else if (!isValidEmail(email)) errors.push(m.invalidEmail(line, email));
    else rows.push({ line, email, firstName: cell(record, firstNameColumn), lastName: cell(record, lastNameColumn) });
  });
  if (options.freeSeats !== undefined && rows.length > options.freeSeats) {
    errors.push(m.tooManyUsers(rows.length, options.freeSeats));
  }
  return { rows, errors };
}

/** The errors of a users-import CSV; an empty list means the file can be uploaded. */
export function checkUsersImportCsv(csv: string, options: { freeSeats?: number } = {}): string[] {
  return readUsersImportCsv(csv, options).errors;
}
