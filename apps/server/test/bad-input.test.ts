import {
  type CallName,
  contract,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  messages,
  opaqueIdSchema,
} from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { newPublicId } from '../src/lib/crypto.ts';
import {
  databaseDay,
  demoPacks,
  newLicenseBody,
  productPublicId,
  signInRoles,
} from '../src/modules/licenses/test-fixtures.ts';
import { createTestApp } from '../src/test-support/test-app.ts';
import { type CallInput, callRequest } from './contract-request.ts';
import { changedTables, storedRowsReader } from './stored-rows.ts';

const app = await createTestApp();
const storedRows = await storedRowsReader(app.db);
// Stands in for a query that lets a bad value through to the database (added before the app starts serving).
app.server.post<{ Body: { sql: string; value: string } }>('/test/data-exception', async (request) => {
  await app.db.query(request.body.sql, [request.body.value]);
  return { ok: true };
});
const roles = await signInRoles(app);
const packs = await demoPacks(app);
const standardProduct = await productPublicId(app, 1);
const future = { startDate: await databaseDay(app, 30), endDate: await databaseDay(app, 395) };

const NUL = '\u0000';
const BEYOND_INT32 = 2 ** 31;
const farPage = { pageSize: String(Number.MAX_SAFE_INTEGER), pageNumber: String(Number.MAX_SAFE_INTEGER) };
const hugeEmail = `${'a'.repeat(300_000)}@example.org`;
const licenseBody = (overrides: Record<string, unknown> = {}) =>
  newLicenseBody({ encryptedProductId: standardProduct, ...overrides });

type Role = 'anonymous' | keyof typeof roles;

/**
 * Inputs that answered 500 (and logged a stack) before the contract bounded every input: each must now be a 400
 * that names the field, which only the contract's schemas give, so the database never saw the value.
 */
const found: [string, CallName, Role, () => CallInput, string][] = [
  [
    'a NUL in the e-mail',
    'authenticate',
    'anonymous',
    () => ({ body: { Email: `ada${NUL}@example.org`, Password: 'x' } }),
    'Email',
  ],
  [
    'a 300,000-character e-mail',
    'authenticate',
    'anonymous',
    () => ({ body: { Email: hugeEmail, Password: 'x' } }),
    'Email',
  ],
  [
    'a NUL in the e-mail',
    'authenticateLegacy',
    'anonymous',
    () => ({ body: { email: `ada${NUL}@example.org`, password: 'x' } }),
    'email',
  ],
  [
    'a NUL in the e-mail',
    'authenticateZendesk',
    'anonymous',
    () => ({ body: { email: `ada${NUL}@example.org`, password: 'x' } }),
    'email',
  ],
  ['a NUL in the e-mail', 'forgotPassword', 'anonymous', () => ({ body: { Email: `ada${NUL}@example.org` } }), 'Email'],
  ['a 300,000-character e-mail', 'forgotPassword', 'anonymous', () => ({ body: { Email: hugeEmail } }), 'Email'],
  ['a NUL in the id', 'licenseByEncryptedId', 'admin', () => ({ params: { id: `${packs.business}${NUL}` } }), 'id'],
  ['a NUL in the id', 'encryptedManagerId', 'manager', () => ({ params: { id: NUL } }), 'id'],
  ['a NUL in the id', 'deleteLicense', 'admin', () => ({ params: { encryptedLicenseId: NUL } }), 'encryptedLicenseId'],
  [
    'a NUL in the id',
    'updateLicense',
    'admin',
    () => ({ params: { encryptedLicenseId: NUL }, body: licenseBody() }),
    'encryptedLicenseId',
  ],
  [
    'a NUL in the id',
    'renewLicense',
    'admin',
    () => ({ params: { encryptedLicenseId: NUL }, body: { ...future, userCount: 5 } }),
    'encryptedLicenseId',
  ],
  ['a NUL in the id', 'updateLicenseDates', 'admin', () => ({ body: { ...future, encryptedId: NUL } }), 'encryptedId'],
  [
    'a NUL in the id',
    'switchAdmin',
    'admin',
    () => ({ body: { LicenseId: NUL, newAdminEmail: 'next@example.org' } }),
    'LicenseId',
  ],
  [
    'a NUL in the new e-mail',
    'switchAdmin',
    'admin',
    () => ({ body: { LicenseId: packs.standard, newAdminEmail: `next${NUL}@example.org` } }),
    'newAdminEmail',
  ],
  [
    'a NUL in the main id',
    'mergeLicenses',
    'admin',
    () => ({ params: { id: NUL }, body: { EncryptedUsageIds: [packs.standard], EncryptedProductId: standardProduct } }),
    'id',
  ],
  [
    'a NUL in a merged id',
    'mergeLicenses',
    'admin',
    () => ({ params: { id: packs.standard }, body: { EncryptedUsageIds: [NUL], EncryptedProductId: standardProduct } }),
    'EncryptedUsageIds.0',
  ],
  [
    'a NUL in the product id',
    'createLicense',
    'admin',
    () => ({ body: licenseBody({ encryptedProductId: NUL }) }),
    'encryptedProductId',
  ],
  [
    'a NUL in the administrator e-mail',
    'createLicense',
    'admin',
    () => ({ body: licenseBody({ name: `boss${NUL}@example.org` }) }),
    'name',
  ],
  [
    'a NUL in the first name',
    'createLicense',
    'admin',
    () => ({ body: licenseBody({ names: { firstName: NUL, lastName: 'X' } }) }),
    'names.firstName',
  ],
  [
    'a user count beyond the database',
    'createLicense',
    'admin',
    () => ({ body: licenseBody({ userCount: BEYOND_INT32 }) }),
    'userCount',
  ],
  [
    'a user count beyond the database',
    'updateLicense',
    'admin',
    () => ({ params: { encryptedLicenseId: packs.standard }, body: licenseBody({ userCount: BEYOND_INT32 }) }),
    'userCount',
  ],
  [
    'a user count beyond the database',
    'renewLicense',
    'admin',
    () => ({ params: { encryptedLicenseId: packs.standard }, body: { ...future, userCount: BEYOND_INT32 } }),
    'userCount',
  ],
  [
    'a product id beyond the database',
    'createLicenseLegacy',
    'admin',
    () => ({
      body: { Manager: 'boss@example.org', Name: 'Acme', ProductId: BEYOND_INT32, ...legacyPeriod(), UserCount: 1 },
    }),
    'ProductId',
  ],
  [
    'a user count beyond the database',
    'createLicenseLegacy',
    'admin',
    () => ({
      body: { Manager: 'boss@example.org', Name: 'Acme', ProductId: 1, ...legacyPeriod(), UserCount: BEYOND_INT32 },
    }),
    'UserCount',
  ],
  [
    'a NUL in the administrator e-mail',
    'createLicenseLegacy',
    'admin',
    () => ({
      body: { Manager: `boss${NUL}@example.org`, Name: 'Acme', ProductId: 1, ...legacyPeriod(), UserCount: 1 },
    }),
    'Manager',
  ],
  [
    'a product id beyond the database',
    'searchLicensePaged',
    'admin',
    () => ({ query: { productId: String(BEYOND_INT32) } }),
    'productId',
  ],
  [
    'a product id beyond the database',
    'searchLicensePagedCount',
    'user',
    () => ({ query: { productId: String(BEYOND_INT32) } }),
    'productId',
  ],
  [
    'a product id beyond the database',
    'listLicenses',
    'manager',
    () => ({ query: { productId: String(BEYOND_INT32) } }),
    'productId',
  ],
  ['a NUL in the e-mail part', 'searchLicensePaged', 'admin', () => ({ query: { emailPart: `a${NUL}` } }), 'emailPart'],
  [
    'a NUL in the e-mail part',
    'searchLicensePagedCount',
    'admin',
    () => ({ query: { emailPart: `a${NUL}` } }),
    'emailPart',
  ],
  ['a NUL in the e-mail part', 'totalUsersLicenses', 'user', () => ({ query: { emailPart: `a${NUL}` } }), 'emailPart'],
  [
    'a NUL in the e-mail part',
    'usersLicensePaged',
    'manager',
    () => ({ query: { emailPart: `a${NUL}` } }),
    'emailPart',
  ],
  ['a page far beyond any real page', 'searchLicensePaged', 'admin', () => ({ query: farPage }), 'pageSize'],
  ['a page far beyond any real page', 'usersLicensePaged', 'user', () => ({ query: farPage }), 'pageNumber'],
  ['a page far beyond any real page', 'listLicenses', 'admin', () => ({ query: farPage }), 'pageNumber'],
];

function legacyPeriod() {
  return { StartDate: future.startDate, EndDate: future.endDate };
}

describe('given inputs that once answered 500', () => {
  it.each(found)(
    'should refuse %s in %s (%s) with a 400 naming the field, and change nothing',
    async (_what, name, role, input, field) => {
      const before = await storedRows();
      const response = await app.server.inject(
        callRequest(contract[name], input(), role === 'anonymous' ? undefined : roles[role]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: messages.server.requestInvalid });
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
      expect(changedTables(before, await storedRows())).toEqual([]);
    },
  );
});

describe('given an SSO login request whose site id holds a control character', () => {
  it('should refuse it as an invalid request, before the database looks the site up', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'ES256' })}.${part({ iss: `site${NUL}`, jti: 'x', exp: 4_000_000_000 })}.c2ln`;
    const before = await storedRows();
    const response = await app.server.inject(
      callRequest(contract.externalAuthenticate, {
        params: { tokenExternalId: token },
        body: { Email: 'someone@example.org', Password: 'whatever' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.auth.externalTokenInvalid });
    expect(changedTables(before, await storedRows())).toEqual([]);
  });
});

describe('given a value the database itself refuses', () => {
  it.each([
    ['a NUL character', 'select $1::text', `a${NUL}b`],
    ['a number beyond its column', 'select $1::integer', String(BEYOND_INT32)],
    ['text that is no number', 'select $1::integer', 'many'],
  ])('should answer %s with a 400 that reveals nothing, not a 500', async (_what, sql, value) => {
    const response = await app.server.inject({ method: 'POST', url: '/test/data-exception', payload: { sql, value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: messages.server.requestInvalid });
  });
});

describe('given ids the server never issues', () => {
  it.each([
    ['one character too many', `${'A'.repeat(22)}x`],
    ['one character too few', 'A'.repeat(21)],
    ['a path separator', `${'A'.repeat(10)}/${'A'.repeat(11)}`],
    ['a percent sign', `${'A'.repeat(21)}%`],
    ['a space', `${'A'.repeat(21)} `],
    ['four thousand characters', 'A'.repeat(4000)],
  ])('should refuse an id with %s with a 400 naming the id', async (_what, id) => {
    const response = await app.server.inject(
      callRequest(contract.licenseByEncryptedId, { params: { id } }, roles.admin),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ id: messages.bounds.notAnId });
  });

  it('should accept every id the server issues', () => {
    const ids = Array.from({ length: 200 }, newPublicId);
    expect(ids.filter((id) => !opaqueIdSchema.safeParse(id).success)).toEqual([]);
  });
});

describe('given a field of the wrong kind', () => {
  it('should name what the field expected and what came', async () => {
    const response = await app.server.inject(
      callRequest(contract.createLicense, { body: licenseBody({ sharepointIntegration: 'yes' }) }, roles.admin),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      sharepointIntegration: 'Invalid input: expected boolean, received string',
    });
  });
});

describe('given paging beyond the caps', () => {
  it.each([
    ['pageSize', { pageSize: String(MAX_PAGE_SIZE + 1) }],
    ['pageSize', { pageSize: '0' }],
    ['pageNumber', { pageSize: '10', pageNumber: String(MAX_PAGE_NUMBER + 1) }],
    ['pageNumber', { pageNumber: '1.5' }],
  ])('should refuse a %s of %o with a 400', async (field, query) => {
    const response = await app.server.inject(callRequest(contract.searchLicensePaged, { query }, roles.admin));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('should serve the largest page, and the last page number as an empty page', async () => {
    const largest = await app.server.inject(
      callRequest(contract.searchLicensePaged, { query: { pageSize: String(MAX_PAGE_SIZE) } }, roles.admin),
    );
    expect(largest.statusCode).toBe(200);
    // The administrator reads every seeded pack: far more than the grid's page of 10.
    expect(largest.json().length).toBeGreaterThan(10);
    const last = await app.server.inject(
      callRequest(
        contract.searchLicensePaged,
        { query: { pageSize: String(MAX_PAGE_SIZE), pageNumber: String(MAX_PAGE_NUMBER) } },
        roles.admin,
      ),
    );
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual([]);
  });
});
