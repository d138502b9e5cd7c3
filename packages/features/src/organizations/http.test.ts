import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';

const PACK = 'cGFjay1vbmUtYnVzaW5lc3M';
const setup = (answer: () => Response) =>
  httpConsoleApiAnswering(answer, { currentPath: () => `/license-usage/${PACK}` });

describe('given the HTTP adapter organization calls', () => {
  const ORGANIZATION = 'b3JnYW5pemF0aW9uLW9uZQ';
  const organization = {
    organizationId: ORGANIZATION,
    encryptedOrganizationId: ORGANIZATION,
    organizationName: 'Acme',
  };

  it("should read the pack's organization and its choices", async () => {
    const answer = { organization, choices: [] };
    const { api, request } = setup(() => json(answer));
    await expect(api.organizations.licenseOrganizations(PACK)).resolves.toEqual(answer);
    expect(request().method).toBe('GET');
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/Organizations`);
  });

  it('should read Cloud Settings with its ETag and send it back as If-Match with each change', async () => {
    const answer = { organization, choices: [] };
    const { api, request } = setup(() => json(answer, 200, { headers: { etag: '"v5"' } }));
    await expect(api.organizations.licenseOrganizationsForEdit(PACK)).resolves.toEqual({ value: answer, etag: '"v5"' });
    const change = setup(() => json(organization));
    await change.api.organizations.changeOrganizationName(PACK, 'Acme', '"v5"');
    await change.api.organizations.changeOrganization(PACK, ORGANIZATION, '"v5"');
    await change.api.organizations.linkSelectedOrganization(PACK, organization, '"v5"');
    for (const index of [0, 1, 2]) {
      expect(new Headers(change.request(index).init?.headers).get('if-match')).toBe('"v5"');
    }
    await change.api.organizations.changeOrganizationName(PACK, 'Acme');
    expect(new Headers(change.request(3).init?.headers).has('if-match')).toBe(false);
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/Organizations`);
  });

  it('should post a rename and a change with the spec’s field names', async () => {
    const { api, request } = setup(() => json(organization));
    await api.organizations.changeOrganizationName(PACK, 'Acme');
    expect(request(0).url.pathname).toBe('/api/Licenses/changeOrganizationName');
    expect(request(0).body).toEqual({ LicenseId: PACK, NewOrganizationName: 'Acme' });
    await api.organizations.changeOrganization(PACK, ORGANIZATION);
    expect(request(1).url.pathname).toBe('/api/Licenses/changeOrganization');
    expect(request(1).body).toEqual({ LicenseId: PACK, NewOrganizationId: ORGANIZATION });
  });

  it('should reject a refused change with its body, the embedded 401 in it (spec §8)', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The license organization could not be changed.',
      embedded: { status: 401, message: 'Not in that organization.' },
    };
    const { api, onNavigate } = setup(() => json(body, 400));
    const error = await rejectionOf(api.organizations.changeOrganization(PACK, ORGANIZATION));
    expect(isApiError(error, 400) && error.body).toEqual(body);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should search for linking with the name in its own path segment, then link the one chosen', async () => {
    const { api, request } = setup(() => json([organization]));
    await expect(api.organizations.organizationsForLinking(PACK, 'A&B/C')).resolves.toEqual([organization]);
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe(`/api/Licenses/GetOrganizationsForLinking/A%26B%2FC/${PACK}`);

    const linked = setup(() => json(organization));
    await linked.api.organizations.linkSelectedOrganization(PACK, organization);
    expect(linked.request().body).toEqual({
      EncryptedLicenseId: PACK,
      OrganizationId: ORGANIZATION,
      OrganizationName: 'Acme',
    });
  });

  it('should leave a link to an organization gone since the search to the dialog, not /404', async () => {
    const { api, onNavigate } = setup(() => json({ statusCode: 404, error: 'Not Found', message: 'Not Found' }, 404));
    const error = await rejectionOf(api.organizations.linkSelectedOrganization(PACK, organization));
    expect(isApiError(error, 404)).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
