import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { INT32_MAX } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { DEFAULT_PASSWORD_POLICY } from '../rules/password-policy.ts';
import { addUserSchema } from './add-user.ts';
import { changeAdminSchema } from './change-admin.ts';
import { forgotPasswordSchema, loginSchema } from './login.ts';
import { productFilterSchema } from './product-filter.ts';
import { aiTokenLimitSchema, productFormSchema } from './product-form.ts';
import { alternatePasswordChangeSchema, resetPasswordSchema } from './reset-password.ts';
import { skuAddSchema } from './sku-add.ts';
import { ssoSiteFormSchema } from './sso-site-form.ts';
import { errorsOf } from './test-helpers.ts';
import { userFormSchema } from './user-form.ts';
import { userSearchSchema } from './user-search.ts';

const { bounds } = messages;
const NUL = '\u0000';
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const tooLongEmail = email(255);

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  countryCode: 'GB',
  changePassword: false,
};
const site = {
  name: 'Portal',
  url: 'https://portal.example.com/sso',
  publicKey: '-----BEGIN PUBLIC KEY-----\nPUB\n-----END PUBLIC KEY-----',
  privateKey: '-----BEGIN PRIVATE KEY-----\nPRIV\n-----END PRIVATE KEY-----',
};

/** Each form with one field beyond its bounds: the bound's message shows for that field, and nothing else. */
const beyondBounds: [string, z.ZodMiniType, Record<string, unknown>, string, string][] = [
  ['login', loginSchema, { email: tooLongEmail, password: 'x' }, 'email', bounds.tooLong(254)],
  ['login', loginSchema, { email: `me${NUL}@example.com`, password: 'x' }, 'email', bounds.controlCharacters],
  [
    'login',
    loginSchema,
    { email: 'me@example.com', password: 'x'.repeat(257) },
    'password',
    messages.auth.passwordTooLong,
  ],
  ['forgot password', forgotPasswordSchema, { email: tooLongEmail }, 'email', bounds.tooLong(254)],
  [
    'add user',
    addUserSchema,
    { email: 'a@b.co', firstName: `A${NUL}`, lastName: 'B' },
    'firstName',
    bounds.controlCharacters,
  ],
  [
    'add user',
    addUserSchema,
    { email: 'a@b.co', firstName: 'A', lastName: 'B'.repeat(201) },
    'lastName',
    bounds.tooLong(200),
  ],
  [
    'add user',
    addUserSchema,
    { email: `a\u0085@b.co`, firstName: 'A', lastName: 'B' },
    'email',
    bounds.controlCharacters,
  ],
  [
    'change admin',
    changeAdminSchema('old@example.com'),
    { newAdminEmail: tooLongEmail },
    'newAdminEmail',
    bounds.tooLong(254),
  ],
  [
    'reset password',
    resetPasswordSchema(DEFAULT_PASSWORD_POLICY),
    { password: `Secret1${'x'.repeat(250)}`, confirmPassword: `Secret1${'x'.repeat(250)}` },
    'password',
    messages.auth.passwordTooLong,
  ],
  [
    'alternate password change',
    alternatePasswordChangeSchema,
    { password: 'x'.repeat(257), repassword: 'x'.repeat(257) },
    'password',
    messages.auth.passwordTooLong,
  ],
  [
    'SKU dialog',
    skuAddSchema([]),
    { skuId: 'SKU-1', quantity: String(INT32_MAX + 1) },
    'quantity',
    bounds.wholeNumber(0, INT32_MAX),
  ],
  ['SKU dialog', skuAddSchema([]), { skuId: 'S'.repeat(65) }, 'skuId', bounds.tooLong(64)],
  [
    'AI token limit',
    aiTokenLimitSchema,
    { limitTokens: '9'.repeat(17) },
    'limitTokens',
    bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER),
  ],
  ['product form', productFormSchema, { name: `Std${NUL}`, productSkus: [] }, 'name', bounds.controlCharacters],
  ['product filter', productFilterSchema, { name: 'n'.repeat(201) }, 'name', bounds.tooLong(200)],
  [
    'SSO site form',
    ssoSiteFormSchema('create'),
    { ...site, url: `https://portal.example.com/${'p'.repeat(2048)}` },
    'url',
    bounds.tooLong(2048),
  ],
  [
    'SSO site form',
    ssoSiteFormSchema('create'),
    { ...site, privateKey: site.privateKey.replace('PRIV', `PRIV${NUL}`) },
    'privateKey',
    bounds.controlCharacters,
  ],
  [
    'user form',
    userFormSchema(DEFAULT_PASSWORD_POLICY),
    { ...profile, company: 'c'.repeat(201) },
    'company',
    bounds.tooLong(200),
  ],
  [
    'user form',
    userFormSchema(DEFAULT_PASSWORD_POLICY),
    { ...profile, phone: '1'.repeat(65) },
    'phone',
    bounds.tooLong(64),
  ],
  [
    'user form',
    userFormSchema(DEFAULT_PASSWORD_POLICY),
    { ...profile, lastName: `L${NUL}` },
    'lastName',
    bounds.controlCharacters,
  ],
  ['user search', userSearchSchema, { criteria: `ada${NUL}` }, 'criteria', bounds.controlCharacters],
];

describe('given a form field beyond the bounds every input holds to', () => {
  it.each(beyondBounds)(
    'should refuse it in the %s form with the bound, not a spec message',
    (_form, schema, input, field, message) => {
      expect(errorsOf(schema, input)).toEqual({ [field]: [message] });
    },
  );

  it.each([
    ['login', loginSchema, { email: email(254), password: 'p'.repeat(256) }],
    [
      'SSO site form',
      ssoSiteFormSchema('create'),
      { ...site, publicKey: '-----BEGIN PUBLIC KEY-----\r\nMFk\tw\n-----END PUBLIC KEY-----' },
    ],
  ])('should accept the %s form at its bounds', (_form, schema, input) => {
    expect(errorsOf(schema, input)).toEqual({});
  });
});
