import { SEARCH_PACK_MATCHES, SEARCH_RESULTS_PER_KIND, type SearchPackMatch } from '@license-console/domain';
import type { Queryable, QueryOptions } from '../../db/database.ts';

/** The LIKE patterns one search is matched with (the service builds them from its text). */
export interface SearchPatterns {
  /** What starts with the text: 'text%'. */
  prefix: string;
  /** What holds the text anywhere, '%text%', or null for a text too short to be looked for inside others. */
  contains: string | null;
  /** The same for e-mail addresses: null also for a text no address can hold (one with white space). */
  emailContains: string | null;
  /** The same at any length: the few products and SSO sites are matched anywhere. */
  anywhere: string;
  /** The text itself, trimmed: a product's number or id. */
  text: string;
}

/** A pack as the statements answer it: the fields of SearchPack, with the matching seat's apart. */
export interface SearchPackRow {
  encryptedId: string;
  productId: number;
  manager: string;
  organizationName: string | null;
  accountName: string;
  endDate: string;
  status: 'Active' | 'Expired';
  canManage: boolean;
  matchedBy: SearchPackMatch;
  seatEmail: string | null;
  seatFirstName: string | null;
  seatLastName: string | null;
  /** Its place in the answer (the statements' own order). */
  ord?: unknown;
}

export interface SearchUserRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SearchSeatHolderRow {
  email: string;
  firstName: string;
  lastName: string;
  /** The account holding the seat's address, for the person's page; null where none does. */
  userId: string | null;
  packId: string;
  packProductId: number;
}

export interface SearchProductRow {
  productId: number;
  encryptedProductId: string;
  name: string;
}

export interface SearchSsoSiteRow {
  id: string;
  name: string;
  url: string;
}

const LIMIT = SEARCH_RESULTS_PER_KIND;

/**
 * The statements' parameters, in this order: the patterns (SearchPatterns), then the reader. A statement takes the
 * first ones it needs.
 */
const PREFIX = '$1';
const CONTAINS = '$2';
const EMAIL_CONTAINS = '$3';
const READER = '$4';
const READER_EMAIL = '$5';

/**
 * A lower-case text that starts with the prefix: read from its "C" collation index (migration 0026) as a range, in
 * that index's order (`inOrder`).
 */
const startsWith = (text: string) => `(${text}) collate "C" like ${PREFIX} escape '\\'`;
const inOrder = (text: string) => `(${text}) collate "C"`;

/**
 * A lower-case text that holds the pattern in `parameter` anywhere (its trigram index); never when the pattern is
 * null, which the plan then leaves out.
 */
const holds = (text: string, parameter = CONTAINS) => `${text} like ${parameter} escape '\\'`;

/** A user's or a seat's texts, as the indexes of migrations 0001 and 0026 hold them. */
const personTexts = (alias: string, email: string) => ({
  email: `lower(${alias}.${email})`,
  name: `lower(${alias}.first_name || ' ' || ${alias}.last_name)`,
  lastName: `lower(${alias}.last_name)`,
});
type PersonTexts = ReturnType<typeof personTexts>;
const USER = personTexts('u', 'email');
const SEAT = personTexts('s', 'account_name');

/** A person whose e-mail, name or last name starts with the text. */
const personStartsWith = (person: PersonTexts) =>
  `(${startsWith(person.email)} or ${startsWith(person.name)} or ${startsWith(person.lastName)})`;
/** A person whose e-mail or name holds the text. */
const personHolds = (person: PersonTexts) => `(${holds(person.email, EMAIL_CONTAINS)} or ${holds(person.name)})`;

/**
 * What starts with the text (`rank` 0) comes before what holds it (1), and an answer is a few: once the starts found
 * number that few, what holds the text cannot be answered, and the statements skip looking for it (a condition the
 * plan checks once, before the part that looks). `notEnough` is that condition on the relation `starts` of the starts.
 */
const notEnough = (starts: string) => `(select count(distinct id) from ${starts}) < ${LIMIT}`;

/** Each of a person's texts that starts with the text, the first few in its order (`select` the columns of `from`). */
function personStarts(select: string, from: string, person: PersonTexts, where = 'true'): string[] {
  return [person.email, person.name, person.lastName].map(
    (text) =>
      `(select ${select} ${from} where ${where} and ${startsWith(text)} order by ${inOrder(text)} limit ${LIMIT})`,
  );
}

/** The first few people holding the text in their e-mail or name, while the starts found are not enough. */
const personInside = (select: string, from: string, person: PersonTexts, where = 'true') =>
  `(select ${select} ${from} where ${where} and ${notEnough('starts')} and ${personHolds(person)} limit ${LIMIT})`;

/** What found a pack, in the order of SEARCH_PACK_MATCHES (1 the administrator's e-mail … 4 a seat). */
const SOURCE = Object.fromEntries(SEARCH_PACK_MATCHES.map((match, index) => [match, index + 1])) as Record<
  SearchPackMatch,
  number
>;

/**
 * The packs answered, from `found(id, rank, source, seat, ends)`: each pack once, by its best match (a start before a
 * text inside, then the order of SEARCH_PACK_MATCHES), the latest ending first. Only these few are read whole.
 */
const packsAnswered = (found: string) => `found(id, rank, source, seat, ends) as (
  ${found}
  ),
  best as (select distinct on (f.id) f.* from found f order by f.id, f.rank, f.source, f.seat),
  answered as (select * from best order by rank, source, ends desc, id desc limit ${LIMIT})`;

/** The answered packs as SearchPackRow, in their order (`ord`); the reader is READER, for canManage. */
const PACKS_SELECT = `
  select l.public_id as "encryptedId", l.product_id as "productId", m.email as manager,
         o.name as "organizationName", l.account_name as "accountName",
         to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
         case when l.end_date >= current_date then 'Active' else 'Expired' end as status,
         l.manager_id = ${READER} as "canManage",
         (array[${SEARCH_PACK_MATCHES.map((match) => `'${match}'`).join(', ')}])[b.source] as "matchedBy",
         s.account_name as "seatEmail", s.first_name as "seatFirstName", s.last_name as "seatLastName",
         row_number() over (order by b.rank, b.source, b.ends desc, b.id desc) as ord
    from answered b
    join licenses l on l.id = b.id
    join users m on m.id = l.manager_id
    left join organizations o on o.id = l.organization_id
    left join license_usages s on s.id = b.seat`;

/** Packs are matched by their seats only where the seats are managed: never product 9's (spec §2.7). */
const SEATS_MANAGED = 'l.product_id <> 9';

const SEAT_FROM = 'from license_usages s join licenses l on l.id = s.license_id';

/**
 * Every pack (an administrator's): from the administrators, organizations, packs and seats whose text starts with the
 * search, each walked through its own index and stopped after a few; then, while those are not enough, those whose
 * text holds it.
 */
const ALL_PACKS_FOUND = [
  'select * from starts',
  `(select l.id, 1, ${SOURCE.manager}, null::bigint, l.end_date from users m join licenses l on l.manager_id = m.id
      where ${notEnough('starts')} and ${holds('lower(m.email)', EMAIL_CONTAINS)} limit ${LIMIT})`,
  `(select l.id, 1, ${SOURCE.organization}, null::bigint, l.end_date
        from organizations o join licenses l on l.organization_id = o.id
      where ${notEnough('starts')} and ${holds('lower(o.name)')} limit ${LIMIT})`,
  `(select l.id, 1, ${SOURCE.accountName}, null::bigint, l.end_date from licenses l
      where ${notEnough('starts')} and ${holds('lower(l.account_name)')} limit ${LIMIT})`,
  personInside(`s.license_id, 1, ${SOURCE.seatHolder}, s.id, l.end_date`, SEAT_FROM, SEAT, SEATS_MANAGED),
].join('\n  union all\n  ');

/** The starts of ALL_PACKS: each walked through its own index, in that index's order, stopped after a few. */
const ALL_PACKS_STARTS = `starts(id, rank, source, seat, ends) as materialized (
  ${[
    `(select l.id, 0, ${SOURCE.manager}, null::bigint, l.end_date from users m join licenses l on l.manager_id = m.id
      where ${startsWith('lower(m.email)')} order by ${inOrder('lower(m.email)')} limit ${LIMIT})`,
    `(select l.id, 0, ${SOURCE.organization}, null::bigint, l.end_date
        from organizations o join licenses l on l.organization_id = o.id
      where ${startsWith('lower(o.name)')} order by ${inOrder('lower(o.name)')} limit ${LIMIT})`,
    `(select l.id, 0, ${SOURCE.accountName}, null::bigint, l.end_date from licenses l
      where ${startsWith('lower(l.account_name)')} order by ${inOrder('lower(l.account_name)')} limit ${LIMIT})`,
    ...personStarts(`s.license_id, 0, ${SOURCE.seatHolder}, s.id, l.end_date`, SEAT_FROM, SEAT, SEATS_MANAGED),
  ].join('\n  union all\n  ')}
  ),`;

const ALL_PACKS = `
  with ${ALL_PACKS_STARTS}
  ${packsAnswered(ALL_PACKS_FOUND)}
  ${PACKS_SELECT}
   order by ord`;

/** The packs a user holds a seat in (by their account or their address), as the license list's scope "own" has them. */
const SEAT_PACK_IDS = `select license_id from license_usages where user_id = ${READER}
  union select license_id from license_usages where lower(account_name) = lower(${READER_EMAIL})`;

/** 0 when a text starts with the text, 1 when it holds it: for a pack's own texts, few enough to read each. */
const rankOf = (...texts: string[]) =>
  `case when ${texts.map((text) => startsWith(text)).join(' or ')} then 0 else 1 end`;
const matches = (text: string, contains = CONTAINS) => `(${startsWith(text)} or ${holds(text, contains)})`;

/**
 * The reader's own packs, as the license list has them (those they administer or hold a seat in), matched by their
 * administrator, organization and account; by their seats only where the reader administers the pack (only then may
 * they see its seats), and the people holding those seats, each once with the pack of their latest seat there and the
 * account holding the address (for the person's page); never
 * product 9's seats. One row: `packs` (SearchPackRow[]) and `people` (SearchSeatHolderRow[]), so that the seats are
 * read once. The packs they administer are read from licenses_manager_search (migration 0028) alone, and each one's
 * seats through its own index, however common the text.
 */
const OWN = `
  with packs as materialized (
    select l.id, true as managed, l.product_id, l.end_date, lower(m.email) as manager, lower(o.name) as organization,
           lower(l.account_name) as account
      from licenses l join users m on m.id = l.manager_id left join organizations o on o.id = l.organization_id
     where l.manager_id = ${READER}
    union all
    select l.id, false, l.product_id, l.end_date, lower(m.email), lower(o.name), lower(l.account_name)
      from licenses l join users m on m.id = l.manager_id left join organizations o on o.id = l.organization_id
     where l.id = any(array(${SEAT_PACK_IDS})) and l.manager_id <> ${READER}
  ),
  seats as materialized (
    select s.id, s.license_id, s.account_name, s.first_name, s.last_name, p.end_date,
           ${rankOf(SEAT.email, SEAT.name, SEAT.lastName)} as rank
      from license_usages s join packs p on p.id = s.license_id
     where s.license_id = any(array(select p.id from packs p where p.managed and p.product_id <> 9))
       and (${personStartsWith(SEAT)} or ${personHolds(SEAT)})
  ),
  ${packsAnswered(`
    select p.id, ${rankOf('p.manager')}, ${SOURCE.manager}, null::bigint, p.end_date from packs p
     where ${matches('p.manager', EMAIL_CONTAINS)}
    union all
    select p.id, ${rankOf('p.organization')}, ${SOURCE.organization}, null::bigint, p.end_date from packs p
     where ${matches('p.organization')}
    union all
    select p.id, ${rankOf('p.account')}, ${SOURCE.accountName}, null::bigint, p.end_date from packs p
     where ${matches('p.account')}
    union all
    select s.license_id, s.rank, ${SOURCE.seatHolder}, s.id, s.end_date from seats s`)},
  holders as (
    select distinct on (lower(s.account_name)) s.account_name, s.first_name, s.last_name, s.license_id, s.rank
      from seats s order by lower(s.account_name), s.rank, s.id desc
  ),
  people as (select * from holders order by rank, lower(account_name) limit ${LIMIT})
  select (select coalesce(json_agg(a order by a.ord), '[]') from (${PACKS_SELECT}) a) as packs,
         (select coalesce(json_agg(json_build_object(
                   'email', h.account_name, 'firstName', h.first_name, 'lastName', h.last_name,
                   'userId', (select a.public_id from users a where lower(a.email) = lower(h.account_name)),
                   'packId', l.public_id, 'packProductId', l.product_id) order by h.rank, lower(h.account_name)), '[]')
            from people h join licenses l on l.id = h.license_id) as people`;

/** Every user account, those whose text starts with the search first, then by e-mail. */
const ALL_PEOPLE = `
  with starts(id, rank) as materialized (
  ${personStarts('u.id, 0', 'from users u', USER).join('\n  union all\n  ')}
  ),
  found(id, rank) as (
    select * from starts
    union all
    ${personInside('u.id, 1', 'from users u', USER)}
  )
  select u.public_id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName"
    from (select id, min(rank) as rank from found group by id) f join users u on u.id = f.id
   order by f.rank, lower(u.email), u.id
   limit ${LIMIT}`;

/** Products by name anywhere ($1) or by their number or id ($3): those two first, then names starting with $2. */
const ALL_PRODUCTS = `
  select p.id as "productId", p.public_id as "encryptedProductId", p.name
    from products p
   where ${holds('lower(p.name)', '$1')} or p.id::text = $3 or p.public_id = $3
   order by case when p.id::text = $3 or p.public_id = $3 then 0 when ${holds('lower(p.name)', '$2')} then 1 else 2 end,
            lower(p.name), p.id
   limit ${LIMIT}`;

/** The products of the reader's own packs ($1 the reader, $2 their e-mail), by id. */
const OWN_PRODUCTS = `
  select p.id as "productId", p.public_id as "encryptedProductId", p.name
    from products p
   where p.id in (select l.product_id from licenses l where l.manager_id = $1
                  union
                  select l.product_id from licenses l
                   where l.id = any(array(select license_id from license_usages where user_id = $1
                                           union select license_id from license_usages
                                                  where lower(account_name) = lower($2))))
   order by p.id`;

/** SSO sites by name anywhere ($1), those starting with it ($2) first. */
const SSO_SITES = `
  select public_id as id, name, url
    from sso_sites
   where ${holds('lower(name)', '$1')}
   order by case when ${holds('lower(name)', '$2')} then 0 else 1 end, lower(name), id
   limit ${LIMIT}`;

/**
 * Each statement is prepared and planned with its call's values: a pattern's start and how common its text is decide
 * which index answers, and a null `contains` leaves its parts out of the plan.
 */
const planned = (name: string): QueryOptions => ({ prepare: { name: `search_${name}`, plan: 'custom' } });

/** The reader of a search, as its statements need them. */
export interface SearchReader {
  id: number;
  email: string;
}

/** Every statement of the header's search. */
export function createSearchRepository(db: Queryable) {
  const matched = (patterns: SearchPatterns) => [patterns.prefix, patterns.contains, patterns.emailContains];
  return {
    /** Any pack (administrators). */
    allPacks(reader: SearchReader, patterns: SearchPatterns): Promise<SearchPackRow[]> {
      return db.query<SearchPackRow>(ALL_PACKS, [...matched(patterns), reader.id], planned('all_packs'));
    },
    /**
     * The packs the reader administers or holds a seat in, and the people holding seats in the packs they administer.
     */
    async own(
      reader: SearchReader,
      patterns: SearchPatterns,
    ): Promise<{ packs: SearchPackRow[]; people: SearchSeatHolderRow[] }> {
      const [row] = await db.query<{ packs: SearchPackRow[]; people: SearchSeatHolderRow[] }>(
        OWN,
        [...matched(patterns), reader.id, reader.email],
        planned('own'),
      );
      return row!;
    },
    /** Any user account (administrators). */
    allPeople(patterns: SearchPatterns): Promise<SearchUserRow[]> {
      return db.query<SearchUserRow>(ALL_PEOPLE, matched(patterns), planned('all_people'));
    },
    /** Any product (administrators). */
    allProducts(patterns: SearchPatterns): Promise<SearchProductRow[]> {
      return db.query<SearchProductRow>(
        ALL_PRODUCTS,
        [patterns.anywhere, patterns.prefix, patterns.text],
        planned('all_products'),
      );
    },
    /** The products of the reader's own packs, every one of them: the service matches their names. */
    ownProducts(reader: SearchReader): Promise<SearchProductRow[]> {
      return db.query<SearchProductRow>(OWN_PRODUCTS, [reader.id, reader.email], planned('own_products'));
    },
    /** Any SSO site (administrators). */
    ssoSites(patterns: SearchPatterns): Promise<SearchSsoSiteRow[]> {
      return db.query<SearchSsoSiteRow>(SSO_SITES, [patterns.anywhere, patterns.prefix], planned('sso_sites'));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
