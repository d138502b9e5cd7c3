import { countResponseSchema, type License, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import {
  type LicenseScope,
  MANAGER_WALK_LIMIT,
  NO_FILTER,
  packsByIdStatement,
  searchStatement,
} from './search-statements.ts';
import { appWithRoles, demoPacks, foreignPack, licensesOf, tampered } from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();
let packs: Awaited<ReturnType<typeof demoPacks>>;
let foreign: string;

beforeAll(async () => {
  packs = await demoPacks(app);
  foreign = await foreignPack(app);
});

const ids = (licenses: License[]) => licenses.map((license) => license.encryptedId);

/** The truth, computed apart from the server's query: the public ids a filter should find, in list order. */
async function expectedIds(where: string, params: unknown[] = []) {
  const rows = await app.db.query<{ id: string }>(
    `select l.public_id as id from licenses l join users m on m.id = l.manager_id where ${where}
      order by l.end_date desc, l.id desc`,
    params,
  );
  return rows.map((row) => row.id);
}

function count(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(200);
  return countResponseSchema.parse(response.json());
}

describe('given GET /api/Licenses (the full list)', () => {
  it('should answer an administrator every pack, newest end date first', async () => {
    const licenses = licensesOf(await call(roles.admin, 'GET', `/api/Licenses?v=${Math.random()}`));
    expect(ids(licenses)).toEqual(await expectedIds('true'));
    expect(licenses.length).toBeGreaterThan(200);
  });

  it('should apply the grid filters to an administrator list', async () => {
    const licenses = licensesOf(await call(roles.admin, 'GET', '/api/Licenses?status=Active&type=Full&productId=3'));
    expect(ids(licenses)).toEqual(await expectedIds('l.end_date >= current_date and not l.trial and l.product_id = 3'));
    expect(licenses.every((license) => license.status === 'Active' && !license.trial && license.productId === 3)).toBe(
      true,
    );
  });

  it('should answer a license manager only the packs they manage, marked canManage', async () => {
    const licenses = licensesOf(await call(roles.manager, 'GET', '/api/Licenses'));
    expect(ids(licenses).sort()).toEqual([packs.business, packs.standard].sort());
    expect(licenses.every((license) => license.canManage)).toBe(true);
  });

  it('should answer an ordinary user only the pack they hold a seat in, not manageable', async () => {
    const licenses = licensesOf(await call(roles.user, 'GET', '/api/licenses'));
    expect(ids(licenses)).toEqual([packs.business]);
    expect(licenses[0]!.canManage).toBe(false);
  });

  it('should answer 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/Licenses')).statusCode).toBe(401);
  });
});

describe('given GET /api/Licenses/encrypted/{id}', () => {
  it('should answer the pack with dates as MM/DD/YYYY, status, counts and encrypted ids from the tables', async () => {
    const response = await call(roles.admin, 'GET', `/api/Licenses/encrypted/${packs.business}`);
    const [license] = licensesOf({ statusCode: response.statusCode, json: () => [response.json()] });
    const [row] = await app.db.query<Record<string, unknown>>(
      `select to_char(l.start_date, 'MM/DD/YYYY') as "startDate", to_char(l.end_date, 'MM/DD/YYYY') as "endDate",
              p.public_id as "product", m.public_id as "manager", o.public_id as "organization",
              case when l.end_date >= current_date then 'Active' else 'Expired' end as status
         from licenses l join products p on p.id = l.product_id join users m on m.id = l.manager_id
         join organizations o on o.id = l.organization_id where l.public_id = $1`,
      [packs.business],
    );
    expect(license).toMatchObject({
      encryptedId: packs.business,
      name: demoAccounts.manager.email,
      productId: 3,
      encryptedProductId: row!.product,
      userCount: 5,
      usedCount: 3,
      startDate: row!.startDate,
      endDate: row!.endDate,
      status: row!.status,
      trial: false,
      organizationName: 'Example Corp',
      encryptedOrganizationId: row!.organization,
      encryptedManagerId: row!.manager,
      canManage: false,
    });
    expect(license!.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('should show the administrator history to administrators only (spec §6 row 4)', async () => {
    const asAdmin = (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${packs.business}`)).json();
    const asManager = (await call(roles.manager, 'GET', `/api/Licenses/encrypted/${packs.business}`)).json();
    expect(asAdmin.licenseAdministratorHistory).toEqual([
      { dateTimeChanged: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), email: demoAccounts.manager.email },
    ]);
    expect(asManager.licenseAdministratorHistory).toEqual([]);
    expect(asManager.canManage).toBe(true);
  });

  it.each([
    ['manager', 'foreign'],
    ['user', 'foreign'],
    ['user', 'standard'],
  ] as const)('should answer %s 404 for a %s pack they have no part in', async (role, pack) => {
    const id = pack === 'foreign' ? foreign : packs.standard;
    const response = await call(roles[role], 'GET', `/api/Licenses/encrypted/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(id);
  });

  it('should answer an administrator any pack', async () => {
    expect((await call(roles.admin, 'GET', `/api/Licenses/encrypted/${foreign}`)).statusCode).toBe(200);
  });

  it.each(['admin', 'manager', 'user'] as const)('should answer %s the same 404 for a tampered id', async (role) => {
    const response = await call(roles[role], 'GET', `/api/Licenses/encrypted/${tampered(packs.business)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
  });

  it('should answer the encrypted id of the pack administrator to those who may read the pack', async () => {
    const [row] = await app.db.query<{ id: string }>('select public_id as id from users where email = $1', [
      demoAccounts.manager.email,
    ]);
    const response = await call(roles.user, 'GET', `/api/Licenses/encryptedManagerId/${packs.business}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ encryptedManagerId: row!.id });
    expect((await call(roles.user, 'GET', `/api/Licenses/encryptedManagerId/${foreign}`)).statusCode).toBe(404);
  });
});

/** One GET as the administrator. */
const adminGet = (url: string) => call(roles.admin, 'GET', url);

/** The administrator's count for `query` is the expected number, and its pages, one after another, are those ids. */
async function expectPagesToMatch(query: string, expected: string[], pageSize: number) {
  const total = count(await call(roles.admin, 'GET', `/api/Licenses/SearchLicensePagedCount?${query}`));
  expect(total).toBe(expected.length);
  const seen: string[] = [];
  for (let page = 1; page <= Math.ceil(total / pageSize) + 1; page += 1) {
    const url = `/api/Licenses/SearchLicensePaged?${query}&pageSize=${pageSize}&pageNumber=${page}`;
    seen.push(...ids(licensesOf(await call(roles.admin, 'GET', url))));
  }
  expect(seen).toEqual(expected);
}

describe('given SearchLicensePaged and SearchLicensePagedCount', () => {
  const filters: [string, string, unknown[]][] = [
    ['', 'true', []],
    ['status=Active', 'l.end_date >= current_date', []],
    ['status=Expired&type=Trial', 'l.end_date < current_date and l.trial', []],
    ['type=Full&productId=7', 'not l.trial and l.product_id = 7', []],
    ['emailPart=NorthWind', "lower(m.email) like '%northwind%'", []],
    [
      'emailPart=%20manager@EXAMPLE%20&status=Active',
      "lower(m.email) like '%manager@example%' and l.end_date >= current_date",
      [],
    ],
  ];

  it.each(filters)('should page through exactly what the count counts for "%s"', async (query, where, params) => {
    const expected = await expectedIds(where, params);
    await expectPagesToMatch(query, expected, 25);
    // The console's page size: a text per depth, planned once, the offset its value.
    await expectPagesToMatch(query, expected, 10);
  });

  // The console's first page of 10 is a statement of its own, planned once and reused for every value.
  it.each(filters)('should answer the first page of 10 as the plain query finds it for "%s"', async (query, where) => {
    const expected = (await expectedIds(where)).slice(0, 10);
    for (let round = 0; round < 3; round += 1) {
      const url = `/api/Licenses/SearchLicensePaged?${query}&pageSize=10&pageNumber=1`;
      expect(ids(licensesOf(await adminGet(url)))).toEqual(expected);
    }
  });

  // A page planned with its values (another size, an e-mail part in one's own packs) finds its ids in one statement
  // and reads the packs by them in another: each must come whole, for its reader.
  it.each([
    ['admin', '/api/Licenses/SearchLicensePaged?status=Active&pageSize=25&pageNumber=1'],
    ['manager', '/api/Licenses/UsersLicensePaged?emailPart=MANAGER@'],
    ['user', '/api/Licenses/UsersLicensePaged?emailPart=manager'],
  ] as const)(
    'should answer the %s a page read by its ids with each pack as its own call answers it',
    async (role, url) => {
      const page = licensesOf(await call(roles[role], 'GET', url));
      expect(page.length).toBeGreaterThan(0);
      for (const license of page) {
        const own = await call(roles[role], 'GET', `/api/Licenses/encrypted/${license.encryptedId}`);
        expect(own.statusCode).toBe(200);
        expect(license).toEqual(own.json());
      }
      // In list order: newest end date first.
      const ends = page.map(({ endDate }) => endDate.replace(/(\d+)\/(\d+)\/(\d+)/, '$3-$1-$2'));
      expect(ends).toEqual([...ends].sort().reverse());
      if (role === 'manager') expect(page.every((license) => license.canManage)).toBe(true);
      if (role === 'user') expect(page.some((license) => license.canManage)).toBe(false);
    },
  );

  it('should answer an e-mail part no administrator has with no pack and a count of 0', async () => {
    const query = 'emailPart=nobody-has-this-part';
    expect(licensesOf(await adminGet(`/api/Licenses/SearchLicensePaged?${query}&pageSize=10&pageNumber=1`))).toEqual(
      [],
    );
    expect(count(await adminGet(`/api/Licenses/SearchLicensePagedCount?${query}`))).toBe(0);
  });

  it('should answer a page of 10 by default', async () => {
    const licenses = licensesOf(await call(roles.admin, 'GET', '/api/Licenses/SearchLicensePaged'));
    expect(licenses).toHaveLength(10);
  });

  it('should match the e-mail part against the pack administrator only, not the assigned users', async () => {
    const url = '/api/Licenses/SearchLicensePagedCount?emailPart=jordan.lee';
    expect(count(await call(roles.admin, 'GET', url))).toBe(0);
  });

  it.each(['%', '_', '\\'])('should treat "%s" in the e-mail part as itself, not a wildcard', async (part) => {
    const url = `/api/Licenses/SearchLicensePagedCount?emailPart=${encodeURIComponent(part)}`;
    expect(count(await call(roles.admin, 'GET', url))).toBe(0);
  });

  it('should keep a license manager to their own packs, whatever the filter', async () => {
    expect(count(await call(roles.manager, 'GET', '/api/Licenses/SearchLicensePagedCount'))).toBe(2);
    const page = licensesOf(await call(roles.manager, 'GET', '/api/Licenses/SearchLicensePaged?emailPart=example'));
    expect(ids(page).sort()).toEqual([packs.business, packs.standard].sort());
    const other = await call(roles.manager, 'GET', '/api/Licenses/SearchLicensePagedCount?emailPart=northwind');
    expect(count(other)).toBe(0);
  });

  it('should keep an ordinary user to the packs they hold a seat in', async () => {
    expect(ids(licensesOf(await call(roles.user, 'GET', '/api/Licenses/SearchLicensePaged')))).toEqual([
      packs.business,
    ]);
    expect(count(await call(roles.user, 'GET', '/api/Licenses/SearchLicensePagedCount?productId=1'))).toBe(0);
  });

  it('should refuse a malformed filter with 400', async () => {
    const response = await call(roles.admin, 'GET', '/api/Licenses/SearchLicensePaged?status=Sleeping');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('status');
  });
});

describe("given the signed-in user's own licenses", () => {
  it('should answer an administrator who manages nothing an empty list, even though they may search all', async () => {
    expect(licensesOf(await call(roles.admin, 'GET', '/api/Licenses/UsersLicensePaged'))).toEqual([]);
    expect(count(await call(roles.admin, 'GET', '/api/Licenses/TotalUsersLicenses'))).toBe(0);
    expect(licensesOf(await call(roles.admin, 'GET', '/api/Licenses/Users'))).toEqual([]);
  });

  it('should page a license manager through their packs, with a count that agrees', async () => {
    expect(count(await call(roles.manager, 'GET', '/api/Licenses/TotalUsersLicenses'))).toBe(2);
    const first = licensesOf(
      await call(roles.manager, 'GET', '/api/Licenses/UsersLicensePaged?pageSize=1&pageNumber=1'),
    );
    const second = licensesOf(
      await call(roles.manager, 'GET', '/api/Licenses/UsersLicensePaged?pageSize=1&pageNumber=2'),
    );
    expect([...ids(first), ...ids(second)].sort()).toEqual([packs.business, packs.standard].sort());
  });

  it('should filter by the administrator e-mail part', async () => {
    expect(count(await call(roles.user, 'GET', '/api/Licenses/TotalUsersLicenses?emailPart=MANAGER'))).toBe(1);
    expect(count(await call(roles.user, 'GET', '/api/Licenses/TotalUsersLicenses?emailPart=nobody'))).toBe(0);
    const page = licensesOf(await call(roles.user, 'GET', '/api/Licenses/UsersLicensePaged?emailPart=nobody'));
    expect(page).toEqual([]);
  });
});

describe('given a page of their own packs read by its ids, and the seat given up between the two reads', () => {
  it('should leave the pack out of the second read', async () => {
    const [user] = await app.db.query<{ id: number; email: string }>(
      'select id::float8 as id, email from users where email = $1',
      [demoAccounts.user.email],
    );
    const scope: LicenseScope = { kind: 'own', userId: user!.id, email: user!.email };
    const reader = { userId: user!.id, withHistory: false };
    const search = searchStatement(reader, scope, { ...NO_FILTER, emailPart: 'manager' }, { size: 10, number: 1 });
    if (!('ids' in search)) throw new Error("expected a statement of the page's ids");
    const found = await app.db.query<{ id: string }>(search.ids.sql, search.ids.params);
    const second = packsByIdStatement(
      reader,
      scope,
      found.map((row) => Number(row.id)),
    );
    expect(ids(await app.db.query<License>(second.sql, second.params))).toEqual([packs.business]);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.query('delete from license_usages where user_id = $1 or lower(account_name) = lower($2)', [
          user!.id,
          user!.email,
        ]);
        expect(await tx.query(second.sql, second.params)).toEqual([]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });
});

// Last: it gives the demo user a seat in one more pack.
describe('given a seat held by e-mail alone in an Assistant pack', () => {
  let assistant: string;
  beforeAll(async () => {
    const [row] = await app.db.query<{ id: number; publicId: string }>(
      `select l.id::float8 as id, l.public_id as "publicId" from licenses l
        where l.product_id = 7 and l.ai_gateway_token_id is not null and l.used_count < l.user_count
        order by l.id limit 1`,
    );
    assistant = row!.publicId;
    await app.db.query(
      `insert into license_usages (public_id, license_id, account_name) values ('seat-by-email', $1, 'USER@example.com')`,
      [row!.id],
    );
  });

  it('should let the user read the pack (matched by e-mail, any letter case)', async () => {
    const licenses = licensesOf(await call(roles.user, 'GET', '/api/Licenses/Users'));
    expect(ids(licenses)).toContain(assistant);
  });

  it('should hide the AI gateway details from those who may not open AI Features (spec §6 row 10)', async () => {
    const asUser = (await call(roles.user, 'GET', `/api/Licenses/encrypted/${assistant}`)).json();
    const asAdmin = (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${assistant}`)).json();
    expect(asAdmin.aiGatewayTokenId).toMatch(/^tok_/);
    expect(asUser).toMatchObject({ aiGatewayTokenId: null, aiGatewayLimitTokens: null });
  });
});

// Last: it adds more pack administrators than an e-mail search walks one by one.
describe('given more administrators matching the e-mail part than the search walks one by one', () => {
  const walkers = MANAGER_WALK_LIMIT + 3;
  beforeAll(async () => {
    await app.db.query(
      `insert into users (public_id, email)
       select 'walker-' || g, format('Walker%s@walk.example', lpad(g::text, 4, '0')) from generate_series(1, $1::int) g`,
      [walkers],
    );
    // Two packs each, over a range of end dates (some past), both types, two products.
    await app.db.query(
      `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date, trial)
       select format('walk-%s-%s', u.id, n), p.id, u.id, 5, date '2020-01-01',
              current_date + ((u.id * 7 + n * 131) % 1200 - 600)::int, (u.id + n) % 3 = 0
         from users u cross join generate_series(1, 2) n
         join lateral (select id from products order by id offset n - 1 limit 1) p on true
        where u.email like '%@walk.example'`,
    );
    // One reseller with 35 packs: a page deep into one administrator's packs.
    await app.db.query(
      `with reseller as (insert into users (public_id, email) values ('walker-reseller', 'reseller@walk.example')
                         returning id)
       insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
       select 'walk-reseller-' || n, (select min(id) from products), reseller.id, 5, date '2020-01-01',
              current_date + (n * 37 % 900 - 300)
         from reseller cross join generate_series(1, 35) n`,
    );
  });

  const cases: [string, string, number][] = [
    // Every walker matches: more than the walk limit, so one walk over the packs in list order.
    ['emailPart=WALK.example', "lower(m.email) like '%walk.example%'", 200],
    [
      'emailPart=walk.example&status=Active&type=Trial',
      "lower(m.email) like '%walk.example%' and l.end_date >= current_date and l.trial",
      200,
    ],
    // A few match: each one's packs are walked through licenses_manager_end_id.
    ['emailPart=walker000', "lower(m.email) like '%walker000%'", 200],
    ['emailPart=walker01&status=Expired', "lower(m.email) like '%walker01%' and l.end_date < current_date", 200],
    // Pages 2 to 4 lie deep in one administrator's packs: each walk must reach past the first page.
    ['emailPart=reseller@', "lower(m.email) like '%reseller@%'", 10],
  ];

  it.each(cases)('should page through exactly what the count counts for "%s"', async (query, where, pageSize) => {
    const expected = await expectedIds(where);
    expect(expected.length).toBeGreaterThan(0);
    await expectPagesToMatch(query, expected, pageSize);
    // The unpaged list and a page deep in the list agree with it too.
    expect(ids(licensesOf(await call(roles.admin, 'GET', `/api/Licenses?${query}`)))).toEqual(expected);
    const deep = Math.max(1, Math.ceil(expected.length / 10) - 1);
    const page = licensesOf(
      await call(roles.admin, 'GET', `/api/Licenses/SearchLicensePaged?${query}&pageNumber=${deep}`),
    );
    expect(ids(page)).toEqual(expected.slice((deep - 1) * 10, deep * 10));
    // And the console's first page of 10, whose statement is planned once.
    const first = licensesOf(await adminGet(`/api/Licenses/SearchLicensePaged?${query}&pageSize=10&pageNumber=1`));
    expect(ids(first)).toEqual(expected.slice(0, 10));
  });
});
