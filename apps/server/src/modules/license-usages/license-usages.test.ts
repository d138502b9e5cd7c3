import {
  buildPath,
  contract,
  licenseSchema,
  licenseUsageListSchema,
  messages,
  roleSchema,
} from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import {
  auditEntries,
  caller,
  demoPacks,
  productPublicId,
  type Roles,
  signInRoles,
  tampered,
} from '../licenses/test-fixtures.ts';
import { assignBody, newPack, seats, usageOf } from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;
let packs: Awaited<ReturnType<typeof demoPacks>>;
/** The matrix's packs: the manager's own, one the ordinary user holds a seat in, another customer's, product 9's. */
const matrix = { own: '', seated: '', foreign: '', onPrem: '' };

let addressCount = 0;
/** A fresh address per assignment, so no test meets another's usage. */
function freshAddress(label = 'person') {
  addressCount += 1;
  return `${label}.${addressCount}@usage-tests.example`;
}

const assignUrl = (pack: string) => buildPath(contract.assignLicenseUsage.path, { licenseId: pack });

beforeAll(async () => {
  roles = await signInRoles(app);
  packs = await demoPacks(app);
  const manager = { administrator: demoAccounts.manager.email };
  matrix.own = await newPack(app, call, roles.admin, 50, manager);
  matrix.seated = await newPack(app, call, roles.admin, 50, manager);
  matrix.foreign = await newPack(app, call, roles.admin, 50);
  matrix.onPrem = await newPack(app, call, roles.admin, 50, { productId: 9 });
  usageOf(await call(roles.admin, 'POST', assignUrl(matrix.seated), assignBody(demoAccounts.user.email)), 201);
});

async function usageIdOf(licensePublicId: string, accountName: string): Promise<string> {
  const [row] = await app.db.query<{ id: string }>(
    `select u.public_id as id from license_usages u join licenses l on l.id = u.license_id
      where l.public_id = $1 and lower(u.account_name) = lower($2)`,
    [licensePublicId, accountName],
  );
  return row!.id;
}

/** A usage of its own for a call about one usage (product 9 takes none: any id, the refusal comes first). */
async function disposableUsage(pack: string): Promise<string> {
  if (pack === matrix.onPrem) return tampered(pack);
  return usageOf(await call(roles.admin, 'POST', assignUrl(pack), assignBody(freshAddress('matrix'))), 201).cryptId;
}

type Who = keyof Roles | 'anonymous';
interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

/** Each call of this module as a request on a pack (on a usage of its own where the call names one). */
const CALLS: Record<string, (pack: string) => Promise<Request>> = {
  licenseUsages: async (pack) => ({ method: 'GET', url: buildPath(contract.licenseUsages.path, { id: pack }) }),
  assignLicenseUsage: async (pack) => ({ method: 'POST', url: assignUrl(pack), body: assignBody(freshAddress()) }),
  updateLicenseUsage: async (pack) => ({
    method: 'PUT',
    url: buildPath(contract.updateLicenseUsage.path, { licenseId: pack, usageId: await disposableUsage(pack) }),
    body: { firstName: 'Renamed', lastName: 'Person' },
  }),
  revokeLicenseUsage: async (pack) => ({
    method: 'DELETE',
    url: buildPath(contract.revokeLicenseUsage.path, { id: pack, usageId: await disposableUsage(pack) }),
  }),
  removeSessions: async (pack) => ({
    method: 'DELETE',
    url: buildPath(contract.removeSessions.path, { licenseId: pack, usageId: await disposableUsage(pack) }),
  }),
  prepareLicenseForAssign: async (pack) => ({
    method: 'PUT',
    url: buildPath(contract.prepareLicenseForAssign.path, { id: pack }),
  }),
  rolesForLicense: async (pack) => ({
    method: 'GET',
    url: buildPath(contract.rolesForLicense.path, { licenseId: pack }),
  }),
};

function send(who: Who, request: Request) {
  return call(who === 'anonymous' ? undefined : roles[who], request.method, request.url, request.body);
}

async function auditTotal() {
  const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from audit_log');
  return row!.count;
}

/** What a refused call must leave as it was: the pack's seats and usages, and the audit log. */
async function unchanged(pack: string) {
  return { seats: await seats(app, pack), audits: await auditTotal() };
}

/** Sends the call on the pack as `who`, expects the refusal, and proves that it changed nothing. */
async function expectRefused(name: string, who: Who, pack: string, status: number, message: string) {
  const request = await CALLS[name]!(pack);
  const before = await unchanged(pack);
  const response = await send(who, request);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message });
  expect(await unchanged(pack)).toEqual(before);
  return response;
}

/** The manager assigns a user to their Standard pack with one field changed: a 400 that changed nothing. */
async function refusedAssignment(overrides: Record<string, unknown>) {
  const before = await unchanged(packs.standard);
  const response = await call(roles.manager, 'POST', assignUrl(packs.standard), assignBody(freshAddress(), overrides));
  expect(response.statusCode).toBe(400);
  expect(await unchanged(packs.standard)).toEqual(before);
  return response;
}

describe('given the spec §6 row 6 matrix, call by call', () => {
  const names = Object.keys(CALLS);

  it.each(names)('should answer %s 401 to the anonymous caller, changing nothing', async (name) => {
    await expectRefused(name, 'anonymous', matrix.own, 401, messages.auth.notSignedIn);
  });

  it.each(names)('should refuse %s (403) to an ordinary user on a pack they hold a seat in', async (name) => {
    await expectRefused(name, 'user', matrix.seated, 403, messages.app.accessDenied);
  });

  it.each(names)(
    "should answer %s 404 to another customer's manager and to an ordinary user, never the pack",
    async (name) => {
      for (const who of ['manager', 'user'] as const) {
        const response = await expectRefused(name, who, matrix.foreign, 404, messages.server.notFound);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
      }
    },
  );

  it.each(names)("should serve %s to the pack's manager on their own pack", async (name) => {
    const response = await send('manager', await CALLS[name]!(matrix.own));
    expect(response.statusCode).toBeLessThan(300);
  });

  it.each(names)("should serve %s to an administrator on another customer's pack", async (name) => {
    const response = await send('admin', await CALLS[name]!(matrix.foreign));
    expect(response.statusCode).toBeLessThan(300);
  });

  it.each(names)("should refuse %s on product 9 (On-Prem) with 'Operation not available'", async (name) => {
    await expectRefused(name, 'admin', matrix.onPrem, 400, messages.licenseUsers.operationNotAvailable);
  });

  it('should answer a tampered pack id 404, like a foreign one', async () => {
    const response = await call(roles.admin, 'GET', `/api/Licenses/${tampered(packs.standard)}/LicenseUsages`);
    expect(response.statusCode).toBe(404);
  });

  it("should answer a usage of another pack 404, even on the caller's own pack", async () => {
    const otherUsage = await disposableUsage(matrix.foreign);
    const before = await unchanged(matrix.foreign);
    const response = await call(
      roles.manager,
      'DELETE',
      buildPath(contract.revokeLicenseUsage.path, { id: matrix.own, usageId: otherUsage }),
    );
    expect(response.statusCode).toBe(404);
    expect(await unchanged(matrix.foreign)).toEqual(before);
  });
});

describe('given GET /api/Licenses/{id}/LicenseUsages', () => {
  it("should answer the manager's Business pack: its users, seats, period and roles shown", async () => {
    const response = await call(roles.manager, 'GET', `/api/Licenses/${packs.business}/LicenseUsages?v=123`);
    expect(response.statusCode).toBe(200);
    const list = licenseUsageListSchema.parse(response.json());
    expect(list).toMatchObject({ total: 5, canShowRoles: true, productId: 3 });
    expect(list.usages.map((usage) => usage.accountName)).toEqual(
      expect.arrayContaining([demoAccounts.manager.email, demoAccounts.user.email, 'jordan.lee@example.com']),
    );
    const manager = list.usages.find((usage) => usage.accountName === demoAccounts.manager.email)!;
    expect(manager).toMatchObject({ roleName: 'License Administrator', licenseCryptId: packs.business });
    expect([0, 1, null]).toContain(manager.versionMatch);
  });

  it("should give each seat its holder's account id, for the person's page, and none where no account holds it", async () => {
    const [account] = await app.db.query<{ id: string }>('select public_id as id from users where lower(email) = $1', [
      demoAccounts.manager.email.toLowerCase(),
    ]);
    const [accountless] = await app.db.query<{ id: string }>(
      `insert into license_usages (public_id, license_id, account_name)
       select 'no-account-holder-00001', id, 'nobody.holds.this@usages-holder.example'
         from licenses where public_id = $1 returning public_id as id`,
      [packs.standard],
    );
    try {
      const read = async (pack: string) =>
        licenseUsageListSchema.parse((await call(roles.manager, 'GET', `/api/Licenses/${pack}/LicenseUsages`)).json());
      const own = (await read(packs.business)).usages.find((usage) => usage.accountName === demoAccounts.manager.email);
      expect(own?.userId).toBe(account!.id);
      const none = (await read(packs.standard)).usages.find((usage) => usage.cryptId === accountless!.id);
      expect(none).toBeDefined();
      expect(none).not.toHaveProperty('userId');
    } finally {
      await app.db.query('delete from license_usages where public_id = $1', [accountless!.id]);
    }
  });

  it("should mark the caller's own seat, and only it, for the manager and for the administrator", async () => {
    const mine = async (role: typeof roles.manager) => {
      const response = await call(role, 'GET', `/api/Licenses/${packs.business}/LicenseUsages`);
      const list = licenseUsageListSchema.parse(response.json());
      return list.usages.filter((usage) => usage.isCaller).map((usage) => usage.accountName);
    };
    expect(await mine(roles.manager)).toEqual([demoAccounts.manager.email]);
    // The administrator holds no seat in the manager's pack.
    expect(await mine(roles.admin)).toEqual([]);
  });

  it('should grant the Settings menu per spec §6: the administrator every Business entry at once', async () => {
    const response = await call(roles.admin, 'GET', `/api/Licenses/${packs.business}/LicenseUsages`);
    expect(licenseUsageListSchema.parse(response.json()).settings).toEqual({
      changeLicenseAdmin: 'immediate',
      seeLicenseAdminHistory: true,
      cloudSettings: true,
      renameOrganization: true,
      changeOrganization: true,
      linkOrganization: true,
      aiFeatures: 'none',
    });
  });

  it('should grant a manager of several packs the handover on acceptance, Cloud Settings only on Business, no history', async () => {
    const business = await call(roles.manager, 'GET', `/api/Licenses/${packs.business}/LicenseUsages`);
    expect(licenseUsageListSchema.parse(business.json()).settings).toMatchObject({
      changeLicenseAdmin: 'acceptance',
      seeLicenseAdminHistory: false,
      cloudSettings: true,
      linkOrganization: false,
      aiFeatures: 'none',
    });
    const standard = await call(roles.manager, 'GET', `/api/Licenses/${packs.standard}/LicenseUsages`);
    expect(licenseUsageListSchema.parse(standard.json()).settings).toMatchObject({
      changeLicenseAdmin: 'acceptance',
      cloudSettings: false,
      renameOrganization: false,
      changeOrganization: false,
    });
  });

  it('should not show roles on packs of other products (canShowRoles is the Business rule)', async () => {
    const response = await call(roles.manager, 'GET', `/api/Licenses/${packs.standard}/LicenseUsages`);
    expect(licenseUsageListSchema.parse(response.json())).toMatchObject({ canShowRoles: false, productId: 1 });
  });
});

describe('given GET /api/Roles/{licenseId}', () => {
  it('should answer the roles in order, the second being the add-user default', async () => {
    const response = await call(roles.manager, 'GET', `/api/Roles/${packs.business}`);
    const list = z.array(roleSchema).parse(response.json());
    expect(list.map((role) => role.descr)).toEqual(['License Administrator', 'User']);
  });
});

describe('given POST /api/Licenses/{licenseId}/LicenseUsages (assign)', () => {
  it('should assign a seat with the default role, answer 201, count it and audit it', async () => {
    const pack = await newPack(app, call, roles.admin, 3, { productId: 3 });
    const email = freshAddress();
    const usage = usageOf(
      await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(` ${email} `)),
      201,
    );
    expect(usage).toMatchObject({
      accountName: email,
      firstName: 'Casey',
      lastName: 'Quinn',
      roleName: 'User',
      licenseCryptId: pack,
      sessionCount: 0,
      lastUsage: null,
      versionMatch: null,
    });
    expect(await seats(app, pack)).toEqual({ usedCount: 1, usages: 1, userCount: 3 });
    const [entry] = (await auditEntries(app, pack)).filter((row) => row.action === 'license-usage.assign');
    expect(entry).toMatchObject({ actorEmail: demoAccounts.admin.email, before: { usage: null } });
    expect(entry!.after).toMatchObject({ usage: { accountName: email }, usedCount: 1 });
  });

  it('should assign the role chosen from the pack’s roles', async () => {
    const [administratorRole] = z
      .array(roleSchema)
      .parse((await call(roles.manager, 'GET', `/api/Roles/${packs.business}`)).json());
    const usage = usageOf(
      await call(
        roles.manager,
        'POST',
        `/api/Licenses/${packs.business}/LicenseUsages`,
        assignBody(freshAddress(), { encryptedRoleId: administratorRole!.id }),
      ),
      201,
    );
    expect(usage.roleName).toBe('License Administrator');
    await call(roles.manager, 'DELETE', `/api/Licenses/${packs.business}/LicenseUsages/${usage.cryptId}`);
  });

  it('should answer a role the server never issued 404, assigning nobody', async () => {
    const before = await seats(app, packs.standard);
    const response = await call(
      roles.manager,
      'POST',
      `/api/Licenses/${packs.standard}/LicenseUsages`,
      assignBody(freshAddress(), { encryptedRoleId: tampered(packs.standard) }),
    );
    expect(response.statusCode).toBe(404);
    expect(await seats(app, packs.standard)).toEqual(before);
  });

  it.each([
    ['accountName', { accountName: 'not-an-email' }, messages.addUser.emailInvalid],
    ['firstName', { firstName: '  ' }, messages.addUser.firstNameRequired],
    ['lastName', { lastName: '' }, messages.addUser.lastNameRequired],
  ])('should refuse an invalid %s with the add-user message (spec §5)', async (field, overrides, message) => {
    const response = await refusedAssignment(overrides);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
  });

  it('should refuse an e-mail the pack already holds, in any letter case, with a message for "Email:\'…\' - "', async () => {
    const pack = await newPack(app, call, roles.admin, 5);
    const email = freshAddress('Twice');
    usageOf(await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(email)), 201);
    const again = await call(
      roles.admin,
      'POST',
      `/api/Licenses/${pack}/LicenseUsages`,
      assignBody(email.toUpperCase()),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.licenseUsers.alreadyInPack });
    expect(await seats(app, pack)).toEqual({ usedCount: 1, usages: 1, userCount: 5 });
  });

  it('should let one of 20 simultaneous assignments of one e-mail through (the unique index decides)', async () => {
    const pack = await newPack(app, call, roles.admin, 30);
    const email = freshAddress('racer');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(email)),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((item) => item.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.licenseUsers.alreadyInPack });
    }
    expect(await seats(app, pack)).toEqual({ usedCount: 1, usages: 1, userCount: 30 });
  });

  it('should refuse an e-mail holding a seat in another current pack of the product (spec §8)', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 3 });
    const response = await call(
      roles.admin,
      'POST',
      `/api/Licenses/${pack}/LicenseUsages`,
      assignBody(demoAccounts.user.email),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.assignedElsewhere });
    expect(await seats(app, pack)).toMatchObject({ usedCount: 0, usages: 0 });
  });

  it('should link the usage to the account of its e-mail, so the pack becomes one of its own', async () => {
    const pack = await newPack(app, call, roles.admin, 2, { productId: 2 });
    usageOf(
      await call(
        roles.admin,
        'POST',
        `/api/Licenses/${pack}/LicenseUsages`,
        assignBody(demoAccounts.user.email.toUpperCase()),
      ),
      201,
    );
    const [row] = await app.db.query<{ email: string }>(
      `select a.email from license_usages u join users a on a.id = u.user_id join licenses l on l.id = u.license_id
        where l.public_id = $1`,
      [pack],
    );
    expect(row).toEqual({ email: demoAccounts.user.email });
  });

  it('should refuse a full pack with the no-seat message', async () => {
    const pack = await newPack(app, call, roles.admin, 1);
    usageOf(await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(freshAddress())), 201);
    const response = await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(freshAddress()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.noSeatsLeft });
    expect(await seats(app, pack)).toEqual({ usedCount: 1, usages: 1, userCount: 1 });
  });
});

describe('given 200 simultaneous assignments to a pack of N seats (the seat guard)', () => {
  it.each([1, 7])('should let exactly %i through, and keep the used count equal to the usages', async (seatCount) => {
    const pack = await newPack(app, call, roles.admin, seatCount);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        call(
          roles.admin,
          'POST',
          `/api/Licenses/${pack}/LicenseUsages`,
          assignBody(`seat${index}.${seatCount}@race.example`),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(seatCount);
    expect(statuses.filter((status) => status === 400)).toHaveLength(200 - seatCount);
    expect(await seats(app, pack)).toEqual({ usedCount: seatCount, usages: seatCount, userCount: seatCount });
  });
});

/** `count` assignments of fresh addresses to the pack, all at once. */
function assignMany(pack: string, count: number, label: string) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      call(roles.admin, 'POST', assignUrl(pack), assignBody(`${label}${index}@race.example`)),
    ),
  );
}

describe('given assignments racing a renewal to fewer seats, and a merge (the same seat guard)', () => {
  it.each([1, 2, 3])('should never hold more users than seats, whichever comes first (round %i)', async (round) => {
    const pack = await newPack(app, call, roles.admin, 10);
    await assignMany(pack, 4, `before${round}.`);
    const [renewal, ...assigned] = await Promise.all([
      call(roles.admin, 'POST', `/api/licenses/Renew/${pack}`, {
        startDate: '01/01/2030',
        endDate: '01/01/2031',
        userCount: 6,
      }),
      ...Array.from({ length: 12 }, (_, index) =>
        call(roles.admin, 'POST', assignUrl(pack), assignBody(`during${round}.${index}@race.example`)),
      ),
    ]);
    const statuses = assigned.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 400)).toBe(true);
    const taken = statuses.filter((status) => status === 201).length;
    const after = await seats(app, pack);
    expect(after.usedCount).toBe(4 + taken);
    expect(after.usages).toBe(after.usedCount);
    if (renewal!.statusCode === 200) {
      expect(after.userCount).toBe(6);
    } else {
      // Refused: the assignments came first and already held more than six seats.
      expect(renewal!.statusCode).toBe(400);
      expect(after.userCount).toBe(10);
      expect(renewal!.json()).toMatchObject({ renewUserCount: 6 });
    }
    expect(after.usedCount).toBeLessThanOrEqual(after.userCount);
  });

  it.each([1, 2, 3])(
    'should move seats and users in a merge without overbooking either pack (round %i)',
    async (round) => {
      const main = await newPack(app, call, roles.admin, 3);
      const merged = await newPack(app, call, roles.admin, 2);
      const [merge, ...assigned] = await Promise.all([
        call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, {
          EncryptedUsageIds: [merged],
          EncryptedProductId: await productPublicId(app, 1),
        }),
        ...Array.from({ length: 8 }, (_, index) =>
          call(
            roles.admin,
            'POST',
            assignUrl(index % 2 ? main : merged),
            assignBody(`merge${round}.${index}@race.example`),
          ),
        ),
      ]);
      expect(merge!.statusCode).toBe(200);
      expect(assigned.every((response) => response.statusCode === 201 || response.statusCode === 400)).toBe(true);
      const taken = assigned.filter((response) => response.statusCode === 201).length;
      const [mainAfter, mergedAfter] = [await seats(app, main), await seats(app, merged)];
      expect(mainAfter.userCount).toBe(5);
      expect(mainAfter.usages).toBe(mainAfter.usedCount);
      expect(mainAfter.usedCount).toBe(taken);
      expect(mainAfter.usedCount).toBeLessThanOrEqual(5);
      expect(mergedAfter).toMatchObject({ usedCount: 0, usages: 0 });
    },
  );
});

describe('given DELETE /api/Licenses/{id}/LicenseUsages/{usageId} (revoke)', () => {
  it('should free the seat in the same change, so the next user fits, and audit the usage revoked', async () => {
    const pack = await newPack(app, call, roles.admin, 1);
    const first = usageOf(
      await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(freshAddress())),
      201,
    );
    const revoke = await call(
      roles.admin,
      'DELETE',
      `/api/Licenses/${pack}/LicenseUsages/${first.cryptId}?informCloud=false`,
    );
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ ok: true });
    expect(await seats(app, pack)).toEqual({ usedCount: 0, usages: 0, userCount: 1 });
    usageOf(await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(freshAddress())), 201);
    const entry = (await auditEntries(app, pack)).find((row) => row.action === 'license-usage.revoke');
    expect(entry).toMatchObject({
      actorEmail: demoAccounts.admin.email,
      before: { usage: { cryptId: first.cryptId } },
      after: { usage: null, usedCount: 0 },
    });
  });

  it('should revoke once when two revokes of one usage race: one 200, one 404, one seat freed', async () => {
    const pack = await newPack(app, call, roles.admin, 2);
    const usage = usageOf(
      await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(freshAddress())),
      201,
    );
    usageOf(await call(roles.admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, assignBody(freshAddress())), 201);
    const url = `/api/Licenses/${pack}/LicenseUsages/${usage.cryptId}`;
    const statuses = (await Promise.all([call(roles.admin, 'DELETE', url), call(roles.admin, 'DELETE', url)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 404]);
    expect(await seats(app, pack)).toEqual({ usedCount: 1, usages: 1, userCount: 2 });
  });
});

describe('given PUT /api/Licenses/{licenseId}/LicenseUsages/{usageId} (edit names)', () => {
  it('should change the names, keep the rest, and audit before and after', async () => {
    const usageId = await usageIdOf(packs.standard, 'riley.chen@example.com');
    const response = await call(roles.manager, 'PUT', `/api/Licenses/${packs.standard}/LicenseUsages/${usageId}`, {
      firstName: '  Rylee ',
      lastName: 'Chen-Wu',
    });
    expect(usageOf(response)).toMatchObject({
      accountName: 'riley.chen@example.com',
      firstName: 'Rylee',
      lastName: 'Chen-Wu',
    });
    const entry = (await auditEntries(app, packs.standard)).find((row) => row.action === 'license-usage.update');
    expect(entry).toMatchObject({
      actorEmail: demoAccounts.manager.email,
      before: { usage: { firstName: 'Riley', lastName: 'Chen' } },
      after: { usage: { firstName: 'Rylee', lastName: 'Chen-Wu' } },
    });
  });

  it('should change the maximum sessions alone, leaving the names', async () => {
    const usageId = await usageIdOf(packs.standard, 'sam.patel@example.com');
    const response = await call(roles.manager, 'PUT', `/api/Licenses/${packs.standard}/LicenseUsages/${usageId}`, {
      MaximumSessions: 3,
    });
    expect(usageOf(response)).toMatchObject({ firstName: 'Sam', lastName: 'Patel', MaximumSessions: 3 });
  });

  it("should refuse a blank first name with 'First Name is a required field', changing nothing", async () => {
    const usageId = await usageIdOf(packs.standard, 'sam.patel@example.com');
    const auditsBefore = await auditTotal();
    const response = await call(roles.manager, 'PUT', `/api/Licenses/${packs.standard}/LicenseUsages/${usageId}`, {
      firstName: ' ',
      lastName: 'Patel',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.addUser.firstNameRequired });
    expect(await seatHolderNames(usageId)).toEqual({ firstName: 'Sam', lastName: 'Patel' });
    expect(await auditTotal()).toBe(auditsBefore);
  });
});

async function seatHolderNames(usageId: string) {
  const [row] = await app.db.query(
    'select first_name as "firstName", last_name as "lastName" from license_usages where public_id = $1',
    [usageId],
  );
  return row;
}

describe("given PUT …/LicenseUsages/{usageId} with encryptedRoleId (a seat's role)", () => {
  const roleIds = async (pack: string) => {
    const list = z.array(roleSchema).parse((await call(roles.manager, 'GET', `/api/Roles/${pack}`)).json());
    return Object.fromEntries(list.map((role) => [role.descr, role.id]));
  };
  /** A seat of its own in a new Business pack of the manager (product 3 shows roles), as 'User'. */
  async function businessSeat() {
    const pack = await newPack(app, call, roles.admin, 3, { productId: 3, administrator: demoAccounts.manager.email });
    const usage = usageOf(await call(roles.manager, 'POST', assignUrl(pack), assignBody(freshAddress('role'))), 201);
    return { pack, usage, url: `${assignUrl(pack)}/${usage.cryptId}` };
  }

  it('should change the role, keep the names, and audit before and after', async () => {
    const { pack, usage, url } = await businessSeat();
    expect(usage.roleName).toBe('User');
    const { 'License Administrator': administrator } = await roleIds(pack);
    const response = await call(roles.manager, 'PUT', url, { encryptedRoleId: administrator });
    expect(usageOf(response)).toMatchObject({ roleName: 'License Administrator', firstName: usage.firstName });
    const entry = (await auditEntries(app, pack)).find((row) => row.action === 'license-usage.update');
    expect(entry).toMatchObject({
      before: { usage: { roleName: 'User' } },
      after: { usage: { roleName: 'License Administrator' } },
    });
  });

  it('should refuse a role in a pack that shows none (400), changing nothing', async () => {
    const usage = usageOf(await call(roles.manager, 'POST', assignUrl(matrix.own), assignBody(freshAddress())), 201);
    const before = await auditEntries(app, matrix.own);
    const response = await call(roles.manager, 'PUT', `${assignUrl(matrix.own)}/${usage.cryptId}`, {
      encryptedRoleId: (await roleIds(packs.business)).User,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.licenseUsers.rolesNotShown });
    expect(await auditEntries(app, matrix.own)).toEqual(before);
  });

  it("should refuse a role that does not exist (404), and another pack's user (404), changing nothing", async () => {
    const { pack, url } = await businessSeat();
    const { User: user } = await roleIds(pack);
    const before = await auditEntries(app, pack);
    const unknown = await call(roles.manager, 'PUT', url, { encryptedRoleId: tampered(user!) });
    expect(unknown.statusCode).toBe(404);
    expect((await call(roles.user, 'PUT', url, { encryptedRoleId: user })).statusCode).toBe(404);
    expect(await auditEntries(app, pack)).toEqual(before);
  });
});

describe('given DELETE /api/Session/{licenseId}/LicenseUsages/{usageId} (remove sessions)', () => {
  it('should set the session count to 0 and audit it', async () => {
    const usageId = await usageIdOf(packs.business, 'jordan.lee@example.com');
    await app.db.query('update license_usages set session_count = 2 where public_id = $1', [usageId]);
    const response = await call(roles.manager, 'DELETE', `/api/Session/${packs.business}/LicenseUsages/${usageId}`);
    expect(response.json()).toEqual({ ok: true });
    const list = licenseUsageListSchema.parse(
      (await call(roles.manager, 'GET', `/api/Licenses/${packs.business}/LicenseUsages`)).json(),
    );
    expect(list.usages.find((usage) => usage.cryptId === usageId)).toMatchObject({ sessionCount: 0 });
    const entry = (await auditEntries(app, packs.business)).find(
      (row) => row.action === 'license-usage.remove-sessions',
    );
    expect(entry).toMatchObject({ before: { usage: { sessionCount: 2 } }, after: { usage: { sessionCount: 0 } } });
  });
});

describe('given PUT /api/Licenses/encrypted/{id} (before adding)', () => {
  it('should answer the pack afresh, with its used count', async () => {
    const response = await call(roles.manager, 'PUT', `/api/Licenses/encrypted/${packs.business}`);
    expect(response.statusCode).toBe(200);
    const license = licenseSchema.parse(response.json());
    const stored = await seats(app, packs.business);
    expect(license).toMatchObject({ encryptedId: packs.business, usedCount: stored.usedCount, userCount: 5 });
  });
});

describe('given hostile input', () => {
  const NUL = '\u0000';
  it.each([
    ['a NUL in the first name', { firstName: `Ca${NUL}sey` }],
    ['a control character in the e-mail', { accountName: `a\u0007b@example.org` }],
    ['a 300,000-character last name', { lastName: 'x'.repeat(300_000) }],
    ['a 300,000-character e-mail', { accountName: `${'a'.repeat(300_000)}@example.org` }],
  ])('should refuse %s with 400, changing nothing', async (_, overrides) => {
    await refusedAssignment(overrides);
  });

  it('should refuse a maximum sessions beyond any column with 400', async () => {
    const usageId = await usageIdOf(packs.standard, 'sam.patel@example.com');
    const response = await call(roles.manager, 'PUT', `/api/Licenses/${packs.standard}/LicenseUsages/${usageId}`, {
      MaximumSessions: 2 ** 53,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.server.requestInvalid });
  });
});
