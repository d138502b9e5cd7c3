import type { Queryable } from '../../db/database.ts';
import { withoutBitmapScans } from '../../db/planner.ts';

/**
 * The statements of an import and an export: many usages at once, in batches (the repository's other part,
 * `repository.ts`, joins them into one repository).
 */

/** What a seat change left of the pack's count. */
export interface SeatCount {
  licenseId: number;
  usedCount: number;
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

/** The bulk statements on a pack's usages, over the database or an import's transaction. */
export function createBulkUsageStatements(db: Queryable) {
  return {
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
  };
}
