import { messages } from '@license-console/domain';
import { verifyPassword } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { PasswordService } from '../password-settings/service.ts';
import type { UserCredentials, UserRepository } from '../users/repository.ts';
import { LIMITS, type LimitName, type RateLimiter } from './rate-limit.ts';

export interface CredentialCheckDeps {
  users: UserRepository;
  passwords: PasswordService;
  limiter: RateLimiter;
  /** Mails a reset link (the sign-in's own), for a password that has expired. */
  sendResetLink(email: string): Promise<void>;
}

/**
 * The password check of the sign-ins that open no console session (support desk, SSO sites). It counts on the
 * sign-in's own limits (same keys), so another entrance gives an attacker no extra guesses, and answers exactly
 * as sign-in does: the same failure for an unknown address and a wrong password, 423 for an expired password.
 */
export function createCredentialCheck(deps: CredentialCheckDeps) {
  async function limit(name: LimitName, key: string) {
    const decision = await deps.limiter.consume(`${name}:${key.toLowerCase()}`, LIMITS[name]);
    if (!decision.allowed) {
      throw new HttpError(429, messages.auth.tooManyAttempts(Math.ceil(decision.retryAfterSeconds / 60)), {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }

  return async function checkCredentials(
    email: string,
    password: string,
    address: string,
    session: SessionContext | null,
  ): Promise<UserCredentials> {
    await limit('signInPerAddress', address);
    await limit('signInPerAccount', email.trim());
    const account = await deps.users.findCredentials(email);
    const valid = await verifyPassword(account?.passwordHash ?? null, password);
    if (!account || !valid) throw new HttpError(401, messages.login.signInFailed);
    await deps.limiter.reset(`signInPerAccount:${email.trim().toLowerCase()}`);
    if (await deps.passwords.isExpired(account.id, account.passwordChangedAt)) {
      await deps.sendResetLink(account.email);
      throw new HttpError(423, messages.auth.passwordExpired);
    }
    // A password alone is not enough where the user's policy asks for a second factor: the browser must also
    // hold a verified console session of the same user (the console's sign-in with its code).
    const policy = await deps.passwords.policyFor(account.id);
    if (policy.twoFA && !(session?.verified && session.user.id === account.id)) {
      throw new HttpError(403, messages.auth.externalTwoFactorRequired);
    }
    return account;
  };
}

export type CredentialCheck = ReturnType<typeof createCredentialCheck>;

export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
