import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { countryPhoneSchema } from './country-phone.ts';
import { credentialsSchema } from './credentials.ts';
import { currentUserSchema } from './current-user.ts';
import { licenseSchema } from './license.ts';
import { licenseUsageListSchema, licenseUsageSchema, NO_USAGE_SETTINGS } from './license-usage.ts';
import { organizationSchema } from './organization.ts';
import { passwordSettingsSchema } from './password-settings.ts';
import { productDraftSchema, productSchema } from './product.ts';
import { isFamilyProduct } from './product-names.ts';
import { ROLE_NAMES, roleSchema } from './role.ts';
import { searchFilterSchema } from './search-filter.ts';
import { SKU_DEFAULTS, skuSchema } from './sku.ts';
import { ssoSiteDraftSchema, ssoSiteSchema } from './sso-site.ts';
import { usDateSchema } from './us-date.ts';
import { userSchema } from './user.ts';

const license = {
  encryptedId: 'lic_9f2',
  userCount: 10,
  name: 'admin@acme.example',
  startDate: '01/01/2025',
  endDate: '01/01/2026',
  productId: 3,
  encryptedProductId: 'prd_3',
  sharePointIntegration: true,
  advancedTemplate: true,
  trial: false,
  status: 'Active',
  usedCount: 4,
  canManage: true,
  organizationName: 'Acme',
  encryptedOrganizationId: 'org_1',
  encryptedManagerId: 'usr_1',
  licenseAdministratorHistory: [{ dateTimeChanged: '2025-02-01T10:00:00Z', email: 'old@acme.example' }],
  purchaserEmail: 'buyer@acme.example',
  accountName: 'Acme',
  aiGatewayTokenId: null,
  aiGatewayInputTokens: null,
  aiGatewayOutputTokens: null,
  aiGatewayLimitTokens: null,
};

const usage = {
  accountName: 'ada@acme.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roleName: 'Standard User',
  cryptId: 'use_1',
  licenseCryptId: 'lic_9f2',
  lastUsage: '03/15/2025',
  version: '5.2.1',
  versionMatch: 1,
  sessionCount: 1,
  MaximumSessions: 2,
};

const product = {
  productId: 7,
  encryptedProductId: 'prd_7',
  name: 'Assistant',
  lastVersion: '1.0.0',
  downloadLink: null,
  mainProgram: null,
  shopifyAlias: 'assistant',
  limitTokens: 100000,
  productSkus: [{ skuId: 'AST-1Y', months: 0, years: 1, quantity: 1 }],
};

const user = {
  id: 'usr_1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.example',
  company: null,
  phone: '+442071234567',
  countryCode: 'GB',
  phoneCode: '+44',
  createdAt: '2025-01-01T00:00:00Z',
  modifiedAt: '2025-01-02T00:00:00Z',
  administrator: false,
  isManager: true,
  magentoId: null,
};

const cases: [string, z.ZodMiniType, unknown, Record<string, unknown>][] = [
  ['License', licenseSchema, license, { status: 'Suspended' }],
  ['License with a bad date', licenseSchema, license, { endDate: '2026-01-01' }],
  ['License history', licenseSchema, license, { licenseAdministratorHistory: [{ email: 'x@y.z' }] }],
  ['License usage', licenseUsageSchema, usage, { versionMatch: 2 }],
  [
    'License usage with no last use',
    licenseUsageSchema,
    { ...usage, lastUsage: null, versionMatch: null },
    { sessionCount: -1 },
  ],
  [
    'License usage list',
    licenseUsageListSchema,
    {
      usages: [usage],
      total: 10,
      canShowRoles: true,
      startDate: '01/01/2025',
      endDate: '01/01/2026',
      productId: 3,
      settings: { ...NO_USAGE_SETTINGS, changeLicenseAdmin: 'acceptance', cloudSettings: true },
    },
    { canShowRoles: 'yes', settings: { ...NO_USAGE_SETTINGS, aiFeatures: 'maybe' } },
  ],
  ['Role', roleSchema, { id: 'rol_2', descr: 'Standard User' }, { descr: undefined }],
  ['Product', productSchema, product, { productSkus: [{ skuId: 'x', months: -1, years: 0, quantity: 1 }] }],
  [
    'Product draft',
    productDraftSchema,
    { ...product, encryptedProductId: undefined, productId: undefined },
    { name: 7 },
  ],
  ['SKU', skuSchema, { skuId: 'STD-1Y', months: 0, years: 1, quantity: 5 }, { skuId: '' }],
  ['Organization', organizationSchema, { organizationId: 'o1', organizationName: 'Acme' }, { organizationName: null }],
  [
    'Current user',
    currentUserSchema,
    { name: 'Ada', administrator: false, isManager: true, needVerification: false, sms: true, countryCode: null },
    { sms: undefined },
  ],
  ['User', userSchema, user, { administrator: 'no' }],
  ['Country phone entry', countryPhoneSchema, { shortName: 'GB', code: '+44' }, { code: 44 }],
  [
    'Password settings',
    passwordSettingsSchema,
    { minimunChars: 8, uppercaseChars: 1, specialChars: 1, expirationMonths: 12, twoFA: false, passwordHistory: true },
    { minimumChars: 8, minimunChars: undefined },
  ],
  ['SSO site', ssoSiteSchema, { id: 's1', name: 'Portal', url: 'https://p.example', publicKey: 'PUB' }, { url: null }],
  [
    'SSO site draft',
    ssoSiteDraftSchema,
    { name: '', url: '', publicKey: 'PUB', privateKey: 'PRIV' },
    { privateKey: undefined },
  ],
  ['Credentials', credentialsSchema, { Email: 'a@b.co', Password: 'pw', RememberPassword: true }, { Email: undefined }],
  [
    'Search filter',
    searchFilterSchema,
    { emailPart: '', type: 'Trial', status: '', productId: 0, pageSize: 10, pageNumber: 1, filter: { name: 'x' } },
    { type: 'Lifetime' },
  ],
];

describe('given the spec §3 entities', () => {
  it.each(cases)('should accept a valid %s', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(cases)('should reject a broken %s', (_name, schema, valid, broken) => {
    expect(schema.safeParse({ ...(valid as object), ...broken }).success).toBe(false);
  });

  it('should keep the spec spelling of minimunChars and MaximumSessions', () => {
    expect(Object.keys(passwordSettingsSchema.shape)).toContain('minimunChars');
    expect(Object.keys(licenseUsageSchema.shape)).toContain('MaximumSessions');
  });

  it('should carry every License field of spec §3', () => {
    expect(Object.keys(licenseSchema.shape).sort()).toEqual(
      [
        'userCount',
        'name',
        'manager',
        'startDate',
        'endDate',
        'productId',
        'encryptedProductId',
        'sharePointIntegration',
        'advancedTemplate',
        'encryptedId',
        'trial',
        'status',
        'usedCount',
        'canManage',
        'organizationName',
        'encryptedOrganizationId',
        'encryptedManagerId',
        'licenseAdministratorHistory',
        'purchaserEmail',
        'accountName',
        'aiGatewayTokenId',
        'aiGatewayInputTokens',
        'aiGatewayOutputTokens',
        'aiGatewayLimitTokens',
      ].sort(),
    );
  });

  it('should name the two roles', () => {
    expect(ROLE_NAMES).toEqual({ superAdministrator: 'IM Super Administrator', standardUser: 'Standard User' });
  });

  it('should default a blank SKU to 0 months, 0 years, 1 user', () => {
    expect(SKU_DEFAULTS).toEqual({ months: 0, years: 0, quantity: 1 });
  });

  it.each([
    ['02/29/2024', true],
    ['02/29/2025', false],
    ['1/1/2025', false],
  ])('should judge the date %s valid: %s', (text, valid) => {
    expect(usDateSchema.safeParse(text).success).toBe(valid);
  });
});

describe('given the product-family marker', () => {
  it.each([
    ['Docwise Business', true],
    ['Docwise for Outlook', true],
    ['Other Suite Business', false],
    ['', false],
  ])('should tell whether %j belongs to the family', (name, expected) => {
    expect(isFamilyProduct(name)).toBe(expected);
  });
});
