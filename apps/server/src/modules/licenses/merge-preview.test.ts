import { licenseSchema, mergeMessages, mergePreviewSchema } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithRoles, auditEntries, databaseDay, packState, packWithUsers, productPublicId } from './test-fixtures.ts';

const { app, call, roles } = await appWithRoles();
let standardProduct: string;
let onPremProduct: string;

beforeAll(async () => {
  standardProduct = await productPublicId(app, 1);
  onPremProduct = await productPublicId(app, 9);
});

const body = (merged: string[], product: string) => ({ EncryptedUsageIds: merged, EncryptedProductId: product });
const preview = (main: string, merged: string[], product = standardProduct) =>
  call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge/Preview`, body(merged, product));
const merge = (main: string, merged: string[], product = standardProduct) =>
  call(roles.admin, 'POST', `/api/Licenses/${main}/LicenseUsages/Merge`, body(merged, product));

/** Everything a merge changes: the packs, their users, their history. */
async function everything(ids: string[]) {
  return Promise.all(
    ids.map(async (id) => ({
      pack: await packState(app, id),
      users: await app.db.query(
        `select u.public_id, u.account_name from license_usages u join licenses l on l.id = u.license_id
          where l.public_id = $1 order by u.id`,
        [id],
      ),
      history: await auditEntries(app, id),
    })),
  );
}

describe('given packs to merge, previewed first', () => {
  let main: string;
  let second: string;

  beforeAll(async () => {
    main = await packWithUsers(app, roles.admin, {
      seats: 5,
      product: standardProduct,
      users: ['ann@preview.example', 'bob@preview.example'],
    });
    second = await packWithUsers(app, roles.admin, {
      seats: 3,
      product: standardProduct,
      users: ['ANN@preview.example', 'cat@preview.example'],
      endDate: await databaseDay(app, 100),
    });
  });

  it('should answer the packs as the merge would leave them, naming the users kept once, and keep nothing', async () => {
    const before = await everything([main, second]);
    const response = await preview(main, [second]);
    expect(response.statusCode).toBe(200);
    const answer = mergePreviewSchema.parse(response.json());
    expect(answer.license).toMatchObject({ encryptedId: main, userCount: 8, usedCount: 3 });
    expect(answer.merged).toEqual([
      expect.objectContaining({ encryptedId: second, usedCount: 0, endDate: await databaseDay(app, -1) }),
    ]);
    expect(answer.duplicates.map((name) => name.toLowerCase())).toEqual(['ann@preview.example']);
    expect(await everything([main, second])).toEqual(before);
  });

  it('should merge exactly as previewed', async () => {
    const previewed = mergePreviewSchema.parse((await preview(main, [second])).json());
    const response = await merge(main, [second]);
    expect(response.statusCode).toBe(200);
    const merged = licenseSchema.parse(response.json());
    expect(merged).toMatchObject({
      userCount: previewed.license.userCount,
      usedCount: previewed.license.usedCount,
      endDate: previewed.license.endDate,
    });
  });

  it('should refuse a preview to anyone but an administrator', async () => {
    const other = await packWithUsers(app, roles.admin, { seats: 1, product: standardProduct });
    const response = await call(
      roles.manager,
      'POST',
      `/api/Licenses/${other}/LicenseUsages/Merge/Preview`,
      body([main], standardProduct),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('given a main pack of the On-Prem product, whose users no one can manage', () => {
  let onPrem: string;
  let withUsers: string;
  let withoutUsers: string;

  beforeAll(async () => {
    onPrem = await packWithUsers(app, roles.admin, { seats: 10, product: onPremProduct });
    withUsers = await packWithUsers(app, roles.admin, {
      seats: 4,
      product: standardProduct,
      users: ['eve@strand.example', 'fay@strand.example'],
    });
    withoutUsers = await packWithUsers(app, roles.admin, { seats: 2, product: standardProduct });
  });

  it.each([
    ['merge', merge],
    ['preview', preview],
  ])('should refuse a %s that would move users into it, changing nothing', async (_name, send) => {
    const before = await everything([onPrem, withUsers, withoutUsers]);
    const response = await send(onPrem, [withoutUsers, withUsers], onPremProduct);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: mergeMessages.strandsUsers,
      fields: { EncryptedUsageIds: mergeMessages.strandsUsers },
    });
    expect(await everything([onPrem, withUsers, withoutUsers])).toEqual(before);
  });

  it('should merge a pack without users into it: only seats move', async () => {
    const response = await merge(onPrem, [withoutUsers], onPremProduct);
    expect(response.statusCode).toBe(200);
    expect(licenseSchema.parse(response.json())).toMatchObject({ userCount: 12, usedCount: 0 });
  });
});
