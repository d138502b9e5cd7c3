import { NO_USAGE_SETTINGS } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { fakeLicenseUsages } from './fake.ts';

const PACK = 'cGFjay1vbmUtYnVzaW5lc3M';
const USAGE = 'dXNhZ2Utb25lLWpvcmRhbg';
const setup = (answer: () => Response) =>
  httpConsoleApiAnswering(answer, { currentPath: () => `/license-usage/${PACK}` });

const list = {
  usages: fakeLicenseUsages(PACK, 2),
  total: 5,
  canShowRoles: true,
  startDate: '11/10/2025',
  endDate: '11/10/2026',
  productId: 3,
  settings: NO_USAGE_SETTINGS,
};

describe('given the HTTP adapter license-usage calls', () => {
  it('should read a pack’s users afresh each time, with a new random version parameter', async () => {
    const { api, request } = setup(() => json(list));
    await expect(api.licenseUsages.licenseUsages(PACK)).resolves.toEqual(list);
    await api.licenseUsages.licenseUsages(PACK);
    expect(request(0).method).toBe('GET');
    expect(request(0).url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages`);
    const versions = [request(0), request(1)].map(({ url }) => url.searchParams.get('v'));
    expect(versions[0]).toMatch(/\S/);
    expect(versions[1]).not.toBe(versions[0]);
  });

  it('should post an assignment with the chosen role and answer the new usage', async () => {
    const [usage] = fakeLicenseUsages(PACK, 1);
    const { api, request } = setup(() => json(usage, 201));
    const assignment = { accountName: 'a@example.com', firstName: 'A', lastName: 'B', encryptedRoleId: 'cm9sZS10d28' };
    await expect(api.licenseUsages.assignLicenseUsage(PACK, assignment)).resolves.toEqual(usage);
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages`);
    expect(request().body).toEqual(assignment);
  });

  it('should reject a refused assignment with the server message and its body (spec §8)', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'No seat left' };
    const { api, onNavigate } = setup(() => json(body, 400));
    const error = await rejectionOf(
      api.licenseUsages.assignLicenseUsage(PACK, { accountName: 'a@example.com', firstName: 'A', lastName: 'B' }),
    );
    expect(isApiError(error, 400) && error.message).toBe('No seat left');
    expect(isApiError(error) && error.body).toEqual(body);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should put the names of one usage', async () => {
    const [usage] = fakeLicenseUsages(PACK, 1);
    const { api, request } = setup(() => json(usage));
    await api.licenseUsages.updateLicenseUsage(PACK, USAGE, { firstName: 'Rylee', lastName: 'Chen' });
    expect(request().method).toBe('PUT');
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages/${USAGE}`);
    expect(request().body).toEqual({ firstName: 'Rylee', lastName: 'Chen' });
  });

  it("should send the usage's etag as If-Match with its names, and none when it has none", async () => {
    const [usage] = fakeLicenseUsages(PACK, 1);
    const { api, request } = setup(() => json(usage));
    await api.licenseUsages.updateLicenseUsage(PACK, USAGE, { firstName: 'Rylee' }, '"v3"');
    expect(new Headers(request().init?.headers).get('if-match')).toBe('"v3"');
    await api.licenseUsages.updateLicenseUsage(PACK, USAGE, { firstName: 'Rylee' });
    expect(new Headers(request(1).init?.headers).has('if-match')).toBe(false);
  });

  it('should revoke, telling the cloud only when asked not to', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await expect(api.licenseUsages.revokeLicenseUsage(PACK, USAGE)).resolves.toBeUndefined();
    expect(request(0).method).toBe('DELETE');
    expect(request(0).url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages/${USAGE}`);
    expect([...request(0).url.searchParams.keys()]).toEqual([]);
    await api.licenseUsages.revokeLicenseUsage(PACK, USAGE, { informCloud: false });
    expect(request(1).url.searchParams.get('informCloud')).toBe('false');
    expect(new Headers(request(1).init?.headers).has('if-match')).toBe(false);
    await api.licenseUsages.revokeLicenseUsage(PACK, USAGE, { ifMatch: '"v4"' });
    expect(new Headers(request(2).init?.headers).get('if-match')).toBe('"v4"');
  });

  it('should remove the sessions under /api/Session', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await expect(api.licenseUsages.removeSessions(PACK, USAGE)).resolves.toBeUndefined();
    expect(request().method).toBe('DELETE');
    expect(request().url.pathname).toBe(`/api/Session/${PACK}/LicenseUsages/${USAGE}`);
  });

  it('should read the roles and prepare the pack before an assignment', async () => {
    const roles = [
      { id: 'cm9sZS1vbmU', descr: 'License Administrator' },
      { id: 'cm9sZS10d28', descr: 'User' },
    ];
    const { api, request } = setup(() => json(roles));
    await expect(api.licenseUsages.rolesForLicense(PACK)).resolves.toEqual(roles);
    expect(request().url.pathname).toBe(`/api/Roles/${PACK}`);

    const prepared = setup(() =>
      json({ statusCode: 400, error: 'Bad Request', message: 'Operation not available' }, 400),
    );
    const error = await rejectionOf(prepared.api.licenseUsages.prepareLicenseForAssign(PACK));
    expect(prepared.request().method).toBe('PUT');
    expect(prepared.request().url.pathname).toBe(`/api/Licenses/encrypted/${PACK}`);
    expect(isApiError(error, 400) && error.message).toBe('Operation not available');
  });

  it('should keep an id inside its own path segment', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await api.licenseUsages.removeSessions(PACK, '../Users');
    expect(request().url.pathname).toBe(`/api/Session/${PACK}/LicenseUsages/..%2FUsers`);
  });
});

describe("given the HTTP adapter calls of the add-user row's organization dialogs", () => {
  const ORGANIZATION = 'b3JnYW5pemF0aW9uLW9uZQ';

  it("should post the add-user row's answer and question at their spec paths", async () => {
    const [usage] = fakeLicenseUsages(PACK, 1);
    const { api, request } = setup(() => json(usage, 201));
    const assignment = {
      accountName: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      licenseCryptId: PACK,
      updateUserOrganizationOption: 'user' as const,
    };
    await expect(api.licenseUsages.assignWithOrganization(PACK, ORGANIZATION, assignment)).resolves.toEqual(usage);
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages/DuplicateOrganizationId/${ORGANIZATION}`);
    expect(request().body).toEqual(assignment);

    const asked = setup(() => json({ inOtherOrganization: true, organizationName: null }));
    await asked.api.licenseUsages.userWithOrganization(PACK, { organizationId: ORGANIZATION, email: 'a@example.com' });
    expect(asked.request().url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages/userWithOrganization`);
    expect(asked.request().body).toEqual({ EncryptedOrganizationId: ORGANIZATION, EncryptedEmail: 'a@example.com' });
  });
});
