import { type License, licenseSchema, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { etagOf, refusedAsStale, staleDeleteRefused, versionedCaller } from '../../test-support/versioned-calls.ts';
import { appWithRoles, newLicenseBody, packState, productPublicId } from './test-fixtures.ts';

const { app, roles } = await appWithRoles();
const call = versionedCaller(app);
let standardProduct: string;

beforeAll(async () => {
  standardProduct = await productPublicId(app, 1);
});

/** A pack of its own for each test, as administrators create it. */
async function newPack(): Promise<License> {
  const response = await call(
    roles.admin,
    'POST',
    '/api/licenses',
    newLicenseBody({ encryptedProductId: standardProduct, userCount: 5 }),
  );
  expect(response.statusCode).toBe(201);
  return licenseSchema.parse(response.json());
}

/** The license form's read of a pack: the License and its ETag. */
async function read(id: string) {
  const response = await call(roles.admin, 'GET', `/api/Licenses/encrypted/${id}`);
  return { license: licenseSchema.parse(response.json()), etag: etagOf(response), body: response.json() };
}

function editBody(license: License, changes: Partial<{ userCount: number; endDate: string }>) {
  return {
    userCount: changes.userCount ?? license.userCount,
    name: license.name,
    startDate: license.startDate,
    endDate: changes.endDate ?? license.endDate,
    encryptedProductId: license.encryptedProductId,
    sharepointIntegration: license.sharePointIntegration,
    advancedTemplate: license.advancedTemplate,
  };
}

describe('given a license pack read by two administrators (ETag / If-Match)', () => {
  it('should answer its read with a strong ETag and keep the version out of the body', async () => {
    const pack = await newPack();
    const first = await read(pack.encryptedId);
    expect(first.body).not.toHaveProperty('rowVersion');
    // The same version read again answers the same ETag.
    expect((await read(pack.encryptedId)).etag).toBe(first.etag);
  });

  it('should refuse the second writer with 412 and the current state, then apply its retry: nothing is lost', async () => {
    const pack = await newPack();
    const { license, etag } = await read(pack.encryptedId);

    const first = await call(
      roles.admin,
      'PUT',
      `/api/licenses/${pack.encryptedId}`,
      editBody(license, { userCount: 9 }),
      etag,
    );
    expect(first.statusCode).toBe(200);
    expect(etagOf(first)).not.toBe(etag);
    expect(first.json()).not.toHaveProperty('rowVersion');

    const dates = { startDate: license.startDate, endDate: '12/31/2033', encryptedId: pack.encryptedId };
    const second = await call(roles.admin, 'POST', '/api/Licenses/Dates', dates, etag);
    const refusal = refusedAsStale(second);
    expect(refusal).toMatchObject({
      statusCode: 412,
      error: 'Precondition Failed',
      message: messages.server.preconditionFailed,
      etag: first.headers.etag,
      changedBy: demoAccounts.admin.email,
    });
    expect(refusal.current).toMatchObject({ encryptedId: pack.encryptedId, userCount: 9, endDate: license.endDate });
    expect(Number.isNaN(Date.parse(refusal.changedAt ?? ''))).toBe(false);
    expect(await packState(app, pack.encryptedId)).toMatchObject({ user_count: 9 });

    // The loser's retry on top of the current version applies, and keeps the winner's change.
    const retry = await call(roles.admin, 'POST', '/api/Licenses/Dates', dates, refusal.etag);
    expect(retry.statusCode).toBe(200);
    expect(licenseSchema.parse(retry.json())).toMatchObject({ userCount: 9, endDate: '12/31/2033' });
    expect((await read(pack.encryptedId)).etag).toBe(retry.headers.etag);
  });

  it('should let exactly one of two simultaneous writes based on one version through', async () => {
    const pack = await newPack();
    const { license, etag } = await read(pack.encryptedId);
    const [a, b] = await Promise.all([
      call(roles.admin, 'PUT', `/api/licenses/${pack.encryptedId}`, editBody(license, { userCount: 7 }), etag),
      call(roles.admin, 'PUT', `/api/licenses/${pack.encryptedId}`, editBody(license, { userCount: 8 }), etag),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const won = licenseSchema.parse(winner.json()).userCount;
    expect(refusedAsStale(loser).current).toMatchObject({ userCount: won });
    expect(await packState(app, pack.encryptedId)).toMatchObject({ user_count: won });
  });

  it('should refuse a stale renewal and the older update variant alike', async () => {
    const pack = await newPack();
    const { license, etag } = await read(pack.encryptedId);
    const changed = await call(
      roles.admin,
      'PUT',
      `/api/licenses/${pack.encryptedId}`,
      editBody(license, { userCount: 6 }),
      etag,
    );
    expect(changed.statusCode).toBe(200);
    const renewal = { startDate: license.startDate, endDate: '06/30/2034', userCount: 4 };
    refusedAsStale(await call(roles.admin, 'POST', `/api/licenses/Renew/${pack.encryptedId}`, renewal, etag));
    const legacy = { ...editBody(license, { userCount: 3 }), encryptedId: pack.encryptedId };
    refusedAsStale(await call(roles.admin, 'PUT', '/api/Licenses', legacy, etag));
    expect(await packState(app, pack.encryptedId)).toMatchObject({ user_count: 6 });
  });

  it('should write as before without If-Match (the last write wins) and with If-Match: *', async () => {
    const pack = await newPack();
    const { license, etag } = await read(pack.encryptedId);
    const path = `/api/licenses/${pack.encryptedId}`;
    expect((await call(roles.admin, 'PUT', path, editBody(license, { userCount: 9 }))).statusCode).toBe(200);
    const last = await call(roles.admin, 'PUT', path, editBody(license, { userCount: 4 }));
    expect(last.statusCode).toBe(200);
    expect(etagOf(last)).not.toBe(etag);
    expect((await call(roles.admin, 'PUT', path, editBody(license, { userCount: 5 }), '*')).statusCode).toBe(200);
    expect(await packState(app, pack.encryptedId)).toMatchObject({ user_count: 5 });
  });

  it('should match any listed ETag, never a weak one, and refuse a malformed If-Match with 400 changing nothing', async () => {
    const pack = await newPack();
    const { license, etag } = await read(pack.encryptedId);
    const path = `/api/licenses/${pack.encryptedId}`;
    refusedAsStale(await call(roles.admin, 'PUT', path, editBody(license, { userCount: 9 }), `W/${etag}`));
    for (const malformed of ['v1', '"v1', '"v1" "v2"', `"${'x'.repeat(2000)}"`, '"a"b"']) {
      const response = await call(roles.admin, 'PUT', path, editBody(license, { userCount: 9 }), malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.server.ifMatchInvalid });
    }
    expect((await read(pack.encryptedId)).etag).toBe(etag);
    const listed = await call(roles.admin, 'PUT', path, editBody(license, { userCount: 9 }), `"v999", ${etag}`);
    expect(listed.statusCode).toBe(200);
  });

  it('should bump the version on any change of what the form shows, made by any write, but not on seats taken', async () => {
    const pack = await newPack();
    const { etag } = await read(pack.encryptedId);
    await app.db.query('update licenses set used_count = 1 where public_id = $1', [pack.encryptedId]);
    expect((await read(pack.encryptedId)).etag).toBe(etag);
    await app.db.query("update licenses set account_name = 'Elsewhere' where public_id = $1", [pack.encryptedId]);
    expect((await read(pack.encryptedId)).etag).not.toBe(etag);
  });
});

describe('given a license pack one administrator deletes while another edits it (If-Match on DELETE)', () => {
  it('should refuse a delete based on an older version with 412, keeping the pack, and take one based on the current', async () => {
    const pack = await newPack();
    const { license, etag } = await read(pack.encryptedId);
    const refusal = await staleDeleteRefused({
      etag,
      change: () => call(roles.admin, 'PUT', `/api/licenses/${pack.encryptedId}`, editBody(license, { userCount: 9 })),
      remove: (ifMatch) => call(roles.admin, 'DELETE', `/api/licenses/${pack.encryptedId}`, undefined, ifMatch),
      exists: async () => (await packState(app, pack.encryptedId)) !== null,
    });
    expect(refusal.current).toMatchObject({ encryptedId: pack.encryptedId, userCount: 9 });
    expect(refusal.changedBy).toBe(demoAccounts.admin.email);
  });

  it('should delete as before without If-Match', async () => {
    const pack = await newPack();
    expect((await call(roles.admin, 'DELETE', `/api/licenses/${pack.encryptedId}`)).statusCode).toBe(200);
    expect(await packState(app, pack.encryptedId)).toBeNull();
  });
});
