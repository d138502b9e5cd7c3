import { licenseUsageListSchema, messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { refusedAsStale, staleDeleteRefused, versionedCaller } from '../../test-support/versioned-calls.ts';
import { caller } from '../licenses/test-fixtures.ts';
import { assignBody, newPack, seats, usageOf } from './test-fixtures.ts';

const app = await createTestApp();
const call = versionedCaller(app);
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);

let serial = 0;
/** A new pack with one user, and that user as the pack's list shows it (with its etag). */
async function listedUsage() {
  serial += 1;
  const pack = await newPack(app, caller(app), admin, 3);
  const assigned = await call(admin, 'POST', `/api/Licenses/${pack}/LicenseUsages`, {
    ...assignBody(`names.${serial}@usage-versions.example`),
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const list = licenseUsageListSchema.parse((await call(admin, 'GET', `/api/Licenses/${pack}/LicenseUsages`)).json());
  const usage = list.usages[0]!;
  expect(usage.etag).toMatch(/^"v[1-9][0-9]*"$/);
  return { pack, usage, url: `/api/Licenses/${pack}/LicenseUsages/${usage.cryptId}` };
}

describe("given a license user's names edited by two managers (the list item's etag as If-Match)", () => {
  it("should refuse the second edit with 412 and the first one's names, then apply its retry on top", async () => {
    const { pack, usage, url } = await listedUsage();
    const first = usageOf(await call(admin, 'PUT', url, { firstName: 'Robin' }, usage.etag));
    expect(first.etag).not.toBe(usage.etag);
    const refusal = refusedAsStale(await call(admin, 'PUT', url, { lastName: 'Lee' }, usage.etag));
    expect(refusal).toMatchObject({ message: messages.server.preconditionFailed, etag: first.etag });
    expect(refusal.current).toMatchObject({ cryptId: usage.cryptId, firstName: 'Robin', lastName: usage.lastName });
    expect(refusal.changedBy).toBe(demoAccounts.admin.email);
    const retry = usageOf(await call(admin, 'PUT', url, { lastName: 'Lee' }, refusal.etag));
    expect(retry).toMatchObject({ firstName: 'Robin', lastName: 'Lee' });
    const list = licenseUsageListSchema.parse((await call(admin, 'GET', `/api/Licenses/${pack}/LicenseUsages`)).json());
    expect(list.usages[0]).toMatchObject({ firstName: 'Robin', lastName: 'Lee', etag: retry.etag });
  });

  it('should let exactly one of two simultaneous edits based on one version through', async () => {
    const { usage, url } = await listedUsage();
    const [a, b] = await Promise.all([
      call(admin, 'PUT', url, { firstName: 'Avery' }, usage.etag),
      call(admin, 'PUT', url, { firstName: 'Blake' }, usage.etag),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(refusedAsStale(loser).current).toMatchObject({ firstName: usageOf(winner).firstName });
  });

  it('should edit as before without If-Match (the last edit wins), and refuse a malformed one with 400', async () => {
    const { usage, url } = await listedUsage();
    usageOf(await call(admin, 'PUT', url, { firstName: 'First' }));
    expect(usageOf(await call(admin, 'PUT', url, { firstName: 'Last' })).firstName).toBe('Last');
    const malformed = await call(admin, 'PUT', url, { firstName: 'Bad' }, 'v1');
    expect(malformed.statusCode).toBe(400);
    expect(usageOf(await call(admin, 'PUT', url, { lastName: usage.lastName }, '*')).firstName).toBe('Last');
  });
});

describe('given a license user one manager revokes while another edits their names (If-Match on DELETE)', () => {
  it('should refuse a revoke based on an older version with 412, keeping the user and seat, and take one based on the current', async () => {
    const { pack, usage, url } = await listedUsage();
    const listed = async () =>
      licenseUsageListSchema.parse((await call(admin, 'GET', `/api/Licenses/${pack}/LicenseUsages`)).json());
    const refusal = await staleDeleteRefused({
      etag: usage.etag!,
      change: () => call(admin, 'PUT', url, { firstName: 'Kept' }),
      remove: (ifMatch) => call(admin, 'DELETE', url, undefined, ifMatch),
      exists: async () => (await listed()).usages.length === 1,
    });
    expect(refusal.current).toMatchObject({ cryptId: usage.cryptId, firstName: 'Kept' });
    expect(await seats(app, pack)).toMatchObject({ usedCount: 0, usages: 0 });
  });

  it('should revoke as before without If-Match', async () => {
    const { pack, url } = await listedUsage();
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(200);
    expect(await seats(app, pack)).toMatchObject({ usedCount: 0, usages: 0 });
  });
});
