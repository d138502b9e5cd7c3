import {
  isBlankRecord,
  type LicenseUsage,
  MAX_UPLOAD_BYTES,
  parseCsv,
  TEXT_LIMITS,
  USERS_IMPORT_HEADERS,
  USERS_IMPORT_MAX_ROWS,
  type UsersImportPreview,
  type UsersImportPreviewRow,
  usersImportColumns,
  usersImportRow,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';

const m = messages.usersImport;

/** A refused file as the server answers it: 400, each problem in `errors`, joined by line breaks in `message`. */
function refusedImport(errors: readonly string[]): ApiError {
  const message = errors.join('\n');
  return new ApiError(400, message, {
    body: { statusCode: 400, error: 'Bad Request', message, errors: [...errors] },
  });
}

/** A refused row's cell as the preview shows it: cut to the longest value its column holds. */
function shownCell(record: readonly string[], column: number, max: number): string {
  const cell = column === -1 ? '' : (record[column] ?? '').trim();
  return cell.length > max ? `${cell.slice(0, max)}…` : cell;
}

/**
 * An import file judged as the server judges it (the domain's header and row rules), against the pack's users and
 * free seats: every user row added or refused with its reason, the errors the import would answer. A file it cannot
 * read at all is refused (413 past the byte limit, 400 otherwise), as the server refuses it.
 */
async function judgeUsersImport(
  file: Blob,
  usages: readonly LicenseUsage[],
  seatsFree: number,
): Promise<UsersImportPreview> {
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES));
  const records = parseCsv(await file.text());
  const { columns, errors: headerErrors } = usersImportColumns(records[0] ?? []);
  if (!columns) throw refusedImport(headerErrors);
  const held = new Set(usages.map((usage) => usage.accountName.toLowerCase()));
  const firstLines = new Map<string, number>();
  const rows: UsersImportPreviewRow[] = [];
  for (const [index, record] of records.slice(1).entries()) {
    if (isBlankRecord(record)) continue;
    if (rows.length === USERS_IMPORT_MAX_ROWS) throw refusedImport([m.tooManyRows(USERS_IMPORT_MAX_ROWS)]);
    const line = index + 2;
    const read = usersImportRow(record, line, columns);
    if (!read.row) {
      rows.push({
        line,
        email: shownCell(record, columns.email, TEXT_LIMITS.email),
        firstName: shownCell(record, columns.firstName, TEXT_LIMITS.name),
        lastName: shownCell(record, columns.lastName, TEXT_LIMITS.name),
        outcome: 'refuse',
        reason: read.error,
      });
      continue;
    }
    const key = read.row.email.toLowerCase();
    const firstLine = firstLines.get(key);
    if (firstLine === undefined) firstLines.set(key, line);
    const reason =
      firstLine !== undefined
        ? m.duplicateInFile(line, read.row.email, firstLine)
        : held.has(key)
          ? m.alreadyInPack(line, read.row.email)
          : undefined;
    rows.push({ ...read.row, outcome: reason ? 'refuse' : 'add', ...(reason ? { reason } : {}) });
  }
  if (rows.length === 0) throw refusedImport([m.empty]);
  const added = rows.filter((row) => row.outcome === 'add').length;
  const errors = rows.flatMap((row) => (row.reason ? [row.reason] : []));
  if (added > seatsFree) errors.push(m.tooManyUsers(added, seatsFree));
  return { dryRun: true, rows, added, refused: rows.length - added, seatsFree, seatsLeft: seatsFree - added, errors };
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file as the server writes one: a byte-order mark, then the header and rows ended by CRLF. */
function fakeCsvFile(headers: readonly string[], rows: readonly (readonly unknown[])[]): Blob {
  const lines = [headers, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`);
  return new Blob(['\uFEFF', ...lines], { type: 'text/csv;charset=utf-8' });
}

/** The sessions export of a pack's users, with the server's columns. */
function fakeSessionsCsv(usages: readonly LicenseUsage[]): Blob {
  return fakeCsvFile(
    ['Email', 'FirstName', 'LastName', 'Sessions', 'MaximumSessions', 'LastUsage', 'Version'],
    usages.map((usage) => [
      usage.accountName,
      usage.firstName,
      usage.lastName,
      usage.sessionCount,
      usage.MaximumSessions,
      usage.lastUsage,
      usage.version,
    ]),
  );
}

/** The user-roles export of a pack's users, with the server's columns. */
function fakeUserRolesCsv(usages: readonly LicenseUsage[]): Blob {
  return fakeCsvFile(
    ['Email', 'FirstName', 'LastName', 'Role'],
    usages.map((usage) => [usage.accountName, usage.firstName, usage.lastName, usage.roleName]),
  );
}

/** The person on a big import file's row `index` (from 0): a unique address and plausible names. */
function importPerson(index: number) {
  const firstName = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jamie'][index % 8]!;
  const lastName = ['Adams', 'Brooks', 'Clarke', 'Diaz', 'Evans', 'Foster', 'Garcia'][index % 7]!;
  return { email: `${firstName}.${lastName}.${index + 1}@import.example.com`.toLowerCase(), firstName, lastName };
}

/** An import file of `count` users (header first), for big-file stories and benchmarks. */
function fakeUsersImportCsv(count: number): string {
  const lines = [USERS_IMPORT_HEADERS.join(',')];
  for (let index = 0; index < count; index += 1) {
    const { email, firstName, lastName } = importPerson(index);
    lines.push(`${email},${firstName},${lastName}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The dry run's answer for fakeUsersImportCsv(count) on a pack with `seatsFree` seats (as many as the rows unless
 * told): every `refusedEvery`-th row refused as already in the pack, when asked.
 */
function fakeUsersImportPreview(
  count: number,
  options: { refusedEvery?: number; seatsFree?: number } = {},
): UsersImportPreview {
  const rows = Array.from({ length: count }, (_, index): UsersImportPreviewRow => {
    const line = index + 2;
    const person = importPerson(index);
    const refused = options.refusedEvery !== undefined && (index + 1) % options.refusedEvery === 0;
    return refused
      ? { line, ...person, outcome: 'refuse', reason: m.alreadyInPack(line, person.email) }
      : { line, ...person, outcome: 'add' };
  });
  const added = rows.filter((row) => row.outcome === 'add').length;
  const seatsFree = options.seatsFree ?? count;
  const errors = rows.flatMap((row) => (row.reason ? [row.reason] : []));
  if (added > seatsFree) errors.push(m.tooManyUsers(added, seatsFree));
  return { dryRun: true, rows, added, refused: count - added, seatsFree, seatsLeft: seatsFree - added, errors };
}

/** The import template: its headers only. */
const fakeUsersImportTemplate = (): Blob => fakeCsvFile(USERS_IMPORT_HEADERS, []);

export {
  fakeSessionsCsv,
  fakeUserRolesCsv,
  fakeUsersImportCsv,
  fakeUsersImportPreview,
  fakeUsersImportTemplate,
  judgeUsersImport,
  refusedImport,
};
