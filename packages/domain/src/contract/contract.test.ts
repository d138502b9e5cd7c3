import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CONTRACT_TABLE_HEADER, contractTableRows } from './contract-table.ts';
import { buildPath, type CallDefinition, routeKey, routePath } from './define.ts';
import { type CallName, contract } from './index.ts';

const calls = Object.entries(contract) as [CallName, CallDefinition][];

function placeholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

function requiredKeys(schema: z.ZodMiniType | undefined): string[] {
  if (!(schema instanceof z.ZodMiniObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodMiniType>)
    .filter(([, value]) => !(value instanceof z.ZodMiniOptional))
    .map(([key]) => key)
    .sort();
}

/** Every call of spec §7 as the spec writes it (leading slash added), older variants included. */
const specCalls: [string, string][] = [
  ['POST', '/api/Authenticate'],
  ['POST', '/api/authenticate'],
  ['POST', '/api/ExternalAuthenticate/{tokenExternalId}'],
  ['POST', '/Authenticate/Zendesk'],
  ['GET', '/external-login/urlData'],
  ['POST', '/external-login/check-token'],
  ['POST', '/Account/ExternalLogin'],
  ['GET', '/api/Authenticate/VerifyCode'],
  ['GET', '/api/Authenticate/SendSms'],
  ['GET', '/api/Authenticate/SendEmail'],
  ['GET', '/api/CurrentUser'],
  ['GET', '/api/currentUser'],
  ['POST', '/api/Logout'],
  ['POST', '/api/ForgotPassword'],
  ['GET', '/api/PasswordSettings'],
  ['PUT', '/api/ResetPassword'],
  ['GET', '/api/PasswordSettings/CurrentUser'],
  ['POST', '/api/PasswordSettings'],
  ['GET', '/api/Licenses'],
  ['GET', '/api/Licenses/SearchLicensePaged'],
  ['GET', '/api/Licenses/SearchLicensePagedCount'],
  ['GET', '/api/Licenses/UsersLicensePaged'],
  ['GET', '/api/Licenses/TotalUsersLicenses'],
  ['GET', '/api/Licenses/Users'],
  ['POST', '/api/licenses'],
  ['POST', '/api/Licenses'],
  ['PUT', '/api/licenses/{encryptedLicenseId}'],
  ['PUT', '/api/Licenses'],
  ['DELETE', '/api/licenses/{encryptedLicenseId}'],
  ['POST', '/api/licenses/Renew/{encryptedLicenseId}'],
  ['GET', '/api/Licenses/encrypted/{id}'],
  ['POST', '/api/Licenses/Dates'],
  ['POST', '/api/Licenses/{id}/LicenseUsages/Merge'],
  ['POST', '/api/Licenses/switchAdmin'],
  ['POST', '/api/Licenses/changeOrganizationName'],
  ['POST', '/api/Licenses/changeOrganization'],
  ['POST', '/api/Licenses/GetOrganizationsForLinking/{name}/{licenseId}'],
  ['POST', '/api/Licenses/linkSelectedOrganization'],
  ['GET', '/api/Licenses/encryptedManagerId/{id}'],
  ['PUT', '/api/Tokens/UpdateDetails/{licenseId}'],
  ['GET', '/api/Licenses/{id}/LicenseUsages'],
  ['POST', '/api/Licenses/{licenseId}/LicenseUsages'],
  ['PUT', '/api/Licenses/{licenseId}/LicenseUsages/{usageId}'],
  ['DELETE', '/api/Licenses/{id}/LicenseUsages/{usageId}'],
  ['DELETE', '/api/Session/{licenseId}/LicenseUsages/{usageId}'],
  ['POST', '/api/Licenses/{id}/LicenseUsages/DuplicateOrganizationId/{organizationId}'],
  ['PUT', '/api/Licenses/encrypted/{id}'],
  ['POST', '/api/Licenses/{id}/LicenseUsages/userWithOrganization'],
  ['POST', '/api/Licenses/{id}/LicenseUsages/UploadCSV'],
  ['GET', '/api/Roles/{licenseId}'],
  ['GET', '/api/Session/Csv/{licenseId}'],
  ['GET', '/api/LicenseUserRole/Csv/{licenseId}'],
  ['GET', '/api/LicenseUserRole/Csv'],
  ['GET', '/api/Product'],
  ['GET', '/api/products'],
  ['GET', '/api/Product/{id}'],
  ['POST', '/api/Product'],
  ['PUT', '/api/Product'],
  ['DELETE', '/api/products/{id}'],
  ['GET', '/api/SingleSignOn/new'],
  ['GET', '/api/SingleSignOn/{siteId}'],
  ['PUT', '/api/SingleSignOn'],
  ['POST', '/api/SingleSignOn'],
  ['GET', '/api/singlesignon'],
  ['DELETE', '/api/SingleSignOn/{id}'],
  ['GET', '/api/SearchUserPaged'],
  ['GET', '/api/SearchUserPagedCount'],
  ['PUT', '/api/Users'],
  ['GET', '/api/CountriesPhone'],
  ['GET', '/api/User'],
  ['GET', '/api/User/{userId}'],
  ['PUT', '/api/User/Update'],
  ['POST', '/api/User'],
  ['PUT', '/api/User'],
];

describe('given the contract', () => {
  it('should name every call uniquely in camelCase, even ignoring case', () => {
    const names = calls.map(([name]) => name);
    expect(names.filter((name) => !/^[a-z][A-Za-z0-9]*$/.test(name))).toEqual([]);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it.each(specCalls)('should define the spec call %s %s', (method, path) => {
    expect(calls.some(([, call]) => call.method === method && call.path === path)).toBe(true);
  });

  it('should define no call the spec does not list, unless it is marked designed whole', () => {
    const spec = new Set(specCalls.map(([method, path]) => `${method} ${path}`));
    const unlisted = calls.filter(([, call]) => !spec.has(`${call.method} ${call.path}`));
    expect(unlisted.filter(([, call]) => !call.designed?.includes('path')).map(([name]) => name)).toEqual([]);
    expect(unlisted.map(([name]) => name).sort()).toEqual([
      'acceptAdminHandover',
      'adminHandoverByToken',
      'auditLog',
      'auditLogCsv',
      'cancelAdminHandover',
      'confirmEmailChange',
      'createApiToken',
      'dashboard',
      'deactivatePerson',
      'exportUsersCsv',
      'failedMessages',
      'forcePasswordChange',
      'getPerson',
      'getSsoSiteJwks',
      'idleLicenseUsages',
      'licenseOrganizations',
      'licenseTerms',
      'listApiTokens',
      'lockedAccounts',
      'passwordPolicyImpact',
      'pendingAdminHandover',
      'previewChangeOrganization',
      'previewMergeLicenses',
      'reactivatePerson',
      'resendAdminHandover',
      'resendSetPassword',
      'retryMessage',
      'revokeApiToken',
      'revokeIdleLicenseUsages',
      'rotateSsoSiteKeys',
      'search',
      'signOutEverywhere',
      'undoEmailChange',
      'unlockAccount',
    ]);
  });

  it('should mark no spec call as designed whole', () => {
    const spec = new Set(specCalls.map(([method, path]) => `${method} ${path}`));
    const marked = calls.filter(
      ([, call]) => spec.has(`${call.method} ${call.path}`) && call.designed?.includes('path'),
    );
    expect(marked.map(([name]) => name)).toEqual([]);
  });

  it.each(calls)('should give %s a path beginning with a slash', (_name, call) => {
    expect(call.path.startsWith('/')).toBe(true);
    expect(call.path).not.toMatch(/\s|\/\/|\/$/);
  });

  it.each(calls)('should give %s params matching the path placeholders', (_name, call) => {
    const names = placeholders(call.path);
    if (names.length === 0) {
      expect(call.params).toBeUndefined();
    } else {
      expect(call.params).toBeInstanceOf(z.ZodMiniObject);
      expect(Object.keys((call.params as z.ZodMiniObject).shape).sort()).toEqual(names);
    }
  });

  it.each(calls)('should give %s a response schema', (_name, call) => {
    expect(call.response).toBeInstanceOf(z.ZodMiniType);
  });

  it.each(calls.filter(([, call]) => call.method === 'GET' || call.method === 'DELETE'))(
    'should send no body with %s',
    (_name, call) => {
      expect(call.body).toBeUndefined();
    },
  );

  it('should tell apart the calls that share a route by their bodies, or document them as variants', () => {
    const byRoute = new Map<string, [CallName, CallDefinition][]>();
    for (const entry of calls) byRoute.set(routeKey(entry[1]), [...(byRoute.get(routeKey(entry[1])) ?? []), entry]);
    const problems: string[] = [];
    for (const [route, group] of byRoute) {
      for (const [i, [name, call]] of group.entries()) {
        for (const [otherName, other] of group.slice(i + 1)) {
          const distinctBodies = requiredKeys(call.body).join() !== requiredKeys(other.body).join();
          const variant = call.variantOf === otherName || other.variantOf === name;
          if (!distinctBodies && !variant) problems.push(`${route}: ${name} / ${otherName}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(calls.filter(([, call]) => call.variantOf))(
    'should make %s a variant of a call on its own route',
    (_name, call) => {
      const original = contract[call.variantOf as CallName] as CallDefinition | undefined;
      expect(original).toBeDefined();
      expect(routeKey(original as CallDefinition)).toBe(routeKey(call));
    },
  );

  it.each(calls.filter(([, call]) => call.query))('should read numbers in the %s query from text', (_name, call) => {
    const shape = (call.query as z.ZodMiniObject).shape as Record<string, z.ZodMiniType>;
    for (const [key, schema] of Object.entries(shape)) {
      if (schema.safeParse(2).success) expect(schema.safeParse('2').success, key).toBe(true);
      if (schema.safeParse(true).success && !schema.safeParse(2).success)
        expect(schema.parse('false'), key).toBe(false);
    }
  });

  it('should coerce the license search query as it arrives over HTTP', () => {
    expect(
      contract.searchLicensePaged.query!.parse({ productId: '3', pageSize: '10', pageNumber: '2', status: 'Active' }),
    ).toEqual({ productId: 3, pageSize: 10, pageNumber: 2, status: 'Active' });
    expect(contract.searchLicensePaged.query!.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(contract.revokeLicenseUsage.query!.parse({ informCloud: 'false' })).toEqual({ informCloud: false });
  });

  it.each(calls.filter(([, call]) => call.bodyEncoding === 'form'))(
    'should post %s as flat text fields',
    (_name, call) => {
      const shape = (call.body as z.ZodMiniObject).shape as Record<string, z.ZodMiniType>;
      for (const schema of Object.values(shape))
        expect(schema instanceof z.ZodMiniObject || schema instanceof z.ZodMiniArray).toBe(false);
    },
  );

  it('should upload the users CSV as multipart and download the CSV files as files', () => {
    expect(contract.uploadUsagesCsv.bodyEncoding).toBe('multipart');
    const downloads = calls.filter(([, call]) => call.responseEncoding === 'file').map(([name]) => name);
    expect(downloads.sort()).toEqual([
      'auditLogCsv',
      'downloadSessionsCsv',
      'downloadUserRolesCsv',
      'downloadUsersImportTemplate',
      'exportUsersCsv',
    ]);
  });

  it('should read the Location header where the spec says so', () => {
    expect(contract.externalAuthenticate.readsHeaders).toContain('location');
    expect(contract.createLicense.readsHeaders).toContain('location');
  });

  it('should answer the support-desk sign-in as text', () => {
    expect(contract.authenticateZendesk.responseEncoding).toBe('text');
    expect(contract.authenticateZendesk.bodyEncoding).toBe('form');
  });

  it.each(calls.filter(([, call]) => call.status === 201))('should create with POST: %s', (_name, call) => {
    expect(call.method).toBe('POST');
  });

  it('should keep the five first session calls as other packages know them', () => {
    expect(
      [
        contract.authenticate,
        contract.authenticateLegacy,
        contract.currentUser,
        contract.currentUserLower,
        contract.logout,
      ].map((call) => `${call.method} ${call.path}`),
    ).toEqual([
      'POST /api/Authenticate',
      'POST /api/authenticate',
      'GET /api/CurrentUser',
      'GET /api/currentUser',
      'POST /api/Logout',
    ]);
  });
});

describe('given the route helpers', () => {
  it.each([
    ['/api/Licenses/{id}/LicenseUsages/{usageId}', '/api/licenses/:id/licenseusages/:usageId'],
    ['/Authenticate/Zendesk', '/authenticate/zendesk'],
  ])('should turn %s into the route %s', (path, route) => {
    expect(routePath(path)).toBe(route);
  });

  it('should key a route by method and lower-cased path', () => {
    expect(routeKey(contract.createLicense)).toBe(routeKey(contract.createLicenseLegacy));
    expect(routeKey(contract.createLicense)).toBe('POST /api/licenses');
  });

  it('should fill placeholders with encoded values and refuse missing ones', () => {
    expect(buildPath(contract.organizationsForLinking.path, { name: 'A&B Ltd', licenseId: 'x/1' })).toBe(
      '/api/Licenses/GetOrganizationsForLinking/A%26B%20Ltd/x%2F1',
    );
    expect(() => buildPath(contract.getUser.path)).toThrow('Missing path parameter "userId"');
  });
});

describe('given the README', () => {
  /** Table rows as trimmed cells, so column padding by the formatter does not matter. */
  const cellsOf = (row: string) =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split(' | ')
      .map((cell) => cell.trim().replace(/^-+$/, '-'))
      .join(' | ');
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map(cellsOf);

  it('should hold the contract table header', () => {
    expect(readme).toContain(cellsOf(CONTRACT_TABLE_HEADER[0] ?? ''));
  });

  it.each(contractTableRows(contract))('should document the row %s', (row) => {
    expect(readme).toContain(cellsOf(row));
  });

  it('should document no call that is not in the contract', () => {
    const documented = readme.filter((row) => row.startsWith('`') && / (GET|POST|PUT|DELETE) \| `\//.test(row));
    expect(documented).toHaveLength(Object.keys(contract).length);
  });
});
