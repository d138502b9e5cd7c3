import { z } from 'zod/mini';
import { int32Schema } from './bounds.ts';

/**
 * Spec §3 "Password settings"; `minimunChars` is spelled as the spec (and the wire) spells it. Any `integer` is
 * read, so the password-settings form's own ranges and messages (validation) judge a saved policy.
 */
export const passwordSettingsSchema = z.object({
  minimunChars: int32Schema,
  uppercaseChars: int32Schema,
  specialChars: int32Schema,
  expirationMonths: int32Schema,
  twoFA: z.boolean(),
  passwordHistory: z.boolean(),
});

export type PasswordSettings = z.infer<typeof passwordSettingsSchema>;

/** The part of the settings a password is checked against. */
export type PasswordPolicy = Pick<PasswordSettings, 'minimunChars' | 'uppercaseChars' | 'specialChars'>;

/**
 * designed: what a proposed policy would do to the users of an isManager user's packs. `affectedUsers` of
 * `totalUsers` hold a password the proposed policy refuses (or one older than its expiration), so they must change
 * it at their next sign-in.
 */
export const passwordPolicyImpactSchema = z.object({
  affectedUsers: z.number().check(z.int(), z.nonnegative()),
  totalUsers: z.number().check(z.int(), z.nonnegative()),
});

export type PasswordPolicyImpact = z.infer<typeof passwordPolicyImpactSchema>;
