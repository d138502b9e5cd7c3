import type { License, LicenseStatusFilter, LicenseTypeFilter } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';

/** Which packs a query may read: every pack, or the packs a user manages or holds a usage in. */
export type LicenseScope = { kind: 'all' } | { kind: 'own'; userId: number; email: string };

/** The grid's filters, normalised: '' and 0 mean "any". */
export interface LicenseFilter {
  emailPart: string;
  type: LicenseTypeFilter;
  status: LicenseStatusFilter;
  productId: number;
}

export interface PageRequest {
  size: number;
  number: number;
}

/** Who reads the answer: `canManage` and the parts only some roles see depend on it. */
export interface LicenseReader {
  userId: number;
  /** Spec §6 row 4: the administrator history is read only for those who may see it. */
  withHistory: boolean;
}

/** A locked pack row, as the write paths need it. */
export interface LicenseRow {
  id: number;
  publicId: string;
  productId: number;
  managerId: number;
  managerEmail: string;
  userCount: number;
  startDate: string;
  endDate: string;
  mergedInto: number | null;
}

export const NO_FILTER: LicenseFilter = { emailPart: '', type: '', status: '', productId: 0 };

// One list order everywhere (newest end date first), served by licenses_end, licenses_product_end_id and
// licenses_manager_end_id.
const ORDER = 'l.end_date desc, l.id desc';

/**
 * The License answer of spec §3, built in SQL: dates as MM/DD/YYYY, status from the end date against the
 * database's current date, canManage for the reader ($1), and the history only when $2 allows it.
 */
const LICENSE_VIEW = `
  l.public_id as "encryptedId",
  l.user_count as "userCount",
  m.email as name,
  m.email as manager,
  to_char(l.start_date, 'MM/DD/YYYY') as "startDate",
  to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
  l.product_id as "productId",
  p.public_id as "encryptedProductId",
  l.sharepoint_integration as "sharePointIntegration",
  l.advanced_template as "advancedTemplate",
  l.trial,
  case when l.end_date >= current_date then 'Active' else 'Expired' end as status,
  l.used_count as "usedCount",
  l.manager_id = $1 as "canManage",
  o.name as "organizationName",
  o.public_id as "encryptedOrganizationId",
  m.public_id as "encryptedManagerId",
  case when $2::boolean then coalesce((
    select json_agg(json_build_object(
             'dateTimeChanged', to_char(h.date_time_changed at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'email', h.email) order by h.date_time_changed, h.id)
      from license_admin_history h where h.license_id = l.id), '[]'::json)
  else '[]'::json end as "licenseAdministratorHistory",
  l.purchaser_email as "purchaserEmail",
  l.account_name as "accountName",
  l.ai_gateway_token_id as "aiGatewayTokenId",
  l.ai_gateway_input_tokens::float8 as "aiGatewayInputTokens",
  l.ai_gateway_output_tokens::float8 as "aiGatewayOutputTokens",
  l.ai_gateway_limit_tokens::float8 as "aiGatewayLimitTokens"`;

const LICENSE_JOINS = `
  join users m on m.id = l.manager_id
  join products p on p.id = l.product_id
  left join organizations o on o.id = l.organization_id`;

/** Collects positional parameters while a statement is assembled. */
class Params {
  readonly values: unknown[];
  constructor(initial: unknown[] = []) {
    this.values = [...initial];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** LIKE's own wildcards in a user's text match themselves. */
function likeContaining(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The packs a user manages or holds a usage in (by user id, or by the usage's account e-mail). */
function ownLicenseIds(scope: { userId: number; email: string }, params: Params): string {
  const userId = params.add(scope.userId);
  const email = params.add(scope.email);
  return `select id from licenses where manager_id = ${userId}
          union select license_id from license_usages where user_id = ${userId}
          union select license_id from license_usages where lower(account_name) = lower(${email})`;
}

/**
 * An e-mail search walks each matching administrator's packs through licenses_manager_end_id while at most this
 * many administrators match; more than that, and one walk over the packs in list order is cheaper.
 */
export const MANAGER_WALK_LIMIT = 1000;

/** The search conditions on the pack `l` other than the e-mail part. */
function packConditions(scope: LicenseScope, filter: LicenseFilter, params: Params): string[] {
  const conditions: string[] = [];
  if (scope.kind === 'own') conditions.push(`l.id in (${ownLicenseIds(scope, params)})`);
  if (filter.type !== '') conditions.push(`l.trial = ${params.add(filter.type === 'Trial')}`);
  if (filter.status === 'Active') conditions.push('l.end_date >= current_date');
  if (filter.status === 'Expired') conditions.push('l.end_date < current_date');
  if (filter.productId > 0) conditions.push(`l.product_id = ${params.add(filter.productId)}`);
  return conditions;
}

/** The pack administrator `m` has an e-mail containing the LIKE pattern in parameter `pattern`. */
const administratorEmailLike = (pattern: string) => `lower(m.email) like ${pattern} escape '\\'`;

const where = (conditions: readonly string[]) => (conditions.length > 0 ? `where ${conditions.join(' and ')}` : '');

/** One walk over the packs in list order, the e-mail part (when given) checked on each pack's administrator. */
function singleWalk(emailPart: string, conditions: readonly string[], params: Params): string {
  if (emailPart === '') return `from licenses l ${where(conditions)}`;
  return `from licenses l join users m on m.id = l.manager_id
            ${where([administratorEmailLike(params.add(likeContaining(emailPart))), ...conditions])}`;
}

/** An e-mail part over every pack starts from the matching administrators; the user's own packs are few. */
const startsFromAdministrators = (scope: LicenseScope, emailPart: string) => emailPart !== '' && scope.kind === 'all';

/**
 * The e-mail part's administrators (one more than the walk limit, to tell whether they are few), and the two
 * tests that pick a plan. Each test stands alone in its WHERE or CASE, so PostgreSQL runs only the chosen branch.
 */
function matchingManagers(emailPart: string, params: Params) {
  const pattern = params.add(likeContaining(emailPart));
  return {
    pattern,
    cte: `matching as materialized (
            select id from users where lower(email) like ${pattern} escape '\\' limit ${MANAGER_WALK_LIMIT + 1})`,
    few: `(select count(*) from matching) <= ${MANAGER_WALK_LIMIT}`,
    many: `(select count(*) from matching) > ${MANAGER_WALK_LIMIT}`,
  };
}

/** The packs a search finds, in list order: one page of them, or every one when no page is asked for. */
export async function searchLicenses(
  q: Queryable,
  reader: LicenseReader,
  scope: LicenseScope,
  filter: LicenseFilter,
  page?: PageRequest,
): Promise<License[]> {
  const params = new Params([reader.userId, reader.withHistory]);
  const conditions = packConditions(scope, filter, params);
  const emailPart = filter.emailPart.trim();
  let found: string;
  if (!startsFromAdministrators(scope, emailPart)) {
    const source = singleWalk(emailPart, conditions, params);
    const limit = page ? `limit ${params.add(page.size)} offset ${params.add((page.number - 1) * page.size)}` : '';
    found = `found as (select l.id ${source} order by ${ORDER} ${limit})`;
  } else {
    const managers = matchingManagers(emailPart, params);
    // No pack past the page's end can be on it: each branch stops there, the merge below cuts the page out.
    const upTo = page ? `limit ${params.add(page.number * page.size)}` : '';
    const pageOf = page ? `limit ${params.add(page.size)} offset ${params.add((page.number - 1) * page.size)}` : '';
    found = `${managers.cte},
      found as (
        select c.id from (
          (select w.id, w.end_date from matching mm cross join lateral (
              select l.id, l.end_date from licenses l ${where([`l.manager_id = mm.id`, ...conditions])}
               order by ${ORDER} ${upTo}) w
            where ${managers.few})
          union all
          (select l.id, l.end_date from licenses l join users m on m.id = l.manager_id
            ${where([managers.many, administratorEmailLike(managers.pattern), ...conditions])}
            order by ${ORDER} ${upTo})
        ) c order by c.end_date desc, c.id desc ${pageOf})`;
  }
  return q.query<License>(
    `with ${found}
     select ${LICENSE_VIEW}
       from found f join licenses l on l.id = f.id ${LICENSE_JOINS}
      order by ${ORDER}`,
    params.values,
  );
}

/** How many packs the same search finds. */
export async function countLicenses(q: Queryable, scope: LicenseScope, filter: LicenseFilter): Promise<number> {
  const params = new Params();
  const conditions = packConditions(scope, filter, params);
  const emailPart = filter.emailPart.trim();
  let statement: string;
  if (!startsFromAdministrators(scope, emailPart)) {
    statement = `select count(*)::int as count ${singleWalk(emailPart, conditions, params)}`;
  } else {
    const managers = matchingManagers(emailPart, params);
    statement = `with ${managers.cte}
      select (case when ${managers.few}
        then (select count(*) from licenses l
               ${where(['l.manager_id in (select id from matching)', ...conditions])})
        else (select count(*) from licenses l join users m on m.id = l.manager_id
               ${where([administratorEmailLike(managers.pattern), ...conditions])})
        end)::int as count`;
  }
  const [row] = await q.query<{ count: number }>(statement, params.values);
  return row?.count ?? 0;
}

/** One pack by its public id, when the scope lets the reader see it. */
export async function findLicense(
  q: Queryable,
  reader: LicenseReader,
  scope: LicenseScope,
  publicId: string,
): Promise<License | null> {
  const params = new Params([reader.userId, reader.withHistory]);
  const where = [`l.public_id = ${params.add(publicId)}`];
  if (scope.kind === 'own') where.push(`l.id in (${ownLicenseIds(scope, params)})`);
  const [row] = await q.query<License>(
    `select ${LICENSE_VIEW} from licenses l ${LICENSE_JOINS} where ${where.join(' and ')}`,
    params.values,
  );
  return row ?? null;
}

const ROW_COLUMNS = `
  l.id::float8 as id, l.public_id as "publicId", l.product_id as "productId", l.manager_id::float8 as "managerId",
  m.email as "managerEmail", l.user_count as "userCount",
  to_char(l.start_date, 'MM/DD/YYYY') as "startDate", to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
  l.merged_into::float8 as "mergedInto"`;

/** Locks one pack for a change (the row lock is held until the transaction ends). */
export async function lockLicense(tx: Queryable, publicId: string): Promise<LicenseRow | null> {
  const [row] = await tx.query<LicenseRow>(
    `select ${ROW_COLUMNS} from licenses l join users m on m.id = l.manager_id
      where l.public_id = $1 for update of l`,
    [publicId],
  );
  return row ?? null;
}

/**
 * Locks several packs in id order: two transactions locking overlapping sets take the locks in the same
 * order, so the second waits for the first instead of deadlocking, then reads the first one's result.
 */
export async function lockLicenses(tx: Queryable, publicIds: readonly string[]): Promise<LicenseRow[]> {
  return tx.query<LicenseRow>(
    `select ${ROW_COLUMNS} from licenses l join users m on m.id = l.manager_id
      where l.public_id = any($1::text[]) order by l.id for update of l`,
    [publicIds],
  );
}

/** The License answer of a pack the caller has just changed (inside its transaction). */
export async function licenseById(tx: Queryable, reader: LicenseReader, id: number): Promise<License> {
  const [row] = await tx.query<License>(`select ${LICENSE_VIEW} from licenses l ${LICENSE_JOINS} where l.id = $3`, [
    reader.userId,
    reader.withHistory,
    id,
  ]);
  if (!row) throw new Error(`License ${id} vanished inside its own transaction`);
  return row;
}

/** What the audit log keeps of a pack: its fields, administrator and assigned users. */
export async function licenseSnapshots(tx: Queryable, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  return tx.query(
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

export async function productIdByPublicId(q: Queryable, publicId: string): Promise<number | null> {
  const [row] = await q.query<{ id: number }>('select id from products where public_id = $1', [publicId]);
  return row ? Number(row.id) : null;
}

export async function productExists(q: Queryable, productId: number): Promise<boolean> {
  const rows = await q.query('select 1 from products where id = $1', [productId]);
  return rows.length > 0;
}

/** Today as the database sees it (MM/DD/YYYY): the same clock that decides Active and Expired. */
export async function databaseToday(q: Queryable): Promise<string> {
  const [row] = await q.query<{ today: string }>("select to_char(current_date, 'MM/DD/YYYY') as today");
  return row!.today;
}

export interface LicenseValues {
  productId: number;
  userCount: number;
  startDate: string;
  endDate: string;
  sharePointIntegration: boolean;
  advancedTemplate: boolean;
}

export async function insertLicense(
  tx: Queryable,
  license: LicenseValues & {
    publicId: string;
    managerId: number;
    organizationId: number | null;
    administratorEmail: string;
    accountName: string;
    trial: boolean;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
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
}

export async function updateLicense(tx: Queryable, id: number, values: LicenseValues & { managerId: number }) {
  await tx.query(
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
}

export async function updatePeriod(
  tx: Queryable,
  id: number,
  period: { startDate: string; endDate: string; userCount?: number },
) {
  await tx.query(
    `update licenses
        set start_date = to_date($2, 'MM/DD/YYYY'), end_date = to_date($3, 'MM/DD/YYYY'),
            user_count = coalesce($4, user_count), modified_at = now()
      where id = $1`,
    [id, period.startDate, period.endDate, period.userCount ?? null],
  );
}

export async function deleteLicense(tx: Queryable, id: number) {
  await tx.query('delete from licenses where id = $1', [id]);
}

export async function addAdministratorHistory(tx: Queryable, licenseId: number, email: string) {
  await tx.query('insert into license_admin_history (license_id, email) values ($1, $2)', [licenseId, email]);
}

/** The users assigned to a pack, counted from the usages themselves (call it holding the pack's lock). */
export async function assignedUsers(tx: Queryable, licenseId: number): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    'select count(*)::int as count from license_usages where license_id = $1',
    [licenseId],
  );
  return row?.count ?? 0;
}

/**
 * Moves the usages of the merged packs to the main pack. An account (e-mail, any letter case) present in
 * several of the packs keeps one seat: the main pack's own usage, else the oldest. Answers the dropped copies.
 */
export async function moveUsages(
  tx: Queryable,
  mainId: number,
  mergedIds: readonly number[],
): Promise<{ encryptedId: string; accountName: string; licenseId: number }[]> {
  const all = [mainId, ...mergedIds];
  const removed = await tx.query<{ encryptedId: string; accountName: string; licenseId: number }>(
    `with ranked as (
       select u.id, row_number() over (partition by lower(u.account_name) order by u.license_id = $1 desc, u.id) as rank
         from license_usages u where u.license_id = any($2::bigint[]))
     delete from license_usages u using ranked r
      where u.id = r.id and r.rank > 1
      returning u.public_id as "encryptedId", u.account_name as "accountName", u.license_id::float8 as "licenseId"`,
    [mainId, all],
  );
  await tx.query('update license_usages set license_id = $1 where license_id = any($2::bigint[])', [mainId, mergedIds]);
  return removed;
}

/** The main pack takes the merged packs' seats; its used count is recounted from its usages. */
export async function absorbSeats(tx: Queryable, mainId: number, mergedIds: readonly number[]) {
  await tx.query(
    `update licenses
        set user_count = user_count + (select coalesce(sum(user_count), 0) from licenses where id = any($2::bigint[])),
            used_count = (select count(*) from license_usages where license_id = $1),
            modified_at = now()
      where id = $1`,
    [mainId, mergedIds],
  );
}

/** Ends merged packs: they read Expired from today (ended yesterday), hold no users, and name their main pack. */
export async function endMergedLicenses(tx: Queryable, mainId: number, mergedIds: readonly number[]) {
  await tx.query(
    `update licenses
        set merged_into = $1, used_count = 0,
            end_date = least(end_date, current_date - 1), start_date = least(start_date, current_date - 1),
            modified_at = now()
      where id = any($2::bigint[])`,
    [mainId, mergedIds],
  );
}

/** How many packs a user administers (spec §6 row 5: a manager hands one over only when there are several). */
export async function managedLicenseCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ count: number }>('select count(*)::int as count from licenses where manager_id = $1', [
    userId,
  ]);
  return row?.count ?? 0;
}

export async function setAdministrator(tx: Queryable, licenseId: number, managerId: number) {
  await tx.query('update licenses set manager_id = $2, modified_at = now() where id = $1', [licenseId, managerId]);
}

/** Records a change of administrator that waits for the new administrator's acceptance. */
export async function requestAdministratorChange(
  tx: Queryable,
  request: { licenseId: number; requestedBy: number; newAdminEmail: string },
) {
  await tx.query('insert into license_admin_requests (license_id, requested_by, new_admin_email) values ($1, $2, $3)', [
    request.licenseId,
    request.requestedBy,
    request.newAdminEmail,
  ]);
}
