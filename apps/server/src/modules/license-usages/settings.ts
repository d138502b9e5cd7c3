import { type License, type LicenseUsageSettings, permissionLicenseOf, usageSettingsOf } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';

/**
 * The Settings menu of a pack's usage page as spec §6 grants it to this caller. The matrix needs two counts only the
 * database knows: how many packs the caller manages (a manager hands a pack over only when there are several) and
 * how many organizations their packs span (a manager renames or changes only then). One statement reads both.
 */
export async function usageSettings(db: Queryable, actor: Actor, license: License): Promise<LicenseUsageSettings> {
  const [counts] = await db.query<{ packCount: number; organizationCount: number }>(
    `select count(*)::int as "packCount",
            count(distinct organization_id)::int as "organizationCount"
       from licenses where manager_id = $1`,
    [actor.id],
  );
  return usageSettingsOf(actor, permissionLicenseOf(license, counts ?? { packCount: 0, organizationCount: 0 }));
}
