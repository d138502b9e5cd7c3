import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composePhone, dialCodeFor, localPhoneNumber } from './phone.ts';

const countries = [
  { shortName: 'US', code: '+1' },
  { shortName: 'DE', code: '49' },
];

describe('given a country', () => {
  it.each([
    ['US', '+1'],
    ['de', '49'],
    ['FR', null],
    [null, null],
  ])('should find the dialling code of %o: %o', (country, code) => {
    expect(dialCodeFor(country, countries)).toBe(code);
  });
});

describe('given a phone number', () => {
  it.each([
    ['+1', '555 0100', '+15550100'],
    ['49', '30-1234', '+49301234'],
  ])('should prefix %s to %s as %s', (code, local, phone) => {
    expect(composePhone(code, local)).toBe(phone);
  });

  it.each([
    ['+15550100', '+1', '5550100'],
    ['5550100', '+1', '5550100'],
    [null, '+1', ''],
  ])('should read the typed part of %o with code %s', (phone, code, local) => {
    expect(localPhoneNumber(phone, code)).toBe(local);
  });

  it('should give back the typed digits after composing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{1,3}$/), fc.stringMatching(/^\d{0,12}$/), (code, local) => {
        expect(localPhoneNumber(composePhone(code, local), code)).toBe(local);
      }),
    );
  });
});
