import {
  messages,
  SEARCH_RESULTS_PER_KIND,
  SEARCH_TEXT_MAX,
  type SearchResults,
  searchMessages,
  searchResultsSchema,
} from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { newPublicId } from '../../lib/crypto.ts';
import { demoAccounts, demoOrganizations } from '../../seed/demo-data.ts';
import { addAccount } from '../../test-support/auth-client.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import {
  caller,
  databaseDay,
  demoPacks,
  newLicenseBody,
  productPublicId,
  signInRoles,
} from '../licenses/test-fixtures.ts';

const app = await createTestApp();
const roles = await signInRoles(app);
const call = caller(app);
const packs = await demoPacks(app);

const search = (cookie: string | undefined, q: string) => call(cookie, 'GET', `/api/Search?q=${encodeURIComponent(q)}`);

async function found(cookie: string, q: string): Promise<SearchResults> {
  const response = await search(cookie, q);
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json());
}

const emails = (results: { email: string }[]) => results.map((result) => result.email);
const packIds = (results: SearchResults) => results.packs.map((pack) => pack.encryptedId);

interface Seat {
  email: string;
  firstName: string;
  lastName: string;
}

/** A pack made by the administrator through the API for `manager`, with its organization, account and seats set. */
async function pack(options: {
  manager: string;
  product: number;
  seats?: Seat[];
  organization?: string;
  accountName?: string;
}): Promise<string> {
  const response = await call(
    roles.admin,
    'POST',
    '/api/licenses',
    newLicenseBody({
      name: options.manager,
      encryptedProductId: await productPublicId(app, options.product),
      userCount: 10,
      startDate: await databaseDay(app, -10),
      endDate: await databaseDay(app, 200),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { encryptedId: string }).encryptedId;
  if (options.organization) {
    await app.db.query(
      `with o as (insert into organizations (public_id, name) values ($2, $3) returning id)
       update licenses set organization_id = (select id from o) where public_id = $1`,
      [id, newPublicId(), options.organization],
    );
  }
  if (options.accountName) {
    await app.db.query('update licenses set account_name = $2 where public_id = $1', [id, options.accountName]);
  }
  for (const seat of options.seats ?? []) {
    await app.db.query(
      `insert into license_usages (public_id, license_id, account_name, first_name, last_name)
       select $2, id, $3, $4, $5 from licenses where public_id = $1`,
      [id, newPublicId(), seat.email, seat.firstName, seat.lastName],
    );
  }
  return id;
}

/** A user account (signing in with the demo user's password), named as given. */
async function person(email: string, firstName: string, lastName: string, isManager = false) {
  const account = await addAccount(app, email);
  await app.db.query('update users set first_name = $2, last_name = $3, is_manager = $4 where id = $1', [
    account.id,
    firstName,
    lastName,
    isManager,
  ]);
  return account;
}

// Another customer: a manager with a Business pack (its organization, account and a seat) and an On-Prem pack whose
// seat is never matched (product 9's seats are not managed in the console).
const other = await person('other.manager@search-tests.example', 'Oona', 'Otherside', true);
const otherPack = await pack({
  manager: other.email,
  product: 3,
  organization: 'Quokka Holdings',
  accountName: 'Quokka Purchasing',
  seats: [{ email: 'wilma.wombat@search-tests.example', firstName: 'Wilma', lastName: 'Wombatson' }],
});
const onPremPack = await pack({
  manager: other.email,
  product: 9,
  seats: [{ email: 'otto.onprem@search-tests.example', firstName: 'Otto', lastName: 'Onpremsky' }],
});
const otherCookie = await signIn(app, other.email, other.password);

describe('given GET /api/Search and who may call it', () => {
  it('should refuse an anonymous caller with 401', async () => {
    expect((await search(undefined, 'example')).statusCode).toBe(401);
  });

  it.each([
    ['no text', undefined, searchMessages.tooShort],
    ['one character', 'a', searchMessages.tooShort],
    ['one character between spaces', '   a   ', searchMessages.tooShort],
    ['only spaces', '      ', searchMessages.tooShort],
    [`${SEARCH_TEXT_MAX + 1} characters`, 'x'.repeat(SEARCH_TEXT_MAX + 1), searchMessages.tooLong(SEARCH_TEXT_MAX)],
    ['300,000 characters', 'x'.repeat(300_000), searchMessages.tooLong(SEARCH_TEXT_MAX)],
    ['a NUL inside', 'ab\u0000cd', searchMessages.controlCharacters],
    ['a tab at the start', '\tmanager', searchMessages.controlCharacters],
    ['a line break inside', 'man\nager', searchMessages.controlCharacters],
    ['DEL', 'manager\u007f', searchMessages.controlCharacters],
    ['a C1 control', 'man\u0085ager', searchMessages.controlCharacters],
  ])('should refuse %s with 400 and the reason for q', async (_case, q, reason) => {
    const response = q === undefined ? await call(roles.admin, 'GET', '/api/Search') : await search(roles.admin, q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.server.requestInvalid, fields: { q: reason } });
  });

  it('should refuse q given twice', async () => {
    const response = await call(roles.admin, 'GET', '/api/Search?q=manager&q=riley');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { q: expect.any(String) } });
  });

  it('should take the text trimmed, at its longest length', async () => {
    const results = await found(roles.admin, `   ${demoAccounts.manager.email}   `);
    expect(emails(results.people)).toEqual([demoAccounts.manager.email]);
    const longest = await found(roles.admin, 'y'.repeat(SEARCH_TEXT_MAX));
    expect(longest).toEqual({ packs: [], people: [], products: [], ssoSites: [] });
  });
});

describe('given an administrator', () => {
  it('should find packs by their administrator, organization, account name and seats, each linking to its pack', async () => {
    const byManager = await found(roles.admin, 'other.manager@search');
    expect(new Set(packIds(byManager))).toEqual(new Set([otherPack, onPremPack]));
    expect(byManager.packs.every((found) => found.matchedBy === 'manager' && found.seatHolder === null)).toBe(true);

    const byOrganization = await found(roles.admin, 'quokka hold');
    expect(byOrganization.packs).toEqual([
      expect.objectContaining({
        encryptedId: otherPack,
        productId: 3,
        manager: other.email,
        organizationName: 'Quokka Holdings',
        accountName: 'Quokka Purchasing',
        status: 'Active',
        canManage: false,
        matchedBy: 'organization',
      }),
    ]);
    expect((await found(roles.admin, 'purchasing')).packs).toEqual([
      expect.objectContaining({ encryptedId: otherPack, matchedBy: 'accountName' }),
    ]);

    const seat = { email: 'wilma.wombat@search-tests.example', firstName: 'Wilma', lastName: 'Wombatson' };
    for (const text of ['wilma.wombat@', 'Wilma Womb', 'wombatson', 'WO']) {
      const results = await found(roles.admin, text);
      expect(results.packs, text).toContainEqual(
        expect.objectContaining({ encryptedId: otherPack, matchedBy: 'seatHolder', seatHolder: seat }),
      );
    }
  });

  it('should never find a pack of product 9 by its seats, which the console does not manage', async () => {
    const results = await found(roles.admin, 'otto.onprem');
    expect(packIds(results)).not.toContain(onPremPack);
  });

  it('should find user accounts by e-mail, whole name or last name, with the id of their form', async () => {
    const [row] = await app.db.query<{ id: string }>('select public_id as id from users where email = $1', [
      demoAccounts.manager.email,
    ]);
    for (const text of ['manager@example.com', 'Morgan Man', 'ager@exa', 'morgan manager']) {
      const results = await found(roles.admin, text);
      expect(results.people, text).toContainEqual({
        email: demoAccounts.manager.email,
        firstName: 'Morgan',
        lastName: 'Manager',
        userId: row!.id,
        pack: null,
      });
    }
    await person('lastname.only@search-tests.example', 'Ivo', 'Xylander');
    expect(emails((await found(roles.admin, 'xy')).people)).toEqual(['lastname.only@search-tests.example']);
  });

  it('should find products by name and by number, and SSO sites by name', async () => {
    const business = await found(roles.admin, 'business');
    expect(business.products).toEqual([
      { productId: 3, encryptedProductId: await productPublicId(app, 3), name: 'Docwise Business' },
    ]);
    await app.db.query("insert into products (id, public_id, name) values (42, $1, 'Search Test Widget')", [
      newPublicId(),
    ]);
    expect((await found(roles.admin, '42')).products.map((product) => product.productId)).toEqual([42]);
    expect((await found(roles.admin, 'docwise')).products).toHaveLength(SEARCH_RESULTS_PER_KIND);

    const sites = await found(roles.admin, 'help cent');
    expect(sites.ssoSites).toEqual([
      { id: expect.any(String), name: 'Demo Help Center', url: expect.stringMatching(/\/dev\/sso-demo$/) },
    ]);
  });

  it('should answer at most a few of each kind, those starting with the text first', async () => {
    for (let index = 1; index <= SEARCH_RESULTS_PER_KIND + 2; index += 1) {
      await person(`a.zanzibar${index}@search-tests.example`, 'Many', `Matches${index}`);
    }
    await person('zanzibar.first@search-tests.example', 'Zed', 'First');
    const results = await found(roles.admin, 'zanzibar');
    expect(results.people).toHaveLength(SEARCH_RESULTS_PER_KIND);
    expect(results.people[0]!.email).toBe('zanzibar.first@search-tests.example');
    expect(emails(results.people.slice(1)).every((email) => email.includes('zanzibar'))).toBe(true);
  });

  it('should find with two characters only what starts with them', async () => {
    await person('qxz.starts@search-tests.example', 'Plain', 'Person');
    await person('inside.qxz@search-tests.example', 'Other', 'Person');
    expect(emails((await found(roles.admin, 'qx')).people)).toEqual(['qxz.starts@search-tests.example']);
    expect(emails((await found(roles.admin, 'qxz')).people)).toEqual([
      'qxz.starts@search-tests.example',
      'inside.qxz@search-tests.example',
    ]);
  });

  it("should take LIKE's wildcards and its escape in the text as the characters they are", async () => {
    await person('under_score@search-tests.example', 'Una', 'Literal');
    await person('underXscore@search-tests.example', 'Una', 'Wildcard');
    await person('per%cent@search-tests.example', 'Pat', 'Percent');
    await person('back\\slash@search-tests.example', 'Bea', 'Backslash');
    expect(emails((await found(roles.admin, 'under_s')).people)).toEqual(['under_score@search-tests.example']);
    expect(emails((await found(roles.admin, 'r%c')).people)).toEqual(['per%cent@search-tests.example']);
    expect(emails((await found(roles.admin, 'k\\s')).people)).toEqual(['back\\slash@search-tests.example']);
    expect(await found(roles.admin, '%%')).toEqual({ packs: [], people: [], products: [], ssoSites: [] });
    expect((await found(roles.admin, '__')).people).toEqual([]);
    expect((await found(roles.admin, '%_%')).people).toEqual([]);
  });
});

describe('given a pack manager', () => {
  it('should find the packs they administer, by administrator, organization and their seats', async () => {
    const byManager = await found(roles.manager, demoAccounts.manager.email);
    expect(new Set(packIds(byManager))).toEqual(new Set([packs.business, packs.standard]));
    expect(byManager.packs.every((found) => found.canManage)).toBe(true);
    expect(packIds(await found(roles.manager, demoOrganizations.standard))).toEqual([packs.standard]);
    expect((await found(roles.manager, 'riley')).packs).toEqual([
      expect.objectContaining({
        encryptedId: packs.standard,
        matchedBy: 'seatHolder',
        seatHolder: { email: 'riley.chen@example.com', firstName: 'Riley', lastName: 'Chen' },
      }),
    ]);
  });

  it('should find the people holding seats in their packs, with the pack to open, and no one else', async () => {
    const accountOf = async (email: string) =>
      (
        await app.db.query<{ id: string }>('select public_id as id from users where lower(email) = lower($1)', [email])
      )[0]?.id ?? null;
    const riley = await found(roles.manager, 'Riley Ch');
    expect(riley.people).toEqual([
      {
        email: 'riley.chen@example.com',
        firstName: 'Riley',
        lastName: 'Chen',
        userId: await accountOf('riley.chen@example.com'),
        pack: { encryptedId: packs.standard, productId: 1 },
      },
    ]);
    // A holder with an account: its id, for the person's page.
    const uma = (await found(roles.manager, demoAccounts.user.email)).people;
    expect(uma).toEqual([expect.objectContaining({ email: demoAccounts.user.email })]);
    expect(uma[0]!.userId).toBe(await accountOf(demoAccounts.user.email));
    expect(uma[0]!.userId).not.toBeNull();
    expect((await found(roles.manager, demoAccounts.admin.email)).people).toEqual([]);
    expect((await found(roles.manager, 'avery')).people).toEqual([]);
  });

  it('should find the products of their packs as the license list names them, and no SSO site', async () => {
    const business = await found(roles.manager, 'busi');
    expect(business.products).toEqual([
      { productId: 3, encryptedProductId: await productPublicId(app, 3), name: 'Business' },
    ]);
    expect((await found(roles.manager, 'basic')).products).toEqual([]);
    expect((await found(roles.manager, 'demo help')).ssoSites).toEqual([]);
  });

  it("should find nothing of another customer's packs, seats or people", async () => {
    for (const text of ['quokka', 'purchasing', 'wilma', 'wombatson', other.email, 'otto.onprem', 'oona']) {
      expect(await found(roles.manager, text), text).toMatchObject({ packs: [], people: [], ssoSites: [] });
    }
  });
});

describe("given another customer's manager", () => {
  it('should find their own pack, its seat and its holder', async () => {
    const results = await found(otherCookie, 'wombat');
    expect(packIds(results)).toEqual([otherPack]);
    expect(results.people).toEqual([
      expect.objectContaining({
        email: 'wilma.wombat@search-tests.example',
        pack: { encryptedId: otherPack, productId: 3 },
      }),
    ]);
  });

  it("should find nothing of the demo customer's packs, organizations, seats or people", async () => {
    for (const text of [
      demoAccounts.manager.email,
      demoOrganizations.business,
      demoOrganizations.standard,
      'riley',
      'jordan.lee',
      'Morgan',
      'Uma User',
      'Demo Help',
    ]) {
      expect(await found(otherCookie, text), text).toMatchObject({ packs: [], people: [], ssoSites: [] });
    }
    // Their only products are Business and On-Prem.
    expect((await found(otherCookie, 'standard')).products).toEqual([]);
  });
});

describe('given an ordinary user', () => {
  it('should find the pack they hold a seat in by its administrator or organization, never by its other seats', async () => {
    expect(packIds(await found(roles.user, demoAccounts.manager.email))).toEqual([packs.business]);
    expect(packIds(await found(roles.user, demoOrganizations.business))).toEqual([packs.business]);
    const pack = (await found(roles.user, 'example corp')).packs[0]!;
    expect(pack).toMatchObject({ canManage: false, matchedBy: 'organization', seatHolder: null });
    for (const text of ['jordan', 'jordan.lee@example.com', 'riley', demoOrganizations.standard]) {
      expect(await found(roles.user, text), text).toMatchObject({ packs: [], people: [] });
    }
  });

  it('should find no people, no SSO site, and only the products of their packs', async () => {
    expect(await found(roles.user, 'example.com')).toMatchObject({ people: [], ssoSites: [] });
    expect((await found(roles.user, 'business')).products.map((product) => product.name)).toEqual(['Business']);
    expect((await found(roles.user, 'standard')).products).toEqual([]);
  });
});
