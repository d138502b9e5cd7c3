import {
  buildPath,
  contract,
  idleSeatMessages,
  idleSeatsSchema,
  MAX_IDLE_REVOKE,
  messages,
  revokeIdleAnswerSchema,
} from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { auditEntries, caller, type Roles, signInRoles, tampered } from '../licenses/test-fixtures.ts';
import { assignBody, newPack, seats, usageOf } from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;

const IDLE = contract.idleLicenseUsages.path;
const REVOKE = contract.revokeIdleLicenseUsages.path;
/** Idle seats are set back this far: further than any seeded use, so a query for 3000 days finds only these tests'. */
const LONG_AGO_DAYS = 3200;
const LONG = 3000;

let addressCount = 0;
const freshAddress = (label = 'idle') => {
  addressCount += 1;
  return `${label}.${addressCount}@idle-seats.example`;
};

/** Assigns `count` fresh users to the pack; answers their usage ids in order. */
async function assign(pack: string, count: number): Promise<string[]> {
  const url = buildPath(contract.assignLicenseUsage.path, { licenseId: pack });
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(usageOf(await call(roles.admin, 'POST', url, assignBody(freshAddress())), 201).cryptId);
  }
  return ids;
}

/** Sets a seat's last use `days` days back (null: never used, assigned `days` days back). */
async function lastUsedDaysAgo(usageId: string, days: number, options: { never?: boolean } = {}) {
  await app.db.query(
    options.never
      ? `update license_usages set last_usage = null, created_at = now() - make_interval(days => $2) where public_id = $1`
      : `update license_usages set last_usage = now() - make_interval(days => $2) where public_id = $1`,
    [usageId, days],
  );
}

const idleOf = async (cookie: string | undefined, query: string) => call(cookie, 'GET', `${IDLE}?${query}`);
const idleIds = async (cookie: string, days = LONG) => {
  const answer = await idleOf(cookie, `days=${days}&pageSize=300`);
  expect(answer.statusCode, answer.body).toBe(200);
  return idleSeatsSchema.parse(answer.json()).items.map((item) => item.cryptId);
};
const revoke = (cookie: string | undefined, body: unknown) => call(cookie, 'POST', REVOKE, body);

const manager = { administrator: demoAccounts.manager.email };

beforeAll(async () => {
  roles = await signInRoles(app);
});

describe('given seats idle across packs', () => {
  it("should list an administrator every pack's idle seats, a manager only theirs, the longest idle first", async () => {
    const own = await newPack(app, call, roles.admin, 5, manager);
    const foreign = await newPack(app, call, roles.admin, 5);
    const [oldest, recent, never] = await assign(own, 3);
    const [foreignSeat] = await assign(foreign, 1);
    await lastUsedDaysAgo(oldest!, LONG_AGO_DAYS + 10);
    await lastUsedDaysAgo(recent!, 10);
    await lastUsedDaysAgo(never!, LONG_AGO_DAYS, { never: true });
    await lastUsedDaysAgo(foreignSeat!, LONG_AGO_DAYS);

    const answer = idleSeatsSchema.parse((await idleOf(roles.admin, `days=${LONG}&pageSize=300`)).json());
    const mine = answer.items.filter((item) => [oldest, never, foreignSeat].includes(item.cryptId));
    expect(mine.map((item) => item.cryptId)).toEqual([oldest, never, foreignSeat]);
    expect(answer.items.map((item) => item.cryptId)).not.toContain(recent);
    expect(answer.items.find((item) => item.cryptId === never)).toMatchObject({
      lastUsage: null,
      licenseCryptId: own,
      administratorEmail: demoAccounts.manager.email,
    });
    expect(answer.today).toMatch(/^\d\d\/\d\d\/\d{4}$/);

    const managed = await idleIds(roles.manager);
    expect(managed).toEqual(expect.arrayContaining([oldest, never]));
    expect(managed).not.toContain(foreignSeat);
    expect(await idleIds(roles.manager, 5)).toContain(recent);
  });

  it('should page the idle seats with the total of them all', async () => {
    const pack = await newPack(app, call, roles.admin, 5, manager);
    const ids = await assign(pack, 3);
    for (const [index, id] of ids.entries()) await lastUsedDaysAgo(id, LONG_AGO_DAYS + 100 - index);
    const first = idleSeatsSchema.parse((await idleOf(roles.manager, `days=${LONG}&pageSize=1`)).json());
    const second = idleSeatsSchema.parse((await idleOf(roles.manager, `days=${LONG}&pageSize=1&pageNumber=2`)).json());
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.cryptId).not.toBe(first.items[0]?.cryptId);
    const beyond = idleSeatsSchema.parse((await idleOf(roles.manager, `days=${LONG}&pageNumber=9999`)).json());
    expect(beyond).toMatchObject({ items: [], total: first.total });
  });

  it('should leave out the seats of a pack that has ended, and keep them from a revoke', async () => {
    const ended = await newPack(app, call, roles.admin, 5, manager);
    const [seat] = await assign(ended, 1);
    await lastUsedDaysAgo(seat!, LONG_AGO_DAYS);
    await app.db.query(
      'update licenses set start_date = current_date - 400, end_date = current_date - 1 where public_id = $1',
      [ended],
    );
    expect(await idleIds(roles.admin)).not.toContain(seat);
    const answer = await revoke(roles.admin, { days: LONG, usageIds: [seat] });
    expect(answer.json()).toEqual({ revoked: [], kept: [], missing: [seat] });
    expect(await seats(app, ended)).toMatchObject({ usedCount: 1, usages: 1 });
  });

  it("should list one product's idle seats when asked, every product's for 0 or none, and refuse a bad product", async () => {
    const standard = await newPack(app, call, roles.admin, 5, manager);
    const business = await newPack(app, call, roles.admin, 5, { ...manager, productId: 3 });
    const [standardSeat] = await assign(standard, 1);
    const [businessSeat] = await assign(business, 1);
    await lastUsedDaysAgo(standardSeat!, LONG_AGO_DAYS);
    await lastUsedDaysAgo(businessSeat!, LONG_AGO_DAYS);
    const ofProduct = async (productId: string) => {
      const answer = await idleOf(roles.manager, `days=${LONG}&pageSize=300&productId=${productId}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return idleSeatsSchema.parse(answer.json());
    };

    const businessOnly = await ofProduct('3');
    expect(businessOnly.items.map((item) => item.cryptId)).toContain(businessSeat);
    expect(businessOnly.items.map((item) => item.cryptId)).not.toContain(standardSeat);
    expect(businessOnly.items.every((item) => item.productId === 3)).toBe(true);
    expect(businessOnly.total).toBe(businessOnly.items.length);
    expect((await ofProduct('0')).items.map((item) => item.cryptId)).toEqual(
      expect.arrayContaining([standardSeat, businessSeat]),
    );
    expect((await ofProduct('42')).total).toBe(0);
    for (const bad of ['-1', '1.5', 'x', '99999999999', '%00']) {
      const answer = await idleOf(roles.manager, `days=${LONG}&productId=${bad}`);
      expect(answer.statusCode, bad).toBe(400);
    }
  });

  it("should leave out product 9's packs", async () => {
    const onPrem = await newPack(app, call, roles.admin, 5, { productId: 9 });
    const [usage] = await app.db.query<{ id: string }>(
      `insert into license_usages (public_id, license_id, account_name, last_usage)
       select 'onprem-idle-seat-000001', id, 'onprem@idle-seats.example', now() - interval '3300 days'
         from licenses where public_id = $1 returning public_id as id`,
      [onPrem],
    );
    expect(await idleIds(roles.admin)).not.toContain(usage!.id);
  });

  it('should answer 401 to anybody signed out and 403 to a user who administers no pack', async () => {
    expect((await idleOf(undefined, 'days=30')).statusCode).toBe(401);
    expect((await revoke(undefined, { days: 30, usageIds: ['A'.repeat(22)] })).statusCode).toBe(401);
    const refused = await idleOf(roles.user, 'days=30');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.app.accessDenied });
    expect((await revoke(roles.user, { days: 30, usageIds: ['A'.repeat(22)] })).statusCode).toBe(403);
  });
});

describe('given idle seats revoked in one step', () => {
  it('should revoke those still idle, keep one used since, free their seats and audit each revoke', async () => {
    const pack = await newPack(app, call, roles.admin, 5, manager);
    const [a, b, used] = await assign(pack, 3);
    for (const id of [a!, b!, used!]) await lastUsedDaysAgo(id, 100);
    // Read as idle, then used before the revoke arrives.
    expect(await idleIds(roles.manager, 90)).toEqual(expect.arrayContaining([a, b, used]));
    await lastUsedDaysAgo(used!, 0);

    const answer = await revoke(roles.manager, { days: 90, usageIds: [a, b, used, a] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(revokeIdleAnswerSchema.parse(answer.json())).toEqual({ revoked: [a, b], kept: [used], missing: [] });
    expect(await seats(app, pack)).toMatchObject({ usedCount: 1, usages: 1 });
    const revokes = (await auditEntries(app, pack)).filter((entry) => entry.action === 'license-usage.revoke');
    expect(revokes).toHaveLength(2);
    expect(revokes[0]).toMatchObject({
      actorEmail: demoAccounts.manager.email,
      before: { usage: { cryptId: a } },
      after: { usage: null, usedCount: 1 },
    });
  });

  it("should answer another customer's seats, revoked ones and forged ids as missing, changing nothing", async () => {
    const foreign = await newPack(app, call, roles.admin, 5);
    const [foreignSeat] = await assign(foreign, 1);
    await lastUsedDaysAgo(foreignSeat!, 400);
    const forged = tampered(foreignSeat!);
    const answer = await revoke(roles.manager, { days: 30, usageIds: [foreignSeat, forged] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ revoked: [], kept: [], missing: [foreignSeat, forged] });
    expect(await seats(app, foreign)).toMatchObject({ usedCount: 1, usages: 1 });
    expect(await auditEntries(app, foreign)).not.toContainEqual(
      expect.objectContaining({ action: 'license-usage.revoke' }),
    );
  });

  it.each([
    ['days of 0', { days: 0, usageIds: ['A'.repeat(22)] }],
    ['days beyond ten years', { days: 3651, usageIds: ['A'.repeat(22)] }],
    ['a huge days', { days: 1e308, usageIds: ['A'.repeat(22)] }],
    ['days as words', { days: 'thirty', usageIds: ['A'.repeat(22)] }],
    ['no ids', { days: 30, usageIds: [] }],
    ['an id of 300,000 characters', { days: 30, usageIds: ['A'.repeat(300_000)] }],
    ['an id with a control character', { days: 30, usageIds: [`${'A'.repeat(21)}\u0000`] }],
    ['too many ids', { days: 30, usageIds: Array.from({ length: MAX_IDLE_REVOKE + 1 }, () => 'A'.repeat(22)) }],
    ['no body', undefined],
  ])('should refuse %s with 400 and change nothing', async (_label, body) => {
    const before = await app.db.query('select count(*)::int as count from license_usages');
    const answer = await revoke(roles.admin, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400 });
    expect(await app.db.query('select count(*)::int as count from license_usages')).toEqual(before);
  });

  it.each([
    ['days of 0', 'days=0'],
    ['days beyond ten years', 'days=3651'],
    ['days beyond any number', 'days=1e400'],
    ['a NUL for days', 'days=%00'],
    ['a page too big', 'days=30&pageSize=100000'],
    ['5,000 digits of days', `days=${'9'.repeat(5000)}`],
    ['no days', ''],
  ])('should refuse the list with %s with 400', async (_label, query) => {
    const answer = await idleOf(roles.admin, query);
    expect(answer.statusCode).toBe(400);
  });

  it("should say the days' message on a refused threshold", async () => {
    const answer = await idleOf(roles.admin, 'days=0');
    expect(answer.json()).toMatchObject({ fields: { days: idleSeatMessages.daysInvalid } });
  });
});

describe('given a revoke of idle seats racing a use of them or another revoke', () => {
  it('should never free a seat twice when two revokes of the same seats run at once', async () => {
    const pack = await newPack(app, call, roles.admin, 6, manager);
    const ids = await assign(pack, 6);
    for (const id of ids) await lastUsedDaysAgo(id, 120);
    const [first, second] = await Promise.all([
      revoke(roles.manager, { days: 90, usageIds: ids }),
      revoke(roles.admin, { days: 90, usageIds: [...ids].reverse() }),
    ]);
    const answers = [first, second].map((answer) => revokeIdleAnswerSchema.parse(answer.json()));
    const revoked = answers.flatMap((answer) => answer.revoked);
    expect(revoked.sort()).toEqual([...ids].sort());
    expect(answers.flatMap((answer) => answer.missing).sort()).toEqual([...ids].sort());
    expect(await seats(app, pack)).toMatchObject({ usedCount: 0, usages: 0 });
  });

  it('should either revoke a seat or keep it when its use is recorded at the same moment, and count it right', async () => {
    const pack = await newPack(app, call, roles.admin, 8, manager);
    const ids = await assign(pack, 8);
    for (const id of ids) await lastUsedDaysAgo(id, 120);
    const [answer] = await Promise.all([
      revoke(roles.manager, { days: 90, usageIds: ids }),
      ...ids.map((id) => app.db.query('update license_usages set last_usage = now() where public_id = $1', [id])),
    ]);
    const outcome = revokeIdleAnswerSchema.parse(answer.json());
    expect([...outcome.revoked, ...outcome.kept].sort()).toEqual([...ids].sort());
    const left = await seats(app, pack);
    expect(left).toMatchObject({ usedCount: outcome.kept.length, usages: outcome.kept.length });
  });
});
