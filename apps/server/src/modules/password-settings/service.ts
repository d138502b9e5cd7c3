import {
  DEFAULT_PASSWORD_SETTINGS,
  messages,
  PASSWORD_HISTORY_LENGTH,
  type PasswordPolicyImpact,
  type PasswordSettings,
  passwordSettingsFormSchema,
  satisfiesPasswordPolicy,
  TEXT_LIMITS,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { type Actor, authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Precondition, preconditionFailed, type Versioned, versionMatches } from '../../lib/row-versions.ts';
import type { UserService } from '../users/service.ts';
import { createPasswordSettingsRepository } from './repository.ts';

/**
 * Beyond the policy: the most common passwords (about 49,000, most common first) are refused. The list is loaded on
 * the first password change, not at start: it costs the server's start about 60 ms.
 */
let commonPasswords: Promise<Set<string>> | undefined;

const SETTINGS_FIELDS = {
  minimunChars: 'minimunChars',
  uppercaseChars: 'uppercaseChars',
  specialChars: 'specialChars',
  expirationMonths: 'expirationMonths',
  twoFA: 'twoFA',
  passwordHistory: 'passwordHistory',
} as const;

async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

export function createPasswordSettingsService(deps: { db: Database; users: UserService }) {
  const settings = createPasswordSettingsRepository(deps.db);

  /**
   * The policy that applies to a user: the one an isManager user set for their own packs, and the policies of
   * the managers whose packs the user holds a seat in. Where several apply, the strictest of each rule wins.
   */
  async function policyFor(userId: number, tx: Queryable = deps.db): Promise<PasswordSettings> {
    const row = await createPasswordSettingsRepository(tx).applicableTo(userId);
    const pick = <K extends keyof PasswordSettings>(key: K) =>
      (row?.[key] ?? DEFAULT_PASSWORD_SETTINGS[key]) as PasswordSettings[K];
    return {
      minimunChars: pick('minimunChars'),
      uppercaseChars: pick('uppercaseChars'),
      specialChars: pick('specialChars'),
      expirationMonths: pick('expirationMonths'),
      twoFA: pick('twoFA'),
      passwordHistory: pick('passwordHistory'),
    };
  }

  return {
    policyFor,

    /**
     * What the password-settings screen shows: an isManager user's own policy with its version (the one a save may
     * name as If-Match; 0 before the first save), anyone else's applicable one, which no one edits here.
     */
    async passwordSettingsCurrentUser(actor: Actor): Promise<PasswordSettings | Versioned<PasswordSettings>> {
      if (!actor.isManager) return policyFor(actor.id);
      // The version first: a save after it is then seen in the version, never only in the settings.
      const rowVersion = await settings.versionOf(actor.id);
      return { ...((await settings.ownOf(actor.id)) ?? DEFAULT_PASSWORD_SETTINGS), rowVersion };
    },

    /**
     * An isManager user sets the policy for every user of their packs (spec §6); checked as the form checks it.
     * Based on a version the policy no longer has (If-Match: another tab or device saved it since), nothing is
     * written (412).
     */
    async savePasswordSettings(
      actor: Actor,
      input: PasswordSettings,
      precondition?: Precondition,
    ): Promise<Versioned<PasswordSettings>> {
      authorize(actor, 'setPasswordPolicy');
      validate(passwordSettingsFormSchema, input, SETTINGS_FIELDS);
      return deps.db.transaction(async (tx) => {
        const within = createPasswordSettingsRepository(tx);
        const version = await within.lockVersionOf(actor.id);
        const before = await within.ownOf(actor.id);
        if (!versionMatches(precondition, version)) {
          throw await preconditionFailed(
            tx,
            { ...(before ?? DEFAULT_PASSWORD_SETTINGS), rowVersion: version },
            { entity: 'password-settings', entityId: String(actor.id) },
          );
        }
        await within.save(actor.id, input);
        const after = (await within.ownOf(actor.id))!;
        await audit(tx, {
          actorId: actor.id,
          action: 'password-settings.save',
          entity: 'password-settings',
          entityId: String(actor.id),
          before,
          after,
        });
        return { ...after, rowVersion: await within.versionOf(actor.id) };
      });
    },

    /**
     * Before saving (designed call): how many of the users the proposed policy reaches would have to change their
     * password at their next sign-in. Passwords are kept only as hashes, so a stricter length or character rule
     * cannot be judged against them; it applies at each user's next password change. What forces a change at
     * sign-in is the expiration: a password older than the proposed months. Checked as the save checks.
     */
    async passwordPolicyImpact(actor: Actor, input: PasswordSettings): Promise<PasswordPolicyImpact> {
      authorize(actor, 'setPasswordPolicy');
      validate(passwordSettingsFormSchema, input, SETTINGS_FIELDS);
      const { total, olderThan } = await settings.passwordAges(actor.id, input.expirationMonths);
      return { affectedUsers: olderThan, totalUsers: total };
    },

    async isExpired(userId: number, passwordChangedAt: string): Promise<boolean> {
      const { expirationMonths } = await policyFor(userId);
      const changed = new Date(passwordChangedAt);
      const expires = new Date(changed);
      expires.setUTCMonth(expires.getUTCMonth() + expirationMonths);
      return expires.getTime() <= Date.now();
    },

    /** Checks a new password against the policy, the common list and the history, then stores it. */
    async changePassword(tx: Queryable, userId: number, password: string) {
      // Everything here reads through the transaction: the embedded engine has one connection.
      const policy = await policyFor(userId, tx);
      if (password.length > TEXT_LIMITS.password) throw new HttpError(400, messages.auth.passwordTooLong);
      if (!satisfiesPasswordPolicy(password, policy)) throw new HttpError(400, messages.resetPassword.policyNotMet);
      if (await isCommonPassword(password)) throw new HttpError(400, messages.auth.passwordTooCommon);
      if (policy.passwordHistory) {
        for (const hash of await deps.users.recentPasswordHashes(tx, userId, PASSWORD_HISTORY_LENGTH)) {
          if (await verifyPassword(hash, password)) throw new HttpError(400, messages.auth.passwordRecentlyUsed);
        }
      }
      await deps.users.setPassword(tx, userId, await hashPassword(password));
    },
  };
}

export type PasswordSettingsService = ReturnType<typeof createPasswordSettingsService>;
