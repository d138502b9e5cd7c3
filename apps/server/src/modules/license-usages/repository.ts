import type { LicenseUsage, Role } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { createBulkUsageStatements, type SeatCount } from './bulk-repository.ts';

/** The License usage answer of spec §3, built in SQL over a usage `u` of the pack `l` of product `p`. */
export const USAGE_VIEW = `
  u.account_name as "accountName",
  u.first_name as "firstName",
  u.last_name as "lastName",
  r.descr as "roleName",
  u.public_id as "cryptId",
  l.public_id as "licenseCryptId",
  to_char(u.last_usage at time zone 'UTC', 'MM/DD/YYYY') as "lastUsage",
  to_char(u.created_at at time zone 'UTC', 'MM/DD/YYYY') as "assignedOn",
  u.version,
  case when u.version is null then null when u.version = p.last_version then 1 else 0 end as "versionMatch",
  u.session_count as "sessionCount",
  u.maximum_sessions as "MaximumSessions",
  '"v' || u.row_version || '"' as etag`;

export const USAGE_JOINS = `
  join licenses l on l.id = u.license_id
  join products p on p.id = l.product_id
  left join roles r on r.id = u.role_id`;

async function findUsage(
  db: Queryable,
  licensePublicId: string,
  usagePublicId: string,
  lock: '' | 'for update of u',
): Promise<(LicenseUsage & { id: number; rowVersion: number }) | null> {
  const [row] = await db.query<LicenseUsage & { id: number; rowVersion: number }>(
    `select u.id::float8 as id, u.row_version as "rowVersion", ${USAGE_VIEW} from license_usages u ${USAGE_JOINS}
      where l.public_id = $1 and u.public_id = $2 ${lock}`,
    [licensePublicId, usagePublicId],
  );
  return row ?? null;
}

/** A usage locked for a revoke among several: its ids, its pack's, and what the audit keeps of it. */
export interface LockedSeat {
  id: number;
  licenseId: number;
  licensePublicId: string;
  accountName: string;
  usage: LicenseUsage;
}

/** Why a pack took no further seat, read after the guarded update refused. */
export interface SeatRefusal {
  usedCount: number;
  userCount: number;
  merged: boolean;
}

/** A pack's seats as an import reads them. */
export interface PackSeats {
  licenseId: number;
  productId: number;
  usedCount: number;
  userCount: number;
  merged: boolean;
}

export interface NewUsage {
  publicId: string;
  licensePublicId: string;
  accountName: string;
  firstName: string;
  lastName: string;
  roleId: number | null;
}

/**
 * Every statement on a pack's usages. Built over the database for reads, or over a transaction for a change: the
 * seat statements (take, free) are only meant to run inside the transaction that inserts or deletes the usage.
 */
export function createLicenseUsageRepository(db: Queryable) {
  return {
    ...createBulkUsageStatements(db),
    /**
     * The users of a pack, in the order they were assigned, each with the id of the account that holds its address
     * (`userId`, for the link to the person's page; left out where no account does).
     */
    async list(licensePublicId: string): Promise<LicenseUsage[]> {
      const rows = await db.query<LicenseUsage & { holder: string | null }>(
        `select ${USAGE_VIEW},
                (select a.public_id from users a where lower(a.email) = lower(u.account_name)) as holder
           from license_usages u ${USAGE_JOINS} where l.public_id = $1 order by u.id`,
        [licensePublicId],
      );
      return rows.map(({ holder, ...usage }) => (holder === null ? usage : { ...usage, userId: holder }));
    },

    /** One usage of the pack (a usage of another pack is not found). */
    find: (licensePublicId: string, usagePublicId: string) => findUsage(db, licensePublicId, usagePublicId, ''),

    /** The same, locked until the transaction ends; a usage revoked meanwhile is not found. */
    lock: (licensePublicId: string, usagePublicId: string) =>
      findUsage(db, licensePublicId, usagePublicId, 'for update of u'),

    /**
     * The seat guard: takes one seat of a pack in one conditional statement, after the usage's insert and in its
     * transaction. PostgreSQL locks the pack's row for the update, and an assignment waiting on that lock
     * re-checks \`used_count < user_count\` against the committed count, so the pack never holds more users than
     * seats (its check constraint backs this). Answers null when no seat is left (or the pack was merged): the
     * caller then rolls the insert back.
     */
    async takeSeat(licenseId: number): Promise<SeatCount | null> {
      const [row] = await db.query<SeatCount>(
        `update licenses set used_count = used_count + 1
          where id = $1 and used_count < user_count and merged_into is null
          returning id::float8 as "licenseId", used_count as "usedCount"`,
        [licenseId],
      );
      return row ?? null;
    },

    async seatRefusal(licenseId: number): Promise<SeatRefusal | null> {
      const [row] = await db.query<SeatRefusal>(
        `select used_count as "usedCount", user_count as "userCount", merged_into is not null as merged
           from licenses where id = $1`,
        [licenseId],
      );
      return row ?? null;
    },

    /** Gives a revoked usage's seat back (in the revoke's transaction), or `seats` of an import undone. */
    async freeSeat(licenseId: number, seats = 1): Promise<SeatCount> {
      const [row] = await db.query<SeatCount>(
        `update licenses set used_count = used_count - $2 where id = $1
          returning id::float8 as "licenseId", used_count as "usedCount"`,
        [licenseId, seats],
      );
      if (!row) throw new Error(`License ${licenseId} vanished inside its own transaction`);
      return row;
    },

    /**
     * Inserts a usage into the pack, linked to the account of its e-mail when there is one. Answers the pack's id,
     * or null when the pack already has a usage for that e-mail in any letter case: license_usages_account, the
     * unique index, decides (a concurrent insert of the same e-mail waits for the other transaction's outcome).
     * Assignment and revoke both touch the usage first and the pack's row second, so they never deadlock.
     */
    async insert(usage: NewUsage): Promise<number | null> {
      const [row] = await db.query<{ licenseId: number }>(
        `insert into license_usages (public_id, license_id, user_id, account_name, first_name, last_name, role_id)
         select $1, l.id, (select id from users where lower(email) = lower($3) for key share), $3, $4, $5, $6
           from licenses l where l.public_id = $2
         on conflict (license_id, lower(account_name)) do nothing
         returning license_id::float8 as "licenseId"`,
        [usage.publicId, usage.licensePublicId, usage.accountName, usage.firstName, usage.lastName, usage.roleId],
      );
      return row?.licenseId ?? null;
    },

    /** Whether the pack has a usage for the e-mail, in any letter case. */
    async holds(licensePublicId: string, accountName: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from license_usages u join licenses l on l.id = u.license_id
          where l.public_id = $1 and lower(u.account_name) = lower($2)`,
        [licensePublicId, accountName],
      );
      return rows.length > 0;
    },

    /**
     * Whether the e-mail holds a seat in another pack of the product that has not ended (nor been merged away):
     * spec §8's "has already been assigned a license". `exceptManagerId` leaves out the packs of that manager (the
     * seats an organization conflict's answer would free).
     */
    async assignedElsewhere(
      accountName: string,
      productId: number,
      licenseId: number,
      exceptManagerId: number | null = null,
    ): Promise<boolean> {
      const rows = await db.query(
        `select 1 from license_usages u join licenses l on l.id = u.license_id
          where lower(u.account_name) = lower($1) and l.product_id = $2 and l.id <> $3
            and l.end_date >= current_date and l.merged_into is null
            and ($4::bigint is null or l.manager_id <> $4::bigint)
          limit 1`,
        [accountName, productId, licenseId, exceptManagerId],
      );
      return rows.length > 0;
    },

    /**
     * The e-mail's usages in the manager's other current, unmerged packs of the product (those assignedElsewhere
     * counts), locked until the transaction ends: the previous usages an organization conflict's answer removes.
     */
    async lockPreviousUsages(
      accountName: string,
      productId: number,
      licenseId: number,
      managerId: number,
    ): Promise<(LicenseUsage & { id: number; licenseId: number })[]> {
      return db.query<LicenseUsage & { id: number; licenseId: number }>(
        `select u.id::float8 as id, l.id::float8 as "licenseId", ${USAGE_VIEW} from license_usages u ${USAGE_JOINS}
          where lower(u.account_name) = lower($1) and l.product_id = $2 and l.id <> $3 and l.manager_id = $4
            and l.end_date >= current_date and l.merged_into is null
          order by u.id
          for update of u`,
        [accountName, productId, licenseId, managerId],
      );
    },

    /**
     * Locks packs' rows in id order, as the seat statements lock them (no key update: usages may still be inserted
     * meanwhile), for a change that moves seats of several packs at once.
     */
    async lockPacks(licenseIds: readonly number[]): Promise<void> {
      await db.query('select id from licenses where id = any($1::bigint[]) order by id for no key update', [
        licenseIds,
      ]);
    },

    async updateNames(id: number, change: { firstName: string; lastName: string; maximumSessions: number }) {
      await db.query('update license_usages set first_name = $2, last_name = $3, maximum_sessions = $4 where id = $1', [
        id,
        change.firstName,
        change.lastName,
        change.maximumSessions,
      ]);
    },

    async updateRole(id: number, roleId: number) {
      await db.query('update license_usages set role_id = $2 where id = $1', [id, roleId]);
    },

    /** Deletes a usage; answers its pack's id, or null when another revoke took it first. */
    async delete(id: number): Promise<number | null> {
      const [row] = await db.query<{ licenseId: number }>(
        'delete from license_usages where id = $1 returning license_id::float8 as "licenseId"',
        [id],
      );
      return row?.licenseId ?? null;
    },

    /**
     * The named usages of one pack, locked in id order until the transaction ends (as every revoke locks a usage before
     * its pack); a usage revoked meanwhile, or of another pack, is not among them.
     */
    async lockInPack(licensePublicId: string, usagePublicIds: readonly string[]): Promise<LockedSeat[]> {
      const rows = await db.query<Omit<LockedSeat, 'usage'> & LicenseUsage>(
        `select u.id::float8 as id, l.id::float8 as "licenseId", l.public_id as "licensePublicId", ${USAGE_VIEW}
           from license_usages u ${USAGE_JOINS}
          where l.public_id = $1 and u.public_id = any($2::text[])
          order by u.id
          for update of u`,
        [licensePublicId, usagePublicIds],
      );
      return rows.map(({ id, licenseId, licensePublicId: pack, ...usage }) => ({
        id,
        licenseId,
        licensePublicId: pack,
        accountName: usage.accountName,
        usage,
      }));
    },

    /** Deletes locked usages; answers how many each pack lost, packs in id order. */
    async deleteMany(ids: readonly number[]): Promise<Map<number, number>> {
      const rows = await db.query<{ licenseId: number; count: number }>(
        `with gone as (delete from license_usages where id = any($1::bigint[]) returning license_id)
         select license_id::float8 as "licenseId", count(*)::int as count from gone group by license_id
          order by license_id`,
        [ids],
      );
      return new Map(rows.map((row) => [row.licenseId, row.count]));
    },

    /** Deletes the usages an import wrote into the pack and has to take back; answers how many were still there. */
    async deleteImported(licenseId: number, ids: readonly number[]): Promise<number> {
      const rows = await db.query(
        'delete from license_usages where license_id = $1 and id = any($2::bigint[]) returning id',
        [licenseId, ids],
      );
      return rows.length;
    },

    async endSessions(id: number) {
      await db.query('update license_usages set session_count = 0 where id = $1', [id]);
    },

    /**
     * The pack's own id and seats, read before an import (the import's transaction takes them with takeSeats) and for
     * an export (which reads the pack by its own id).
     */
    async packSeats(licensePublicId: string): Promise<PackSeats | null> {
      const [row] = await db.query<PackSeats>(
        `select id::float8 as "licenseId", product_id as "productId", used_count as "usedCount",
                user_count as "userCount", merged_into is not null as merged
           from licenses where public_id = $1`,
        [licensePublicId],
      );
      return row ?? null;
    },

    /** The roles a pack's users can have, in id order (spec §3 "Role"; the second is the add-user default). */
    async roles(): Promise<(Role & { roleId: number })[]> {
      return db.query<Role & { roleId: number }>(
        'select r.public_id as id, r.descr, r.id as "roleId" from roles r order by r.id',
      );
    },
  };
}

export {
  type ExportedUsage,
  IMPORT_BATCH,
  type ImportedUsages,
  type SeatCount,
} from './bulk-repository.ts';

export type LicenseUsageRepository = ReturnType<typeof createLicenseUsageRepository>;
