import {
  countResponseSchema,
  LICENSE_SORT_COLUMNS,
  type License,
  type LicenseSortColumn,
  messages,
  PRODUCT_SORT_ORDER,
  productSortRank,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { signIn } from '../../test-support/test-app.ts';
import { MANAGER_WALK_LIMIT } from './search-statements.ts';
import { appWithRoles, licensesOf } from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();

/** Another customer's pack administrator, signed in: their packs tie on every key but the id, and one is of a product the screens show by its number. */
const OTHER = { email: 'Olga.Other@sort-customer.example', password: 'Other!Pass-2026x' };
let other: string;
const TIED_PACKS = 23;
/** A product outside the family's named six: the screens show its number. */
const UNNAMED_PRODUCT = 12;

beforeAll(async () => {
  await app.db.query(`insert into products (id, public_id, name) values ($1, $2, 'Docwise Writer')`, [
    UNNAMED_PRODUCT,
    newPublicId(),
  ]);
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, password_hash, country_code) values ($1, $2, 'Olga', 'Other', $3, 'US')`,
    [newPublicId(), OTHER.email, await hashPassword(OTHER.password)],
  );
  // The same product, dates and seats for all: only the id tells them apart.
  await app.db.query(
    `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
     select 'tied-' || lpad(g::text, 2, '0'), 3, u.id, 5, current_date - 100, current_date + 100
       from users u cross join generate_series(1, $2::int) g where u.email = $1`,
    [OTHER.email, TIED_PACKS],
  );
  await app.db.query(
    `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
     select 'unnamed-product', $2, id, 7, current_date - 30, current_date + 30 from users where email = $1`,
    [OTHER.email, UNNAMED_PRODUCT],
  );
  other = await signIn(app, OTHER.email, OTHER.password);
});

const ids = (licenses: License[]) => licenses.map((license) => license.encryptedId);

/**
 * The truth, computed apart from the server's statements: the public ids a filter finds in an order, the column's
 * value, then the end date, then the id, all in the direction. PRODUCT by the domain's order, not the database's.
 */
async function expectedIds(where: string, column: LicenseSortColumn, direction: SortDirection, params: unknown[] = []) {
  const key = {
    product: `coalesce(array_position($${params.length + 1}::int[], l.product_id), ${PRODUCT_SORT_ORDER.length} + l.product_id)`,
    email: 'lower(m.email)',
    validFrom: 'l.start_date',
    validUntil: null,
    users: 'l.user_count',
  }[column];
  const order = [...(key ? [key] : []), 'l.end_date', 'l.id'].map((part) => `${part} ${direction}`).join(', ');
  const rows = await app.db.query<{ id: string }>(
    `select l.public_id as id from licenses l join users m on m.id = l.manager_id where ${where} order by ${order}`,
    column === 'product' ? [...params, [...PRODUCT_SORT_ORDER]] : params,
  );
  return rows.map((row) => row.id);
}

function count(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(200);
  return countResponseSchema.parse(response.json());
}

const orders = LICENSE_SORT_COLUMNS.flatMap((column) =>
  SORT_DIRECTIONS.map((direction) => [column, direction] as [LicenseSortColumn, SortDirection]),
);
const sortQuery = (column: LicenseSortColumn, direction: SortDirection) =>
  `sortBy=${column}&sortDirection=${direction}`;

/**
 * Every way the list reads its packs, in one order: the whole list, the console's pages of 10 (planned once, their
 * depth in the text), pages of 25 (planned per call, two statements), the merge screen's 300, and the count.
 */
async function expectEveryReadInOrder(cookie: string, query: string, expected: string[]) {
  const get = async (path: string) => call(cookie, 'GET', `${path}?${query}`);
  expect(ids(licensesOf(await get('/api/Licenses')))).toEqual(expected);
  expect(count(await get('/api/Licenses/SearchLicensePagedCount'))).toBe(expected.length);
  for (const size of [10, 25, 300]) {
    const pages = Math.max(1, Math.ceil(expected.length / size));
    // Every page of a short list; of a long one the first three, a middle one and the last.
    const numbers =
      pages <= 6 ? Array.from({ length: pages }, (_, index) => index + 1) : [1, 2, 3, Math.ceil(pages / 2), pages];
    for (const number of numbers) {
      const url = `/api/Licenses/SearchLicensePaged?${query}&pageSize=${size}&pageNumber=${number}`;
      const page = ids(licensesOf(await call(cookie, 'GET', url)));
      expect(page, `${query}, page ${number} of ${size}`).toEqual(expected.slice((number - 1) * size, number * size));
    }
  }
}

describe('given the order of the license list (sortBy, sortDirection)', () => {
  it('should rank the products in the database as the domain orders them', async () => {
    const products = [...PRODUCT_SORT_ORDER, 4, 5, 6, UNNAMED_PRODUCT, 2 ** 31 - 1];
    const rows = await app.db.query<{ rank: string }>(
      'select product_sort_rank(p)::text as rank from unnest($1::int[]) with ordinality u(p, n) order by n',
      [products],
    );
    expect(rows.map((row) => Number(row.rank))).toEqual(products.map(productSortRank));
  });

  const filters: [string, string][] = [
    ['', 'true'],
    ['status=Active', 'l.end_date >= current_date'],
    ['status=Expired&type=Trial', 'l.end_date < current_date and l.trial'],
    // One product: its packs all rank alike, so PRODUCT orders them as VALID UNTIL does.
    ['productId=3&type=Full', 'l.product_id = 3 and not l.trial'],
    ['expiringWithinDays=90', 'l.end_date >= current_date and l.end_date <= current_date + 90'],
    // A few administrators match: each one's packs are walked in turn.
    ['emailPart=NorthWind', "lower(m.email) like '%northwind%'"],
    ['emailPart=sort-customer&status=Active', "lower(m.email) like '%sort-customer%' and l.end_date >= current_date"],
  ];

  describe.each(filters)('and the administrator\'s search "%s"', (filter, where) => {
    it.each(orders)('should read every page sorted by %s %s, as the count counts', async (column, direction) => {
      const expected = await expectedIds(where, column, direction);
      expect(expected.length).toBeGreaterThan(0);
      await expectEveryReadInOrder(
        roles.admin,
        [filter, sortQuery(column, direction)].filter(Boolean).join('&'),
        expected,
      );
    });
  });

  it('should keep the list as it was without sortBy: VALID UNTIL, newest first', async () => {
    const expected = await expectedIds('true', 'validUntil', 'desc');
    await expectEveryReadInOrder(roles.admin, '', expected);
    await expectEveryReadInOrder(roles.admin, 'sortDirection=desc', expected);
    await expectEveryReadInOrder(roles.admin, 'sortDirection=asc', [...expected].reverse());
    await expectEveryReadInOrder(roles.admin, 'sortBy=validUntil', [...expected].reverse());
  });

  it('should put descending in the exact reverse of ascending for every column', async () => {
    for (const column of LICENSE_SORT_COLUMNS) {
      const ascending = ids(licensesOf(await call(roles.admin, 'GET', `/api/Licenses?sortBy=${column}`)));
      const descending = ids(licensesOf(await call(roles.admin, 'GET', `/api/Licenses?${sortQuery(column, 'desc')}`)));
      expect(descending).toEqual([...ascending].reverse());
    }
  });

  it('should list the product the screens show by its number after the named ones', async () => {
    const listed = licensesOf(await call(roles.admin, 'GET', '/api/Licenses?sortBy=product&status='));
    expect(listed.at(-1)?.productId).toBe(UNNAMED_PRODUCT);
    const names = [...new Set(listed.map((license) => license.productId))];
    expect(names).toEqual([...PRODUCT_SORT_ORDER, UNNAMED_PRODUCT].filter((id) => names.includes(id)));
  });
});

describe('given packs that tie on every column', () => {
  it.each(orders)(
    'should page them apart by id, sorted by %s %s, none twice and none left out',
    async (column, direction) => {
      const tied = await expectedIds("m.email = 'Olga.Other@sort-customer.example'", column, direction);
      expect(tied).toHaveLength(TIED_PACKS + 1);
      // The pages of 10 of an administrator's search for them, and of their own administrator (who may not sort by
      // e-mail).
      const readers: [string, string][] = [[roles.admin, `emailPart=olga.other@&${sortQuery(column, direction)}`]];
      if (column !== 'email') readers.push([other, sortQuery(column, direction)]);
      for (const [cookie, query] of readers) {
        const seen: string[] = [];
        for (let number = 1; number <= 4; number += 1) {
          const url = `/api/Licenses/SearchLicensePaged?${query}&pageSize=10&pageNumber=${number}`;
          seen.push(...ids(licensesOf(await call(cookie, 'GET', url))));
        }
        expect(seen).toEqual(tied);
        const tiedOnly = seen.filter((id) => id.startsWith('tied-'));
        const byId = [...tiedOnly].sort();
        expect(tiedOnly).toEqual(direction === 'asc' ? byId : byId.reverse());
      }
    },
  );
});

describe('given who asks for an order', () => {
  it.each(orders.filter(([column]) => column !== 'email'))(
    "should keep another customer's manager to their own packs sorted by %s %s",
    async (column, direction) => {
      const expected = await expectedIds("m.email = 'Olga.Other@sort-customer.example'", column, direction);
      await expectEveryReadInOrder(other, sortQuery(column, direction), expected);
      // The demo manager, of another customer, sees none of them, and only their own two packs.
      const theirs = licensesOf(await call(roles.manager, 'GET', `/api/Licenses?${sortQuery(column, direction)}`));
      expect(theirs.map((license) => license.name)).toEqual(['manager@example.com', 'manager@example.com']);
      const seats = licensesOf(
        await call(roles.user, 'GET', `/api/Licenses/SearchLicensePaged?${sortQuery(column, direction)}`),
      );
      expect(seats).toHaveLength(1);
    },
  );

  it.each([
    ['manager', '/api/Licenses'],
    ['manager', '/api/Licenses/SearchLicensePaged'],
    ['manager', '/api/Licenses/SearchLicensePagedCount'],
    ['user', '/api/Licenses/SearchLicensePaged'],
    ['other', '/api/Licenses/SearchLicensePaged'],
  ] as const)('should refuse the %s an order by e-mail on %s with 403 (spec §6 row 2)', async (role, path) => {
    const cookie = role === 'other' ? other : roles[role];
    for (const query of ['sortBy=email', 'sortBy=email&sortDirection=desc']) {
      const response = await call(cookie, 'GET', `${path}?${query}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.licenseGrid.sortByEmailDenied);
    }
  });

  it('should answer 401 to an anonymous caller, whatever the order', async () => {
    expect((await call(undefined, 'GET', '/api/Licenses/SearchLicensePaged?sortBy=product')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/Licenses?sortBy=nonsense')).statusCode).toBe(401);
  });
});

describe('given an order the list does not know', () => {
  it.each([
    ['sortBy=type', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortBy=status', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortBy=Product', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortBy=', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortBy=end_date%20desc%3B%20drop%20table%20licenses', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortBy=product%00', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortBy=product&sortBy=email', { sortBy: messages.licenseGrid.sortByInvalid }],
    ['sortDirection=up', { sortDirection: messages.licenseGrid.sortDirectionInvalid }],
    ['sortBy=users&sortDirection=DESC', { sortDirection: messages.licenseGrid.sortDirectionInvalid }],
    [
      'sortBy=nonsense&sortDirection=-1',
      { sortBy: messages.licenseGrid.sortByInvalid, sortDirection: messages.licenseGrid.sortDirectionInvalid },
    ],
    [`sortBy=${'x'.repeat(300_000)}`, { sortBy: messages.licenseGrid.sortByInvalid }],
  ])('should refuse %s with 400 naming the parameter, and change nothing', async (query, fields) => {
    const before = await app.db.query('select id, row_version from licenses order by id');
    for (const role of ['admin', 'manager'] as const) {
      for (const path of [
        '/api/Licenses',
        '/api/Licenses/SearchLicensePaged',
        '/api/Licenses/SearchLicensePagedCount',
      ]) {
        const response = await call(roles[role], 'GET', `${path}?${query}`);
        expect(response.statusCode, `${role} ${path}`).toBe(400);
        expect(response.json().fields, `${role} ${path}`).toEqual(fields);
      }
    }
    expect(await app.db.query('select id, row_version from licenses order by id')).toEqual(before);
  });
});

// Last: it adds more pack administrators than an e-mail search walks one by one.
describe('given more administrators matching the e-mail part than the search walks one by one', () => {
  beforeAll(async () => {
    await app.db.query(
      `insert into users (public_id, email)
       select 'sort-walker-' || g, format('%s.walker%s@sort-walk.example', (array['Zed', 'amy', 'Bo'])[1 + g % 3], g)
         from generate_series(1, $1::int) g`,
      [MANAGER_WALK_LIMIT + 1],
    );
    // One pack each over a spread of products, dates and seats; some tie with another on every column.
    await app.db.query(
      `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date, trial)
       select 'sort-walk-' || u.id, (array[1, 2, 3, 7, 8, 9])[1 + u.id % 6], u.id, 1 + u.id % 4,
              current_date - 400 + (u.id % 50)::int, current_date + (u.id % 300 - 100)::int, u.id % 5 = 0
         from users u where u.email like '%@sort-walk.example'`,
    );
  });

  it.each(orders)('should read every page sorted by %s %s', async (column, direction) => {
    const expected = await expectedIds("lower(m.email) like '%sort-walk.example%'", column, direction);
    expect(expected.length).toBeGreaterThan(MANAGER_WALK_LIMIT);
    await expectEveryReadInOrder(roles.admin, `emailPart=SORT-WALK.example&${sortQuery(column, direction)}`, expected);
  });
});
