import type { PasswordPolicy, PasswordSettings } from '../entities/password-settings.ts';
import * as messages from '../messages/sections.ts';

/** Spec §5/§9 limits of the password settings form. */
export const PASSWORD_SETTINGS_LIMITS = {
  minimunChars: { min: 8, max: 30 },
  uppercaseChars: { min: 1, max: 10 },
  specialChars: { min: 1, max: 10 },
  expirationMonths: { min: 1, max: 12 },
} as const;

/** The history option keeps the last five passwords. */
export const PASSWORD_HISTORY_LENGTH = 5;

export const DEFAULT_PASSWORD_SETTINGS: Readonly<PasswordSettings> = {
  minimunChars: 8,
  uppercaseChars: 1,
  specialChars: 1,
  expirationMonths: 12,
  twoFA: false,
  passwordHistory: false,
};

/** Spec §5 "password helper rule": 8 characters, one special character or number, one uppercase letter. */
export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = {
  minimunChars: DEFAULT_PASSWORD_SETTINGS.minimunChars,
  uppercaseChars: DEFAULT_PASSWORD_SETTINGS.uppercaseChars,
  specialChars: DEFAULT_PASSWORD_SETTINGS.specialChars,
};

/** The least minimum length allowed: the floor of 8, raised when uppercase plus special need more. */
export function minimumCharsFloor(uppercaseChars: number, specialChars: number): number {
  return Math.max(PASSWORD_SETTINGS_LIMITS.minimunChars.min, uppercaseChars + specialChars);
}

export type PasswordRule = 'minLength' | 'uppercase' | 'specialOrNumber';

export interface PasswordRuleResult {
  rule: PasswordRule;
  /** The checklist line, e.g. 'At least 8 characters'. */
  label: string;
  required: number;
  actual: number;
  passed: boolean;
}

// Code points, not UTF-16 units, so an emoji counts as one character.
const characters = (password: string) => Array.from(password);
const isUppercase = (char: string) => /\p{Lu}/u.test(char);
/** A digit, or anything that is neither a letter nor a digit nor white space (spec: "special or numbers"). */
const isSpecialOrNumber = (char: string) => /\p{N}/u.test(char) || !/[\p{L}\p{N}\s]/u.test(char);

/** Every rule of the policy with its outcome, in checklist order. */
export function evaluatePasswordPolicy(password: string, policy: PasswordPolicy): PasswordRuleResult[] {
  const chars = characters(password);
  const result = (rule: PasswordRule, label: string, required: number, actual: number): PasswordRuleResult => ({
    rule,
    label,
    required,
    actual,
    passed: actual >= required,
  });
  return [
    result('minLength', messages.passwordPolicy.minLength(policy.minimunChars), policy.minimunChars, chars.length),
    result(
      'uppercase',
      messages.passwordPolicy.uppercase(policy.uppercaseChars),
      policy.uppercaseChars,
      chars.filter(isUppercase).length,
    ),
    result(
      'specialOrNumber',
      messages.passwordPolicy.specialOrNumber(policy.specialChars),
      policy.specialChars,
      chars.filter(isSpecialOrNumber).length,
    ),
  ];
}

export function satisfiesPasswordPolicy(password: string, policy: PasswordPolicy): boolean {
  return evaluatePasswordPolicy(password, policy).every((rule) => rule.passed);
}
