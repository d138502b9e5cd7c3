import type { Readable } from 'node:stream';
import { type License, messages } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { csvStream } from '../../lib/csv.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLicenseUsageRepository, type ExportedUsage } from './repository.ts';

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

/**
 * The two exports of a pack's users (spec §7): the sessions and the user roles, streamed as CSV a batch at a time.
 * `managedPack` is the module's spec §6 row 6 check.
 */
export function createUsageExport(deps: {
  db: Queryable;
  managedPack: (actor: Actor, licensePublicId: string) => Promise<License>;
}) {
  const { managedPack } = deps;
  const usages = createLicenseUsageRepository(deps.db);

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
    /** GET /api/Session/Csv/{licenseId}: the pack's users and their sessions, streamed in batches. */
    downloadSessionsCsv: (actor: Actor, licensePublicId: string) => exportCsv(actor, licensePublicId, SESSIONS_CSV),

    /** GET /api/LicenseUserRole/Csv/{licenseId}: the pack's users and their roles (the export), streamed. */
    downloadUserRolesCsv: (actor: Actor, licensePublicId: string) => exportCsv(actor, licensePublicId, USER_ROLES_CSV),
  };
}
