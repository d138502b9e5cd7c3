import type { IdleSeat, LicenseUsage } from '@license-console/domain';
import { PRODUCT_IDS } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { type LockedSeat, USAGE_JOINS, USAGE_VIEW } from './repository.ts';

/**
 * The statements of reclaiming idle seats across packs (issue 44). A seat is idle for N days when its last use, or,
 * never used, its assignment, fell N days or more before today, both days in UTC (as the lists show them):
 * Seats at a glance counts idleness by the same rule.
 */

/** Today in UTC, the day idleness is reckoned from. */
const TODAY = `(now() at time zone 'UTC')::date`;

/** Whether the usage `u` is idle for `$days` days. */
const IDLE = (days: string) =>
  `(coalesce(u.last_usage, u.created_at) at time zone 'UTC')::date <= ${TODAY} - ${days}::int`;

/**
 * The packs whose seats the caller may reclaim: every pack (`$manager` null: an administrator) or the ones they
 * administer, while they have not ended (the active packs Seats at a glance counts idle seats in: an ended pack's
 * seats serve nobody); never product 9's (spec §6 row 6) nor a pack merged into another.
 */
const SCOPE = (manager: string) => `l.product_id <> ${PRODUCT_IDS.onPrem} and l.merged_into is null
  and l.end_date >= ${TODAY} and (${manager}::bigint is null or l.manager_id = ${manager}::bigint)`;

/** The list's packs of one product (`$product` null: every product). */
const OF_PRODUCT = (product: string) => `(${product}::int is null or l.product_id = ${product}::int)`;

/** A usage locked for a revoke of idle seats: what the audit keeps of it, and whether it is idle still. */
export interface IdleCandidate extends LockedSeat {
  idle: boolean;
}

export function createIdleSeatStatements(db: Queryable) {
  return {
    /** Whether the user administers any pack at all (ended or not): a manager may then ask for idle seats. */
    async administersAny(userId: number): Promise<boolean> {
      const rows = await db.query('select 1 from licenses where manager_id = $1 limit 1', [userId]);
      return rows.length > 0;
    },

    /** How many seats of the scope are idle for `days` days, and today (MM/DD/YYYY). */
    async countIdle(
      managerId: number | null,
      days: number,
      productId: number | null,
    ): Promise<{ total: number; today: string }> {
      const [row] = await db.query<{ total: number; today: string }>(
        `select (select count(*)::int from license_usages u join licenses l on l.id = u.license_id
                  where ${SCOPE('$1')} and ${IDLE('$2')} and ${OF_PRODUCT('$3')}) as total,
                to_char(${TODAY}, 'MM/DD/YYYY') as today`,
        [managerId, days, productId],
      );
      return row!;
    },

    /** One page of the idle seats, the longest idle first (then in the order they were assigned). */
    async idlePage(
      managerId: number | null,
      days: number,
      productId: number | null,
      offset: number,
      limit: number,
    ): Promise<IdleSeat[]> {
      return db.query<IdleSeat>(
        `select u.public_id as "cryptId", l.public_id as "licenseCryptId", u.account_name as "accountName",
                u.first_name as "firstName", u.last_name as "lastName",
                to_char(u.last_usage at time zone 'UTC', 'MM/DD/YYYY') as "lastUsage",
                to_char(u.created_at at time zone 'UTC', 'MM/DD/YYYY') as "assignedOn",
                l.product_id as "productId", m.email as "administratorEmail",
                to_char(l.end_date, 'MM/DD/YYYY') as "packEndDate"
           from license_usages u join licenses l on l.id = u.license_id join users m on m.id = l.manager_id
          where ${SCOPE('$1')} and ${IDLE('$2')} and ${OF_PRODUCT('$3')}
          order by coalesce(u.last_usage, u.created_at), u.id
          offset $4 limit $5`,
        [managerId, days, productId, offset, limit],
      );
    },

    /**
     * The named usages of the scope, locked in id order until the transaction ends, each with whether it is still idle
     * for `days` days. A usage changed meanwhile is read as committed once its lock is granted (a use recorded since
     * makes it not idle); one revoked meanwhile is not found.
     */
    async lockCandidates(
      managerId: number | null,
      days: number,
      publicIds: readonly string[],
    ): Promise<IdleCandidate[]> {
      const rows = await db.query<Omit<IdleCandidate, 'usage'> & LicenseUsage>(
        `select u.id::float8 as id, l.id::float8 as "licenseId", l.public_id as "licensePublicId",
                ${IDLE('$2')} as idle, ${USAGE_VIEW}
           from license_usages u ${USAGE_JOINS}
          where u.public_id = any($3::text[]) and ${SCOPE('$1')}
          order by u.id
          for update of u`,
        [managerId, days, publicIds],
      );
      return rows.map(({ id, licenseId, licensePublicId, idle, ...usage }) => ({
        id,
        licenseId,
        licensePublicId,
        accountName: usage.accountName,
        idle,
        usage,
      }));
    },
  };
}
