import { type License, licenseSchema, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import {
  appWithRoles,
  auditEntries,
  databaseDay,
  packState,
  packWithUsers,
  productPublicId,
  tampered,
} from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();
let standardProduct: string;
let businessProduct: string;

beforeAll(async () => {
  standardProduct = await productPublicId(app, 1);
  businessProduct = await productPublicId(app, 3);
});

/** A new pack, of the Standard product unless another is named, holding the given users. */
function pack(options: { seats: number; users?: string[]; product?: string; endDate?: string }) {
  return packWithUsers(app, roles.admin, { ...options, product: options.product ?? standardProduct });
}

function merge(cookie: string, main: string, merged: string[], product = standardProduct) {
  return call(cookie, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, {
    EncryptedUsageIds: merged,
    EncryptedProductId: product,
  });
}

async function row(publicId: string) {
  const [found] = await app.db.query<{
    seats: number;
    used: number;
    mergedInto: string | null;
    startDate: string;
    endDate: string;
  }>(
    `select l.user_count as seats, l.used_count as used, target.public_id as "mergedInto",
            to_char(l.start_date, 'MM/DD/YYYY') as "startDate", to_char(l.end_date, 'MM/DD/YYYY') as "endDate"
       from licenses l left join licenses target on target.id = l.merged_into where l.public_id = $1`,
    [publicId],
  );
  return found!;
}

async function usagesOf(publicId: string) {
  const rows = await app.db.query<{ email: string; id: string }>(
    `select u.account_name as email, u.public_id as id from license_usages u join licenses l on l.id = u.license_id
      where l.public_id = $1 order by lower(u.account_name)`,
    [publicId],
  );
  return rows;
}

describe('given packs to merge into a main pack', () => {
  let main: string;
  let second: string;
  let third: string;
  let merged: License;
  let mainUsagesBefore: { email: string; id: string }[];

  beforeAll(async () => {
    main = await pack({ seats: 5, users: ['ann@acme.example', 'bob@acme.example'] });
    second = await pack({ seats: 3, users: ['cat@acme.example', 'ANN@acme.example'] });
    third = await pack({
      seats: 2,
      users: ['dan@acme.example', 'Cat@Acme.example'],
      endDate: await databaseDay(app, 900),
    });
    mainUsagesBefore = await usagesOf(main);
    const response = await merge(roles.admin, main, [second, third]);
    expect(response.statusCode).toBe(200);
    merged = licenseSchema.parse(response.json());
  });

  it('should give the main pack every seat and every distinct user, counting a shared account once', async () => {
    expect(merged).toMatchObject({ encryptedId: main, userCount: 10, usedCount: 4 });
    expect((await usagesOf(main)).map((usage) => usage.email.toLowerCase())).toEqual([
      'ann@acme.example',
      'bob@acme.example',
      'cat@acme.example',
      'dan@acme.example',
    ]);
    expect(await row(main)).toMatchObject({ seats: 10, used: 4, mergedInto: null });
  });

  it("should keep the main pack's own usage of a shared account", async () => {
    const ann = (await usagesOf(main)).find((usage) => usage.email.toLowerCase() === 'ann@acme.example');
    expect(ann).toEqual(mainUsagesBefore.find((usage) => usage.email === 'ann@acme.example'));
  });

  it("should keep the main pack's period even when a merged pack ended later", async () => {
    expect(merged.endDate).toBe(await databaseDay(app, 300));
  });

  it('should end the merged packs: no users, Expired from today, naming the main pack', async () => {
    const yesterday = await databaseDay(app, -1);
    for (const id of [second, third]) {
      expect(await row(id)).toMatchObject({ used: 0, mergedInto: main, endDate: yesterday });
      expect(await usagesOf(id)).toEqual([]);
      const license = (await call(roles.admin, 'GET', `/api/Licenses/encrypted/${id}`)).json();
      expect(license).toMatchObject({ status: 'Expired', usedCount: 0 });
    }
  });

  it('should audit the merge under every pack, with before, after and the dropped duplicates', async () => {
    for (const id of [main, second, third]) {
      const entries = await auditEntries(app, id);
      expect(entries.at(-1)).toMatchObject({ action: 'license.merge', actorEmail: demoAccounts.admin.email });
    }
    const [entry] = (await auditEntries(app, main)).filter((item) => item.action === 'license.merge');
    const before = entry!.before as { licenses: { encryptedId: string; usages: string[] }[] };
    const after = entry!.after as {
      licenses: { encryptedId: string; userCount: number }[];
      removedDuplicates: unknown[];
    };
    expect(before.licenses.map((license) => license.usages.length)).toEqual([2, 2, 2]);
    expect(after.licenses.find((license) => license.encryptedId === main)?.userCount).toBe(10);
    expect(after.removedDuplicates).toEqual([
      { encryptedId: expect.any(String), accountName: 'ANN@acme.example' },
      { encryptedId: expect.any(String), accountName: 'Cat@Acme.example' },
    ]);
  });

  it('should refuse to merge a pack that was already merged with 409 and change nothing', async () => {
    const other = await pack({ seats: 1 });
    const before = [await packState(app, other), await packState(app, second)];
    const response = await merge(roles.admin, other, [second]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.merge.alreadyMerged);
    expect([await packState(app, other), await packState(app, second)]).toEqual(before);
  });

  it('should keep the merged packs when the main pack is deleted later, only forgetting the link', async () => {
    expect((await call(roles.admin, 'DELETE', `/api/licenses/${main}`)).statusCode).toBe(200);
    expect(await row(second)).toMatchObject({ mergedInto: null, used: 0 });
  });
});

describe('given a merge request that cannot be carried out', () => {
  it.each(['manager', 'user'] as const)('should refuse %s with 403 and move nothing', async (role) => {
    const main = await pack({ seats: 2, users: ['eve@acme.example'] });
    const other = await pack({ seats: 2, users: ['fay@acme.example'] });
    const before = [await packState(app, main), await packState(app, other)];
    const response = await merge(roles[role], main, [other]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.app.accessDenied);
    expect([await packState(app, main), await packState(app, other)]).toEqual(before);
  });

  it('should answer 404 for a tampered main or merged id and move nothing', async () => {
    const main = await pack({ seats: 2, users: ['gus@acme.example'] });
    const other = await pack({ seats: 2, users: ['hal@acme.example'] });
    const before = [await packState(app, main), await packState(app, other)];
    expect((await merge(roles.admin, tampered(main), [other])).statusCode).toBe(404);
    expect((await merge(roles.admin, main, [other, tampered(other)])).statusCode).toBe(404);
    expect((await merge(roles.admin, main, [other], tampered(standardProduct))).statusCode).toBe(404);
    expect([await packState(app, main), await packState(app, other)]).toEqual(before);
  });

  it('should refuse a merge that names only the main pack with 400', async () => {
    const main = await pack({ seats: 2 });
    const response = await merge(roles.admin, main, [main]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('EncryptedUsageIds');
  });

  it("should refuse a product other than the main pack's with 400", async () => {
    const main = await pack({ seats: 2 });
    const other = await pack({ seats: 2, product: businessProduct });
    const response = await merge(roles.admin, main, [other], businessProduct);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('EncryptedProductId');
  });

  it('should merge packs of another product into the main pack when asked with the main product', async () => {
    const main = await pack({ seats: 2 });
    const other = await pack({ seats: 2, product: businessProduct, users: ['ivy@acme.example'] });
    const response = await merge(roles.admin, main, [other]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ productId: 1, userCount: 4, usedCount: 1 });
  });
});

describe('given two merges racing over the same pack', () => {
  async function totals(ids: string[]) {
    const [result] = await app.db.query<{ seats: number; usages: number; emails: string[] }>(
      `select (select sum(user_count)::int from licenses where public_id = any($1::text[]) and merged_into is null) as seats,
              (select count(*)::int from license_usages u join licenses l on l.id = u.license_id
                where l.public_id = any($1::text[])) as usages,
              (select array_agg(lower(u.account_name) order by lower(u.account_name))
                 from license_usages u join licenses l on l.id = u.license_id where l.public_id = any($1::text[])) as emails`,
      [ids],
    );
    return result!;
  }

  it.each([1, 2, 3, 4, 5])('should let exactly one win and conserve seats and users (round %i)', async (round) => {
    const first = await pack({ seats: 3, users: [`a${round}@race.example`] });
    const second = await pack({ seats: 4, users: [`b${round}@race.example`, `c${round}@race.example`] });
    const shared = await pack({ seats: 5, users: [`d${round}@race.example`, `e${round}@race.example`] });
    const extra = await pack({ seats: 1, users: [`f${round}@race.example`] });
    const all = [first, second, shared, extra];
    const before = await totals(all);
    // Overlapping sets listed in opposite orders: the locks are still taken in one order, so no deadlock.
    const responses = await Promise.all([
      merge(roles.admin, first, [shared, extra]),
      merge(roles.admin, second, [extra, shared]),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(await totals(all)).toEqual(before);
    expect(await row(shared)).toMatchObject({ mergedInto: winner, used: 0 });
    expect(await row(extra)).toMatchObject({ mergedInto: winner, used: 0 });
    expect(await row(winner)).toMatchObject({ used: (await usagesOf(winner)).length });
    expect((await usagesOf(loser)).length).toBe(loser === first ? 1 : 2);
  });
});
