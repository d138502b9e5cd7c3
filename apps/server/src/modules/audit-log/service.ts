import type { Readable } from 'node:stream';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditLogFilter,
  type AuditLogPage,
  can,
  historyMessages,
  messages,
  permissionLicenseOf,
} from '@license-console/domain';
import { withoutSecrets } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../../lib/csv.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LicenseService } from '../licenses/index.ts';
import { type AuditCursor, type AuditRow, type AuditScope, createAuditLogRepository } from './repository.ts';

/** Entries per read of an export: each batch is one statement, fetched when the client has taken the last. */
export const AUDIT_CSV_BATCH_ROWS = 2000;

/** An entry as answered: secrets left out again (an entry written before they were left out at write shows none). */
function entryOf({ cursor: _cursor, ...row }: AuditRow): AuditEntry {
  return { ...row, before: withoutSecrets(row.before), after: withoutSecrets(row.after) };
}

const jsonCell = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The history of changes (the audit log). Administrators read every entry. A license manager (spec §6: the
 * manager of a pack) reads the entries of the packs they manage: a pack they cannot read answers 404 as
 * everywhere, one they read without managing it 403, as the pack's users page decides; anybody else 403.
 */
export function createAuditLogService(deps: { db: Database; licenses: LicenseService }) {
  const repository = createAuditLogRepository(deps.db);

  async function scopeOf(actor: Actor, licenseId: string | undefined): Promise<AuditScope> {
    if (actor.administrator) return { kind: 'all' };
    const manager: AuditScope = { kind: 'managed', managerId: actor.id };
    if (licenseId !== undefined) {
      const license = await deps.licenses.licenseByEncryptedId(actor, licenseId);
      if (can(actor, 'openManageUsers', permissionLicenseOf(license))) return manager;
    } else if (await repository.managesAny(actor.id)) {
      return manager;
    }
    throw new HttpError(403, messages.app.accessDenied);
  }

  async function* batches(scope: AuditScope, filter: AuditLogFilter) {
    let after: AuditCursor | undefined;
    for (;;) {
      const rows = await repository.batch(scope, filter, after, AUDIT_CSV_BATCH_ROWS);
      yield rows.map((row) => {
        const entry = entryOf(row);
        return [
          entry.createdAt,
          entry.actorEmail,
          entry.actorName,
          entry.action,
          entry.entity,
          entry.entityId,
          jsonCell(entry.before),
          jsonCell(entry.after),
        ];
      });
      const last = rows.at(-1);
      if (!last || rows.length < AUDIT_CSV_BATCH_ROWS) return;
      after = { createdAt: last.cursor, id: last.id };
    }
  }

  return {
    /** GET /api/AuditLog: one page of the filter, newest first, and whether an older page follows. */
    async page(
      actor: Actor,
      query: AuditLogFilter & { pageNumber?: number | undefined; pageSize?: number | undefined },
    ): Promise<AuditLogPage> {
      const { pageNumber = 1, pageSize = AUDIT_PAGE_SIZE, ...filter } = query;
      const scope = await scopeOf(actor, filter.licenseId);
      const rows = await repository.page(scope, filter, pageSize + 1, (pageNumber - 1) * pageSize);
      return { entries: rows.slice(0, pageSize).map(entryOf), hasMore: rows.length > pageSize, pageNumber };
    },

    /** GET /api/AuditLog/Csv: every entry of the filter, newest first, streamed a batch at a time. */
    async csv(actor: Actor, filter: AuditLogFilter): Promise<Readable> {
      const scope = await scopeOf(actor, filter.licenseId);
      return csvStream(historyMessages.csvHeader, batches(scope, filter));
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
