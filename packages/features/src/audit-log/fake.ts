import { type AuditEntry, auditPeriod } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { AuditLogApi } from './api.ts';

/** The pack the fake history's pack entries are about (a pack of the demo manager's). */
const FAKE_HISTORY_PACK = 'pAcKoNeOfTheManager00A';

const ACTORS = [
  { actorEmail: 'admin@example.com', actorName: 'Avery Admin' },
  { actorEmail: 'manager@example.com', actorName: 'Morgan Manager' },
  { actorEmail: null, actorName: null },
] as const;

/** Thirty changes a minute apart, newest first: a pack's renewal and its users, a user's roles, a product. */
const fakeHistoryEntries: readonly AuditEntry[] = Array.from({ length: 30 }, (_, index) => {
  const id = 30 - index;
  const kind = id % 3;
  const createdAt = new Date(Date.UTC(2030, 0, 15, 10, 0) - index * 60_000).toISOString();
  const actor = ACTORS[id % ACTORS.length]!;
  if (kind === 0) {
    return {
      id,
      createdAt,
      ...actor,
      action: 'license.renew',
      entity: 'license',
      entityId: FAKE_HISTORY_PACK,
      before: { userCount: 5, endDate: '01/15/2030' },
      after: { userCount: 10, endDate: '01/15/2031' },
    };
  }
  if (kind === 1) {
    return {
      id,
      createdAt,
      ...actor,
      action: 'license-usage.assign',
      entity: 'license',
      entityId: FAKE_HISTORY_PACK,
      before: { usage: null },
      after: { usage: { accountName: `person${id}@example.org`, firstName: 'Casey', lastName: 'Quinn' }, usedCount: 3 },
    };
  }
  return {
    id,
    createdAt,
    ...actor,
    action: 'user.toggle-role',
    entity: 'user',
    entityId: String(100 + id),
    before: { administrator: false },
    after: { administrator: true },
  };
});

/**
 * The history calls in memory, as the server answers them: an administrator reads every entry; anyone else only a
 * pack's (as the pack's manager: the fake checks no more), 403 without one; 401 signed out. Filters and pages as
 * the server applies them.
 */
function createFakeAuditLogApi(isAdministrator: () => boolean | null, wait: () => Promise<void>): AuditLogApi {
  async function matching(filter: Parameters<AuditLogApi['auditLogCsv']>[0]) {
    await wait();
    const administrator = isAdministrator();
    if (administrator === null) throw new ApiError(401, messages.auth.notSignedIn);
    if (!administrator && filter.licenseId === undefined) throw new ApiError(403, messages.app.accessDenied);
    const { from, to } = auditPeriod(filter);
    return fakeHistoryEntries.filter(
      (entry) =>
        (filter.licenseId === undefined || (entry.entity === 'license' && entry.entityId === filter.licenseId)) &&
        (filter.entity === undefined || entry.entity === filter.entity) &&
        (filter.action === undefined || entry.action === filter.action) &&
        (filter.actorEmail === undefined || entry.actorEmail === filter.actorEmail.toLowerCase()) &&
        (from === undefined || Date.parse(entry.createdAt) >= from.getTime()) &&
        (to === undefined || Date.parse(entry.createdAt) < to.getTime()),
    );
  }
  return {
    auditLog: async ({ pageNumber, pageSize, ...filter }) => {
      const found = await matching(filter);
      const start = (pageNumber - 1) * pageSize;
      return { entries: found.slice(start, start + pageSize), hasMore: found.length > start + pageSize, pageNumber };
    },
    auditLogCsv: async (filter) => {
      const rows = (await matching(filter)).map((entry) => `${entry.createdAt},${entry.action}`);
      return new Blob([['When,Action', ...rows].join('\r\n')], { type: 'text/csv' });
    },
  };
}

export { createFakeAuditLogApi, FAKE_HISTORY_PACK, fakeHistoryEntries };
