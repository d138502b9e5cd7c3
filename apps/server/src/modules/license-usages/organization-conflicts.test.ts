import { buildPath, contract, messages, roleSchema } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoAccounts, demoOrganizationMembers, demoOrganizations } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { auditEntries, caller, demoPacks, type Roles, signInRoles, tampered } from '../licenses/test-fixtures.ts';
import {
  linkPack,
  memberOrganization,
  newMember,
  newOrganization,
  organizationWorld,
  packOrganization,
} from '../organizations/test-fixtures.ts';
import { assignBody, newPack, seats, usageOf } from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;
let packs: Awaited<ReturnType<typeof demoPacks>>;

type Who = keyof Roles | 'anonymous';
const cookieOf = (who: Who) => (who === 'anonymous' ? undefined : roles[who]);
const assignUrl = (licenseId: string) => buildPath(contract.assignLicenseUsage.path, { licenseId });
const answerUrl = (id: string, organizationId: string) =>
  buildPath(contract.assignWithOrganization.path, { id, organizationId });

/**
 * A world of one test: a Business pack of the demo manager, linked to an organization of its own (so the manager's
 * organizations are this one, the demo Business pack's and the Standard pack's), and a second Business pack of the
 * manager in another of their organizations.
 */
async function managerWorld(seatCount = 5) {
  const manager = { productId: 3, administrator: demoAccounts.manager.email };
  const pack = await newPack(app, call, roles.admin, seatCount, manager);
  const organization = await newOrganization(app);
  await linkPack(app, pack, organization);
  const otherPack = await newPack(app, call, roles.admin, 5, manager);
  const otherOrganization = await newOrganization(app);
  await linkPack(app, otherPack, otherOrganization);
  return { pack, organization, otherPack, otherOrganization };
}

/** The add-user row's answer to an organization dialog, as `who`. */
function answer(
  who: Who,
  pack: string,
  organizationId: string,
  email: string,
  option: 'user' | 'license',
  overrides: Record<string, unknown> = {},
) {
  return call(cookieOf(who), 'POST', answerUrl(pack, organizationId), {
    ...assignBody(email),
    licenseCryptId: pack,
    updateUserOrganizationOption: option,
    ...overrides,
  });
}

/** What an assignment must leave as it was when refused: seats, usages, memberships, links, the audit log. */
async function unchanged(...licenseIds: string[]) {
  return { world: await organizationWorld(app), seats: await Promise.all(licenseIds.map((id) => seats(app, id))) };
}

beforeAll(async () => {
  roles = await signInRoles(app);
  packs = await demoPacks(app);
});

describe("given a user of another customer's organization (the first dialog: YES/CANCEL)", () => {
  it("should refuse the first attempt with 'User is part of other organization', changing nothing", async () => {
    const { pack } = await managerWorld();
    const email = await newMember(app, await newOrganization(app));
    const before = await unchanged(pack);
    const response = await call(roles.manager, 'POST', assignUrl(pack), assignBody(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.otherOrganization });
    expect(await unchanged(pack)).toEqual(before);
  });

  it("should, on YES ('user'), move the user into the pack's organization and assign the seat, audited", async () => {
    const { pack, organization } = await managerWorld();
    const theirs = await newOrganization(app);
    const email = await newMember(app, theirs);
    const usage = usageOf(await answer('manager', pack, organization, email, 'user'), 201);
    expect(usage).toMatchObject({ accountName: email, licenseCryptId: pack, roleName: 'User' });
    expect(await memberOrganization(app, email)).toBe(organization);
    expect(await seats(app, pack)).toMatchObject({ usedCount: 1, usages: 1 });
    const entries = await auditEntries(app, pack);
    expect(entries.find((row) => row.action === 'organization.user-moved')).toMatchObject({
      actorEmail: demoAccounts.manager.email,
      before: { account: email, organization: { organizationId: theirs } },
      after: { account: email, organization: { organizationId: organization } },
    });
    expect(entries.find((row) => row.action === 'license-usage.assign')).toMatchObject({
      after: { usage: { accountName: email }, usedCount: 1 },
    });
  });

  it("should refuse the other dialog's answer ('license') with the question that applies, changing nothing", async () => {
    const { pack, organization } = await managerWorld();
    const email = await newMember(app, await newOrganization(app));
    const before = await unchanged(pack);
    const response = await answer('manager', pack, organization, email, 'license');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.otherOrganization });
    expect(await unchanged(pack)).toEqual(before);
  });

  it('should undo the move when the pack has no seat left (one transaction)', async () => {
    const { pack, organization } = await managerWorld(1);
    usageOf(await call(roles.manager, 'POST', assignUrl(pack), assignBody('filler@conflicts.example')), 201);
    const theirs = await newOrganization(app);
    const email = await newMember(app, theirs);
    const before = await unchanged(pack);
    const response = await answer('manager', pack, organization, email, 'user');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.noSeatsLeft });
    expect(await memberOrganization(app, email)).toBe(theirs);
    expect(await unchanged(pack)).toEqual(before);
  });

  it('should refuse a user holding a seat of the product elsewhere as spec §8 does, offering no dialog in vain', async () => {
    const { pack } = await managerWorld();
    const theirs = await newOrganization(app);
    const email = await newMember(app, theirs);
    const foreign = await newPack(app, call, roles.admin, 2, { productId: 3 });
    await linkPack(app, foreign, theirs);
    usageOf(await call(roles.admin, 'POST', assignUrl(foreign), assignBody(email)), 201);
    const response = await call(roles.manager, 'POST', assignUrl(pack), assignBody(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.assignedElsewhere });
  });
});

describe("given a user of another of the manager's organizations (the second dialog: YES/NO)", () => {
  it("should refuse the first attempt with 'User is part of other organization2', changing nothing", async () => {
    const { pack, otherOrganization } = await managerWorld();
    const email = await newMember(app, otherOrganization);
    const before = await unchanged(pack);
    const response = await call(roles.manager, 'POST', assignUrl(pack), assignBody(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.otherOrganization2 });
    expect(await unchanged(pack)).toEqual(before);
  });

  it("should, on YES ('license'), update the pack's organization, assign, and remove the previous usage", async () => {
    const { pack, organization, otherPack, otherOrganization } = await managerWorld();
    const email = await newMember(app, otherOrganization);
    const previous = usageOf(await call(roles.manager, 'POST', assignUrl(otherPack), assignBody(email)), 201);
    const response = await answer('manager', pack, organization, email, 'license');
    expect(usageOf(response, 201)).toMatchObject({ accountName: email, licenseCryptId: pack });
    expect((await packOrganization(app, pack)).id).toBe(otherOrganization);
    expect(await memberOrganization(app, email)).toBe(otherOrganization);
    expect(await seats(app, pack)).toMatchObject({ usedCount: 1, usages: 1 });
    expect(await seats(app, otherPack)).toMatchObject({ usedCount: 0, usages: 0 });
    const ours = await auditEntries(app, pack);
    expect(ours.find((row) => row.action === 'organization.change')).toMatchObject({
      actorEmail: demoAccounts.manager.email,
      before: { organization: { organizationId: organization } },
      after: { organization: { organizationId: otherOrganization }, account: email },
    });
    const theirs = await auditEntries(app, otherPack);
    expect(theirs.find((row) => row.action === 'license-usage.revoke')).toMatchObject({
      actorEmail: demoAccounts.manager.email,
      before: { usage: { cryptId: previous.cryptId, accountName: email } },
      after: { usage: null, usedCount: 0 },
    });
  });

  it("should refuse the first dialog's answer ('user') with the second question, changing nothing", async () => {
    const { pack, organization, otherOrganization } = await managerWorld();
    const email = await newMember(app, otherOrganization);
    const before = await unchanged(pack);
    const response = await answer('manager', pack, organization, email, 'user');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.otherOrganization2 });
    expect(await unchanged(pack)).toEqual(before);
  });

  it("should refuse a user holding a seat of the product in another customer's pack, which YES would not free", async () => {
    const { pack, otherOrganization } = await managerWorld();
    const email = await newMember(app, otherOrganization);
    const foreign = await newPack(app, call, roles.admin, 2, { productId: 3 });
    usageOf(await call(roles.admin, 'POST', assignUrl(foreign), assignBody(email)), 201);
    const response = await call(roles.manager, 'POST', assignUrl(pack), assignBody(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.assignedElsewhere });
  });
});

describe('given assignments that meet no organization conflict', () => {
  it.each([
    ['a pack linked to no organization', 'unlinked'],
    ['a pack of another product (no Cloud Settings)', 'standard'],
    ['a user in no organization', 'no-organization'],
    ['a user with no account', 'no-account'],
    ["a user in the pack's own organization", 'same'],
  ] as const)('should assign %s at once, changing no organization', async (_, kind) => {
    const world = await managerWorld();
    let pack = world.pack;
    let email = await newMember(app, await newOrganization(app));
    if (kind === 'unlinked') await linkPack(app, pack, null);
    if (kind === 'standard') {
      pack = await newPack(app, call, roles.admin, 2, { productId: 1, administrator: demoAccounts.manager.email });
      await linkPack(app, pack, world.organization);
    }
    if (kind === 'no-organization') email = await newMember(app, null);
    if (kind === 'no-account') email = 'nobody.yet@conflicts.example';
    if (kind === 'same') email = await newMember(app, world.organization);
    const links = await packOrganization(app, pack);
    const membership = kind === 'no-account' ? null : await memberOrganization(app, email);
    usageOf(await call(roles.manager, 'POST', assignUrl(pack), assignBody(email)), 201);
    expect(await packOrganization(app, pack)).toEqual(links);
    if (kind !== 'no-account') expect(await memberOrganization(app, email)).toBe(membership);
  });

  it('should assign through the answer call as plainly when the conflict is gone meanwhile', async () => {
    const { pack, organization } = await managerWorld();
    const email = await newMember(app, organization);
    usageOf(await answer('manager', pack, organization, email, 'user'), 201);
    expect(await memberOrganization(app, email)).toBe(organization);
  });
});

describe('given the answer call (POST …/LicenseUsages/DuplicateOrganizationId/{organizationId})', () => {
  it("should refuse an organization that is no longer the pack's (400), changing nothing", async () => {
    const { pack } = await managerWorld();
    const email = await newMember(app, await newOrganization(app));
    const stales = [await newOrganization(app), tampered(pack)];
    const before = await unchanged(pack);
    for (const stale of stales) {
      const response = await answer('manager', pack, stale, email, 'user');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.cloudSettings.organizationMoved });
    }
    expect(await unchanged(pack)).toEqual(before);
  });

  it('should refuse a body naming another pack, or two different roles (400), changing nothing', async () => {
    const { pack, organization } = await managerWorld();
    const email = await newMember(app, await newOrganization(app));
    const [first, second] = z.array(roleSchema).parse((await call(roles.manager, 'GET', `/api/Roles/${pack}`)).json());
    const before = await unchanged(pack);
    const otherPack = await answer('manager', pack, organization, email, 'user', { licenseCryptId: packs.business });
    expect(otherPack.statusCode).toBe(400);
    expect(otherPack.json()).toMatchObject({ message: messages.cloudSettings.licenseMismatch });
    const twoRoles = await answer('manager', pack, organization, email, 'user', {
      encryptedRoleId: first!.id,
      roleId: second!.id,
    });
    expect(twoRoles.statusCode).toBe(400);
    expect(twoRoles.json()).toMatchObject({ message: messages.cloudSettings.roleMismatch });
    expect(await unchanged(pack)).toEqual(before);
  });

  it('should take the role by its other name, roleId', async () => {
    const { pack, organization } = await managerWorld();
    const email = await newMember(app, await newOrganization(app));
    const [administrator] = z.array(roleSchema).parse((await call(roles.manager, 'GET', `/api/Roles/${pack}`)).json());
    const usage = usageOf(
      await answer('manager', pack, organization, email, 'user', { roleId: administrator!.id }),
      201,
    );
    expect(usage.roleName).toBe('License Administrator');
  });

  it.each([
    ['a NUL in the first name', { firstName: 'Ca\u0000sey' }],
    ['a 300,000-character last name', { lastName: 'x'.repeat(300_000) }],
    ['an invalid e-mail', { accountName: 'not-an-email' }],
    ['an unknown option', { updateUserOrganizationOption: 'both' }],
  ])('should refuse %s with 400, changing nothing', async (_, overrides) => {
    const { pack, organization } = await managerWorld();
    const email = await newMember(app, await newOrganization(app));
    const before = await unchanged(pack);
    const response = await answer('manager', pack, organization, email, 'user', overrides);
    expect(response.statusCode).toBe(400);
    expect(await unchanged(pack)).toEqual(before);
  });

  it('should take seats through the seat guard: 40 simultaneous answers to a pack of 6 seats let 6 through', async () => {
    const { pack, organization } = await managerWorld(6);
    const theirs = await newOrganization(app);
    const emails = await Promise.all(Array.from({ length: 40 }, () => newMember(app, theirs, 'racer')));
    const responses = await Promise.all(emails.map((email) => answer('admin', pack, organization, email, 'user')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 400)).toHaveLength(34);
    expect(await seats(app, pack)).toEqual({ usedCount: 6, usages: 6, userCount: 6 });
    // Only the users who got a seat moved: every refusal undid its move.
    const moved = await Promise.all(emails.map((email) => memberOrganization(app, email)));
    expect(moved.filter((id) => id === organization)).toHaveLength(6);
  });
});

describe('given POST /api/Licenses/{id}/LicenseUsages/userWithOrganization', () => {
  const ask = (who: Who, pack: string, organizationId: string, email: string) =>
    call(cookieOf(who), 'POST', buildPath(contract.userWithOrganization.path, { id: pack }), {
      EncryptedOrganizationId: organizationId,
      EncryptedEmail: email,
    });

  it("should name another organization of the manager's, and keep another customer's unnamed to the manager", async () => {
    const business = (await packOrganization(app, packs.business)).id!;
    const { managerOrganization, otherCustomer } = demoOrganizationMembers;
    expect((await ask('manager', packs.business, business, managerOrganization.email)).json()).toEqual({
      inOtherOrganization: true,
      organizationName: demoOrganizations.standard,
    });
    expect((await ask('manager', packs.business, business, otherCustomer.email)).json()).toEqual({
      inOtherOrganization: true,
      organizationName: null,
    });
    expect((await ask('admin', packs.business, business, otherCustomer.email)).json()).toEqual({
      inOtherOrganization: true,
      organizationName: demoOrganizations.otherCustomer,
    });
  });

  it("should answer false for a member of the pack's organization and for an address with no account", async () => {
    const business = (await packOrganization(app, packs.business)).id!;
    for (const email of [demoAccounts.user.email, 'no.account@conflicts.example']) {
      expect((await ask('manager', packs.business, business, email)).json()).toEqual({
        inOtherOrganization: false,
        organizationName: null,
      });
    }
  });

  it("should answer 404 for an organization that is not the pack's", async () => {
    const other = await newOrganization(app);
    expect((await ask('manager', packs.business, other, demoAccounts.user.email)).statusCode).toBe(404);
  });
});

describe('given spec §6 row 6 on the two calls', () => {
  let foreign = '';
  let foreignOrganization = '';
  let onPrem = '';
  beforeAll(async () => {
    foreign = await newPack(app, call, roles.admin, 50, { productId: 3 });
    foreignOrganization = await newOrganization(app);
    await linkPack(app, foreign, foreignOrganization);
    onPrem = await newPack(app, call, roles.admin, 5, { productId: 9 });
  });

  /** Each call on the pack, about a user of another customer's organization (made before the call is timed). */
  const requests = {
    assignWithOrganization: (who: Who, pack: string, organizationId: string, email: string) =>
      answer(who, pack, organizationId, email, 'user'),
    userWithOrganization: (who: Who, pack: string, organizationId: string, email: string) =>
      call(cookieOf(who), 'POST', buildPath(contract.userWithOrganization.path, { id: pack }), {
        EncryptedOrganizationId: organizationId,
        EncryptedEmail: email,
      }),
  };
  const outsider = async () => newMember(app, await newOrganization(app));
  const names = Object.keys(requests) as (keyof typeof requests)[];

  it.each(names)(
    'should answer %s 401 to the anonymous caller, 403 to an ordinary user, changing nothing',
    async (name) => {
      const business = (await packOrganization(app, packs.business)).id!;
      const email = await outsider();
      const before = await unchanged(packs.business);
      expect((await requests[name]('anonymous', packs.business, business, email)).statusCode).toBe(401);
      const user = await requests[name]('user', packs.business, business, email);
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ message: messages.app.accessDenied });
      expect(await unchanged(packs.business)).toEqual(before);
    },
  );

  it.each(names)("should answer %s 404 to another customer's manager, never the pack", async (name) => {
    const email = await outsider();
    const before = await unchanged(foreign);
    const response = await requests[name]('manager', foreign, foreignOrganization, email);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
    expect(await unchanged(foreign)).toEqual(before);
  });

  it.each(names)("should serve %s to an administrator on another customer's pack", async (name) => {
    const response = await requests[name]('admin', foreign, foreignOrganization, await outsider());
    expect(response.statusCode).toBeLessThan(300);
  });

  it.each(names)("should refuse %s on product 9 with 'Operation not available'", async (name) => {
    const response = await requests[name]('admin', onPrem, foreignOrganization, await outsider());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.operationNotAvailable });
  });
});

describe('given a revoke from a pack linked to an organization (informCloud)', () => {
  /** A member of the pack's organization holding a seat in it: the pack, the organization, the e-mail, the usage. */
  async function memberWithSeat() {
    const { pack, organization } = await managerWorld();
    const email = await newMember(app, organization);
    const usage = usageOf(await call(roles.manager, 'POST', assignUrl(pack), assignBody(email)), 201);
    return { pack, organization, email, url: `${assignUrl(pack)}/${usage.cryptId}` };
  }

  it('should tell the cloud by default: the account leaves the organization and the change is audited', async () => {
    const { pack, organization, email, url } = await memberWithSeat();
    expect(await memberOrganization(app, email)).toBe(organization);
    expect((await call(roles.manager, 'DELETE', url)).statusCode).toBe(200);
    expect(await memberOrganization(app, email)).toBeNull();
    const entry = (await auditEntries(app, pack)).find((row) => row.action === 'organization.user-left');
    expect(entry).toMatchObject({
      before: { account: email, organization: { organizationId: organization } },
      after: { account: email, organization: null },
    });
  });

  it('should leave the membership as it is with informCloud=false', async () => {
    const { pack, organization, email, url } = await memberWithSeat();
    expect((await call(roles.manager, 'DELETE', `${url}?informCloud=false`)).statusCode).toBe(200);
    expect(await memberOrganization(app, email)).toBe(organization);
    expect(await seats(app, pack)).toMatchObject({ usedCount: 0, usages: 0 });
    const actions = (await auditEntries(app, pack)).map((row) => row.action);
    expect(actions).toContain('license-usage.revoke');
    expect(actions).not.toContain('organization.user-left');
  });

  it('should keep a member who still holds a seat in another pack of the organization', async () => {
    const { pack, organization, email, url } = await memberWithSeat();
    // A seat of another product: one account holds one seat per product.
    const second = await newPack(app, call, roles.admin, 2, {
      productId: 1,
      administrator: demoAccounts.manager.email,
    });
    await linkPack(app, second, organization);
    usageOf(await call(roles.manager, 'POST', assignUrl(second), assignBody(email)), 201);
    expect((await call(roles.manager, 'DELETE', url)).statusCode).toBe(200);
    expect(await memberOrganization(app, email)).toBe(organization);
    expect(await seats(app, pack)).toMatchObject({ usedCount: 0 });
  });
});
