import { z } from 'zod/mini';
import * as messages from '../messages/sections.ts';
import { minimumCharsFloor, PASSWORD_SETTINGS_LIMITS } from '../rules/password-policy.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.passwordSettings;
const limits = PASSWORD_SETTINGS_LIMITS;

const ranged = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).check(
    z.int({ error: message }),
    z.gte(range.min, { error: message }),
    z.lte(range.max, {
      error: message,
    }),
  );

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * Spec §5 "Password settings": minimum characters 8–30 and never less than uppercase plus special;
 * uppercase 1–10; special or numbers 1–10; expiration 1–12 months. Number inputs use `valueAsNumber`.
 */
export const passwordSettingsFormSchema = z
  .object({
    minimunChars: ranged(limits.minimunChars, m.minimumCharsRange),
    uppercaseChars: ranged(limits.uppercaseChars, m.uppercaseRange),
    specialChars: ranged(limits.specialChars, m.specialRange),
    expirationMonths: ranged(limits.expirationMonths, m.expirationRange),
    twoFA: z.boolean(),
    passwordHistory: z.boolean(),
  })
  .check(
    z.superRefine((value, ctx) => {
      const [minimum, uppercase, special] = ['minimunChars', 'uppercaseChars', 'specialChars'].map((key) =>
        field(value, key),
      );
      if (typeof minimum !== 'number' || typeof uppercase !== 'number' || typeof special !== 'number') return;
      // Out-of-range parts already have their own message; a floor built from them would only confuse.
      if (!inRange(uppercase, limits.uppercaseChars) || !inRange(special, limits.specialChars)) return;
      const floor = minimumCharsFloor(uppercase, special);
      if (minimum >= limits.minimunChars.min && minimum < floor) {
        ctx.addIssue({ code: 'custom', message: m.minimumCharsBelowParts(floor), path: ['minimunChars'] });
      }
    }, always),
  );

export type PasswordSettingsFormValues = z.output<typeof passwordSettingsFormSchema>;
