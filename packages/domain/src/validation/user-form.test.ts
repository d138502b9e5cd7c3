import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../rules/password-policy.ts';
import { passwordSettingsFormSchema } from './password-settings-form.ts';
import { errorsOf } from './test-helpers.ts';
import { userFormSchema } from './user-form.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  countryCode: 'GB',
  phone: '2071234567',
  changePassword: false,
};

describe('given the profile / user form', () => {
  const schema = userFormSchema(DEFAULT_PASSWORD_POLICY);

  it('should accept a complete profile', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each([
    [{ firstName: '' }, { firstName: ['First Name is a required field'] }],
    [{ lastName: ' ' }, { lastName: ['Last Name is a required field'] }],
    [{ email: '' }, { email: ['Email is a required field'] }],
    [{ email: 'ada@' }, { email: ['Email address is invalid. Please enter a valid address.'] }],
    [{ countryCode: '' }, { countryCode: ['Please select your Country'] }],
    [{ countryCode: null }, { countryCode: ['Please select your Country'] }],
    [{ phone: '+44 207' }, { phone: ['The phone has an incorrect format.'] }],
    [{ phone: '' }, {}],
  ])('should judge %o', (change, expected) => {
    expect(errorsOf(schema, { ...valid, ...change })).toEqual(expected);
  });

  it('should ignore password fields while Change Password is off', () => {
    expect(errorsOf(schema, { ...valid, password: 'x', repassword: 'y' })).toEqual({});
  });

  it.each([
    [{ password: 'Secret123', repassword: 'Secret123' }, {}],
    [{ password: 'secret', repassword: 'secret' }, { password: ['Password did not match Password Policy!'] }],
    [{ password: 'Secret123', repassword: 'Secret12' }, { repassword: ['Password did not match! Please try again!'] }],
    [{}, { password: ['Password did not match Password Policy!'] }],
  ])('should check the password while Change Password is on: %o', (change, expected) => {
    expect(errorsOf(schema, { ...valid, changePassword: true, ...change })).toEqual(expected);
  });

  it('should report the password while the names are still missing', () => {
    const errors = errorsOf(schema, { ...valid, firstName: '', changePassword: true, password: 'x', repassword: 'x' });
    expect(errors.password).toEqual(['Password did not match Password Policy!']);
    expect(errors.firstName).toEqual(['First Name is a required field']);
  });
});

describe('given the password settings form', () => {
  const settings = {
    minimunChars: 8,
    uppercaseChars: 1,
    specialChars: 1,
    expirationMonths: 12,
    twoFA: false,
    passwordHistory: true,
  };

  it('should accept the defaults', () => {
    expect(errorsOf(passwordSettingsFormSchema, settings)).toEqual({});
  });

  it.each([
    [{ minimunChars: 7 }, { minimunChars: ['Minimum characters must be between 8 and 30.'] }],
    [{ minimunChars: 31 }, { minimunChars: ['Minimum characters must be between 8 and 30.'] }],
    [{ minimunChars: 30 }, {}],
    [{ uppercaseChars: 0 }, { uppercaseChars: ['Uppercase characters must be between 1 and 10.'] }],
    [{ uppercaseChars: 11 }, { uppercaseChars: ['Uppercase characters must be between 1 and 10.'] }],
    [{ specialChars: 0 }, { specialChars: ['Special characters or numbers must be between 1 and 10.'] }],
    [{ specialChars: 10.5 }, { specialChars: ['Special characters or numbers must be between 1 and 10.'] }],
    [{ expirationMonths: 0 }, { expirationMonths: ['Expiration months must be between 1 and 12.'] }],
    [{ expirationMonths: 13 }, { expirationMonths: ['Expiration months must be between 1 and 12.'] }],
    [{ expirationMonths: Number.NaN }, { expirationMonths: ['Expiration months must be between 1 and 12.'] }],
    [
      { minimunChars: 9, uppercaseChars: 5, specialChars: 5 },
      { minimunChars: ['Minimum characters cannot be less than uppercase plus special characters or numbers (10).'] },
    ],
    [{ minimunChars: 10, uppercaseChars: 5, specialChars: 5 }, {}],
  ])('should judge %o', (change, expected) => {
    expect(errorsOf(passwordSettingsFormSchema, { ...settings, ...change })).toEqual(expected);
  });
});
