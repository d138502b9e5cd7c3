import { z } from 'zod';

/** Spec §3 "Password settings"; `minimunChars` is spelled as the spec (and the wire) spells it. */
export const passwordSettingsSchema = z.object({
  minimunChars: z.number().int(),
  uppercaseChars: z.number().int(),
  specialChars: z.number().int(),
  expirationMonths: z.number().int(),
  twoFA: z.boolean(),
  passwordHistory: z.boolean(),
});

export type PasswordSettings = z.infer<typeof passwordSettingsSchema>;

/** The part of the settings a password is checked against. */
export type PasswordPolicy = Pick<PasswordSettings, 'minimunChars' | 'uppercaseChars' | 'specialChars'>;
