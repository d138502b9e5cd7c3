import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf } from '../api/versions.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { blankLicense } from './blank-license.ts';

const license = {
  ...blankLicense(),
  encryptedId: 'L1',
  userCount: 5,
  name: 'manager@example.com',
  startDate: '01/15/2026',
  endDate: '01/15/2027',
  productId: 3,
  encryptedProductId: 'P3',
  sharePointIntegration: true,
  advancedTemplate: true,
  usedCount: 3,
};

/** The license form's body for that pack, as a save sends it. */
const licenseWrite = {
  userCount: 5,
  name: 'manager@example.com',
  startDate: '01/15/2026',
  endDate: '01/15/2027',
  encryptedProductId: 'P3',
  sharepointIntegration: true,
  advancedTemplate: true,
};

const setup = (answer: () => Response) => httpConsoleApiAnswering(answer, { currentPath: () => '/' });

describe('given the HTTP adapter license calls', () => {
  it("should keep the ETag of the pack a form loads, and send it back as If-Match with the form's save", async () => {
    const { api, request } = setup(() => json(license, 200, { headers: { etag: '"v7"' } }));
    await expect(api.licenses.licenseForEdit('L1')).resolves.toEqual({ value: license, etag: '"v7"' });
    await api.licenses.updateLicense('L1', licenseWrite, '"v7"');
    expect(new Headers(request(1).init?.headers).get('if-match')).toBe('"v7"');
    expect(new Headers(request(1).init?.headers).get('accept')).toBe('application/json');
    await api.licenses.renewLicense('L1', { startDate: '01/15/2027', endDate: '01/15/2028', userCount: 5 }, '"v8"');
    expect(new Headers(request(2).init?.headers).get('if-match')).toBe('"v8"');
    await api.licenses.updateLicense('L1', licenseWrite);
    expect(new Headers(request(3).init?.headers).has('if-match')).toBe(false);
    const dates = { startDate: '01/15/2026', endDate: '06/30/2027', encryptedId: 'L1' };
    await api.licenses.updateLicenseDates(dates, '"v9"');
    expect(request(4).url.pathname).toBe('/api/Licenses/Dates');
    expect(new Headers(request(4).init?.headers).get('if-match')).toBe('"v9"');
  });

  it('should reject a stale save with the 412 that staleWriteOf reads: current state, who and when', async () => {
    const stale = {
      statusCode: 412,
      error: 'Precondition Failed',
      message: 'Someone else changed this record after you opened it. Nothing was saved.',
      version: 8,
      etag: '"v8"',
      current: { ...license, userCount: 9 },
      changedBy: 'admin@example.com',
      changedAt: '2026-03-10T14:05:00.000Z',
    };
    const { api } = setup(() => json(stale, 412));
    const error = await rejectionOf(api.licenses.updateLicense('L1', {} as never, '"v7"'));
    expect(staleWriteOf(error)).toEqual(stale);
    expect(staleWriteOf(new Error('other'))).toBeNull();
  });

  it('should read a page of the search with only the filters that are set', async () => {
    const { api, request } = setup(() => json([license]));
    await expect(
      api.licenses.searchLicensePaged({
        emailPart: ' acme ',
        type: '',
        status: 'Active',
        productId: 0,
        pageSize: 10,
        pageNumber: 2,
      }),
    ).resolves.toEqual([license]);
    const { url, method } = request();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/Licenses/SearchLicensePaged');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      emailPart: 'acme',
      status: 'Active',
      pageSize: '10',
      pageNumber: '2',
    });
  });

  it('should send the order asked for as sortBy and sortDirection, and none when none is asked for', async () => {
    const { api, request } = setup(() => json([license]));
    await api.licenses.listLicenses({ status: 'Active', sortBy: 'validFrom', sortDirection: 'desc' });
    await api.licenses.searchLicensePaged({ sortBy: 'product', pageSize: 10, pageNumber: 1 });
    await api.licenses.searchLicensePaged({ pageSize: 10, pageNumber: 1 });
    expect(request(0).url.searchParams.get('sortBy')).toBe('validFrom');
    expect(request(0).url.searchParams.get('sortDirection')).toBe('desc');
    expect(Object.fromEntries(request(1).url.searchParams)).toEqual({
      sortBy: 'product',
      pageSize: '10',
      pageNumber: '1',
    });
    expect(request(2).url.searchParams.has('sortBy')).toBe(false);
    expect(request(2).url.searchParams.has('sortDirection')).toBe(false);
  });

  it('should count the search as a bare number', async () => {
    const { api, request } = setup(() => json(42));
    await expect(api.licenses.searchLicensePagedCount({ emailPart: 'acme' })).resolves.toBe(42);
    expect(request().url.pathname).toBe('/api/Licenses/SearchLicensePagedCount');
  });

  it('should read the full list with a random version parameter', async () => {
    const { api, request } = setup(() => json([license]));
    await api.licenses.listLicenses({ status: 'Expired', productId: 7 });
    const { url } = request();
    expect(url.pathname).toBe('/api/Licenses');
    expect(url.searchParams.get('status')).toBe('Expired');
    expect(url.searchParams.get('productId')).toBe('7');
    expect(url.searchParams.get('v')).toMatch(/\w+/);
  });

  it('should create with the body as posted and answer the Location header', async () => {
    const { api, request } = setup(() => json(license, 201, { headers: { location: '/api/Licenses/encrypted/L1' } }));
    const body = {
      userCount: 1,
      name: 'new@example.com',
      startDate: '01/15/2026',
      endDate: '01/15/2027',
      encryptedProductId: 'P1',
      sharepointIntegration: false,
      advancedTemplate: false,
      names: { firstName: 'New', lastName: 'Owner' },
    };
    await expect(api.licenses.createLicense(body)).resolves.toEqual({
      license,
      location: '/api/Licenses/encrypted/L1',
    });
    expect(request()).toMatchObject({ method: 'POST', body });
    expect(request().url.pathname).toBe('/api/licenses');
  });

  it('should update, delete and renew by the encrypted id', async () => {
    const { api, request, fetch } = setup(() => json(license));
    await api.licenses.updateLicense('L 1', licenseWrite);
    expect(request(0)).toMatchObject({ method: 'PUT', body: licenseWrite });
    expect(request(0).url.pathname).toBe('/api/licenses/L%201');
    await api.licenses.renewLicense('L1', { startDate: '01/15/2027', endDate: '01/15/2028', userCount: 5 });
    expect(request(1)).toMatchObject({ method: 'POST' });
    expect(request(1).url.pathname).toBe('/api/licenses/Renew/L1');
    fetch.mockImplementationOnce(async () => json({ ok: true }));
    await api.licenses.deleteLicense('L1', '"v7"');
    expect(request(2)).toMatchObject({ method: 'DELETE' });
    expect(new Headers(request(2).init?.headers).get('if-match')).toBe('"v7"');
  });

  it("should read a pack's earlier terms at /api/Licenses/{licenseId}/Terms", async () => {
    const term = {
      startDate: '01/15/2025',
      endDate: '01/15/2026',
      userCount: 4,
      renewedAt: '2026-01-10T09:00:00.000Z',
      renewedBy: 'admin@example.com',
    };
    const { api, request } = setup(() => json([term]));
    await expect(api.licenses.licenseTerms('L1')).resolves.toEqual([term]);
    expect(request(0).url.pathname).toBe('/api/Licenses/L1/Terms');
    expect(request(0).init?.method ?? 'GET').toBe('GET');
  });

  it('should carry the counts of a refused renewal in the error body', async () => {
    const { api } = setup(() =>
      json({ statusCode: 400, error: 'Bad Request', message: 'too many', renewUserCount: 2, currentUserCount: 3 }, 400),
    );
    const error = await api.licenses
      .renewLicense('L1', { startDate: '01/15/2027', endDate: '01/15/2028', userCount: 2 })
      .catch((caught: unknown) => caught);
    expect(isApiError(error, 400)).toBe(true);
    expect((error as { body: unknown }).body).toMatchObject({ renewUserCount: 2, currentUserCount: 3 });
  });

  it('should merge the listed packs into the main one as EncryptedUsageIds and EncryptedProductId', async () => {
    const { api, request } = setup(() => json(license));
    await api.licenses.mergeLicenses('L1', { mergedIds: ['L2', 'L3'], encryptedProductId: 'P3' });
    expect(request().url.pathname).toBe('/api/Licenses/L1/LicenseUsages/Merge');
    expect(request().body).toEqual({ EncryptedUsageIds: ['L2', 'L3'], EncryptedProductId: 'P3' });
  });
});
