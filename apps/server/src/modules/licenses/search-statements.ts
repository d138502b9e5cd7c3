import type { LicenseStatusFilter, LicenseTypeFilter } from '@license-console/domain';

/**
 * A statement and its positional parameters. This file builds the statements of the license search (the grid's
 * page and count, one pack by id) for the repository to run; the search's two plans are told in the server README.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

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

export const NO_FILTER: LicenseFilter = { emailPart: '', type: '', status: '', productId: 0 };

// One list order everywhere (newest end date first), served by licenses_end, licenses_product_end_id and
// licenses_manager_end_id.
const ORDER = 'l.end_date desc, l.id desc';

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
export function searchStatement(
  reader: LicenseReader,
  scope: LicenseScope,
  filter: LicenseFilter,
  page?: PageRequest,
): Statement {
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
  return {
    sql: `with ${found}
     select ${LICENSE_VIEW}
       from found f join licenses l on l.id = f.id ${LICENSE_JOINS}
      order by ${ORDER}`,
    params: params.values,
  };
}

/** How many packs the same search finds (one row, `count`). */
export function countStatement(scope: LicenseScope, filter: LicenseFilter): Statement {
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
  return { sql: statement, params: params.values };
}

/** One pack by its public id, when the scope lets the reader see it. */
export function findStatement(reader: LicenseReader, scope: LicenseScope, publicId: string): Statement {
  const params = new Params([reader.userId, reader.withHistory]);
  const where = [`l.public_id = ${params.add(publicId)}`];
  if (scope.kind === 'own') where.push(`l.id in (${ownLicenseIds(scope, params)})`);
  return {
    sql: `select ${LICENSE_VIEW} from licenses l ${LICENSE_JOINS} where ${where.join(' and ')}`,
    params: params.values,
  };
}
