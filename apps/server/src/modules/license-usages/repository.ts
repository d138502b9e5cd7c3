import type { LicenseUsage, Role } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { withoutBitmapScans } from '../../db/planner.ts';

/** The License usage answer of spec §3, built in SQL over a usage `u` of the pack `l` of product `p`. */
const USAGE_VIEW = `
  u.account_name as "accountName",
  u.first_name as "firstName",
  u.last_name as "lastName",
  r.descr as "roleName",
  u.public_id as "cryptId",
  l.public_id as "licenseCryptId",
  to_char(u.last_usage at time zone 'UTC', 'MM/DD/YYYY') as "lastUsage",
  u.version,
  case when u.version is null then null when u.version = p.last_version then 1 else 0 end as "versionMatch",
  u.session_count as "sessionCount",
  u.maximum_sessions as "MaximumSessions",
  '"v' || u.row_version || '"' as etag`;

const USAGE_JOINS = `
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

/** What a seat change left of the pack's count. */
export interface SeatCount {
  licenseId: number;
  usedCount: number;
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

/** A batch of usages an import adds, column by column (the pack and role are the import's). */
export interface ImportedUsages {
  publicIds: string[];
  accountNames: string[];
  firstNames: string[];
  lastNames: string[];
}

/** A usage as the exports write it. */
export interface ExportedUsage {
  id: number;
  accountName: string;
  firstName: string;
  lastName: string;
  roleName: string | null;
  sessionCount: number;
  maximumSessions: number;
  lastUsage: string | null;
  version: string | null;
}

/** An exported usage as its batch's JSON carries it: its values in ExportedUsage's order. */
type ExportedRow = [
  id: number,
  accountName: string,
  firstName: string,
  lastName: string,
  roleName: string | null,
  sessionCount: number,
  maximumSessions: number,
  lastUsage: string | null,
  version: string | null,
];

/**
 * How many addresses one statement of an import looks up or inserts. A thousand keeps each statement's arrays of
 * ordinary addresses (and their text as the driver writes them) under V8's large-object size, so they die young;
 * at 5,000 every statement left a megabyte in the old generation until the next full collection.
 */
export const IMPORT_BATCH = 1000;

function* batchesOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
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
    /** The users of a pack, in the order they were assigned. */
    async list(licensePublicId: string): Promise<LicenseUsage[]> {
      return db.query<LicenseUsage>(
        `select ${USAGE_VIEW} from license_usages u ${USAGE_JOINS} where l.public_id = $1 order by u.id`,
        [licensePublicId],
      );
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

    /** Deletes a usage; answers its pack's id, or null when another revoke took it first. */
    async delete(id: number): Promise<number | null> {
      const [row] = await db.query<{ licenseId: number }>(
        'delete from license_usages where id = $1 returning license_id::float8 as "licenseId"',
        [id],
      );
      return row?.licenseId ?? null;
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

    /** Of the addresses (lower-cased), those the pack already holds. */
    async heldIn(licenseId: number, keys: readonly string[]): Promise<Set<string>> {
      const held = new Set<string>();
      for (const batch of batchesOf(keys, IMPORT_BATCH)) {
        const rows = await db.query<{ key: string }>(
          `select lower(account_name) as key from license_usages
            where license_id = $1 and lower(account_name) = any($2::text[])`,
          [licenseId, batch],
        );
        for (const row of rows) held.add(row.key);
      }
      return held;
    },

    /**
     * Of the addresses (lower-cased), those holding a seat in another current, unmerged pack of the product (the
     * assignment's `assignedElsewhere`, for many addresses at once).
     */
    async heldElsewhere(keys: readonly string[], productId: number, licenseId: number): Promise<Set<string>> {
      const held = new Set<string>();
      for (const batch of batchesOf(keys, IMPORT_BATCH)) {
        // Through the address btree, not the search's trigram index (db/planner.ts).
        const rows = await withoutBitmapScans(db, (q) =>
          q.query<{ key: string }>(
            `select distinct lower(u.account_name) as key from license_usages u join licenses l on l.id = u.license_id
              where lower(u.account_name) = any($1::text[]) and l.product_id = $2 and l.id <> $3
                and l.end_date >= current_date and l.merged_into is null`,
            [batch, productId, licenseId],
          ),
        );
        for (const row of rows) held.add(row.key);
      }
      return held;
    },

    /**
     * Inserts a batch of an import's usages in one statement, in the order given (the caller sorts the import's rows
     * by address, so two imports lock the same addresses in the same order and never deadlock). Answers the id of
     * each address inserted, by the address as given: one the pack holds already, or that a concurrent assignment
     * inserted first, is left out (license_usages_account decides, waiting for that assignment's outcome).
     */
    async insertMany(licenseId: number, usages: ImportedUsages, roleId: number | null): Promise<Map<string, number>> {
      const rows = await db.query<{ id: number; accountName: string }>(
        `insert into license_usages (public_id, license_id, user_id, account_name, first_name, last_name, role_id)
         select t.public_id, $1,
                (select a.id from users a where lower(a.email) = lower(t.account_name) for key share),
                t.account_name, t.first_name, t.last_name, $2
           from unnest($3::text[], $4::text[], $5::text[], $6::text[])
                with ordinality as t(public_id, account_name, first_name, last_name, n)
          order by t.n
         on conflict (license_id, lower(account_name)) do nothing
         returning id::float8 as id, account_name as "accountName"`,
        [licenseId, roleId, usages.publicIds, usages.accountNames, usages.firstNames, usages.lastNames],
      );
      return new Map(rows.map((row) => [row.accountName, row.id]));
    },

    /**
     * One part of an import's audit, in the import's transaction after its seats are taken: who, when, the seats used
     * before and after, how many users the import added, and this part's rows as [cryptId, accountName, firstName,
     * lastName], which the database writes from the usages inserted, in the order inserted. An import is audited in
     * parts of at most IMPORT_BATCH rows, numbered `part` of `parts`: one entry of 100,000 rows took PostgreSQL about
     * 90 MB to build as jsonb, memory that PGlite's engine then keeps for good.
     */
    async auditImport(entry: {
      actorId: number | null;
      licensePublicId: string;
      usedBefore: number;
      usedAfter: number;
      imported: number;
      part: number;
      parts: number;
      usageIds: readonly number[];
    }): Promise<void> {
      await db.query(
        `insert into audit_log (actor_id, action, entity, entity_id, before, after)
         select $1, 'license-usage.import', 'license', $2, jsonb_build_object('usedCount', $3::int),
                jsonb_build_object(
                  'imported', $4::int,
                  'usedCount', $5::int,
                  'part', $6::int,
                  'parts', $7::int,
                  'columns', jsonb_build_array('cryptId', 'accountName', 'firstName', 'lastName'),
                  'usages', coalesce(
                    (select jsonb_agg(jsonb_build_array(u.public_id, u.account_name, u.first_name, u.last_name)
                                      order by u.id)
                       from license_usages u where u.id = any($8::bigint[])),
                    '[]'::jsonb))`,
        [
          entry.actorId,
          entry.licensePublicId,
          entry.usedBefore,
          entry.imported,
          entry.usedAfter,
          entry.part,
          entry.parts,
          entry.usageIds,
        ],
      );
    },

    /**
     * The seat guard for many seats at once, in the import's transaction after its inserts: takes `count` seats in
     * one conditional statement (\`used_count + count <= user_count\`), as takeSeat takes one, so imports and
     * assignments together never overbook the pack. Null: not enough seats (or the pack was merged).
     */
    async takeSeats(licenseId: number, count: number): Promise<SeatCount | null> {
      const [row] = await db.query<SeatCount>(
        `update licenses set used_count = used_count + $2
          where id = $1 and used_count + $2 <= user_count and merged_into is null
          returning id::float8 as "licenseId", used_count as "usedCount"`,
        [licenseId, count],
      );
      return row ?? null;
    },

    /**
     * One batch of a pack's usages for an export: those after `afterId`, in id order. The pack is named by its own id,
     * a value the planner sees: its statistics then tell a pack of 100,000 users from one of ten, and a big pack is
     * read in its index's order. Found through the pack's public id instead, the pack was any pack to the planner, which
     * could read all of a big pack's remaining users and sort them for each batch (the export's time then grew with
     * the square of its users). The statistics keep the sizes of the hundred biggest packs only: one too small to be
     * among them is estimated at the average of the rest, and whatever plan that gives, it has few batches to read.
     */
    async exportBatch(licenseId: number, afterId: number, limit: number): Promise<ExportedUsage[]> {
      // The batch comes back as one JSON array of rows, each an array of its values: the embedded engine's driver
      // turns every value of an answer into JavaScript one at a time (18,000 of them a batch: 25-30 ms against 5 ms
      // for one JSON value); PostgreSQL's takes the same time either way. The rows are aggregated by the id they are
      // read in, so the aggregate takes them in the order they come, with no sort of its own.
      const [answer] = await db.query<{ batch: ExportedRow[] }>(
        `select coalesce(json_agg(json_build_array(b.id, b.account_name, b.first_name, b.last_name, b.role_name,
                                                   b.session_count, b.maximum_sessions, b.last_usage, b.version)
                                  order by b.id), '[]') as batch
           from (select u.id, u.account_name, u.first_name, u.last_name, r.descr as role_name,
                        u.session_count, u.maximum_sessions,
                        to_char(u.last_usage at time zone 'UTC', 'MM/DD/YYYY') as last_usage, u.version
                   from license_usages u
                   left join roles r on r.id = u.role_id
                  where u.license_id = $1 and u.id > $2
                  order by u.id
                  limit $3) b`,
        [licenseId, afterId, limit],
      );
      return (answer?.batch ?? []).map(
        ([id, accountName, firstName, lastName, roleName, sessionCount, maximumSessions, lastUsage, version]) => ({
          id,
          accountName,
          firstName,
          lastName,
          roleName,
          sessionCount,
          maximumSessions,
          lastUsage,
          version,
        }),
      );
    },

    /**
     * Brings the planner's statistics of the usages up to date, after an import added many at once: until the engine's
     * own maintenance comes round to it (PostgreSQL's autovacuum once the table's changes since its last analysis
     * pass a tenth of it, a minute or more later; the embedded engine's in pglite.ts), a pack's new size is unknown to
     * the planner.
     */
    async refreshStatistics(): Promise<void> {
      await db.query('analyze license_usages');
    },

    /** The roles a pack's users can have, in id order (spec §3 "Role"; the second is the add-user default). */
    async roles(): Promise<(Role & { roleId: number })[]> {
      return db.query<Role & { roleId: number }>(
        'select r.public_id as id, r.descr, r.id as "roleId" from roles r order by r.id',
      );
    },
  };
}

export type LicenseUsageRepository = ReturnType<typeof createLicenseUsageRepository>;
