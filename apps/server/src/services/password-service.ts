import {
  DEFAULT_PASSWORD_SETTINGS,
  messages,
  PASSWORD_HISTORY_LENGTH,
  type PasswordSettings,
  passwordSettingsFormSchema,
  satisfiesPasswordPolicy,
  TEXT_LIMITS,
} from '@license-console/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { audit } from '../repositories/audit.ts';
import { createUserRepository } from '../repositories/users.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import { type Actor, authorize, validate } from './guards.ts';

/** Beyond the policy: the most common passwords (about 49,000, most common first) are refused. */
const commonPasswords = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

const SETTINGS_FIELDS = {
  minimunChars: 'minimunChars',
  uppercaseChars: 'uppercaseChars',
  specialChars: 'specialChars',
  expirationMonths: 'expirationMonths',
  twoFA: 'twoFA',
  passwordHistory: 'passwordHistory',
} as const;

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

interface PolicyRow {
  minimunChars: number | null;
  uppercaseChars: number | null;
  specialChars: number | null;
  expirationMonths: number | null;
  twoFA: boolean | null;
  passwordHistory: boolean | null;
}

export function createPasswordService(deps: { db: Database }) {
  /**
   * The policy that applies to a user: the one an isManager user set for their own packs, and the policies of
   * the managers whose packs the user holds a seat in. Where several apply, the strictest of each rule wins.
   */
  async function policyFor(userId: number, tx: Queryable = deps.db): Promise<PasswordSettings> {
    const [row] = await tx.query<PolicyRow>(
      `select max(ps.minimun_chars) as "minimunChars", max(ps.uppercase_chars) as "uppercaseChars",
              max(ps.special_chars) as "specialChars", min(ps.expiration_months) as "expirationMonths",
              bool_or(ps.two_fa) as "twoFA", bool_or(ps.password_history) as "passwordHistory"
         from password_settings ps
        where ps.manager_id = $1
           or ps.manager_id in (select l.manager_id from licenses l
                                  join license_usages u on u.license_id = l.id
                                  join users me on me.id = $1
                                 where u.user_id = me.id or lower(u.account_name) = lower(me.email))`,
      [userId],
    );
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

  async function ownSettings(tx: Queryable, managerId: number): Promise<PasswordSettings | null> {
    const [row] = await tx.query<PasswordSettings>(
      `select minimun_chars as "minimunChars", uppercase_chars as "uppercaseChars", special_chars as "specialChars",
              expiration_months as "expirationMonths", two_fa as "twoFA", password_history as "passwordHistory"
         from password_settings where manager_id = $1`,
      [managerId],
    );
    return row ?? null;
  }

  return {
    policyFor,

    /** What the password-settings screen shows: an isManager user's own policy, anyone else's applicable one. */
    async settingsFor(actor: Actor): Promise<PasswordSettings> {
      if (!actor.isManager) return policyFor(actor.id);
      return (await ownSettings(deps.db, actor.id)) ?? { ...DEFAULT_PASSWORD_SETTINGS };
    },

    /** An isManager user sets the policy for every user of their packs (spec §6); checked as the form checks it. */
    async saveSettings(actor: Actor, settings: PasswordSettings): Promise<PasswordSettings> {
      authorize(actor, 'setPasswordPolicy');
      validate(passwordSettingsFormSchema, settings, SETTINGS_FIELDS);
      return deps.db.transaction(async (tx) => {
        const before = await ownSettings(tx, actor.id);
        await tx.query(
          `insert into password_settings (manager_id, minimun_chars, uppercase_chars, special_chars, expiration_months,
                                          two_fa, password_history)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (manager_id) do update set minimun_chars = excluded.minimun_chars,
             uppercase_chars = excluded.uppercase_chars, special_chars = excluded.special_chars,
             expiration_months = excluded.expiration_months, two_fa = excluded.two_fa,
             password_history = excluded.password_history`,
          [
            actor.id,
            settings.minimunChars,
            settings.uppercaseChars,
            settings.specialChars,
            settings.expirationMonths,
            settings.twoFA,
            settings.passwordHistory,
          ],
        );
        const after = (await ownSettings(tx, actor.id))!;
        await audit(tx, {
          actorId: actor.id,
          action: 'password-settings.save',
          entity: 'password-settings',
          entityId: String(actor.id),
          before,
          after,
        });
        return after;
      });
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
      const users = createUserRepository(tx);
      const policy = await policyFor(userId, tx);
      if (password.length > TEXT_LIMITS.password) throw new HttpError(400, messages.auth.passwordTooLong);
      if (!satisfiesPasswordPolicy(password, policy)) throw new HttpError(400, messages.resetPassword.policyNotMet);
      if (isCommonPassword(password)) throw new HttpError(400, messages.auth.passwordTooCommon);
      if (policy.passwordHistory) {
        const current = (await users.findCredentialsById(userId))?.passwordHash;
        const history = await users.recentPasswordHashes(userId, PASSWORD_HISTORY_LENGTH);
        const recent = [...new Set([current, ...history])]
          .filter((hash) => hash != null)
          .slice(0, PASSWORD_HISTORY_LENGTH);
        for (const hash of recent) {
          if (await verifyPassword(hash, password)) throw new HttpError(400, messages.auth.passwordRecentlyUsed);
        }
      }
      await users.setPassword(userId, await hashPassword(password));
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
