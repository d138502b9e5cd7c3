import {
  buildPath,
  contract,
  licenseRenewConflictSchema,
  licenseSchema,
  licenseUsageListSchema,
  MAX_SEATS_FREED,
  messages,
  seatPlanConflictSchema,
  seatPlanMessages,
} from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { etagOf, versionedCaller } from '../../test-support/versioned-calls.ts';
import { assignBody, newPack, seats, usageOf } from '../license-usages/test-fixtures.ts';
import { linkPack, memberOrganization, newMember, newOrganization } from '../organizations/test-fixtures.ts';
import { appWithRoles, auditEntries, demoPacks, foreignPack, packState, tampered } from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();
const versioned = versionedCaller(app);

let addressCount = 0;
const freshAddress = () => {
  addressCount += 1;
  return `holder.${addressCount}@seat-plan.example`;
};

const assignUrl = (pack: string) => buildPath(contract.assignLicenseUsage.path, { licenseId: pack });
const updateUrl = (pack: string) => buildPath(contract.updateLicense.path, { encryptedLicenseId: pack });
const renewUrl = (pack: string) => buildPath(contract.renewLicense.path, { encryptedLicenseId: pack });

/** A pack of `seats` seats with `users` users assigned through the API; answers it and its usage ids in order. */
async function packWith(seatCount: number, users: number, options: { productId?: number } = {}) {
  const pack = await newPack(app, call, roles.admin, seatCount, options);
  const ids: string[] = [];
  for (let index = 0; index < users; index += 1) {
    ids.push(usageOf(await call(roles.admin, 'POST', assignUrl(pack), assignBody(freshAddress())), 201).cryptId);
  }
  return { pack, ids };
}

/** The pack as the license form reads it: the License and its ETag. */
async function read(pack: string) {
  const response = await call(roles.admin, 'GET', `/api/Licenses/encrypted/${pack}`);
  return { license: licenseSchema.parse(response.json()), etag: etagOf(response) };
}

/** The license form's update body for the pack as read, with another count and a plan. */
async function updateBody(pack: string, userCount: number, revokeUsageIds?: readonly string[]) {
  const { license } = await read(pack);
  return {
    userCount,
    name: license.name,
    startDate: license.startDate,
    endDate: license.endDate,
    encryptedProductId: license.encryptedProductId,
    sharepointIntegration: license.sharePointIntegration,
    advancedTemplate: license.advancedTemplate,
    ...(revokeUsageIds === undefined ? {} : { revokeUsageIds }),
  };
}

async function renewBody(pack: string, userCount: number, revokeUsageIds?: readonly string[]) {
  const { license } = await read(pack);
  return {
    startDate: license.endDate,
    endDate: '12/31/2035',
    userCount,
    ...(revokeUsageIds === undefined ? {} : { revokeUsageIds }),
  };
}

async function listedIds(pack: string) {
  const response = await call(roles.admin, 'GET', `/api/Licenses/${pack}/LicenseUsages`);
  return licenseUsageListSchema.parse(response.json()).usages.map((usage) => usage.cryptId);
}

/** Everything a refused plan must leave as it was: the pack with its users, the audit log, every usage. */
async function world(pack: string) {
  const [row] = await app.db.query<{ audits: number; usages: number }>(
    'select (select count(*)::int from audit_log) as audits, (select count(*)::int from license_usages) as usages',
  );
  return { pack: await packState(app, pack), ...row };
}

describe('given an update that lowers a pack below its users, naming who gives a seat up (revokeUsageIds)', () => {
  it('should revoke them and lower the count in one change, each revoke audited for the seat reduction', async () => {
    const { pack, ids } = await packWith(5, 5);
    const { etag } = await read(pack);
    const response = await versioned(
      roles.admin,
      'PUT',
      updateUrl(pack),
      await updateBody(pack, 3, ids.slice(1, 3)),
      etag,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(licenseSchema.parse(response.json())).toMatchObject({ userCount: 3, usedCount: 3 });
    expect(await seats(app, pack)).toEqual({ userCount: 3, usedCount: 3, usages: 3 });
    expect(await listedIds(pack)).toEqual([ids[0], ids[3], ids[4]]);

    const entries = (await auditEntries(app, pack)).slice(-3);
    const reason = seatPlanMessages.revokeReason(5, 3, 'update');
    expect(entries.map((entry) => entry.action)).toEqual([
      'license-usage.revoke',
      'license-usage.revoke',
      'license.update',
    ]);
    expect(entries[0]).toMatchObject({
      actorEmail: demoAccounts.admin.email,
      before: { usage: { cryptId: ids[1] } },
      after: { usage: null, usedCount: 3, reason },
    });
    expect(entries[1]).toMatchObject({ before: { usage: { cryptId: ids[2] } }, after: { reason } });
    expect(entries[2]).toMatchObject({ before: { userCount: 5, usedCount: 5 }, after: { userCount: 3, usedCount: 3 } });
  });

  it('should take an empty plan as no revoke when the seats still cover the users, and a repeated id once', async () => {
    const { pack, ids } = await packWith(5, 2);
    const none = await call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 4, []));
    expect(none.statusCode, none.body).toBe(200);
    expect(await seats(app, pack)).toEqual({ userCount: 4, usedCount: 2, usages: 2 });
    const twice = await call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 1, [ids[0]!, ids[0]!]));
    expect(twice.statusCode, twice.body).toBe(200);
    expect(await seats(app, pack)).toEqual({ userCount: 1, usedCount: 1, usages: 1 });
  });

  it('should serve the older update variant (PUT /api/Licenses) alike', async () => {
    const { pack, ids } = await packWith(3, 3);
    const body = { ...(await updateBody(pack, 2, [ids[2]!])), encryptedId: pack };
    const response = await call(roles.admin, 'PUT', '/api/Licenses', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await listedIds(pack)).toEqual(ids.slice(0, 2));
  });

  it('should still refuse a count below the users without a plan, as before (400 on userCount)', async () => {
    const { pack } = await packWith(3, 3);
    const before = await world(pack);
    const response = await call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 2));
    expect(response.statusCode).toBe(400);
    const message = messages.licenseActions.seatsBelowAssigned(3, 2);
    expect(response.json()).toMatchObject({ message, fields: { userCount: message } });
    expect(await world(pack)).toEqual(before);
  });
});

describe('given a renewal that lowers a pack below its users, naming who gives a seat up', () => {
  it('should revoke them, lower the count, keep the earlier term, and audit the renewal', async () => {
    const { pack, ids } = await packWith(4, 4);
    const { etag } = await read(pack);
    const response = await versioned(
      roles.admin,
      'POST',
      renewUrl(pack),
      await renewBody(pack, 2, [ids[0]!, ids[3]!]),
      etag,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(licenseSchema.parse(response.json())).toMatchObject({ userCount: 2, usedCount: 2, endDate: '12/31/2035' });
    expect(await listedIds(pack)).toEqual([ids[1], ids[2]]);
    const terms = await call(roles.admin, 'GET', `/api/Licenses/${pack}/Terms`);
    expect(terms.json()).toMatchObject([{ userCount: 4 }]);
    const entries = (await auditEntries(app, pack)).slice(-3);
    expect(entries.map((entry) => entry.action)).toEqual([
      'license-usage.revoke',
      'license-usage.revoke',
      'license.renew',
    ]);
    expect(entries[0]!.after).toMatchObject({ reason: seatPlanMessages.revokeReason(4, 2, 'renewal') });
  });

  it("should still answer spec §8's 400 with both counts without a plan", async () => {
    const { pack } = await packWith(3, 3);
    const before = await world(pack);
    const response = await call(roles.admin, 'POST', renewUrl(pack), await renewBody(pack, 1));
    expect(response.statusCode).toBe(400);
    expect(licenseRenewConflictSchema.parse(response.json())).toMatchObject({
      message: messages.licenseActions.renewTooManyUsers(3, 1),
      renewUserCount: 1,
      currentUserCount: 3,
    });
    expect(await world(pack)).toEqual(before);
  });
});

describe('given a plan that does not fit the pack', () => {
  it.each([
    ['one id too few', 2, (ids: string[]) => ids.slice(0, 1), 2],
    ['one id too many', 2, (ids: string[]) => ids.slice(0, 3), 2],
    ['a repeated id standing for two', 2, (ids: string[]) => [ids[0]!, ids[0]!], 2],
    ['ids for a count the users fit in', 4, (ids: string[]) => ids.slice(0, 1), 0],
  ])('should refuse %s with 409 naming the counts, changing nothing', async (_case, userCount, plan, needed) => {
    const { pack, ids } = await packWith(4, 4);
    const before = await world(pack);
    for (const [url, body] of [
      [updateUrl(pack), await updateBody(pack, userCount, plan(ids))],
      [renewUrl(pack), await renewBody(pack, userCount, plan(ids))],
    ] as const) {
      const response = await call(roles.admin, url === updateUrl(pack) ? 'PUT' : 'POST', url, body);
      expect(response.statusCode, url).toBe(409);
      const chosen = new Set(plan(ids)).size;
      expect(seatPlanConflictSchema.parse(response.json())).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: seatPlanMessages.noLongerFits(4, userCount, chosen),
        currentUserCount: 4,
        userCount,
        seatsToFree: needed,
      });
    }
    expect(await world(pack)).toEqual(before);
  });

  it("should refuse with 400 an id that is no seat of the pack (another pack's, unknown, revoked), changing nothing", async () => {
    const { pack, ids } = await packWith(3, 3);
    const other = await packWith(3, 1);
    const revoked = await packWith(3, 3);
    expect((await call(roles.admin, 'DELETE', `${assignUrl(pack)}/${ids[2]}`)).statusCode).toBe(200);
    const before = await world(pack);
    for (const stranger of [other.ids[0]!, tampered(ids[0]!), ids[2]!, revoked.ids[0]!]) {
      for (const [method, url, body] of [
        ['PUT', updateUrl(pack), await updateBody(pack, 1, [ids[0]!, stranger])],
        ['POST', renewUrl(pack), await renewBody(pack, 1, [ids[0]!, stranger])],
      ] as const) {
        const response = await call(roles.admin, method, url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: seatPlanMessages.notInPack,
          fields: { revokeUsageIds: seatPlanMessages.notInPack },
        });
      }
    }
    expect(await world(pack)).toEqual(before);
    expect(await seats(app, other.pack)).toMatchObject({ usages: 1 });
  });

  it('should refuse malformed plans with 400 before anything is read', async () => {
    const { pack, ids } = await packWith(2, 2);
    const before = await world(pack);
    const malformed: unknown[] = [
      'not-a-list',
      [42],
      ['short'],
      [`${ids[0]!.slice(0, 21)}\u0000`],
      ['x'.repeat(300_000)],
      Array.from({ length: MAX_SEATS_FREED + 1 }, () => ids[0]!),
    ];
    for (const revokeUsageIds of malformed) {
      const response = await call(roles.admin, 'PUT', updateUrl(pack), {
        ...(await updateBody(pack, 1)),
        revokeUsageIds,
      });
      expect(response.statusCode, JSON.stringify(revokeUsageIds).slice(0, 40)).toBe(400);
      const { fields } = response.json() as { fields: Record<string, string> };
      expect(Object.keys(fields)[0]).toMatch(/^revokeUsageIds(\.\d+)?$/);
    }
    const huge = await call(roles.admin, 'PUT', updateUrl(pack), {
      ...(await updateBody(pack, 2 ** 40)),
      revokeUsageIds: [],
    });
    expect(huge.statusCode).toBe(400);
    expect(await world(pack)).toEqual(before);
  });

  it('should refuse a plan whose other fields break a rule, or based on an older version (412), changing nothing', async () => {
    const { pack, ids } = await packWith(3, 3);
    const { etag } = await read(pack);
    const before = await world(pack);
    const badDates = { ...(await updateBody(pack, 2, [ids[0]!])), startDate: '12/31/2040', endDate: '01/01/2030' };
    expect((await call(roles.admin, 'PUT', updateUrl(pack), badDates)).statusCode).toBe(400);
    const badRenewal = { ...(await renewBody(pack, 2, [ids[0]!])), endDate: '01/01/2000' };
    expect((await call(roles.admin, 'POST', renewUrl(pack), badRenewal)).statusCode).toBe(400);
    expect(await world(pack)).toEqual(before);

    // Another administrator's save since the form read the pack: the plan is refused as stale, its seats kept.
    const dates = { ...(await updateBody(pack, 3)), endDate: '12/31/2034' };
    expect((await call(roles.admin, 'PUT', updateUrl(pack), dates)).statusCode).toBe(200);
    const saved = await world(pack);
    const stale = await versioned(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 2, [ids[0]!]), etag);
    expect(stale.statusCode).toBe(412);
    expect(await world(pack)).toEqual(saved);
  });
});

describe('given who asks (spec §6 row 1: only administrators update and renew)', () => {
  it.each([
    ['an anonymous caller', () => undefined, 401],
    ["the pack's own manager", () => roles.manager, 403],
    ['an ordinary user holding a seat in it', () => roles.user, 403],
  ])('should refuse %s and change nothing', async (_who, cookie, status) => {
    const { business } = await demoPacks(app);
    const ids = await listedIds(business);
    const before = await world(business);
    const update = await call(cookie(), 'PUT', updateUrl(business), await updateBody(business, 1, ids.slice(1)));
    const renew = await call(cookie(), 'POST', renewUrl(business), await renewBody(business, 1, ids.slice(1)));
    for (const response of [update, renew]) {
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ message: messages.app.accessDenied });
    }
    expect(await world(business)).toEqual(before);
  });

  it("should give another customer's pack nothing to a manager: the same 403, whatever the ids", async () => {
    const foreign = await foreignPack(app);
    const ids = await listedIds(foreign);
    const before = await world(foreign);
    const response = await call(roles.manager, 'PUT', updateUrl(foreign), {
      ...(await updateBody(foreign, 1)),
      revokeUsageIds: ids,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.app.accessDenied });
    expect(await world(foreign)).toEqual(before);
  });

  it('should answer an administrator 404 for a pack that does not exist, whatever the plan', async () => {
    const { pack, ids } = await packWith(2, 2);
    const body = await updateBody(pack, 1, [ids[0]!]);
    const response = await call(roles.admin, 'PUT', updateUrl(tampered(pack)), body);
    expect(response.statusCode).toBe(404);
    expect(await seats(app, pack)).toEqual({ userCount: 2, usedCount: 2, usages: 2 });
  });
});

describe("given a plan revoking a member of the pack's cloud organization", () => {
  it('should tell the cloud as a revoke does: the account leaves the organization, audited', async () => {
    const pack = await newPack(app, call, roles.admin, 3, { productId: 3, administrator: demoAccounts.manager.email });
    const organization = await newOrganization(app);
    await linkPack(app, pack, organization);
    const member = await newMember(app, organization);
    const kept = await newMember(app, organization);
    const memberSeat = usageOf(await call(roles.admin, 'POST', assignUrl(pack), assignBody(member)), 201);
    usageOf(await call(roles.admin, 'POST', assignUrl(pack), assignBody(kept)), 201);
    const response = await call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 1, [memberSeat.cryptId]));
    expect(response.statusCode, response.body).toBe(200);
    expect(await memberOrganization(app, member)).toBeNull();
    expect(await memberOrganization(app, kept)).toBe(organization);
    const left = (await auditEntries(app, pack)).find((entry) => entry.action === 'organization.user-left');
    expect(left).toMatchObject({ before: { account: member }, after: { account: member, organization: null } });
  });
});

describe('given a plan racing other changes of the same pack', () => {
  /** The pack's counts hold: never more users than seats, and the stored count is the users'. */
  async function consistent(pack: string) {
    const stored = await seats(app, pack);
    expect(stored.usedCount).toBe(stored.usages);
    expect(stored.usedCount).toBeLessThanOrEqual(stored.userCount);
    return stored;
  }

  it('should let a plan and an assignment racing for the last seats leave consistent counts', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { pack, ids } = await packWith(3, 2);
      const [plan, assignment] = await Promise.all([
        call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 1, [ids[0]!])),
        call(roles.admin, 'POST', assignUrl(pack), assignBody(freshAddress())),
      ]);
      const stored = await consistent(pack);
      if (plan.statusCode === 200) {
        // The plan came first: one seat left, held, so the assignment found the pack full.
        expect(assignment.statusCode).toBe(400);
        expect(assignment.json()).toMatchObject({ message: messages.licenseUsers.noSeatsLeft });
        expect(stored).toEqual({ userCount: 1, usedCount: 1, usages: 1 });
      } else {
        // The assignment came first: three users now, so the plan no longer fits.
        expect(plan.statusCode).toBe(409);
        expect(assignment.statusCode).toBe(201);
        expect(stored).toEqual({ userCount: 3, usedCount: 3, usages: 3 });
      }
    }
  });

  it('should let exactly one of two plans made from the same list through', async () => {
    const { pack, ids } = await packWith(4, 4);
    const [first, second] = await Promise.all([
      call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 2, ids.slice(0, 2))),
      call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 3, ids.slice(3, 4))),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const stored = await consistent(pack);
    expect(stored.usages).toBe(first.statusCode === 200 ? 2 : 3);
  });

  it('should let a plan and a revoke of one of its seats leave consistent counts', async () => {
    const { pack, ids } = await packWith(3, 3);
    const [plan, revoke] = await Promise.all([
      call(roles.admin, 'PUT', updateUrl(pack), await updateBody(pack, 1, ids.slice(0, 2))),
      call(roles.admin, 'DELETE', `${assignUrl(pack)}/${ids[0]}`),
    ]);
    const stored = await consistent(pack);
    if (plan.statusCode === 200) {
      expect(revoke.statusCode).toBe(404);
      expect(stored).toEqual({ userCount: 1, usedCount: 1, usages: 1 });
    } else {
      expect(plan.statusCode).toBe(400);
      expect(revoke.statusCode).toBe(200);
      expect(stored).toEqual({ userCount: 3, usedCount: 2, usages: 2 });
    }
  });
});
