import {
  DEFAULT_LICENSE_SORT,
  type LicenseSort,
  type LicenseStatusFilter,
  type LicenseTypeFilter,
  PAGE_SIZES,
} from '@license-console/domain';
import type { QueryOptions } from '../../db/database.ts';
import { type ListOrder, listOrder, orderKeys, orderOnKeys, orderOnPack } from './license-order.ts';

/**
 * A statement and its positional parameters. This file builds the statements of the license search (the grid's
 * page and count, one pack by id) for the repository to run; the search's two plans are told in the server README.
 */
export interface Statement {
  sql: string;
  params: unknown[];
  /** How the search's statements are prepared and planned (see `planOf`). */
  options?: QueryOptions;
}

/** Which packs a query may read: every pack, or the packs a user manages or holds a usage in. */
export type LicenseScope = { kind: 'all' } | { kind: 'own'; userId: number; email: string };

/** The grid's filters, normalised: '' and 0 mean "any". */
export interface LicenseFilter {
  emailPart: string;
  type: LicenseTypeFilter;
  status: LicenseStatusFilter;
  productId: number;
  /** Packs not yet ended that end within this many days of the database's today; 0, any end date. */
  expiringWithinDays: number;
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

export const NO_FILTER: LicenseFilter = { emailPart: '', type: '', status: '', productId: 0, expiringWithinDays: 0 };

/**
 * The License answer of spec §3, built in SQL: dates as MM/DD/YYYY, status from the end date against the
 * database's current date, canManage for the reader ($1), and the history only when $2 allows it.
 */
export const LICENSE_VIEW = `
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

export const LICENSE_JOINS = `
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
  if (filter.expiringWithinDays > 0) {
    // Status Active's own bound (end_date >= current_date), so an ending pack is one the grid calls Active.
    const days = params.add(filter.expiringWithinDays);
    conditions.push(`l.end_date >= current_date and l.end_date <= current_date + ${days}::int`);
  }
  return conditions;
}

/** The pack administrator `m` has an e-mail containing the LIKE pattern in parameter `pattern`. */
const administratorEmailLike = (pattern: string) => `lower(m.email) like ${pattern} escape '\\'`;

const where = (conditions: readonly string[]) => (conditions.length > 0 ? `where ${conditions.join(' and ')}` : '');

/**
 * One walk over the packs in list order, the e-mail part (when given) checked on each pack's administrator, who is
 * joined as `m` for it or for an order that reads the administrator's e-mail.
 */
function singleWalk(
  emailPart: string,
  conditions: readonly string[],
  params: Params,
  joinsAdministrator = false,
): string {
  if (emailPart === '') {
    return joinsAdministrator
      ? `from licenses l join users m on m.id = l.manager_id ${where(conditions)}`
      : `from licenses l ${where(conditions)}`;
  }
  return `from licenses l join users m on m.id = l.manager_id
            ${where([administratorEmailLike(params.add(likeContaining(emailPart))), ...conditions])}`;
}

/** An e-mail part over every pack starts from the matching administrators; the user's own packs are few. */
const startsFromAdministrators = (scope: LicenseScope, emailPart: string) => emailPart !== '' && scope.kind === 'all';

/** The page sizes the console asks for: their first pages are written with their limit in the text. */
const CONSOLE_PAGE_SIZES: ReadonlySet<number> = new Set(Object.values(PAGE_SIZES));

/**
 * How the search statements are planned. Every one is prepared (parsed once per connection). Planning is most of
 * the database's time for a page (the statement is long and joins five tables), so a statement one plan serves for
 * every value is planned once (generic). Two things make the best plan depend on the values, and a statement that
 * holds them as parameters is planned with each call's values (custom):
 *
 * - An e-mail part. How many administrators a part matches decides whether the trigram index or a scan that stops
 *   at the walk limit finds them: a plan made for a rare part reads every match of a common one ("example", "a"),
 *   tens of milliseconds instead of three. So the part is looked up on its own, in a short statement planned with
 *   it (`administratorsStatement`), and the page and count of up to 1,000 administrators take their ids and are
 *   planned once. Only a search matching more administrators than that carries the part itself, planned with it.
 * - A page's LIMIT and OFFSET. A generic plan cannot know them and assumes a tenth of the packs is wanted, and then
 *   sorts all the packs instead of walking an index for ten rows. So a page of a console page size carries in its
 *   text the size and how deep the page lies, rounded up to a power of two (`readBound`): the walk stops there,
 *   and only the offset within it is a value. One text serves all the pages of a depth, and a plan made for that
 *   depth serves each of them. The page's packs are then read by their ids as an array, so the rest of the plan
 *   looks up ten packs whatever the planner guesses of the offset. Other page sizes keep LIMIT and OFFSET as
 *   values, planned per call.
 *
 * A page planned with its call's values is read in two statements, so that only what the values change is planned
 * per call: the walk, short, answers the page's ids (`SearchStatement.ids`), and the packs are then read by those
 * ids (`packsByIdStatement`), the long part of the page (the view, its five tables and the history), planned once.
 *
 * The texts are few (filters × orders × the console's page sizes × depths, most searches stopping at the first); the bench
 * (bench/license-search.ts) measures them and shows the plans each one was given.
 */
function planOf(kind: 'administrators' | 'page' | 'page_ids' | 'page_packs' | 'count', once: boolean): QueryOptions {
  return { prepare: { name: `license_${kind}`, plan: once ? 'generic' : 'custom' } };
}

/** A page of a size the console asks for: its size and depth are written in the text, and it is planned once. */
const isConsolePage = (page: PageRequest) => CONSOLE_PAGE_SIZES.has(page.size);

/** The rows read up to a page's end, rounded up to a power of two: how deep the page lies, in few texts. */
const readBound = (page: PageRequest) => 2 ** Math.ceil(Math.log2(page.number * page.size));

/** LIMIT and OFFSET as values: a page of another size, planned with them. */
const limitAndOffset = (page: PageRequest, params: Params) =>
  `limit ${params.add(page.size)} offset ${params.add((page.number - 1) * page.size)}`;

/**
 * One page of `rows` (a select of `id` and the order's keys, `c` below, that stops at the page's read bound): the
 * offset a value, the size in the text.
 */
const rowsPast = (rows: string, order: ListOrder, page: PageRequest, params: Params) =>
  `select c.id from (${rows}) c order by ${orderOnKeys(order, 'c')}
    offset ${params.add((page.number - 1) * page.size)} limit ${page.size}`;

/**
 * The administrators an e-mail search over every pack starts from: their ids (one past the walk limit, to tell
 * whether they are few), planned with the part. Null when the search does not start from them.
 */
export function administratorsStatement(scope: LicenseScope, filter: LicenseFilter): Statement | null {
  const emailPart = filter.emailPart.trim();
  if (!startsFromAdministrators(scope, emailPart)) return null;
  return {
    sql: `select id from users where lower(email) like $1 escape '\\' limit ${MANAGER_WALK_LIMIT + 1}`,
    params: [likeContaining(emailPart)],
    options: planOf('administrators', false),
  };
}

/** The matching administrators' ids while they are few enough to walk one by one; null otherwise. */
function fewAdministrators(
  scope: LicenseScope,
  emailPart: string,
  administrators: readonly number[] | undefined,
): readonly number[] | null {
  if (!startsFromAdministrators(scope, emailPart)) return null;
  if (!administrators) throw new Error('An e-mail search over every pack needs its administrators first');
  return administrators.length <= MANAGER_WALK_LIMIT ? administrators : null;
}

/**
 * How a search reads its packs: one statement answering them (`packs`), or, for a page whose walk is planned with its
 * call's values, a statement answering the page's ids in list order (`ids`), whose packs `packsByIdStatement` reads.
 */
export type SearchStatement = { packs: Statement } | { ids: Statement };

/**
 * A page's packs by their ids (at most a page of them), in list order, planned once. The scope is checked again, so
 * a pack the user stopped holding between the two reads is left out.
 */
export function packsByIdStatement(
  reader: LicenseReader,
  scope: LicenseScope,
  ids: readonly number[],
  sort: LicenseSort = DEFAULT_LICENSE_SORT,
): Statement {
  const params = new Params([reader.userId, reader.withHistory]);
  const conditions = [`l.id = any(${params.add(ids)}::bigint[])`];
  if (scope.kind === 'own') conditions.push(`l.id in (${ownLicenseIds(scope, params)})`);
  return {
    sql: `select ${LICENSE_VIEW} from licenses l ${LICENSE_JOINS} ${where(conditions)}
      order by ${orderOnPack(listOrder(sort, NO_FILTER))}`,
    params: params.values,
    options: planOf('page_packs', true),
  };
}

/**
 * The packs a search finds, in the order asked for (the list's own unless told): one page of them, or every one when
 * no page is asked for. An e-mail search over every pack needs the ids `administratorsStatement` found.
 */
export function searchStatement(
  reader: LicenseReader,
  scope: LicenseScope,
  filter: LicenseFilter,
  page?: PageRequest,
  administrators?: readonly number[],
  sort: LicenseSort = DEFAULT_LICENSE_SORT,
): SearchStatement {
  const order = listOrder(sort, filter);
  const orderBy = orderOnPack(order);
  const emailPart = filter.emailPart.trim();
  const few = fewAdministrators(scope, emailPart, administrators);
  // Planned with the call's values: a page of another size, and a search that carries the e-mail part.
  const perCall = (page !== undefined && !isConsolePage(page)) || (!few && emailPart !== '');
  // Such a page's walk is a statement of its own, which does not read the reader.
  const params = new Params(page && perCall ? [] : [reader.userId, reader.withHistory]);
  const conditions = packConditions(scope, filter, params);
  let found: string;
  if (few) {
    // Each administrator's packs in list order (newest first through licenses_manager_end_id, by its end date and id
    // in either direction); no pack past the page's end can be on it, so each walk stops there and the merge cuts the
    // page out.
    const ids = params.add(few);
    const administrator = order.readsAdministrator ? 'join users m on m.id = l.manager_id' : '';
    const walks = (upTo: string) => `unnest(${ids}::bigint[]) mm(id) cross join lateral (
            select l.id, ${orderKeys(order)} from licenses l ${administrator}
             ${where(['l.manager_id = mm.id', ...conditions])}
             order by ${orderBy} ${upTo}) w`;
    if (!page) found = `select w.id from ${walks('')} order by ${orderOnKeys(order, 'w')}`;
    else if (isConsolePage(page)) {
      found = rowsPast(`select w.* from ${walks(`limit ${readBound(page)}`)}`, order, page, params);
    } else {
      found = `select w.id from ${walks(`limit ${params.add(page.number * page.size)}`)}
                order by ${orderOnKeys(order, 'w')} ${limitAndOffset(page, params)}`;
    }
  } else {
    const source = singleWalk(emailPart, conditions, params, order.readsAdministrator);
    if (!page) found = `select l.id ${source} order by ${orderBy}`;
    else if (isConsolePage(page)) {
      // The walk stops at the bound; the page is the rows past the offset.
      const walk = `select l.id, ${orderKeys(order)} ${source} order by ${orderBy} limit ${readBound(page)}`;
      found = rowsPast(walk, order, page, params);
    } else found = `select l.id ${source} order by ${orderBy} ${limitAndOffset(page, params)}`;
  }
  if (page && perCall) return { ids: { sql: found, params: params.values, options: planOf('page_ids', false) } };
  // A page is read by its packs' ids; every pack, by a join.
  const packs = page
    ? `licenses l ${LICENSE_JOINS} where l.id = any(array(select id from found))`
    : `found f join licenses l on l.id = f.id ${LICENSE_JOINS}`;
  return {
    packs: {
      sql: `with found as (${found})
     select ${LICENSE_VIEW}
       from ${packs}
      order by ${orderBy}`,
      params: params.values,
      options: planOf('page', !perCall),
    },
  };
}

/** How many packs the same search finds (one row, `count`), from the same administrators. */
export function countStatement(
  scope: LicenseScope,
  filter: LicenseFilter,
  administrators?: readonly number[],
): Statement {
  const params = new Params();
  const conditions = packConditions(scope, filter, params);
  const emailPart = filter.emailPart.trim();
  const few = fewAdministrators(scope, emailPart, administrators);
  if (few) {
    const managers = `l.manager_id = any(${params.add(few)}::bigint[])`;
    return {
      sql: `select count(*)::int as count from licenses l ${where([managers, ...conditions])}`,
      params: params.values,
      options: planOf('count', true),
    };
  }
  return {
    sql: `select count(*)::int as count ${singleWalk(emailPart, conditions, params)}`,
    params: params.values,
    options: planOf('count', emailPart === ''),
  };
}

/** One pack by its public id, when the scope lets the reader see it, with its version (its ETag). */
export function findStatement(reader: LicenseReader, scope: LicenseScope, publicId: string): Statement {
  const params = new Params([reader.userId, reader.withHistory]);
  const where = [`l.public_id = ${params.add(publicId)}`];
  if (scope.kind === 'own') where.push(`l.id in (${ownLicenseIds(scope, params)})`);
  return {
    sql: `select ${LICENSE_VIEW}, l.row_version as "rowVersion" from licenses l ${LICENSE_JOINS} where ${where.join(' and ')}`,
    params: params.values,
  };
}
