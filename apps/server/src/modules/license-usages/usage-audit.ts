import type { LicenseUsage } from '@license-console/domain';
import { type AuditEntry, audit } from '../../db/audit.ts';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';

/** The usage as answered and audited (its row id and version number stay inside the server; the etag says it). */
export function answerOf(usage: LicenseUsage & { id: number; rowVersion?: number }): LicenseUsage {
  const { id: _id, rowVersion: _version, ...answer } = usage;
  return answer;
}

/** A change to one usage as the audit log keeps it (see `recordUsageChange`). */
export interface AuditedUsageChange {
  licensePublicId: string;
  action: string;
  before: LicenseUsage | null;
  after: LicenseUsage | null;
  /** The pack's used count, when the change moved it. */
  usedCount: number | null;
  /** Why, when the change was made for another (a revoke made to lower the pack's seats). */
  reason?: string | undefined;
}

/** The audit entry of a usage's change: under its pack (`entity` 'license', the pack's public id). */
export function usageChangeEntry(actor: Actor, change: AuditedUsageChange): AuditEntry {
  return {
    actorId: actor.id,
    action: change.action,
    entity: 'license',
    entityId: change.licensePublicId,
    before: { usage: change.before },
    after: {
      usage: change.after,
      ...(change.usedCount === null ? {} : { usedCount: change.usedCount }),
      ...(change.reason === undefined ? {} : { reason: change.reason }),
    },
  };
}

/**
 * Audits a change to one usage under its pack (`entity` 'license', the pack's public id): who, when, the usage
 * before and after, and the pack's used count when the change moved it.
 */
export async function recordUsageChange(
  tx: Queryable,
  actor: Actor,
  licensePublicId: string,
  action: string,
  before: LicenseUsage | null,
  after: LicenseUsage | null,
  usedCount: number | null,
): Promise<void> {
  await audit(tx, usageChangeEntry(actor, { licensePublicId, action, before, after, usedCount }));
}
