import {
  buildPath,
  contract,
  licenseOrganizationsSchema,
  licenseSchema,
  messages,
  organizationSchema,
} from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoAccounts, demoOrganizations } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { newPack } from '../license-usages/test-fixtures.ts';
import { auditEntries, caller, demoPacks, type Roles, signInRoles, tampered } from '../licenses/test-fixtures.ts';
import {
  linkPack,
  newOrganization,
  organizationAnswer,
  organizationWorld,
  packOrganization,
  uniqueName,
} from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;
let packs: Awaited<ReturnType<typeof demoPacks>>;
const FOREIGN_MANAGER = 'cloud.customer@customer.example';
/**
 * The matrix's Business packs: the demo manager's own (whose manager has several organizations), another customer's
 * (whose manager has two), one the ordinary user and the demo manager (an isManager user) only hold seats in; and the
 * manager's Standard pack (product 1, no Cloud Settings).
 */
const matrix = { own: '', foreign: '', seated: '', standard: '' };

type Who = keyof Roles | 'anonymous';
interface Request {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const send = (who: Who, request: Request) =>
  call(who === 'anonymous' ? undefined : roles[who], request.method, request.url, request.body);

/** The organizations of the packs the pack's manager manages, by public id. */
async function managerOrganizations(licensePublicId: string): Promise<{ id: string; name: string }[]> {
  return app.db.query(
    `select distinct o.public_id as id, o.name from licenses l join licenses mine on mine.manager_id = l.manager_id
       join organizations o on o.id = mine.organization_id where l.public_id = $1 order by o.public_id`,
    [licensePublicId],
  );
}

/** Another organization of the pack's manager than the pack's own: a change's target (any other when none). */
async function otherManagerOrganization(licensePublicId: string): Promise<string> {
  const current = (await packOrganization(app, licensePublicId)).id;
  const other = (await managerOrganizations(licensePublicId)).find((organization) => organization.id !== current);
  return other?.id ?? newOrganization(app);
}

/** Each call as a request that succeeds for who may make it, on the pack. */
const CALLS: Record<string, (pack: string) => Promise<Request>> = {
  licenseOrganizations: async (pack) => ({
    method: 'GET',
    url: buildPath(contract.licenseOrganizations.path, { licenseId: pack }),
  }),
  changeOrganizationName: async (pack) => ({
    method: 'POST',
    url: contract.changeOrganizationName.path,
    body: { LicenseId: pack, NewOrganizationName: uniqueName('Renamed') },
  }),
  changeOrganization: async (pack) => ({
    method: 'POST',
    url: contract.changeOrganization.path,
    body: { LicenseId: pack, NewOrganizationId: await otherManagerOrganization(pack) },
  }),
  organizationsForLinking: async (pack) => ({
    method: 'POST',
    url: buildPath(contract.organizationsForLinking.path, { name: 'Example', licenseId: pack }),
  }),
  linkSelectedOrganization: async (pack) => {
    const name = uniqueName('Linked');
    return {
      method: 'POST',
      url: contract.linkSelectedOrganization.path,
      body: { EncryptedLicenseId: pack, OrganizationId: await newOrganization(app, name), OrganizationName: name },
    };
  },
};
const NAMES = Object.keys(CALLS);
/** Spec §6 row 4: linking is the administrators' alone. */
const ADMINISTRATORS_ONLY = ['organizationsForLinking', 'linkSelectedOrganization'];

async function expectRefused(name: string, who: Who, pack: string, status: number, message: string) {
  const request = await CALLS[name]!(pack);
  const before = await organizationWorld(app);
  const response = await send(who, request);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message });
  expect(await organizationWorld(app)).toEqual(before);
  return response;
}

beforeAll(async () => {
  roles = await signInRoles(app);
  packs = await demoPacks(app);
  const business = { productId: 3 };
  matrix.own = await newPack(app, call, roles.admin, 5, { ...business, administrator: demoAccounts.manager.email });
  await linkPack(app, matrix.own, await newOrganization(app, uniqueName('Own')));
  matrix.foreign = await newPack(app, call, roles.admin, 5, { ...business, administrator: FOREIGN_MANAGER });
  await linkPack(app, matrix.foreign, await newOrganization(app, uniqueName('Foreign')));
  const second = await newPack(app, call, roles.admin, 5, { ...business, administrator: FOREIGN_MANAGER });
  await linkPack(app, second, await newOrganization(app, uniqueName('Foreign')));
  matrix.seated = await newPack(app, call, roles.admin, 5, business);
  // Seats of their own in it, straight in the table: both already hold a seat of Business in the demo pack.
  await app.db.query(
    `insert into license_usages (public_id, license_id, user_id, account_name)
     select u.public_id || '-seat', l.id, u.id, u.email from licenses l, users u
      where l.public_id = $1 and u.email = any($2::text[])`,
    [matrix.seated, [demoAccounts.user.email, demoAccounts.manager.email]],
  );
  matrix.standard = packs.standard;
});

describe('given the organization calls across spec §6 rows 4, 8 and 9, call by call', () => {
  it.each(NAMES)('should answer %s 401 to the anonymous caller, changing nothing', async (name) => {
    await expectRefused(name, 'anonymous', matrix.own, 401, messages.auth.notSignedIn);
  });

  it.each(NAMES)('should refuse %s (403) to an ordinary user on a pack they hold a seat in', async (name) => {
    await expectRefused(name, 'user', matrix.seated, 403, messages.app.accessDenied);
  });

  it.each(NAMES)('should refuse %s (403) to an isManager user on a pack they only hold a seat in', async (name) => {
    await expectRefused(name, 'manager', matrix.seated, 403, messages.app.accessDenied);
  });

  it.each(NAMES)(
    "should answer %s 404 to another customer's manager and to an ordinary user, never the pack",
    async (name) => {
      for (const who of ['manager', 'user'] as const) {
        const response = await expectRefused(name, who, matrix.foreign, 404, messages.server.notFound);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
      }
    },
  );

  it.each(NAMES.filter((name) => !ADMINISTRATORS_ONLY.includes(name)))(
    "should serve %s to the pack's manager, who has several organizations",
    async (name) => {
      const response = await send('manager', await CALLS[name]!(matrix.own));
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(ADMINISTRATORS_ONLY)(
    "should refuse %s (403) to the pack's own manager: linking is administrators'",
    async (name) => {
      await expectRefused(name, 'manager', matrix.own, 403, messages.app.accessDenied);
    },
  );

  it.each(NAMES)("should serve %s to an administrator on another customer's pack", async (name) => {
    const response = await send('admin', await CALLS[name]!(matrix.foreign));
    expect(response.statusCode).toBe(200);
  });

  it.each(NAMES)(
    'should refuse %s (403) on a pack of another product than Business, even to an administrator',
    async (name) => {
      await expectRefused(name, 'admin', matrix.standard, 403, messages.app.accessDenied);
    },
  );

  it('should answer a tampered pack id 404, like a foreign one', async () => {
    const response = await send('admin', await CALLS.licenseOrganizations!(tampered(matrix.own)));
    expect(response.statusCode).toBe(404);
  });
});

describe('given a manager with only one organization (spec §6 row 9: "only when linked and with more than one")', () => {
  let pack = '';
  const MANAGER = 'single.organization@customer.example';
  beforeAll(async () => {
    pack = await newPack(app, call, roles.admin, 3, { productId: 3, administrator: MANAGER });
    await linkPack(app, pack, await newOrganization(app, uniqueName('Single')));
    await app.db.query(
      'update users set password_hash = (select password_hash from users where email = $2) where email = $1',
      [MANAGER, demoAccounts.manager.email],
    );
  });

  async function signInSingle() {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: MANAGER, Password: demoAccounts.manager.password },
    });
    expect(response.statusCode).toBe(200);
    return response.headers['set-cookie']!.toString().split(';')[0]!;
  }

  it('should let them read the organization, with nothing to change to, and refuse rename and change', async () => {
    const cookie = await signInSingle();
    const read = await call(cookie, 'GET', `/api/Licenses/${pack}/Organizations`);
    expect(licenseOrganizationsSchema.parse(read.json())).toMatchObject({
      organization: { organizationName: expect.stringMatching(/^Single /) },
      choices: [],
    });
    const before = await organizationWorld(app);
    const rename = await call(cookie, 'POST', contract.changeOrganizationName.path, {
      LicenseId: pack,
      NewOrganizationName: 'Anything',
    });
    expect(rename.statusCode).toBe(403);
    const change = await call(cookie, 'POST', contract.changeOrganization.path, {
      LicenseId: pack,
      NewOrganizationId: await newOrganization(app),
    });
    expect(change.statusCode).toBe(403);
    const after = await organizationWorld(app);
    expect({ ...after, organizations: undefined }).toEqual({ ...before, organizations: undefined });
  });
});

describe('given GET /api/Licenses/{licenseId}/Organizations', () => {
  it("should answer the manager's Business pack's organization and their other organizations to change to", async () => {
    const response = await call(roles.manager, 'GET', `/api/Licenses/${packs.business}/Organizations`);
    const answer = licenseOrganizationsSchema.parse(response.json());
    expect(answer.organization).toMatchObject({ organizationName: demoOrganizations.business });
    expect(answer.choices.map((choice) => choice.organizationName)).toContain(demoOrganizations.standard);
    expect(answer.choices.map((choice) => choice.organizationId)).not.toContain(answer.organization!.organizationId);
    const stored = await managerOrganizations(packs.business);
    expect(answer.choices).toHaveLength(stored.length - 1);
  });

  it('should answer null for a pack linked to no organization', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3 });
    await linkPack(app, pack, null);
    const response = await call(roles.admin, 'GET', `/api/Licenses/${pack}/Organizations`);
    expect(licenseOrganizationsSchema.parse(response.json()).organization).toBeNull();
  });
});

describe('given POST /api/Licenses/changeOrganizationName', () => {
  it('should rename the organization (trimmed), show it on the pack, and audit before and after', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3, administrator: demoAccounts.manager.email });
    const organization = await newOrganization(app, 'Before Rename');
    await linkPack(app, pack, organization);
    const response = await call(roles.manager, 'POST', contract.changeOrganizationName.path, {
      LicenseId: pack,
      NewOrganizationName: '  After Rename ',
    });
    expect(organizationAnswer(response)).toEqual({
      organizationId: organization,
      encryptedOrganizationId: organization,
      organizationName: 'After Rename',
    });
    const license = licenseSchema.parse((await call(roles.manager, 'GET', `/api/Licenses/encrypted/${pack}`)).json());
    expect(license).toMatchObject({ organizationName: 'After Rename', encryptedOrganizationId: organization });
    const entry = (await auditEntries(app, pack)).find((row) => row.action === 'organization.rename');
    expect(entry).toEqual({
      action: 'organization.rename',
      actorEmail: demoAccounts.manager.email,
      before: { organization: { organizationId: organization, organizationName: 'Before Rename' } },
      after: { organization: { organizationId: organization, organizationName: 'After Rename' } },
    });
  });

  it.each([
    ['a blank name', '   ', messages.cloudSettings.nameRequired],
    ['a NUL', 'Ac\u0000me', messages.server.requestInvalid],
    ['a 300,000-character name', 'x'.repeat(300_000), null],
    ['the name it has', null, messages.cloudSettings.sameName],
  ])('should refuse %s with 400, changing nothing', async (_, name, message) => {
    const current = (await packOrganization(app, matrix.own)).name!;
    const before = await organizationWorld(app);
    const response = await call(roles.manager, 'POST', contract.changeOrganizationName.path, {
      LicenseId: matrix.own,
      NewOrganizationName: name ?? ` ${current} `,
    });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ message });
    expect(await organizationWorld(app)).toEqual(before);
  });

  it('should refuse (400) to rename the organization of a pack linked to none', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3 });
    await linkPack(app, pack, null);
    const response = await call(roles.admin, 'POST', contract.changeOrganizationName.path, {
      LicenseId: pack,
      NewOrganizationName: 'Nothing To Rename',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.cloudSettings.notLinked });
  });

  it('should let 10 simultaneous renames through one at a time: one name wins, each audited once', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3 });
    const organization = await newOrganization(app, 'Racing Rename');
    await linkPack(app, pack, organization);
    const names = Array.from({ length: 10 }, (_, index) => `Racer ${index}`);
    const responses = await Promise.all(
      names.map((name) =>
        call(roles.admin, 'POST', contract.changeOrganizationName.path, { LicenseId: pack, NewOrganizationName: name }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 200));
    const renames = (await auditEntries(app, pack)).filter((row) => row.action === 'organization.rename');
    expect(renames).toHaveLength(10);
    // Each rename saw the name the one before it left: the audit's befores and afters form one chain.
    const chain = renames.map((row) => [
      (row.before as { organization: { organizationName: string } }).organization.organizationName,
      (row.after as { organization: { organizationName: string } }).organization.organizationName,
    ]);
    for (let index = 1; index < chain.length; index++) expect(chain[index]![0]).toBe(chain[index - 1]![1]);
    expect((await packOrganization(app, pack)).name).toBe(chain.at(-1)![1]);
  });
});

describe('given POST /api/Licenses/changeOrganization', () => {
  it("should move the manager's pack to their other organization and audit it", async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3, administrator: demoAccounts.manager.email });
    const before = await packOrganization(app, pack);
    const target = await otherManagerOrganization(pack);
    const response = await call(roles.manager, 'POST', contract.changeOrganization.path, {
      LicenseId: pack,
      NewOrganizationId: target,
    });
    expect(organizationAnswer(response).organizationId).toBe(target);
    expect((await packOrganization(app, pack)).id).toBe(target);
    const entry = (await auditEntries(app, pack)).find((row) => row.action === 'organization.change');
    expect(entry).toMatchObject({
      actorEmail: demoAccounts.manager.email,
      before: { organization: { organizationId: before.id, organizationName: before.name } },
      after: { organization: { organizationId: target } },
    });
  });

  it("should refuse another customer's organization and an unknown one alike: 400 with the embedded 401 (spec §8)", async () => {
    const foreignOrganization = (await packOrganization(app, matrix.foreign)).id!;
    const bodies = [];
    for (const target of [foreignOrganization, tampered(foreignOrganization), await newOrganization(app)]) {
      const before = await organizationWorld(app);
      const response = await call(roles.manager, 'POST', contract.changeOrganization.path, {
        LicenseId: matrix.own,
        NewOrganizationId: target,
      });
      expect(response.statusCode).toBe(400);
      bodies.push(response.json());
      expect(await organizationWorld(app)).toEqual(before);
    }
    expect(bodies[0]).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.cloudSettings.changeRefused,
      embedded: { status: 401, message: messages.cloudSettings.changeUnauthorized },
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('should refuse the organization the pack is in already (400), changing nothing', async () => {
    const before = await organizationWorld(app);
    const response = await call(roles.manager, 'POST', contract.changeOrganization.path, {
      LicenseId: matrix.own,
      NewOrganizationId: (await packOrganization(app, matrix.own)).id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.cloudSettings.sameOrganization });
    expect(await organizationWorld(app)).toEqual(before);
  });
});

describe('given POST /api/Licenses/GetOrganizationsForLinking/{name}/{licenseId} (step one of linking)', () => {
  const search = (name: string, pack = matrix.own) =>
    call(roles.admin, 'POST', buildPath(contract.organizationsForLinking.path, { name, licenseId: pack }));

  it('should find the organizations whose name contains the text, in any letter case, by name', async () => {
    const response = await search('eXaMpLe');
    expect(response.statusCode).toBe(200);
    const names = z
      .array(organizationSchema)
      .parse(response.json())
      .map((organization) => organization.organizationName);
    expect(names).toEqual(expect.arrayContaining([demoOrganizations.business, demoOrganizations.standard]));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.every((name) => name.toLowerCase().includes('example'))).toBe(true);
  });

  it("should take LIKE's wildcards literally", async () => {
    await newOrganization(app, 'Hundred % Percent');
    await newOrganization(app, 'Under_Score');
    const percent = z.array(organizationSchema).parse((await search('%')).json());
    expect(percent.map((organization) => organization.organizationName)).toEqual(['Hundred % Percent']);
    const underscore = z.array(organizationSchema).parse((await search('r_s')).json());
    expect(underscore.map((organization) => organization.organizationName)).toEqual(['Under_Score']);
  });

  it('should answer at most 50 organizations', async () => {
    for (let index = 0; index < 60; index++)
      await newOrganization(app, `Bulk Holding ${String(index).padStart(2, '0')}`);
    const found = z.array(organizationSchema).parse((await search('bulk holding')).json());
    expect(found).toHaveLength(50);
    expect(found[0]!.organizationName).toBe('Bulk Holding 00');
  });

  it.each([
    ['a blank name', ' ', messages.cloudSettings.searchRequired],
    ['a control character', 'a\u0007b', messages.server.requestInvalid],
    ['a name of 201 characters', 'x'.repeat(201), messages.server.requestInvalid],
  ])('should refuse %s with 400', async (_, name, message) => {
    const response = await search(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('should refuse a 300,000-character name before any route reads it (414)', async () => {
    expect((await search('x'.repeat(300_000))).statusCode).toBe(414);
  });
});

describe('given POST /api/Licenses/linkSelectedOrganization (step two of linking)', () => {
  it('should link the pack to the organization chosen and confirmed, and audit it', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3 });
    await linkPack(app, pack, null);
    const name = uniqueName('Chosen');
    const organization = await newOrganization(app, name);
    const response = await call(roles.admin, 'POST', contract.linkSelectedOrganization.path, {
      EncryptedLicenseId: pack,
      OrganizationId: organization,
      OrganizationName: ` ${name} `,
    });
    expect(organizationAnswer(response)).toMatchObject({ organizationId: organization, organizationName: name });
    expect(await packOrganization(app, pack)).toEqual({ id: organization, name });
    const entry = (await auditEntries(app, pack)).find((row) => row.action === 'organization.link');
    expect(entry).toEqual({
      action: 'organization.link',
      actorEmail: demoAccounts.admin.email,
      before: { organization: null },
      after: { organization: { organizationId: organization, organizationName: name } },
    });
  });

  it('should refuse an organization renamed since the search (400), and an unknown one (404), changing nothing', async () => {
    const organization = await newOrganization(app, 'Renamed Meanwhile');
    await app.db.query("update organizations set name = 'Renamed Since' where public_id = $1", [organization]);
    const link = (OrganizationId: string) =>
      call(roles.admin, 'POST', contract.linkSelectedOrganization.path, {
        EncryptedLicenseId: matrix.own,
        OrganizationId,
        OrganizationName: 'Renamed Meanwhile',
      });
    const before = await organizationWorld(app);
    const renamed = await link(organization);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ message: messages.cloudSettings.linkRenamed });
    expect((await link(tampered(organization))).statusCode).toBe(404);
    expect(await organizationWorld(app)).toEqual(before);
  });

  it('should refuse the organization the pack is linked to already (400)', async () => {
    const current = await packOrganization(app, matrix.own);
    const response = await call(roles.admin, 'POST', contract.linkSelectedOrganization.path, {
      EncryptedLicenseId: matrix.own,
      OrganizationId: current.id,
      OrganizationName: current.name,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.cloudSettings.sameOrganization });
  });
});
