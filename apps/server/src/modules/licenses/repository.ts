import type { License, LicenseSort, LicenseTerm } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import type { Versioned } from '../../lib/row-versions.ts';
import {
  administratorsStatement,
  countStatement,
  findStatement,
  LICENSE_JOINS,
  LICENSE_VIEW,
  type LicenseFilter,
  type LicenseReader,
  type LicenseScope,
  type PageRequest,
  packsByIdStatement,
  type Statement,
  searchStatement,
} from './search-statements.ts';

/** A locked pack row, as the write paths need it. */
export interface LicenseRow {
  id: number;
  publicId: string;
  productId: number;
  managerId: number;
  managerEmail: string;
  userCount: number;
  usedCount: number;
  startDate: string;
  endDate: string;
  mergedInto: number | null;
}

export interface LicenseValues {
  productId: number;
  userCount: number;
  startDate: string;
  endDate: string;
  sharePointIntegration: boolean;
  advancedTemplate: boolean;
}

/** A pack's usage dropped by a merge because its account already holds a seat in the merged pack. */
export interface RemovedUsage {
  encryptedId: string;
  accountName: string;
  licenseId: number;
}

const ROW_COLUMNS = `
  l.id::float8 as id, l.public_id as "publicId", l.product_id as "productId", l.manager_id::float8 as "managerId",
  m.email as "managerEmail", l.user_count as "userCount", l.used_count as "usedCount",
  to_char(l.start_date, 'MM/DD/YYYY') as "startDate", to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
  l.merged_into::float8 as "mergedInto"`;

/** What the audit log keeps of packs: their fields, administrator and assigned users. */
function readSnapshots(db: Queryable, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  return db.query(
    `select l.public_id as "encryptedId", l.product_id as "productId", m.email as "administratorEmail",
            l.user_count as "userCount", l.used_count as "usedCount",
            to_char(l.start_date, 'MM/DD/YYYY') as "startDate", to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
            l.trial, l.sharepoint_integration as "sharePointIntegration", l.advanced_template as "advancedTemplate",
            target.public_id as "mergedInto",
            coalesce((select json_agg(u.account_name order by u.id) from license_usages u where u.license_id = l.id),
                     '[]'::json) as usages
       from licenses l join users m on m.id = l.manager_id left join licenses target on target.id = l.merged_into
      where l.id = any($1::bigint[]) order by l.id`,
    [ids],
  );
}

/**
 * Every statement on license packs. Built over the database for reads, or over a transaction for a change: the
 * locks, writes and merge steps are only meant to run inside one.
 */
export function createLicenseRepository(db: Queryable) {
  /** The ids a statement answers (a bigint `id` a row), as numbers. */
  async function idsOf({ sql, params, options }: Statement): Promise<number[]> {
    const rows = await db.query<{ id: number | string }>(sql, params, options);
    return rows.map((row) => Number(row.id));
  }

  /** The administrators an e-mail search over every pack starts from; undefined for any other search. */
  async function administratorsOf(scope: LicenseScope, filter: LicenseFilter) {
    const statement = administratorsStatement(scope, filter);
    return statement ? idsOf(statement) : undefined;
  }

  return {
    /**
     * The packs a search finds, in the order asked for (the list's own unless told): one page of them, or every one
     * when no page is asked for.
     */
    async search(
      reader: LicenseReader,
      scope: LicenseScope,
      filter: LicenseFilter,
      page?: PageRequest,
      sort?: LicenseSort,
    ) {
      const administrators = await administratorsOf(scope, filter);
      // No administrator has the e-mail part: no pack can.
      if (administrators?.length === 0) return [];
      const search = searchStatement(reader, scope, filter, page, administrators, sort);
      if ('packs' in search) return db.query<License>(search.packs.sql, search.packs.params, search.packs.options);
      const ids = await idsOf(search.ids);
      if (ids.length === 0) return [];
      // A pack changed between the two reads is read as it is now; one deleted or out of scope meanwhile is left out.
      const packs = packsByIdStatement(reader, scope, ids, sort);
      return db.query<License>(packs.sql, packs.params, packs.options);
    },

    /** How many packs the same search finds. */
    async count(scope: LicenseScope, filter: LicenseFilter): Promise<number> {
      const administrators = await administratorsOf(scope, filter);
      if (administrators?.length === 0) return 0;
      const { sql, params, options } = countStatement(scope, filter, administrators);
      const [row] = await db.query<{ count: number }>(sql, params, options);
      return row?.count ?? 0;
    },

    /** One pack by its public id, when the scope lets the reader see it. */
    async find(reader: LicenseReader, scope: LicenseScope, publicId: string): Promise<Versioned<License> | null> {
      const { sql, params } = findStatement(reader, scope, publicId);
      const [row] = await db.query<Versioned<License>>(sql, params);
      return row ?? null;
    },

    /** The License answer of a pack the caller has just changed (inside its transaction). */
    async byId(reader: LicenseReader, id: number): Promise<Versioned<License>> {
      const [row] = await db.query<Versioned<License>>(
        `select ${LICENSE_VIEW}, l.row_version as "rowVersion" from licenses l ${LICENSE_JOINS} where l.id = $3`,
        [reader.userId, reader.withHistory, id],
      );
      if (!row) throw new Error(`License ${id} vanished inside its own transaction`);
      return row;
    },

    /**
     * Locks one pack for a change (the row lock is held until the transaction ends), then reads it. Two statements:
     * a locking read that joins the administrator would, after waiting for a transaction that changed the pack's
     * administrator, recheck the join against the former administrator's row and find no pack at all.
     */
    async lock(publicId: string): Promise<LicenseRow | null> {
      const locked = await db.query('select id from licenses where public_id = $1 for update', [publicId]);
      if (locked.length === 0) return null;
      const [row] = await db.query<LicenseRow>(
        `select ${ROW_COLUMNS} from licenses l join users m on m.id = l.manager_id where l.public_id = $1`,
        [publicId],
      );
      return row ?? null;
    },

    /**
     * Locks several packs in id order: two transactions locking overlapping sets take the locks in the same
     * order, so the second waits for the first instead of deadlocking, then reads the first one's result (locked
     * first, read after, as `lock` does).
     */
    async lockMany(publicIds: readonly string[]): Promise<LicenseRow[]> {
      await db.query('select id from licenses where public_id = any($1::text[]) order by id for update', [publicIds]);
      return db.query<LicenseRow>(
        `select ${ROW_COLUMNS} from licenses l join users m on m.id = l.manager_id
          where l.public_id = any($1::text[]) order by l.id`,
        [publicIds],
      );
    },

    /** What the audit log keeps of packs: their fields, administrator and assigned users. */
    snapshots: (ids: readonly number[]) => readSnapshots(db, ids),

    async snapshot(id: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await readSnapshots(db, [id]);
      return row;
    },

    /** Today as the database sees it (MM/DD/YYYY): the same clock that decides Active and Expired. */
    async today(): Promise<string> {
      const [row] = await db.query<{ today: string }>("select to_char(current_date, 'MM/DD/YYYY') as today");
      return row!.today;
    },

    async insert(
      license: LicenseValues & {
        publicId: string;
        managerId: number;
        organizationId: number | null;
        administratorEmail: string;
        accountName: string;
        trial: boolean;
      },
    ): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into licenses (public_id, product_id, manager_id, organization_id, purchaser_email, account_name,
                               user_count, start_date, end_date, trial, sharepoint_integration, advanced_template)
         values ($1, $2, $3, $4, $5, $6, $7, to_date($8, 'MM/DD/YYYY'), to_date($9, 'MM/DD/YYYY'), $10, $11, $12)
         returning id::float8 as id`,
        [
          license.publicId,
          license.productId,
          license.managerId,
          license.organizationId,
          license.administratorEmail,
          license.accountName,
          license.userCount,
          license.startDate,
          license.endDate,
          license.trial,
          license.sharePointIntegration,
          license.advancedTemplate,
        ],
      );
      return row!.id;
    },

    async update(id: number, values: LicenseValues & { managerId: number }) {
      await db.query(
        `update licenses
            set product_id = $2, manager_id = $3, user_count = $4, start_date = to_date($5, 'MM/DD/YYYY'),
                end_date = to_date($6, 'MM/DD/YYYY'), sharepoint_integration = $7, advanced_template = $8,
                modified_at = now()
          where id = $1`,
        [
          id,
          values.productId,
          values.managerId,
          values.userCount,
          values.startDate,
          values.endDate,
          values.sharePointIntegration,
          values.advancedTemplate,
        ],
      );
    },

    async updatePeriod(id: number, period: { startDate: string; endDate: string; userCount?: number }) {
      await db.query(
        `update licenses
            set start_date = to_date($2, 'MM/DD/YYYY'), end_date = to_date($3, 'MM/DD/YYYY'),
                user_count = coalesce($4, user_count), modified_at = now()
          where id = $1`,
        [id, period.startDate, period.endDate, period.userCount ?? null],
      );
    },

    /** Keeps the pack's current term among its earlier ones, before a renewal replaces it. */
    async keepTerm(id: number, renewedBy: number) {
      await db.query(
        `insert into license_terms (license_id, start_date, end_date, user_count, renewed_by)
         select id, start_date, end_date, user_count, $2 from licenses where id = $1`,
        [id, renewedBy],
      );
    },

    /** The pack's earlier terms, the latest first. */
    async terms(publicId: string): Promise<LicenseTerm[]> {
      return db.query<LicenseTerm>(
        `select to_char(t.start_date, 'MM/DD/YYYY') as "startDate", to_char(t.end_date, 'MM/DD/YYYY') as "endDate",
                t.user_count as "userCount",
                to_char(t.renewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "renewedAt",
                u.email as "renewedBy"
           from license_terms t left join users u on u.id = t.renewed_by
          where t.license_id = (select id from licenses where public_id = $1)
          order by t.start_date desc, t.id desc`,
        [publicId],
      );
    },

    async delete(id: number) {
      await db.query('delete from licenses where id = $1', [id]);
    },

    async addAdministratorHistory(licenseId: number, email: string) {
      await db.query('insert into license_admin_history (license_id, email) values ($1, $2)', [licenseId, email]);
    },

    /** The users assigned to a pack, counted from the usages themselves (call it holding the pack's lock). */
    async assignedUsers(licenseId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from license_usages where license_id = $1',
        [licenseId],
      );
      return row?.count ?? 0;
    },

    /**
     * Moves the usages of the merged packs to the main pack. An account (e-mail, any letter case) present in
     * several of the packs keeps one seat: the main pack's own usage, else the oldest. Answers the dropped copies.
     */
    async moveUsages(mainId: number, mergedIds: readonly number[]): Promise<RemovedUsage[]> {
      const all = [mainId, ...mergedIds];
      const removed = await db.query<RemovedUsage>(
        `with ranked as (
           select u.id, row_number() over (partition by lower(u.account_name) order by u.license_id = $1 desc, u.id) as rank
             from license_usages u where u.license_id = any($2::bigint[]))
         delete from license_usages u using ranked r
          where u.id = r.id and r.rank > 1
          returning u.public_id as "encryptedId", u.account_name as "accountName", u.license_id::float8 as "licenseId"`,
        [mainId, all],
      );
      await db.query('update license_usages set license_id = $1 where license_id = any($2::bigint[])', [
        mainId,
        mergedIds,
      ]);
      return removed;
    },

    /** The main pack takes the merged packs' seats; its used count is recounted from its usages. */
    async absorbSeats(mainId: number, mergedIds: readonly number[]) {
      await db.query(
        `update licenses
            set user_count = user_count + (select coalesce(sum(user_count), 0) from licenses where id = any($2::bigint[])),
                used_count = (select count(*) from license_usages where license_id = $1),
                modified_at = now()
          where id = $1`,
        [mainId, mergedIds],
      );
    },

    /** Ends merged packs: they read Expired from today (ended yesterday), hold no users, and name their main pack. */
    async endMerged(mainId: number, mergedIds: readonly number[]) {
      await db.query(
        `update licenses
            set merged_into = $1, used_count = 0,
                end_date = least(end_date, current_date - 1), start_date = least(start_date, current_date - 1),
                modified_at = now()
          where id = any($2::bigint[])`,
        [mainId, mergedIds],
      );
    },

    /** How many packs a user administers (spec §6 row 5: a manager hands one over only when there are several). */
    async managedCount(userId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from licenses where manager_id = $1',
        [userId],
      );
      return row?.count ?? 0;
    },

    async setAdministrator(licenseId: number, managerId: number) {
      await db.query('update licenses set manager_id = $2, modified_at = now() where id = $1', [licenseId, managerId]);
    },
  };
}

export type LicenseRepository = ReturnType<typeof createLicenseRepository>;
