import { describe, expect, it } from 'vitest';
import { INT32_MAX } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { licenseCreateSchema } from './license-create.ts';
import { licenseDatesSchema, licenseFormSchema } from './license-form.ts';
import { errorsOf } from './test-helpers.ts';

const validForm = {
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  productId: 1,
  startDate: '01/01/2025',
  endDate: '01/01/2026',
  userCount: 5,
  sharePointIntegration: false,
  advancedTemplate: false,
};

describe('given the administrator license form', () => {
  it('should accept a valid license', () => {
    expect(errorsOf(licenseFormSchema, validForm)).toEqual({});
  });

  it.each([
    [{ email: 'not-an-email' }, { email: ['Email is not valid.'] }],
    [{ email: '' }, { email: ['Email is not valid.'] }],
    [{ email: undefined }, { email: ['Email is not valid.'] }],
    [{ startDate: '02/30/2025' }, { startDate: ['Start Date is not valid.'] }],
    [{ startDate: '2025-01-01' }, { startDate: ['Start Date is not valid.'] }],
    [{ endDate: '13/01/2026' }, { endDate: ['End date is not valid.'] }],
    [{ endDate: '' }, { endDate: ['End date is not valid.'] }],
    [{ startDate: '01/02/2026' }, { startDate: ['Start Date should not be greater than End Date.'] }],
    [{ userCount: 0 }, { userCount: ['Number of Licenses must be a whole number of at least 1.'] }],
    [{ userCount: 1.5 }, { userCount: ['Number of Licenses must be a whole number of at least 1.'] }],
    [{ userCount: Number.NaN }, { userCount: ['Number of Licenses must be a whole number of at least 1.'] }],
    [{ userCount: INT32_MAX + 1 }, { userCount: [messages.bounds.wholeNumber(1, INT32_MAX)] }],
    [{ productId: INT32_MAX + 1 }, { productId: [messages.bounds.wholeNumber(0, INT32_MAX)] }],
    [{ email: 'admin\u0000@example.com' }, { email: [messages.bounds.controlCharacters] }],
    [{ firstName: 'f'.repeat(201) }, { firstName: [messages.bounds.tooLong(200)] }],
  ])('should reject %o with %o', (change, expected) => {
    expect(errorsOf(licenseFormSchema, { ...validForm, ...change })).toEqual(expected);
  });

  it('should accept a license at the bounds every input holds to', () => {
    expect(errorsOf(licenseFormSchema, { ...validForm, userCount: INT32_MAX, firstName: 'f'.repeat(200) })).toEqual({});
  });

  it('should allow a period of one day', () => {
    expect(errorsOf(licenseFormSchema, { ...validForm, startDate: '03/03/2025', endDate: '03/03/2025' })).toEqual({});
  });

  it('should report the date order while another field is still invalid', () => {
    const errors = errorsOf(licenseFormSchema, { ...validForm, email: 'x', startDate: '02/01/2026' });
    expect(errors.startDate).toEqual(['Start Date should not be greater than End Date.']);
    expect(errors.email).toEqual(['Email is not valid.']);
  });
});

const today = '06/15/2025';
const validCreate = {
  manager: 'admin@example.com',
  name: 'Acme_Team 1',
  productId: 3,
  startDate: '06/15/2025',
  endDate: '06/15/2026',
  userCount: '10',
};

describe('given the license create form', () => {
  const schema = licenseCreateSchema(today);

  it('should accept a license starting today and parse the count', () => {
    const result = schema.safeParse(validCreate);
    expect(result.success && result.data.userCount).toBe(10);
  });

  it.each([
    [{ manager: '' }, { manager: ['email address is required and cannot be empty'] }],
    [{ manager: undefined }, { manager: ['email address is required and cannot be empty'] }],
    [{ manager: 'nobody' }, { manager: ['Email is not valid.'] }],
    [{ startDate: '' }, { startDate: ['Start date is required and cannot be empty'] }],
    [{ startDate: '06/31/2025' }, { startDate: ['Start date is not valid'] }],
    [{ startDate: '06/14/2025' }, { startDate: ['Start date cannot be less than current date'] }],
    [
      { startDate: '06/16/2026' },
      {
        startDate: ['Start date cannot be greater than end date'],
        endDate: ['End date cannot be less than start date'],
      },
    ],
    [{ endDate: undefined }, { endDate: ['End date is required and cannot be empty'] }],
    [{ endDate: '6/15/2026' }, { endDate: ['End date is not valid'] }],
    [
      { endDate: '06/14/2025' },
      {
        endDate: ['End date cannot be less than current date', 'End date cannot be less than start date'],
        startDate: ['Start date cannot be greater than end date'],
      },
    ],
    [{ userCount: '' }, { userCount: ['Number of license is required and cannot be empty'] }],
    [{ userCount: undefined }, { userCount: ['Number of license is required and cannot be empty'] }],
    [
      { userCount: '0' },
      { userCount: ['Number of license must be a whole number from 1, digits only, without a leading zero'] },
    ],
    [
      { userCount: '05' },
      { userCount: ['Number of license must be a whole number from 1, digits only, without a leading zero'] },
    ],
    [
      { userCount: '-3' },
      { userCount: ['Number of license must be a whole number from 1, digits only, without a leading zero'] },
    ],
    [
      { userCount: '2.5' },
      { userCount: ['Number of license must be a whole number from 1, digits only, without a leading zero'] },
    ],
    [
      { userCount: '1e3' },
      { userCount: ['Number of license must be a whole number from 1, digits only, without a leading zero'] },
    ],
    [{ name: 'Acme-Team!' }, { name: ['Name can contain only letters, digits, underscores and spaces'] }],
    [{ userCount: String(INT32_MAX + 1) }, { userCount: [messages.bounds.wholeNumber(1, INT32_MAX)] }],
    [{ name: 'Acme\nTeam' }, { name: [messages.bounds.controlCharacters] }],
    [{ manager: `${'m'.repeat(243)}@example.com` }, { manager: [messages.bounds.tooLong(254)] }],
  ])('should reject %o with %o', (change, expected) => {
    expect(errorsOf(schema, { ...validCreate, ...change })).toEqual(expected);
  });

  it('should accept the largest number of licenses the database holds', () => {
    expect(schema.parse({ ...validCreate, userCount: String(INT32_MAX) }).userCount).toBe(INT32_MAX);
  });

  it('should accept names with letters of any script, digits, underscores and spaces', () => {
    expect(errorsOf(schema, { ...validCreate, name: 'Équipe_Nord 2' })).toEqual({});
  });

  it('should use the given today, not the clock', () => {
    expect(errorsOf(licenseCreateSchema('01/01/2000'), { ...validCreate, startDate: '01/01/2000' })).toEqual({});
  });

  it('should take today from a Date', () => {
    expect(errorsOf(licenseCreateSchema(new Date(2025, 5, 16)), validCreate)).toEqual({
      startDate: ['Start date cannot be less than current date'],
    });
  });

  it('should refuse an invalid today', () => {
    expect(() => licenseCreateSchema('2025-06-15')).toThrow(RangeError);
  });
});

describe('given the end-date dialog (POST api/Licenses/Dates)', () => {
  const m = messages.licenseForm;

  it('should accept a period in MM/DD/YYYY with the start not after the end', () => {
    expect(errorsOf(licenseDatesSchema, { startDate: '01/01/2026', endDate: '01/01/2027' })).toEqual({});
    expect(errorsOf(licenseDatesSchema, { startDate: '01/01/2026', endDate: '01/01/2026' })).toEqual({});
  });

  it('should refuse a start after the end, on the start date', () => {
    expect(errorsOf(licenseDatesSchema, { startDate: '02/01/2026', endDate: '01/01/2026' })).toEqual({
      startDate: [m.startAfterEnd],
    });
  });

  it.each([
    ['2026-01-01', '01/01/2027', 'startDate', m.startDateNotValid],
    ['01/01/2026', '02/30/2027', 'endDate', m.endDateNotValid],
    ['01/01/2026', '', 'endDate', m.endDateNotValid],
  ])('should refuse %s to %s with the %s message', (startDate, endDate, key, message) => {
    expect(errorsOf(licenseDatesSchema, { startDate, endDate })).toEqual({ [key]: [message] });
  });
});
