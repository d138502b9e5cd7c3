import { messages, peopleMessages } from '@license-console/domain';
import { verifyPassword } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { PasswordSettingsService } from '../password-settings/service.ts';
import type { UserCredentials, UserService } from '../users/service.ts';
import { counterOf, enforceLimit, type RateLimiter } from './rate-limit.ts';

export interface PasswordCheckDeps {
  users: UserService;
  passwordSettings: PasswordSettingsService;
  limiter: RateLimiter;
  /** Mails a reset link, for a password that has expired. */
  sendResetLink(email: string): Promise<void>;
  /** Hears once of each account-wide lock, to tell the holder of a known account. */
  accountLocked(email: string, lockedUntil: Date): void;
}

/**
 * A password checked on the sign-in's counters: counted before it is checked, per client address, per (account,
 * address) pair and per account; a success forgets this address's failures. The account, or null for an unknown
 * address or a wrong password. Every check of a password someone types goes through here, so no form that asks for
 * one (a sign-in, the current password of a password change) gives an attacker extra guesses.
 */
export async function countedPasswordCheck(
  deps: Pick<PasswordCheckDeps, 'users' | 'limiter' | 'accountLocked'>,
  email: string,
  password: string,
  address: string,
): Promise<UserCredentials | null> {
  await enforceLimit(deps.limiter, 'signInPerAddress', { address });
  await enforceLimit(deps.limiter, 'signInPerPair', { account: email, address });
  await enforceLimit(deps.limiter, 'signInPerAccount', { account: email }, (until) => deps.accountLocked(email, until));
  const account = await deps.users.findCredentials(email);
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) return null;
  // As NIST SP 800-63B advises, a success forgets the failures from this address only: failures from other
  // addresses keep counting towards the account-wide lock. The success itself counts towards no limit.
  await deps.limiter.reset(counterOf('signInPerPair', { account: email, address }));
  await deps.limiter.refund(counterOf('signInPerAddress', { address }));
  await deps.limiter.refund(counterOf('signInPerAccount', { account: email }));
  return account;
}

/**
 * The one password check of every entrance (console sign-in, support desk, SSO sites). Attempts are counted
 * before the password is checked, per client address, per (account, address) pair and per account, on the same
 * counters whichever entrance is used, so another entrance gives an attacker no extra guesses. An unknown address
 * and a wrong password get the same answer in the same time; a deactivated account is refused (403) after the right
 * password only; an expired password, or one an administrator requires changed, answers 423 after mailing a reset
 * link.
 */
export function createPasswordCheck(deps: PasswordCheckDeps) {
  async function checkPassword(email: string, password: string, address: string): Promise<UserCredentials> {
    const account = await countedPasswordCheck(deps, email, password, address);
    if (!account) throw new HttpError(401, messages.login.signInFailed);
    // Told only to whoever knows the password: a wrong one answers as for any account.
    if (account.deactivated) throw new HttpError(403, peopleMessages.signInDeactivated);
    if (account.mustChangePassword || (await deps.passwordSettings.isExpired(account.id, account.passwordChangedAt))) {
      await deps.sendResetLink(account.email);
      throw new HttpError(423, messages.auth.passwordExpired);
    }
    return account;
  }

  return {
    checkPassword,

    /**
     * The check of the entrances that open no console session (support desk, SSO sites). A password alone is not
     * enough where the user's policy asks for a second factor: the browser must also hold a verified console
     * session of the same user (the console's sign-in with its code).
     */
    async checkCredentials(
      email: string,
      password: string,
      address: string,
      session: SessionContext | null,
    ): Promise<UserCredentials> {
      const account = await checkPassword(email, password, address);
      const policy = await deps.passwordSettings.policyFor(account.id);
      if (policy.twoFA && !(session?.verified && session.user.id === account.id)) {
        throw new HttpError(403, messages.auth.externalTwoFactorRequired);
      }
      return account;
    },
  };
}

export type CredentialCheck = ReturnType<typeof createPasswordCheck>['checkCredentials'];
