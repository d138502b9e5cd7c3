import type { LicenseUsage } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';

/** The usage as answered and audited (its row id and version number stay inside the server; the etag says it). */
export function answerOf(usage: LicenseUsage & { id: number; rowVersion?: number }): LicenseUsage {
  const { id: _id, rowVersion: _version, ...answer } = usage;
  return answer;
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
  await audit(tx, {
    actorId: actor.id,
    action,
    entity: 'license',
    entityId: licensePublicId,
    before: { usage: before },
    after: usedCount === null ? { usage: after } : { usage: after, usedCount },
  });
}
