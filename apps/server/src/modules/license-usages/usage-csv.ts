import type { Readable } from 'node:stream';
import {
  defaultRole,
  isBlankRecord,
  type License,
  MAX_UPLOAD_BYTES,
  messages,
  TEXT_LIMITS,
  type TextEncodingName,
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
import type { Database } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { CsvSyntaxError, csvStream, readCsv, toCsv } from '../../lib/csv.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { UndecodableText, uploadedText } from '../../lib/received-file.ts';
import { ImportRows } from './import-rows.ts';
import { organizationRefusals } from './organization-conflict.ts';
import { createLicenseUsageRepository, type ExportedUsage, IMPORT_BATCH, type ImportedUsages } from './repository.ts';

const m = messages.usersImport;

/** Rows per read of an export: each batch is one statement, fetched when the client has taken the last. */
export const EXPORT_BATCH_ROWS = 2000;

/**
 * An import of this many users or more (more than one batch of an export) refreshes the planner's statistics of the
 * usages before it answers, so an export that follows reads the pack in order (repository.ts `refreshStatistics`). A
 * pack that grows by smaller steps is left to the engine's own maintenance (autovacuum; pglite.ts on the embedded
 * engine).
 */
export const REFRESH_STATISTICS_FROM = EXPORT_BATCH_ROWS;

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

/** A file read: its user rows in file order and the encoding it was read in, or the problems that stop it being read. */
type ReadFile =
  | { rows: ImportRows; encoding: TextEncodingName; fileErrors?: undefined }
  | { rows?: undefined; fileErrors: string[] };

/** A cell of a refused row as the dry run shows it: cut to the longest value the column could hold. */
function shownCell(record: readonly string[], column: number, max: number): string {
  const cell = column === -1 ? '' : (record[column] ?? '').trim();
  return cell.length > max ? `${cell.slice(0, max)}…` : cell;
}

/**
 * Reads an import file (spec §5 "Users import") as it streams from the upload's chunks: the header by
 * usersImportColumns, then each non-blank record by usersImportRow, the same rules the console checks before
 * uploading. At most USERS_IMPORT_MAX_ROWS users: the reading stops past them. Addresses repeated in the file are
 * found afterwards (`refuseRepeats`), over the rows sorted by address.
 */
async function readImportFile(file: UploadFile): Promise<ReadFile> {
  if (file.size > MAX_UPLOAD_BYTES) return { fileErrors: [messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)] };
  const rows = new ImportRows(file.size);
  let columns: UsersImportColumns | undefined;
  const text = await uploadedText(file);
  try {
    for await (const { cells, line } of readCsv(text.chunks)) {
      if (!columns) {
        const header = usersImportColumns(cells);
        if (!header.columns) return { fileErrors: header.errors };
        columns = header.columns;
        continue;
      }
      if (isBlankRecord(cells)) continue;
      if (rows.count === USERS_IMPORT_MAX_ROWS) return { fileErrors: [m.tooManyRows(USERS_IMPORT_MAX_ROWS)] };
      const read = usersImportRow(cells, line, columns);
      if (read.row) rows.add(read.row);
      else {
        const shown = {
          line,
          email: shownCell(cells, columns.email, TEXT_LIMITS.email),
          firstName: shownCell(cells, columns.firstName, TEXT_LIMITS.name),
          lastName: shownCell(cells, columns.lastName, TEXT_LIMITS.name),
        };
        rows.add(shown, read.error);
      }
    }
  } catch (error) {
    if (error instanceof UndecodableText) return { fileErrors: [m.invalidUtf16] };
    if (!(error instanceof CsvSyntaxError)) throw error;
    if (!columns) return { fileErrors: [m.notCsv(error.line)] };
    rows.add({ line: error.line, email: '', firstName: '', lastName: '' }, m.notCsv(error.line));
  }
  if (!columns || rows.count === 0) return { fileErrors: [m.empty] };
  return { rows, encoding: text.encoding };
}

/**
 * Refuses every row whose address (in any letter case) an earlier line of the file already gave. Answers the rows
 * left, ordered by address: the order the import inserts them in.
 */
function refuseRepeats(rows: ImportRows): Uint32Array {
  const order = rows.byAddress();
  let first = 0;
  for (let next = 1; next < order.length; next++) {
    const earliest = order[first]!;
    const row = order[next]!;
    if (rows.compareKeys(earliest, row) !== 0) first = next;
    else rows.refuse(row, m.duplicateInFile(rows.line(row), rows.email(row), rows.line(earliest)));
  }
  return order.filter((row) => rows.refusal(row) === undefined);
}

/** `order` a batch of IMPORT_BATCH rows at a time. */
function* batchesOf(order: Uint32Array): Generator<Uint32Array> {
  for (let start = 0; start < order.length; start += IMPORT_BATCH) yield order.subarray(start, start + IMPORT_BATCH);
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
   * Judges every row of a file against the pack as it stands: the rows to add (ordered by address), the refusals
   * (in line order), the seats free. Reads only; the import's transaction re-checks what matters under its guards.
   */
  async function judge(licensePublicId: string, file: UploadFile) {
    const read = await readImportFile(file);
    if (read.fileErrors) refuseFile(read.fileErrors);
    const rows = read.rows;
    const candidates = refuseRepeats(rows);
    const pack = await usages.packSeats(licensePublicId);
    if (!pack) throw new HttpError(404, messages.server.notFound);
    for (const batch of batchesOf(candidates)) {
      const keys = Array.from(batch, (row) => rows.key(row));
      const inPack = await usages.heldIn(pack.licenseId, keys);
      const elsewhere = await usages.heldElsewhere(keys, pack.productId, pack.licenseId);
      const organizations = await organizationRefusals(db, licensePublicId, keys);
      batch.forEach((row, index) => {
        const key = keys[index]!;
        const organization = organizations.get(key);
        if (inPack.has(key)) rows.refuse(row, m.alreadyInPack(rows.line(row), rows.email(row)));
        else if (elsewhere.has(key)) rows.refuse(row, m.assignedElsewhere(rows.line(row), rows.email(row)));
        else if (organization) rows.refuse(row, m.otherOrganization(rows.line(row), rows.email(row), organization));
      });
    }
    const toAdd = candidates.filter((row) => rows.refusal(row) === undefined);
    const seatsFree = pack.merged ? 0 : Math.max(0, pack.userCount - pack.usedCount);
    const errors = rows.refusals();
    if (pack.merged) errors.push(messages.licenseUsers.packMerged);
    else if (toAdd.length > seatsFree) errors.push(m.tooManyUsers(toAdd.length, seatsFree));
    return { pack, rows, toAdd, seatsFree, errors, encoding: read.encoding };
  }

  /** A pack's usages for an export, a batch at a time, fetched as the stream is read. */
  async function* exportBatches(licenseId: number): AsyncGenerator<ExportedUsage[]> {
    let afterId = 0;
    for (;;) {
      const batch = await usages.exportBatch(licenseId, afterId, EXPORT_BATCH_ROWS);
      if (batch.length === 0) return;
      yield batch;
      afterId = batch[batch.length - 1]!.id;
      if (batch.length < EXPORT_BATCH_ROWS) return;
    }
  }

  /** An export of the pack, streamed: the header, then each batch's rows as it is read. */
  async function exportCsv(actor: Actor, licensePublicId: string, columns: ExportColumns): Promise<Readable> {
    await managedPack(actor, licensePublicId);
    const pack = await usages.packSeats(licensePublicId);
    if (!pack) throw new HttpError(404, messages.server.notFound);
    const { licenseId } = pack;
    async function* rows() {
      for await (const batch of exportBatches(licenseId)) {
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
     * never overbook the pack; the audit names every row added, in parts of IMPORT_BATCH rows. With `dryRun`, the
     * same judgement is answered row by row and nothing is written. Memory: the file streams from its received
     * chunks into compact columns (ImportRows), and the rows become strings only IMPORT_BATCH at a time, to be
     * checked and inserted (bench/usage-import.ts measures a 100,000-row import).
     */
    async uploadUsagesCsv(
      actor: Actor,
      licensePublicId: string,
      file: UploadFile,
      options: { dryRun?: boolean | undefined } = {},
    ): Promise<UsersImported | UsersImportPreview> {
      await managedPack(actor, licensePublicId);
      const { pack, rows, toAdd, seatsFree, errors, encoding } = await judge(licensePublicId, file);
      if (options.dryRun) {
        const preview = Array.from({ length: rows.count }, (_, row): UsersImportPreviewRow => {
          const reason = rows.refusal(row);
          return {
            line: rows.line(row),
            email: rows.email(row),
            firstName: rows.firstName(row),
            lastName: rows.lastName(row),
            outcome: reason === undefined ? 'add' : 'refuse',
            ...(reason === undefined ? {} : { reason }),
          };
        });
        return {
          dryRun: true,
          rows: preview,
          added: toAdd.length,
          refused: rows.count - toAdd.length,
          seatsFree,
          seatsLeft: seatsFree - toAdd.length,
          errors,
          encoding,
        };
      }
      if (errors.length > 0) refuseFile(errors);
      const roleId = defaultRole(await usages.roles())?.roleId ?? null;
      await db.transaction(async (tx) => {
        const repository = createLicenseUsageRepository(tx);
        /** The ids of the usages each statement inserted, for the audit's parts. */
        const inserted: number[][] = [];
        /** The rows whose address another assignment took since the file was judged. */
        const taken: number[] = [];
        /** The rows whose account joined another organization since the file was judged, with the rule's answer. */
        const moved = new Map<number, string>();
        for (const batch of batchesOf(toAdd)) {
          const keys = Array.from(batch, (row) => rows.key(row));
          const organizations = await organizationRefusals(tx, licensePublicId, keys);
          batch.forEach((row, index) => {
            const organization = organizations.get(keys[index]!);
            if (organization) moved.set(row, m.otherOrganization(rows.line(row), rows.email(row), organization));
          });
          const added: ImportedUsages = { publicIds: [], accountNames: [], firstNames: [], lastNames: [] };
          for (const row of batch) {
            added.publicIds.push(newPublicId());
            added.accountNames.push(rows.email(row));
            added.firstNames.push(rows.firstName(row));
            added.lastNames.push(rows.lastName(row));
          }
          const ids = await repository.insertMany(pack.licenseId, added, roleId);
          const batchIds: number[] = [];
          batch.forEach((row, index) => {
            const id = ids.get(added.accountNames[index]!);
            if (id === undefined) taken.push(row);
            else batchIds.push(id);
          });
          inserted.push(batchIds);
        }
        if (moved.size > 0) refuseFile([...moved.keys()].sort((a, b) => a - b).map((row) => moved.get(row)!));
        if (taken.length > 0) {
          refuseFile(taken.sort((a, b) => a - b).map((row) => m.alreadyInPack(rows.line(row), rows.email(row))));
        }
        const seats = await repository.takeSeats(pack.licenseId, toAdd.length);
        if (!seats) {
          const now = await repository.seatRefusal(pack.licenseId);
          if (!now || now.merged) refuseFile([messages.licenseUsers.packMerged]);
          refuseFile([m.tooManyUsers(toAdd.length, Math.max(0, now.userCount - now.usedCount))]);
        }
        for (const [index, usageIds] of inserted.entries()) {
          await repository.auditImport({
            actorId: actor.id,
            licensePublicId,
            usedBefore: seats.usedCount - toAdd.length,
            usedAfter: seats.usedCount,
            imported: toAdd.length,
            part: index + 1,
            parts: inserted.length,
            usageIds,
          });
        }
      });
      if (toAdd.length >= REFRESH_STATISTICS_FROM) {
        // The import is committed whatever this answers: a refresh that fails is told to the operator and left to the
        // engine's own maintenance.
        await usages
          .refreshStatistics()
          .catch((error: unknown) => process.emitWarning(`usages' statistics not refreshed: ${String(error)}`));
      }
      return { imported: toAdd.length };
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
