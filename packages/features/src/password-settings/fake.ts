import {
  DEFAULT_PASSWORD_SETTINGS,
  fieldErrors,
  type PasswordSettings,
  passwordSettingsFormSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { PasswordSettingsApi } from './api.ts';

/** The versions of the users' fake, which a policy shares with the users and profiles it keeps (one per record). */
interface FakeRecordVersions {
  etagOf(key: string): string;
  bump(key: string, changedBy?: string | null, changedAt?: string | null): void;
  /** Refuses a save based on another version than the record's (412 with the record as it is now). */
  requireVersion(key: string, ifMatch: string | null | undefined, current: object): void;
}

/**
 * The password policy calls in memory: each signed-in user reads the policy they set (the default until then); only an
 * isManager user saves one or asks what one would do ('Access Denied', 403, for anyone else), checked as the server
 * checks it. `editElsewhere` is another tab's save of the manager's policy right after the screen loads it (a save
 * then refused with 412).
 */
function createFakePasswordSettingsApi(
  actor: () => { email: string; isManager: boolean },
  wait: () => Promise<void>,
  { etagOf, bump, requireVersion }: FakeRecordVersions,
  editElsewhere?: { changes: Partial<PasswordSettings>; by: string; at: string },
): PasswordSettingsApi {
  const policies = new Map<string, PasswordSettings>();
  let pending = editElsewhere;
  return {
    passwordSettingsCurrentUser: async () => {
      await wait();
      return { ...(policies.get(actor().email) ?? DEFAULT_PASSWORD_SETTINGS) };
    },
    passwordSettingsForEdit: async () => {
      await wait();
      const signedIn = actor();
      const key = `policy:${signedIn.email}`;
      const current = policies.get(signedIn.email) ?? DEFAULT_PASSWORD_SETTINGS;
      const loaded = { value: { ...current }, etag: signedIn.isManager ? etagOf(key) : null };
      if (pending && signedIn.isManager) {
        const { changes, by, at } = pending;
        policies.set(signedIn.email, { ...current, ...changes });
        bump(key, by, at);
        pending = undefined;
      }
      return loaded;
    },
    savePasswordSettings: async (settings, ifMatch) => {
      await wait();
      const signedIn = actor();
      if (!signedIn.isManager) throw new ApiError(403, messages.app.accessDenied);
      const key = `policy:${signedIn.email}`;
      requireVersion(key, ifMatch, policies.get(signedIn.email) ?? DEFAULT_PASSWORD_SETTINGS);
      checkSettings(settings);
      policies.set(signedIn.email, { ...settings });
      bump(key);
      return { ...settings };
    },
    passwordPolicyImpact: async (settings) => {
      await wait();
      if (!actor().isManager) throw new ApiError(403, messages.app.accessDenied);
      checkSettings(settings);
      // Twelve users, whose passwords are 2, 5, 8 … 35 months old: those older than the proposed expiration.
      const ages = Array.from({ length: 12 }, (_, index) => 2 + index * 3);
      return { totalUsers: ages.length, affectedUsers: ages.filter((age) => age >= settings.expirationMonths).length };
    },
  };
}

/** The password-settings form's checks as the server makes them. */
function checkSettings(settings: PasswordSettings) {
  const result = passwordSettingsFormSchema.safeParse(settings);
  if (result.success) return;
  const fields = fieldErrors(result.error.issues);
  throw new ApiError(400, Object.values(fields)[0] ?? '', { fields });
}

export { createFakePasswordSettingsApi, type FakeRecordVersions };
