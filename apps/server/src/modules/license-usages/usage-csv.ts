import type { Readable } from 'node:stream';
import {
  defaultRole,
  isBlankRecord,
  type License,
  MAX_UPLOAD_BYTES,
  messages,
  TEXT_LIMITS,
  type UploadFile,
  USERS_IMPORT_HEADERS,
  USERS_IMPORT_MAX_ROWS,
  type UsersImportColumns,
  type UsersImported,
  type UsersImportPreview,
  type UsersImportPreviewRow,
  usersImportColumns,
  usersImportRow,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { CsvSyntaxError, csvStream, readCsv, toCsv } from '../../lib/csv.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLicenseUsageRepository, type ExportedUsage, type ImportedUsage } from './repository.ts';

const m = messages.usersImport;

/** Rows per read of an export: each batch is one statement, fetched when the client has taken the last. */
export const EXPORT_BATCH_ROWS = 2000;

/** The two exports: each column's header and value, in order. */
type ExportColumns = readonly (readonly [header: string, value: (usage: ExportedUsage) => unknown])[];

/** The sessions export (GET /api/Session/Csv/{licenseId}). */
export const SESSIONS_CSV: ExportColumns = [
  ['Email', (usage) => usage.accountName],
  ['FirstName', (usage) => usage.firstName],
  ['LastName', (usage) => usage.lastName],
  ['Sessions', (usage) => usage.sessionCount],
  ['MaximumSessions', (usage) => usage.maximumSessions],
  ['LastUsage', (usage) => usage.lastUsage],
  ['Version', (usage) => usage.version],
];

/** The user-roles export (GET /api/LicenseUserRole/Csv/{licenseId}); its first three columns re-import as they are. */
export const USER_ROLES_CSV: ExportColumns = [
  ['Email', (usage) => usage.accountName],
  ['FirstName', (usage) => usage.firstName],
  ['LastName', (usage) => usage.lastName],
  ['Role', (usage) => usage.roleName],
];

/** One user row of an import file, with its refusal when it has one. */
interface ImportEntry {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  refusal?: string;
}

/** A file read: its user rows in file order, or the problems that stop it being read at all. */
type ReadFile = { entries: ImportEntry[]; fileErrors?: undefined } | { entries?: undefined; fileErrors: string[] };

/** A cell of a refused row as the dry run shows it: cut to the longest value the column could hold. */
function shownCell(record: readonly string[], column: number, max: number): string {
  const cell = column === -1 ? '' : (record[column] ?? '').trim();
  return cell.length > max ? `${cell.slice(0, max)}…` : cell;
}

/**
 * Reads an import file (spec §5 "Users import"): the header by usersImportColumns, then each non-blank record by
 * usersImportRow, the same rules the console checks before uploading; an address already on an earlier line (in
 * any letter case) is refused. At most USERS_IMPORT_MAX_ROWS users: the reading stops past them.
 */
async function readImportFile(file: UploadFile): Promise<ReadFile> {
  if (file.size > MAX_UPLOAD_BYTES) return { fileErrors: [messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)] };
  const bytes = Buffer.from(await file.arrayBuffer());
  const entries: ImportEntry[] = [];
  const firstLines = new Map<string, number>();
  let columns: UsersImportColumns | undefined;
  try {
    for await (const { cells, line } of readCsv(bytes)) {
      if (!columns) {
        const header = usersImportColumns(cells);
        if (!header.columns) return { fileErrors: header.errors };
        columns = header.columns;
        continue;
      }
      if (isBlankRecord(cells)) continue;
      if (entries.length === USERS_IMPORT_MAX_ROWS) return { fileErrors: [m.tooManyRows(USERS_IMPORT_MAX_ROWS)] };
      const read = usersImportRow(cells, line, columns);
      if (!read.row) {
        entries.push({
          line,
          email: shownCell(cells, columns.email, TEXT_LIMITS.email),
          firstName: shownCell(cells, columns.firstName, TEXT_LIMITS.name),
          lastName: shownCell(cells, columns.lastName, TEXT_LIMITS.name),
          refusal: read.error,
        });
        continue;
      }
      const key = read.row.email.toLowerCase();
      const firstLine = firstLines.get(key);
      if (firstLine === undefined) firstLines.set(key, line);
      entries.push({
        ...read.row,
        ...(firstLine === undefined ? {} : { refusal: m.duplicateInFile(line, read.row.email, firstLine) }),
      });
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    if (!columns) return { fileErrors: [m.notCsv(error.line)] };
    entries.push({ line: error.line, email: '', firstName: '', lastName: '', refusal: m.notCsv(error.line) });
  }
  if (!columns || entries.length === 0) return { fileErrors: [m.empty] };
  return { entries };
}

/** A refused file: 400, its problems one per entry of `errors`, joined by line breaks in `message` (spec §8). */
function refuseFile(errors: readonly string[]): never {
  throw new HttpError(400, errors.join('\n'), { errors });
}

/**
 * The CSV calls of a pack's users (spec §5 "Users import", §7): the import template, the import (all or nothing,
 * or a dry run that writes nothing), and the sessions and user-roles exports, streamed. `managedPack` is the
 * module's spec §6 row 6 check, the same as every other call of the pack's users.
 */
export function createUsageCsv(deps: {
  db: Database;
  managedPack: (actor: Actor, licensePublicId: string) => Promise<License>;
}) {
  const { db, managedPack } = deps;
  const usages = createLicenseUsageRepository(db);

  /**
   * Judges every row of a file against the pack as it stands: the rows to add, the refusals (in line order), the
   * seats free. Reads only; the import's transaction re-checks what matters under its guards.
   */
  async function judge(licensePublicId: string, file: UploadFile) {
    const read = await readImportFile(file);
    if (read.fileErrors) refuseFile(read.fileErrors);
    const pack = await usages.packSeats(licensePublicId);
    if (!pack) throw new HttpError(404, messages.server.notFound);
    const entries = read.entries;
    const candidates = entries.filter((entry) => entry.refusal === undefined);
    const keys = candidates.map((entry) => entry.email.toLowerCase());
    const inPack = await usages.heldIn(pack.licenseId, keys);
    const elsewhere = await usages.heldElsewhere(keys, pack.productId, pack.licenseId);
    for (const entry of candidates) {
      const key = entry.email.toLowerCase();
      if (inPack.has(key)) entry.refusal = m.alreadyInPack(entry.line, entry.email);
      else if (elsewhere.has(key)) entry.refusal = m.assignedElsewhere(entry.line, entry.email);
    }
    const toAdd = entries.filter((entry) => entry.refusal === undefined);
    const seatsFree = pack.merged ? 0 : Math.max(0, pack.userCount - pack.usedCount);
    const errors = entries.flatMap((entry) => (entry.refusal === undefined ? [] : [entry.refusal]));
    if (pack.merged) errors.push(messages.licenseUsers.packMerged);
    else if (toAdd.length > seatsFree) errors.push(m.tooManyUsers(toAdd.length, seatsFree));
    return { pack, entries, toAdd, seatsFree, errors };
  }

  /** A pack's usages for an export, a batch at a time, fetched as the stream is read. */
  async function* exportBatches(licensePublicId: string): AsyncGenerator<ExportedUsage[]> {
    let afterId = 0;
    for (;;) {
      const batch = await usages.exportBatch(licensePublicId, afterId, EXPORT_BATCH_ROWS);
      if (batch.length === 0) return;
      yield batch;
      afterId = batch[batch.length - 1]!.id;
      if (batch.length < EXPORT_BATCH_ROWS) return;
    }
  }

  /** An export of the pack, streamed: the header, then each batch's rows as it is read. */
  async function exportCsv(actor: Actor, licensePublicId: string, columns: ExportColumns): Promise<Readable> {
    await managedPack(actor, licensePublicId);
    async function* rows() {
      for await (const batch of exportBatches(licensePublicId)) {
        yield batch.map((usage) => columns.map(([, value]) => value(usage)));
      }
    }
    return csvStream(
      columns.map(([header]) => header),
      rows(),
    );
  }

  return {
    /**
     * POST /api/Licenses/{id}/LicenseUsages/UploadCSV: adds every user of the file, or none. Refused (400, every
     * problem line by line): a row without a valid e-mail or with names out of bounds, an address twice in the
     * file or already in the pack or holding a seat of the product elsewhere, more users than free seats, more
     * than USERS_IMPORT_MAX_ROWS users, an unreadable line. The usages are inserted and then their seats taken
     * with one conditional update (`used_count + n <= user_count`) in one transaction, so imports and assignments
     * never overbook the pack; one audit entry names every row added. With `dryRun`, the same judgement is
     * answered row by row and nothing is written.
     */
    async uploadUsagesCsv(
      actor: Actor,
      licensePublicId: string,
      file: UploadFile,
      options: { dryRun?: boolean | undefined } = {},
    ): Promise<UsersImported | UsersImportPreview> {
      await managedPack(actor, licensePublicId);
      const { pack, entries, toAdd, seatsFree, errors } = await judge(licensePublicId, file);
      if (options.dryRun) {
        const rows: UsersImportPreviewRow[] = entries.map(({ refusal, ...entry }) => ({
          ...entry,
          outcome: refusal === undefined ? 'add' : 'refuse',
          ...(refusal === undefined ? {} : { reason: refusal }),
        }));
        return {
          dryRun: true,
          rows,
          added: toAdd.length,
          refused: entries.length - toAdd.length,
          seatsFree,
          seatsLeft: seatsFree - toAdd.length,
          errors,
        };
      }
      if (errors.length > 0) refuseFile(errors);
      const roleId = defaultRole(await usages.roles())?.roleId ?? null;
      const added: (ImportedUsage & { line: number })[] = toAdd
        .map((entry) => ({ ...entry, publicId: newPublicId(), accountName: entry.email }))
        .sort((a, b) => (a.accountName.toLowerCase() < b.accountName.toLowerCase() ? -1 : 1));
      await db.transaction(async (tx) => {
        const repository = createLicenseUsageRepository(tx);
        const inserted = await repository.insertMany(pack.licenseId, added, roleId);
        if (inserted.size < added.length) {
          // Another assignment took some of these addresses since the file was judged.
          const taken = added.filter((usage) => !inserted.has(usage.accountName.toLowerCase()));
          refuseFile(
            taken.sort((a, b) => a.line - b.line).map((usage) => m.alreadyInPack(usage.line, usage.accountName)),
          );
        }
        const seats = await repository.takeSeats(pack.licenseId, added.length);
        if (!seats) {
          const now = await repository.seatRefusal(pack.licenseId);
          if (!now || now.merged) refuseFile([messages.licenseUsers.packMerged]);
          refuseFile([m.tooManyUsers(added.length, Math.max(0, now.userCount - now.usedCount))]);
        }
        await audit(tx, {
          actorId: actor.id,
          action: 'license-usage.import',
          entity: 'license',
          entityId: licensePublicId,
          before: { usedCount: seats.usedCount - added.length },
          // The rows as [cryptId, accountName, firstName, lastName]: a 100,000-row import audits in half the JSON.
          after: {
            imported: added.length,
            usedCount: seats.usedCount,
            columns: ['cryptId', 'accountName', 'firstName', 'lastName'],
            usages: added.map(({ publicId, accountName, firstName, lastName }) => [
              publicId,
              accountName,
              firstName,
              lastName,
            ]),
          },
        });
      });
      return { imported: added.length };
    },

    /** GET /api/Session/Csv/{licenseId}: the pack's users and their sessions, streamed in batches. */
    downloadSessionsCsv: (actor: Actor, licensePublicId: string) => exportCsv(actor, licensePublicId, SESSIONS_CSV),

    /** GET /api/LicenseUserRole/Csv/{licenseId}: the pack's users and their roles (the export), streamed. */
    downloadUserRolesCsv: (actor: Actor, licensePublicId: string) => exportCsv(actor, licensePublicId, USER_ROLES_CSV),

    /** GET /api/LicenseUserRole/Csv: the import template, its headers only (spec §5). */
    downloadUsersImportTemplate(): string {
      return toCsv(USERS_IMPORT_HEADERS, []);
    },
  };
}

export type UsageCsv = ReturnType<typeof createUsageCsv>;
