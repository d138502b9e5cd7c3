import { SEARCH_PACK_MATCHES, SEARCH_RESULTS_PER_KIND, type SearchPackMatch } from '@license-console/domain';
import type { Queryable, QueryOptions } from '../../db/database.ts';

/** The LIKE patterns one search is matched with (the service builds them from its text). */
export interface SearchPatterns {
  /** What starts with the text: 'text%'. */
  prefix: string;
  /** What holds the text anywhere, '%text%', or null for a text too short to be looked for inside others. */
  contains: string | null;
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
 * A lower-case text that starts with the pattern in `parameter`: read from its "C" collation index (migration 0026) as
 * a range, in that index's order (`inOrder`).
 */
const startsWith = (text: string, parameter: string) => `(${text}) collate "C" like ${parameter} escape '\\'`;
const inOrder = (text: string) => `(${text}) collate "C"`;

/** A lower-case text that holds the pattern in `parameter` anywhere (its trigram index); never when it is null. */
const holds = (text: string, parameter: string) => `${text} like ${parameter} escape '\\'`;

/** A user's or a seat's texts, as the indexes of migrations 0001 and 0026 hold them. */
const personTexts = (alias: string, email: string) => ({
  email: `lower(${alias}.${email})`,
  name: `lower(${alias}.first_name || ' ' || ${alias}.last_name)`,
  lastName: `lower(${alias}.last_name)`,
});
const USER = personTexts('u', 'email');
const SEAT = personTexts('s', 'account_name');

/** A person whose e-mail, name or last name starts with $1. */
const personStartsWith = (person: typeof USER) =>
  `(${startsWith(person.email, '$1')} or ${startsWith(person.name, '$1')} or ${startsWith(person.lastName, '$1')})`;
/** A person whose e-mail or name holds $2. */
const personHolds = (person: typeof USER) => `(${holds(person.email, '$2')} or ${holds(person.name, '$2')})`;

/**
 * Each of a person's texts that starts with $1, the first few in its order, then (a long enough text) the first few
 * people holding $2: `select` picks the columns of `from`, `rank` 0 for a start and 1 for a text inside.
 */
function personMatches(select: (rank: 0 | 1) => string, from: string, person: typeof USER, where = 'true'): string {
  const starts = [person.email, person.name, person.lastName].map(
    (text) =>
      `(select ${select(0)} ${from} where ${where} and ${startsWith(text, '$1')} order by ${inOrder(text)} limit ${LIMIT})`,
  );
  return [...starts, `(select ${select(1)} ${from} where ${where} and ${personHolds(person)} limit ${LIMIT})`].join(
    '\n  union all\n  ',
  );
}

/** What found a pack, in the order of SEARCH_PACK_MATCHES (1 the administrator's e-mail … 4 a seat). */
const SOURCE = Object.fromEntries(SEARCH_PACK_MATCHES.map((match, index) => [match, index + 1])) as Record<
  SearchPackMatch,
  number
>;

/**
 * The packs answer from `found(id, rank, source, seat)` (after the relations `before` defines): each pack once, by
 * its best match (a start before a text inside, then the order of SEARCH_PACK_MATCHES), the latest ending first; $3 is
 * the reader, for canManage.
 */
const packsAnswer = (found: string, before = '') => `
  with ${before}
  found(id, rank, source, seat) as (
  ${found}
  ),
  best as (select distinct on (f.id) f.id, f.rank, f.source, f.seat from found f order by f.id, f.rank, f.source, f.seat)
  select l.public_id as "encryptedId", l.product_id as "productId", m.email as manager,
         o.name as "organizationName", l.account_name as "accountName",
         to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
         case when l.end_date >= current_date then 'Active' else 'Expired' end as status,
         l.manager_id = $3 as "canManage",
         (array[${SEARCH_PACK_MATCHES.map((match) => `'${match}'`).join(', ')}])[b.source] as "matchedBy",
         s.account_name as "seatEmail", s.first_name as "seatFirstName", s.last_name as "seatLastName"
    from best b
    join licenses l on l.id = b.id
    join users m on m.id = l.manager_id
    left join organizations o on o.id = l.organization_id
    left join license_usages s on s.id = b.seat
   order by b.rank, b.source, l.end_date desc, l.id desc
   limit ${LIMIT}`;

/** A seat's pack is matched by its seats only where they are managed: never product 9's (spec §2.7). */
const SEATS_MANAGED = 'l.product_id <> 9';

/**
 * Every pack ($1 prefix, $2 contains, $3 reader): from the administrators, organizations, packs and seats whose text
 * matches, each walked through its own index and stopped after a few.
 */
const ALL_PACKS = packsAnswer(
  [
    `(select l.id, 0, ${SOURCE.manager}, null::bigint from users m join licenses l on l.manager_id = m.id
      where ${startsWith('lower(m.email)', '$1')} order by ${inOrder('lower(m.email)')} limit ${LIMIT})`,
    `(select l.id, 1, ${SOURCE.manager}, null::bigint from users m join licenses l on l.manager_id = m.id
      where ${holds('lower(m.email)', '$2')} limit ${LIMIT})`,
    `(select l.id, 0, ${SOURCE.organization}, null::bigint from organizations o join licenses l on l.organization_id = o.id
      where ${startsWith('lower(o.name)', '$1')} order by ${inOrder('lower(o.name)')} limit ${LIMIT})`,
    `(select l.id, 1, ${SOURCE.organization}, null::bigint from organizations o join licenses l on l.organization_id = o.id
      where ${holds('lower(o.name)', '$2')} limit ${LIMIT})`,
    `(select l.id, 0, ${SOURCE.accountName}, null::bigint from licenses l
      where ${startsWith('lower(l.account_name)', '$1')} order by ${inOrder('lower(l.account_name)')} limit ${LIMIT})`,
    `(select l.id, 1, ${SOURCE.accountName}, null::bigint from licenses l
      where ${holds('lower(l.account_name)', '$2')} limit ${LIMIT})`,
    personMatches(
      (rank) => `s.license_id, ${rank}, ${SOURCE.seatHolder}, s.id`,
      'from license_usages s join licenses l on l.id = s.license_id',
      SEAT,
      SEATS_MANAGED,
    ),
  ].join('\n  union all\n  '),
);

/**
 * The packs a user administers or holds a seat in (`user` and `email` the parameters naming them), as the license list
 * has them (licenses/search-statements.ts, the scope "own").
 */
const ownPackIds = (user: string, email: string) => `select id from licenses where manager_id = ${user}
  union select license_id from license_usages where user_id = ${user}
  union select license_id from license_usages where lower(account_name) = lower(${email})`;

/** 0 when a text starts with $1, 1 when it holds $2: for a pack's own texts, few enough to read each. */
const rankOf = (...texts: string[]) =>
  `case when ${texts.map((text) => startsWith(text, '$1')).join(' or ')} then 0 else 1 end`;
const matchesAny = (...texts: string[]) =>
  `(${texts.flatMap((text) => [startsWith(text, '$1'), holds(text, '$2')]).join(' or ')})`;

/**
 * The reader's own packs ($1 prefix, $2 contains, $3 reader, $4 their e-mail), matched by their administrator,
 * organization and account; by their seats only where the reader administers the pack (only then may they see its
 * seats).
 */
const OWN_PACKS = packsAnswer(
  `
    select p.id, ${rankOf('p.manager')}, ${SOURCE.manager}, null::bigint from packs p where ${matchesAny('p.manager')}
    union all
    select p.id, ${rankOf('p.organization')}, ${SOURCE.organization}, null::bigint from packs p
     where ${matchesAny('p.organization')}
    union all
    select p.id, ${rankOf('p.account')}, ${SOURCE.accountName}, null::bigint from packs p where ${matchesAny('p.account')}
    union all
    select s.license_id, ${rankOf(SEAT.email, SEAT.name, SEAT.lastName)}, ${SOURCE.seatHolder}, s.id
      from packs p join license_usages s on s.license_id = p.id
     where p.manager_id = $3 and p.product_id <> 9 and (${personStartsWith(SEAT)} or ${personHolds(SEAT)})`,
  `own as (${ownPackIds('$3', '$4')}),
  packs as (select l.id, l.manager_id, l.product_id, lower(m.email) as manager, lower(o.name) as organization,
                   lower(l.account_name) as account
              from own join licenses l on l.id = own.id join users m on m.id = l.manager_id
              left join organizations o on o.id = l.organization_id),`,
);

/** Every user account ($1 prefix, $2 contains), those whose text starts with the search first, then by e-mail. */
const ALL_PEOPLE = `
  with found(id, rank) as (
  ${personMatches((rank) => `u.id, ${rank}`, 'from users u', USER)}
  )
  select u.public_id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName"
    from (select id, min(rank) as rank from found group by id) f join users u on u.id = f.id
   order by f.rank, lower(u.email), u.id
   limit ${LIMIT}`;

/**
 * The people holding seats in the packs the reader administers ($1 prefix, $2 contains, $3 reader), each once, with
 * the pack of their latest seat there; never product 9's seats.
 */
const MANAGED_PEOPLE = `
  with seats as (
    select distinct on (lower(s.account_name)) s.account_name, s.first_name, s.last_name, l.public_id, l.product_id,
           case when ${personStartsWith(SEAT)} then 0 else 1 end as rank
      from licenses l join license_usages s on s.license_id = l.id
     where l.manager_id = $3 and ${SEATS_MANAGED} and (${personStartsWith(SEAT)} or ${personHolds(SEAT)})
     order by lower(s.account_name), rank, s.id desc
  )
  select account_name as email, first_name as "firstName", last_name as "lastName", public_id as "packId",
         product_id as "packProductId"
    from seats
   order by rank, lower(account_name)
   limit ${LIMIT}`;

/** Products by name anywhere ($1) or by their number or id ($3): those two first, then names starting with $2. */
const ALL_PRODUCTS = `
  select p.id as "productId", p.public_id as "encryptedProductId", p.name
    from products p
   where ${holds('lower(p.name)', '$1')} or p.id::text = $3 or p.public_id = $3
   order by case when p.id::text = $3 or p.public_id = $3 then 0 when ${holds('lower(p.name)', '$2')} then 1 else 2 end,
            lower(p.name), p.id
   limit ${LIMIT}`;

/** The products of the reader's own packs ($1 reader, $2 their e-mail), by id. */
const OWN_PRODUCTS = `
  select p.id as "productId", p.public_id as "encryptedProductId", p.name
    from products p
   where p.id in (select l.product_id from licenses l where l.id in (${ownPackIds('$1', '$2')}))
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
  const matched = (patterns: SearchPatterns) => [patterns.prefix, patterns.contains];
  return {
    /** Any pack (administrators). */
    allPacks(reader: SearchReader, patterns: SearchPatterns): Promise<SearchPackRow[]> {
      return db.query<SearchPackRow>(ALL_PACKS, [...matched(patterns), reader.id], planned('all_packs'));
    },
    /** The packs the reader administers or holds a seat in. */
    ownPacks(reader: SearchReader, patterns: SearchPatterns): Promise<SearchPackRow[]> {
      return db.query<SearchPackRow>(OWN_PACKS, [...matched(patterns), reader.id, reader.email], planned('own_packs'));
    },
    /** Any user account (administrators). */
    allPeople(patterns: SearchPatterns): Promise<SearchUserRow[]> {
      return db.query<SearchUserRow>(ALL_PEOPLE, matched(patterns), planned('all_people'));
    },
    /** The people holding seats in the packs the reader administers. */
    managedPeople(reader: SearchReader, patterns: SearchPatterns): Promise<SearchSeatHolderRow[]> {
      return db.query<SearchSeatHolderRow>(
        MANAGED_PEOPLE,
        [...matched(patterns), reader.id],
        planned('managed_people'),
      );
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
