import { passwordPolicyImpactSchema, passwordSettingsSchema } from '../entities/password-settings.ts';
import { defineCall } from './define.ts';
import { sessionRoutes } from './session-routes.ts';

/** The password policy of a manager's packs (spec §7, PasswordSettings). */
export const passwordSettingsCalls = {
  passwordSettingsCurrentUser: defineCall({
    ...sessionRoutes.passwordSettingsCurrentUser,
    summary: 'The password policy that applies to the signed-in user.',
    response: passwordSettingsSchema,
    designed: ['response'],
    versioned: 'read',
  }),
  savePasswordSettings: defineCall({
    ...sessionRoutes.savePasswordSettings,
    summary: 'Saves the password policy of an isManager user for all users of their licenses.',
    body: passwordSettingsSchema,
    response: passwordSettingsSchema,
    designed: ['response'],
    versioned: 'write',
  }),
  passwordPolicyImpact: defineCall({
    ...sessionRoutes.passwordPolicyImpact,
    summary:
      "Before saving: how many users of the isManager user's packs a proposed policy would make change their password at next sign-in.",
    body: passwordSettingsSchema,
    response: passwordPolicyImpactSchema,
    changesState: false,
    designed: ['path'],
  }),
} as const;
