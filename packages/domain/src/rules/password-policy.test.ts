import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_POLICY,
  DEFAULT_PASSWORD_SETTINGS,
  evaluatePasswordPolicy,
  minimumCharsFloor,
  PASSWORD_HISTORY_LENGTH,
  PASSWORD_SETTINGS_LIMITS,
  satisfiesPasswordPolicy,
} from './password-policy.ts';

const policy = { minimunChars: 10, uppercaseChars: 2, specialChars: 3 };

describe('given a password and a policy', () => {
  it('should list each rule with its label and outcome, in checklist order', () => {
    expect(evaluatePasswordPolicy('Abcdefgh1!', policy)).toEqual([
      { rule: 'minLength', label: 'At least 10 characters', required: 10, actual: 10, passed: true },
      { rule: 'uppercase', label: 'At least 2 uppercase letters', required: 2, actual: 1, passed: false },
      {
        rule: 'specialOrNumber',
        label: 'At least 3 numbers or special characters',
        required: 3,
        actual: 2,
        passed: false,
      },
    ]);
  });

  it.each([
    ['Password1', true, 'length, uppercase and a number'],
    ['Password!', true, 'a special character instead of a number'],
    ['password1', false, 'no uppercase'],
    ['Password', false, 'neither number nor special character'],
    ['Pass1', false, 'too short'],
    ['PASSWORD1', true, 'all uppercase'],
    ['Pass word', false, 'a space is not special'],
    ['Ünïcode1x', true, 'a non-ASCII uppercase letter counts'],
    ['', false, 'empty'],
  ])('should judge %s against the default policy as %s (%s)', (password, passes) => {
    expect(satisfiesPasswordPolicy(password, DEFAULT_PASSWORD_POLICY)).toBe(passes);
  });

  it('should count an emoji as one special character and one character', () => {
    const [length, , special] = evaluatePasswordPolicy('A😀', DEFAULT_PASSWORD_POLICY);
    expect(length?.actual).toBe(2);
    expect(special?.actual).toBe(1);
  });

  it('should pass exactly when every rule passes', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 8, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (password, minimunChars, uppercaseChars, specialChars) => {
          const p = { minimunChars, uppercaseChars, specialChars };
          const rules = evaluatePasswordPolicy(password, p);
          expect(rules.map((r) => r.rule)).toEqual(['minLength', 'uppercase', 'specialOrNumber']);
          expect(satisfiesPasswordPolicy(password, p)).toBe(rules.every((r) => r.actual >= r.required));
        },
      ),
    );
  });

  it('should never fail a rule by adding characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }), (password, more) => {
        const before = evaluatePasswordPolicy(password, policy);
        const after = evaluatePasswordPolicy(password + more, policy);
        before.forEach((rule, i) => {
          if (rule.passed) expect(after[i]?.passed).toBe(true);
        });
      }),
    );
  });
});

describe('given the password settings of spec §9', () => {
  it('should default to 8 characters, 1 uppercase, 1 special, 12 months', () => {
    expect(DEFAULT_PASSWORD_SETTINGS).toEqual({
      minimunChars: 8,
      uppercaseChars: 1,
      specialChars: 1,
      expirationMonths: 12,
      twoFA: false,
      passwordHistory: false,
    });
  });

  it('should allow 8–30 characters, 1–10 uppercase, 1–10 special, 1–12 months', () => {
    expect(PASSWORD_SETTINGS_LIMITS).toEqual({
      minimunChars: { min: 8, max: 30 },
      uppercaseChars: { min: 1, max: 10 },
      specialChars: { min: 1, max: 10 },
      expirationMonths: { min: 1, max: 12 },
    });
  });

  it('should keep a history of 5 passwords', () => {
    expect(PASSWORD_HISTORY_LENGTH).toBe(5);
  });

  it.each([
    [1, 1, 8],
    [4, 4, 8],
    [5, 4, 9],
    [10, 10, 20],
  ])('should raise the minimum for %i uppercase and %i special to %i', (uppercase, special, floor) => {
    expect(minimumCharsFloor(uppercase, special)).toBe(floor);
  });
});
