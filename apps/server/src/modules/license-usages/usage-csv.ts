import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  defaultRole,
  type License,
  messages,
  type UploadFile,
  USERS_IMPORT_HEADERS,
  USERS_IMPORT_PREVIEW_ROWS,
  type UsersImported,
  type UsersImportPreview,
  type UsersImportPreviewRow,
} from '@license-console/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { toCsv } from '../../lib/csv.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readImportFile } from './import-file.ts';
import type { ImportRows } from './import-rows.ts';
import { organizationRefusals } from './organization-conflict.ts';
import { createLicenseUsageRepository, IMPORT_BATCH, type ImportedUsages, type SeatCount } from './repository.ts';
import { createUsageExport, EXPORT_BATCH_ROWS } from './usage-export.ts';

export { EXPORT_BATCH_ROWS, SESSIONS_CSV, USER_ROLES_CSV } from './usage-export.ts';

const m = messages.usersImport;

/**
 * An import of this many users or more (more than one batch of an export) refreshes the planner's statistics of the
 * usages before it answers, so an export that follows reads the pack in order (repository.ts `refreshStatistics`). A
 * pack that grows by smaller steps is left to the engine's own maintenance (autovacuum; pglite.ts on the embedded
 * engine).
 */
export const REFRESH_STATISTICS_FROM = EXPORT_BATCH_ROWS;

/** An import judged and ready to write: the rows to add, sorted by address, and where they go. */
interface ImportPlan {
  actorId: number;
  licensePublicId: string;
  licenseId: number;
  rows: ImportRows;
  toAdd: Uint32Array;
  roleId: number | null;
}

/** A turn of an import on the embedded engine found fewer seats free than it writes users (writeInTurns). */
class SeatsTaken extends Error {}

/** The longest an import's turn on the embedded engine waits for other requests before its next one. */
const GIVE_WAY_MAX_MS = 100;

/**
 * Lets other requests use the embedded engine between two turns of an import that held it for `heldMs`: a turn of
 * the event loop, then half as long again as the turn held it (at most GIVE_WAY_MAX_MS). A request runs several
 * statements one after another (its session, then what it reads): one turn of the loop serves only the statement
 * each has queued, so each of the others would wait for a whole batch of the import.
 */
async function giveWay(heldMs: number): Promise<void> {
  await nextTurn();
  const pause = Math.min(heldMs / 2, GIVE_WAY_MAX_MS);
  if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
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

/** Line numbers in order as ranges, at most `most` of them: "7, 9-12, 20, …". */
function lineRanges(lines: readonly number[], most = 20): string {
  const ranges: string[] = [];
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end + 1 < lines.length && lines[end + 1] === lines[end]! + 1) end += 1;
    if (ranges.length === most) return `${ranges.join(', ')}, …`;
    ranges.push(start === end ? String(lines[start]) : `${lines[start]}-${lines[end]}`);
    start = end + 1;
  }
  return ranges.join(', ');
}

/**
 * A dry run's rows, bounded (the whole file's took about 60 MB of memory a 100,000-row upload, and its JSON kept
 * the event loop for as long): the first USERS_IMPORT_PREVIEW_ROWS rows, then refused rows up to as many again,
 * each with its outcome; the refusals of the rows shown, and one message naming the lines of the refused rows
 * left out.
 */
function previewOf(rows: ImportRows): { rows: UsersImportPreviewRow[]; errors: string[] } {
  const shown: UsersImportPreviewRow[] = [];
  const errors: string[] = [];
  const leftOut: number[] = [];
  let laterRefused = 0;
  for (let row = 0; row < rows.count; row++) {
    const reason = rows.refusal(row);
    const show =
      row < USERS_IMPORT_PREVIEW_ROWS || (reason !== undefined && laterRefused++ < USERS_IMPORT_PREVIEW_ROWS);
    if (!show) {
      if (reason !== undefined) leftOut.push(rows.line(row));
      continue;
    }
    shown.push({
      line: rows.line(row),
      email: rows.email(row),
      firstName: rows.firstName(row),
      lastName: rows.lastName(row),
      outcome: reason === undefined ? 'add' : 'refuse',
      ...(reason === undefined ? {} : { reason }),
    });
    if (reason !== undefined) errors.push(reason);
  }
  if (leftOut.length > 0) errors.push(m.refusedNotShown(leftOut.length, lineRanges(leftOut)));
  return { rows: shown, errors };
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
    const packError = pack.merged
      ? messages.licenseUsers.packMerged
      : toAdd.length > seatsFree
        ? m.tooManyUsers(toAdd.length, seatsFree)
        : undefined;
    return { pack, rows, toAdd, seatsFree, packError, encoding: read.encoding };
  }

  /**
   * Inserts one batch of an import's rows (sorted by address) in `tx`: the usages inserted, by row; the rows whose
   * address another assignment took since the file was judged; the rows whose account joined another organization
   * since, with the rule's answer.
   */
  async function insertBatch(tx: Queryable, batch: Uint32Array, plan: ImportPlan) {
    const { rows, licensePublicId } = plan;
    const keys = Array.from(batch, (row) => rows.key(row));
    const organizations = await organizationRefusals(tx, licensePublicId, keys);
    const moved = new Map<number, string>();
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
    const ids = await createLicenseUsageRepository(tx).insertMany(plan.licenseId, added, plan.roleId);
    const usageIds: number[] = [];
    const taken: number[] = [];
    batch.forEach((row, index) => {
      const id = ids.get(added.accountNames[index]!);
      if (id === undefined) taken.push(row);
      else usageIds.push(id);
    });
    return { usageIds, taken, moved };
  }

  /** What the batches found taken or moved since the file was judged: the import's refusal, in line order. */
  function raceRefusal(plan: ImportPlan, taken: number[], moved: Map<number, string>): string[] | undefined {
    const { rows } = plan;
    if (moved.size > 0) return [...moved.keys()].sort((a, b) => a - b).map((row) => moved.get(row)!);
    if (taken.length > 0)
      return taken.sort((a, b) => a - b).map((row) => m.alreadyInPack(rows.line(row), rows.email(row)));
    return undefined;
  }

  /** Refuses an import whose seats the seat guard did not give: not enough free now, or the pack merged. */
  async function refuseSeats(tx: Queryable, plan: ImportPlan): Promise<never> {
    const now = await createLicenseUsageRepository(tx).seatRefusal(plan.licenseId);
    if (!now || now.merged) refuseFile([messages.licenseUsers.packMerged]);
    refuseFile([m.tooManyUsers(plan.toAdd.length, Math.max(0, now.userCount - now.usedCount))]);
  }

  /** The import's audit, a part of at most IMPORT_BATCH rows per entry (`inserted`: each batch's usages). */
  function auditParts(plan: ImportPlan, seats: SeatCount, inserted: readonly number[][]) {
    return inserted.map((usageIds, index) => ({
      actorId: plan.actorId,
      licensePublicId: plan.licensePublicId,
      usedBefore: seats.usedCount - plan.toAdd.length,
      usedAfter: seats.usedCount,
      imported: plan.toAdd.length,
      part: index + 1,
      parts: inserted.length,
      usageIds,
    }));
  }

  /**
   * PostgreSQL: the whole import in one transaction (every batch inserted, then the seats taken and the audit
   * written), so nobody sees a part of it, and it is committed whole or not at all. Other requests are served by the
   * pool's other connections meanwhile.
   */
  async function writeInOneTransaction(plan: ImportPlan): Promise<void> {
    await db.transaction(async (tx) => {
      const inserted: number[][] = [];
      const taken: number[] = [];
      const moved = new Map<number, string>();
      for (const batch of batchesOf(plan.toAdd)) {
        const found = await insertBatch(tx, batch, plan);
        inserted.push(found.usageIds);
        taken.push(...found.taken);
        for (const [row, reason] of found.moved) moved.set(row, reason);
      }
      const refusal = raceRefusal(plan, taken, moved);
      if (refusal) refuseFile(refusal);
      const repository = createLicenseUsageRepository(tx);
      const seats = (await repository.takeSeats(plan.licenseId, plan.toAdd.length)) ?? (await refuseSeats(tx, plan));
      for (const part of auditParts(plan, seats, inserted)) await repository.auditImport(part);
    });
  }

  /**
   * The embedded engine, whose one connection runs nothing else while a transaction is open (a 100,000-row import in
   * one transaction kept every other request waiting for a minute): the import in turns, each a short transaction
   * of its own with a turn of the event loop before it, in which the requests queued meanwhile are served. Each turn
   * inserts IMPORT_BATCH rows and takes their seats with the seat guard, so the pack's used count and its users agree
   * after every turn and nothing is ever overbooked; then the audit, a part a turn. Bad input still changes nothing:
   * the whole file was judged before the first write. What can only be found while writing (an address another
   * assignment took since, an account that joined another organization since, seats taken since) refuses the import
   * as on PostgreSQL, and the rows it had written are deleted again, with their seats, before it answers. Meanwhile
   * others see the pack's new users appear a batch at a time; a process that stops in the middle of an import keeps
   * the rows written so far, with their seats and without their audit.
   */
  async function writeInTurns(plan: ImportPlan): Promise<void> {
    const inserted: number[][] = [];
    const taken: number[] = [];
    const moved = new Map<number, string>();
    let seats: SeatCount | null = null;
    try {
      let held = 0;
      for (const batch of batchesOf(plan.toAdd)) {
        await giveWay(held);
        const started = performance.now();
        const found = await db.transaction(async (tx) => {
          const written = await insertBatch(tx, batch, plan);
          const taking = await createLicenseUsageRepository(tx).takeSeats(plan.licenseId, written.usageIds.length);
          // Thrown, the turn's rows go with it; the rows before are deleted below.
          if (!taking) throw new SeatsTaken();
          return { ...written, seats: taking };
        });
        inserted.push(found.usageIds);
        taken.push(...found.taken);
        for (const [row, reason] of found.moved) moved.set(row, reason);
        seats = found.seats;
        held = performance.now() - started;
      }
      const refusal = raceRefusal(plan, taken, moved);
      if (refusal) refuseFile(refusal);
    } catch (error) {
      await nextTurn();
      await db.transaction(async (tx) => {
        const repository = createLicenseUsageRepository(tx);
        // A row someone revoked meanwhile gave its seat back then.
        const deleted = await repository.deleteImported(plan.licenseId, inserted.flat());
        if (deleted > 0) await repository.freeSeat(plan.licenseId, deleted);
      });
      if (error instanceof SeatsTaken) await refuseSeats(db, plan);
      throw error;
    }
    for (const part of auditParts(plan, seats!, inserted)) {
      await nextTurn();
      await createLicenseUsageRepository(db).auditImport(part);
    }
  }

  return {
    ...createUsageExport(deps),

    /**
     * POST /api/Licenses/{id}/LicenseUsages/UploadCSV: adds every user of the file, or none. Refused (400, every
     * problem line by line): a row without a valid e-mail or with names out of bounds, an address twice in the
     * file or already in the pack or holding a seat of the product elsewhere, more users than free seats, more
     * than USERS_IMPORT_MAX_ROWS users, an unreadable line. The seats are taken with one conditional update
     * (`used_count + n <= user_count`), so imports and assignments never overbook the pack: on PostgreSQL in one
     * transaction with the inserts, on the embedded engine first, in a turn of its own (writeInTurns); the audit
     * names every row added, in parts of IMPORT_BATCH rows. With `dryRun`, the
     * same judgement is answered row by row and nothing is written. Memory: the file streams from the request as it
     * arrives into compact columns (ImportRows, import-file.ts), never held whole, and the rows become strings only
     * IMPORT_BATCH at a time, to be checked and inserted (bench/usage-import.ts measures a 100,000-row import,
     * bench/upload-limits.ts parallel uploads).
     */
    async uploadUsagesCsv(
      actor: Actor,
      licensePublicId: string,
      file: UploadFile,
      options: { dryRun?: boolean | undefined } = {},
    ): Promise<UsersImported | UsersImportPreview> {
      await managedPack(actor, licensePublicId);
      const { pack, rows, toAdd, seatsFree, packError, encoding } = await judge(licensePublicId, file);
      if (options.dryRun) {
        const preview = previewOf(rows);
        return {
          dryRun: true,
          rows: preview.rows,
          added: toAdd.length,
          refused: rows.count - toAdd.length,
          seatsFree,
          seatsLeft: seatsFree - toAdd.length,
          errors: packError ? [...preview.errors, packError] : preview.errors,
          ...(preview.rows.length < rows.count ? { fileRows: rows.count } : {}),
          encoding,
        };
      }
      const errors = packError ? [...rows.refusals(), packError] : rows.refusals();
      if (errors.length > 0) refuseFile(errors);
      const roleId = defaultRole(await usages.roles())?.roleId ?? null;
      const write = db.engine === 'pglite' ? writeInTurns : writeInOneTransaction;
      await write({ actorId: actor.id, licensePublicId, licenseId: pack.licenseId, rows, toAdd, roleId });
      if (toAdd.length >= REFRESH_STATISTICS_FROM) {
        // The import is committed whatever this answers: a refresh that fails is told to the operator and left to the
        // engine's own maintenance.
        await usages
          .refreshStatistics()
          .catch((error: unknown) => process.emitWarning(`usages' statistics not refreshed: ${String(error)}`));
      }
      return { imported: toAdd.length };
    },

    /** GET /api/LicenseUserRole/Csv: the import template, its headers only (spec §5). */
    downloadUsersImportTemplate(): string {
      return toCsv(USERS_IMPORT_HEADERS, []);
    },
  };
}

export type UsageCsv = ReturnType<typeof createUsageCsv>;
