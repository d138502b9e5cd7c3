import { contract, messages, organizationChangePreviewSchema } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOrganizations } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { caller, demoPacks, type Roles, signInRoles } from '../licenses/test-fixtures.ts';
import { newOrganization, organizationWorld, packOrganization } from './test-fixtures.ts';

const app = await createTestApp();
const call = caller(app);
let roles: Roles;
let packs: Awaited<ReturnType<typeof demoPacks>>;

beforeAll(async () => {
  roles = await signInRoles(app);
  packs = await demoPacks(app);
});

/** The organization's public id by its name. */
async function organizationNamed(name: string): Promise<string> {
  const [row] = await app.db.query<{ id: string }>('select public_id as id from organizations where name = $1', [name]);
  return row!.id;
}

const preview = (cookie: string, pack: string, target: string) =>
  call(cookie, 'POST', contract.previewChangeOrganization.path, { LicenseId: pack, NewOrganizationId: target });

// The seed: the demo manager's Business pack is in Example Corp, their Standard pack in Example Labs.
describe('given POST /api/Licenses/changeOrganization/Preview', () => {
  it("should answer the manager's Settings as the change would leave them, and change nothing", async () => {
    expect((await packOrganization(app, packs.business)).name).toBe(demoOrganizations.business);
    const labs = await organizationNamed(demoOrganizations.standard);
    const before = await organizationWorld(app);
    const response = await preview(roles.manager, packs.business, labs);
    expect(response.statusCode).toBe(200);
    const answer = organizationChangePreviewSchema.parse(response.json());
    expect(answer.organization).toMatchObject({ organizationId: labs, organizationName: demoOrganizations.standard });
    // Both packs in one organization: nothing left to rename the pack's away from, nor to change it to.
    expect(answer.settings).toMatchObject({
      cloudSettings: true,
      renameOrganization: false,
      changeOrganization: false,
      changeLicenseAdmin: 'acceptance',
    });
    expect(await organizationWorld(app)).toEqual(before);
  });

  it('should refuse what the change refuses, changing nothing', async () => {
    const unknown = await newOrganization(app);
    const labs = await organizationNamed(demoOrganizations.standard);
    const before = await organizationWorld(app);
    const foreign = await preview(roles.manager, packs.business, unknown);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: messages.cloudSettings.changeRefused,
      embedded: { status: 401, message: messages.cloudSettings.changeUnauthorized },
    });
    expect([403, 404]).toContain((await preview(roles.user, packs.business, labs)).statusCode);
    expect(await organizationWorld(app)).toEqual(before);
  });
});
