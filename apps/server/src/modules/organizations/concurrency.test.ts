import { buildPath, contract, licenseOrganizationsSchema, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { etagOf, refusedAsStale, secondWriterRefused, versionedCaller } from '../../test-support/versioned-calls.ts';
import { newPack } from '../license-usages/test-fixtures.ts';
import { caller, type Roles, signInRoles } from '../licenses/test-fixtures.ts';
import { linkPack, newOrganization, packOrganization, uniqueName } from './test-fixtures.ts';

const app = await createTestApp();
const call = versionedCaller(app);
let roles: Roles;

beforeAll(async () => {
  roles = await signInRoles(app);
});

const read = (pack: string) =>
  call(roles.admin, 'GET', buildPath(contract.licenseOrganizations.path, { licenseId: pack }));
const rename = (pack: string, name: string, ifMatch?: string, who = roles.admin) =>
  call(who, 'POST', contract.changeOrganizationName.path, { LicenseId: pack, NewOrganizationName: name }, ifMatch);
const change = (pack: string, organization: string, ifMatch?: string) =>
  call(
    roles.admin,
    'POST',
    contract.changeOrganization.path,
    { LicenseId: pack, NewOrganizationId: organization },
    ifMatch,
  );
const link = (pack: string, organization: string, name: string, ifMatch?: string) =>
  call(
    roles.admin,
    'POST',
    contract.linkSelectedOrganization.path,
    { EncryptedLicenseId: pack, OrganizationId: organization, OrganizationName: name },
    ifMatch,
  );

/** A Business pack of the demo manager, linked to an organization of its own; answers both. */
async function linkedPack(name = uniqueName('Versioned')) {
  const pack = await newPack(app, caller(app), roles.admin, 2, {
    productId: 3,
    administrator: demoAccounts.manager.email,
  });
  const organization = await newOrganization(app, name);
  await linkPack(app, pack, organization);
  return { pack, organization, name };
}

describe('given Cloud Settings of one pack edited by two administrators (ETag / If-Match on the link and the name)', () => {
  it('should refuse a change of the link based on the name before a rename: 412 with the rename, then its retry', async () => {
    const { pack, organization } = await linkedPack();
    const target = await newOrganization(app, uniqueName('Target'));
    // The target among the manager's organizations, so the pack may be changed to it.
    const other = await newPack(app, caller(app), roles.admin, 2, {
      productId: 3,
      administrator: demoAccounts.manager.email,
    });
    await linkPack(app, other, target);
    const renamed = uniqueName('Renamed');
    const { refusal, retry } = await secondWriterRefused({
      read: () => read(pack),
      first: (ifMatch) => rename(pack, renamed, ifMatch),
      second: (ifMatch) => change(pack, target, ifMatch),
    });
    expect(refusal).toMatchObject({ message: messages.server.preconditionFailed, changedBy: demoAccounts.admin.email });
    const current = licenseOrganizationsSchema.parse(refusal.current);
    expect(current.organization).toMatchObject({ organizationId: organization, organizationName: renamed });
    expect(retry.json()).toMatchObject({ organizationId: target });
    expect((await packOrganization(app, pack)).id).toBe(target);
  });

  it('should refuse a rename based on the link before a change of it, changing nothing', async () => {
    const { pack, organization } = await linkedPack();
    const etag = etagOf(await read(pack));
    const chosen = uniqueName('Chosen');
    const target = await newOrganization(app, chosen);
    expect((await link(pack, target, chosen, etag)).statusCode).toBe(200);
    const refusal = refusedAsStale(await rename(pack, uniqueName('Late'), etag));
    expect(licenseOrganizationsSchema.parse(refusal.current).organization?.organizationId).toBe(target);
    expect(await packOrganization(app, pack)).toEqual({ id: target, name: chosen });
    const [left] = await app.db.query<{ name: string }>('select name from organizations where public_id = $1', [
      organization,
    ]);
    expect(left!.name).not.toMatch(/^Late/);
  });

  it('should make a rename through another pack of the same organization a new version of this one', async () => {
    const { pack, organization } = await linkedPack();
    const sibling = await newPack(app, caller(app), roles.admin, 2, {
      productId: 3,
      administrator: demoAccounts.manager.email,
    });
    await linkPack(app, sibling, organization);
    const etag = etagOf(await read(pack));
    expect((await rename(sibling, uniqueName('Through Sibling'))).statusCode).toBe(200);
    expect(etagOf(await read(pack))).not.toBe(etag);
    const refusal = refusedAsStale(await rename(pack, uniqueName('Stale'), etag));
    expect(refusal.changedBy).toBe(demoAccounts.admin.email);
  });

  it('should never give a version twice, even moving to an organization of a lower version', async () => {
    const { pack } = await linkedPack();
    const seen = [etagOf(await read(pack))];
    for (let index = 0; index < 3; index++) {
      expect((await rename(pack, uniqueName('Again'))).statusCode).toBe(200);
      seen.push(etagOf(await read(pack)));
    }
    const fresh = uniqueName('Fresh');
    expect((await link(pack, await newOrganization(app, fresh), fresh)).statusCode).toBe(200);
    seen.push(etagOf(await read(pack)));
    const versions = seen.map((etag) => Number(etag.slice(2, -1)));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('should save as before without If-Match, and refuse a malformed one with 400', async () => {
    const { pack } = await linkedPack();
    expect((await rename(pack, uniqueName('Free One'))).statusCode).toBe(200);
    const last = uniqueName('Free Two');
    expect((await rename(pack, last)).statusCode).toBe(200);
    expect((await packOrganization(app, pack)).name).toBe(last);
    const malformed = await rename(pack, uniqueName('Malformed'), 'v1');
    expect(malformed.statusCode).toBe(400);
    expect((await packOrganization(app, pack)).name).toBe(last);
  });
});
