import { describe, expect, it } from 'vitest';
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
import { isValidUserSearch, userSearchSchema } from './user-search.ts';

describe('given the add-user row', () => {
  const valid = { email: 'new@example.com', firstName: 'Grace', lastName: 'Hopper' };

  it('should accept a valid user', () => {
    expect(errorsOf(addUserSchema, valid)).toEqual({});
  });

  it.each([
    [{ email: 'new@' }, { email: ['Email address is invalid. Please enter a valid address.'] }],
    [{ email: 'a b@c.io' }, { email: ['Email address is invalid. Please enter a valid address.'] }],
    [{ firstName: '  ' }, { firstName: ['First Name is a required field'] }],
    [{ lastName: undefined }, { lastName: ['Last Name is a required field'] }],
  ])('should reject %o with %o', (change, expected) => {
    expect(errorsOf(addUserSchema, { ...valid, ...change })).toEqual(expected);
  });
});

describe('given the change-admin dialog', () => {
  const schema = changeAdminSchema('Current@Example.com');
  const message = 'Please specify a valid email address different to the current admin license.';

  it.each([
    ['next@example.com', {}],
    ['current@example.com', { newAdminEmail: [message] }],
    [' CURRENT@example.com ', { newAdminEmail: [message] }],
    ['not an email', { newAdminEmail: [message] }],
    ['', { newAdminEmail: [message] }],
  ])('should judge %s', (newAdminEmail, expected) => {
    expect(errorsOf(schema, { newAdminEmail })).toEqual(expected);
  });
});

describe('given the product filter', () => {
  it.each([
    ['for Outlook', {}],
    ['On-Prem 9.1', {}],
    ['', {}],
    ['Std<script>', { name: ['Please specify valid characters for product names'] }],
    ['a;b', { name: ['Please specify valid characters for product names'] }],
  ])('should judge %s', (name, expected) => {
    expect(errorsOf(productFilterSchema, { name })).toEqual(expected);
  });
});

describe('given the SKU dialog', () => {
  const schema = skuAddSchema(['SKU-1', ' sku-2 ']);

  it('should fill blanks with 0 months, 0 years and 1 user', () => {
    expect(schema.parse({ skuId: 'SKU-3', months: '', years: undefined, quantity: '  ' })).toEqual({
      skuId: 'SKU-3',
      months: 0,
      years: 0,
      quantity: 1,
    });
  });

  it('should read numbers typed as text or given as numbers', () => {
    expect(schema.parse({ skuId: 'SKU-3', months: '6', years: 1, quantity: '25' })).toEqual({
      skuId: 'SKU-3',
      months: 6,
      years: 1,
      quantity: 25,
    });
  });

  it.each([
    [{ skuId: 'sku-1' }, { skuId: ['Sku already exists'] }],
    [{ skuId: 'SKU-2' }, { skuId: ['Sku already exists'] }],
    [{ skuId: ' ' }, { skuId: ['Sku is a required field'] }],
    [{ months: 'six' }, { months: ['You must insert a valid number'] }],
    [{ years: '-1' }, { years: ['You must insert a valid number'] }],
    [{ quantity: '1.5' }, { quantity: ['You must insert a valid number'] }],
    [{ quantity: true }, { quantity: ['You must insert a valid number'] }],
  ])('should reject %o with %o', (change, expected) => {
    expect(errorsOf(schema, { skuId: 'SKU-9', ...change })).toEqual(expected);
  });
});

describe('given the login and forgot-password forms', () => {
  it.each([
    [{ email: 'me@example.com', password: 'secret' }, {}],
    [{ email: '', password: 'secret' }, { email: ['Email is a required field'] }],
    [{ email: 'me', password: 'secret' }, { email: ['Email address is invalid. Please enter a valid address.'] }],
    [{ email: 'me@example.com', password: '' }, { password: ['Password is a required field'] }],
    [{}, { email: ['Email is a required field'], password: ['Password is a required field'] }],
  ])('should judge the login %o', (input, expected) => {
    expect(errorsOf(loginSchema, input)).toEqual(expected);
  });

  it('should keep spaces in a password', () => {
    expect(loginSchema.parse({ email: 'me@example.com', password: ' pw ' }).password).toBe(' pw ');
  });

  it.each([
    [{ email: 'me@example.com' }, {}],
    [{ email: '   ' }, { email: ['Email is a required field'] }],
  ])('should judge the forgot-password %o', (input, expected) => {
    expect(errorsOf(forgotPasswordSchema, input)).toEqual(expected);
  });
});

describe('given the reset-password form', () => {
  const schema = resetPasswordSchema(DEFAULT_PASSWORD_POLICY);

  it.each([
    [{ password: 'Secret123', confirmPassword: 'Secret123' }, {}],
    [
      { password: 'secret123', confirmPassword: 'secret123' },
      { password: ['Password did not match Password Policy!'] },
    ],
    [
      { password: 'Secret123', confirmPassword: 'Secret124' },
      { confirmPassword: ['Password did not match! Please try again!'] },
    ],
    [
      { password: 'short', confirmPassword: 'other' },
      {
        password: ['Password did not match Password Policy!'],
        confirmPassword: ['Password did not match! Please try again!'],
      },
    ],
  ])('should judge %o', (input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });

  it('should apply a stricter policy', () => {
    const strict = resetPasswordSchema({ minimunChars: 12, uppercaseChars: 2, specialChars: 2 });
    expect(errorsOf(strict, { password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({
      password: ['Password did not match Password Policy!'],
    });
  });

  it.each([
    [{ password: 'anything', repassword: 'anything' }, {}],
    [{ password: '', repassword: '' }, { password: ['Password can not be blank, try again!'] }],
    [{ password: 'one', repassword: 'two' }, { repassword: ['Password did not match, try again!'] }],
  ])('should judge the alternate profile form %o', (input, expected) => {
    expect(errorsOf(alternatePasswordChangeSchema, input)).toEqual(expected);
  });
});

describe('given the user search box', () => {
  it.each([
    ['ada lovelace', true],
    ['', true],
    ["O'Brien", true],
    ['ada+work@example.com', true],
    ['ada+work', false],
    ['a#b', false],
    ['x<y', false],
    ['a/b', false],
    ['a"b', false],
    ['a\\b', false],
  ])('should accept "%s": %s', (criteria, valid) => {
    expect(isValidUserSearch(criteria)).toBe(valid);
    expect(errorsOf(userSearchSchema, { criteria })).toEqual(
      valid ? {} : { criteria: ['Please specify valid characters for names or valid email formats'] },
    );
  });

  it.each([...'!#$%^&*()+=[]{};:"\\|,<>/?'])('should reject the special character %s in a name', (char) => {
    expect(isValidUserSearch(`ab${char}cd`)).toBe(false);
  });
});

describe('given the SSO site form', () => {
  const publicKey = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----';
  const privateKey = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49\n-----END PRIVATE KEY-----';
  const site = { name: 'Portal', url: 'https://portal.example.com/sso', publicKey };

  it('should need the private key on create only', () => {
    expect(errorsOf(ssoSiteFormSchema('create'), site)).toEqual({ privateKey: ['Private Key is a required field'] });
    expect(errorsOf(ssoSiteFormSchema('update'), site)).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: ['Name is a required field'] }],
    [{ url: 'portal.example.com' }, { url: ['The URL has an incorrect format.'] }],
    [{ url: 'ftp://portal.example.com' }, { url: ['The URL has an incorrect format.'] }],
    [{ url: 'http://localhost:8080/acs' }, {}],
    [{ publicKey: ' ' }, { publicKey: ['Public Key is a required field'] }],
    [{ publicKey: `  ${publicKey.replaceAll('\n', '\r\n')}\n` }, {}],
    [{ publicKey: '-----BEGIN RSA PUBLIC KEY-----\nMIIBCgKCAQEA\n-----END RSA PUBLIC KEY-----' }, {}],
    [{ publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5' }, { publicKey: [messages.sso.publicKeyFormat] }],
    [{ publicKey: privateKey }, { publicKey: [messages.sso.publicKeyFormat] }],
  ])('should judge %o', (change, expected) => {
    expect(errorsOf(ssoSiteFormSchema('update'), { ...site, ...change })).toEqual(expected);
  });

  it.each([
    [privateKey, {}],
    [privateKey.replaceAll('PRIVATE KEY', 'EC PRIVATE KEY'), {}],
    [privateKey.replaceAll('PRIVATE KEY', 'ENCRYPTED PRIVATE KEY'), { privateKey: [messages.sso.privateKeyFormat] }],
    [publicKey, { privateKey: [messages.sso.privateKeyFormat] }],
  ])('should take a PEM private key without encryption on create (%#)', (key, expected) => {
    expect(errorsOf(ssoSiteFormSchema('create'), { ...site, privateKey: key })).toEqual(expected);
  });
});

describe('given the product form and AI token limit', () => {
  it('should need a product name', () => {
    expect(errorsOf(productFormSchema, { name: ' ', productSkus: [] })).toEqual({ name: ['Name is a required field'] });
    expect(errorsOf(productFormSchema, { name: 'Standard', productSkus: [] })).toEqual({});
  });

  it.each([
    ['1000', 1000],
    [' 0 ', 0],
  ])('should read the token limit %s as %i', (text, value) => {
    expect(aiTokenLimitSchema.parse({ limitTokens: text })).toEqual({ limitTokens: value });
  });

  it.each(['', '-5', '1.5', 'many'])('should reject the token limit "%s"', (text) => {
    expect(errorsOf(aiTokenLimitSchema, { limitTokens: text })).toEqual({
      limitTokens: ['The token limit must be a whole number of 0 or more.'],
    });
  });
});
