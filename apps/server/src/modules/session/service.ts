import { randomInt } from 'node:crypto';
import { messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { hashToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { revokeTokensOfAccount } from '../api-tokens/index.ts';
import type { PasswordSettingsService } from '../password-settings/service.ts';
import type { UserService } from '../users/service.ts';
import type { AccountLockService } from './account-locks.ts';
import { createPasswordCheck } from './password-check.ts';
import { counterOf, enforceLimit, type RateLimiter, refuseWhileLocked } from './rate-limit.ts';
import { createSessionRepository } from './repository.ts';
import type { ResetLinks } from './reset-links.ts';
import type { SessionStore, SessionUser } from './session-store.ts';

const CODE_LIFETIME_MINUTES = 10;
const CODE_MAX_TRIES = 5;
const CODE_RESEND_SECONDS = 30;

export interface SessionServiceDeps {
  db: Database;
  sessions: SessionStore;
  users: UserService;
  passwordSettings: PasswordSettingsService;
  limiter: RateLimiter;
  accountLocks: AccountLockService;
  messenger: Messenger;
  resetLinks: ResetLinks;
  background: BackgroundTasks;
}

/** Signing in with a password, the verification code, and the forgotten-password reset. */
export function createSessionService(deps: SessionServiceDeps) {
  const repository = createSessionRepository(deps.db);

  const { sendResetLink } = deps.resetLinks;

  async function findResetToken(token: string) {
    return (await repository.findResetToken(hashToken(token))) ?? resetLinkInvalid();
  }

  const passwordCheck = createPasswordCheck({
    users: deps.users,
    passwordSettings: deps.passwordSettings,
    limiter: deps.limiter,
    sendResetLink,
    accountLocked: deps.accountLocks.signInLocked,
  });

  return {
    /** The password check of the entrances that open no console session (support desk, SSO sites). */
    checkCredentials: passwordCheck.checkCredentials,

    /** Checks the password and opens a session, still needing its code where the user's policy turns two-factor on. */
    async authenticate(email: string, password: string, address: string) {
      const account = await passwordCheck.checkPassword(email, password, address);
      const policy = await deps.passwordSettings.policyFor(account.id);
      return deps.sessions.open(account.id, !policy.twoFA);
    },

    /** Sends a fresh 6-digit code for a session that still needs verification. */
    async sendCode(sessionId: string, user: SessionUser, channel: 'sms' | 'email') {
      if (channel === 'sms' && !user.phone) throw new HttpError(400, messages.auth.noPhone);
      // No code is sent that could not be checked: the account's code checks are locked.
      await refuseWhileLocked(deps.limiter, 'codePerAccount', { account: user.email });
      const age = await repository.secondsSinceLastCode(sessionId);
      if (age !== null && age < CODE_RESEND_SECONDS) {
        throw new HttpError(429, messages.auth.resendTooSoon(CODE_RESEND_SECONDS - age));
      }
      await enforceLimit(deps.limiter, 'sendCodePerSession', { session: sessionId });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // A new code replaces any earlier one: only the latest can be used.
      await deps.db.transaction(async (tx) => {
        await createSessionRepository(tx).replaceCode(
          sessionId,
          channel,
          hashToken(`${sessionId}:${code}`),
          CODE_LIFETIME_MINUTES,
        );
        await deps.messenger.send(
          {
            channel,
            to: channel === 'sms' ? user.phone : user.email,
            subject: messages.mail.verificationCode.subject,
            text: messages.mail.verificationCode.text(code, CODE_LIFETIME_MINUTES),
            expiresInMinutes: CODE_LIFETIME_MINUTES,
          },
          tx,
        );
      });
    },

    /**
     * Completes a pending sign-in: the right code replaces the pending session with a verified one. Checks are
     * counted per account across all its sessions and per client address, so a fresh password sign-in opens no
     * fresh guesses.
     */
    async verifyCode(sessionId: string, user: SessionUser, code: string, address: string) {
      const latest = await repository.latestCode(sessionId);
      if (!latest) throw new HttpError(400, messages.auth.noCodeSent);
      if (!latest.live || latest.attempts >= CODE_MAX_TRIES) throw new HttpError(400, messages.auth.codeExpired);
      await enforceLimit(deps.limiter, 'codePerAddress', { address });
      await enforceLimit(deps.limiter, 'codePerAccount', { account: user.email }, (until) =>
        deps.accountLocks.codesLocked(user.email, until),
      );
      // Count the try first, atomically, so parallel guesses cannot exceed the allowed tries.
      if (!(await repository.countCodeTry(latest.id, CODE_MAX_TRIES))) {
        throw new HttpError(400, messages.auth.codeExpired);
      }
      if (hashToken(`${sessionId}:${code.trim()}`) !== latest.codeHash) {
        throw new HttpError(400, messages.verification.codeIncorrect);
      }
      if (!(await repository.useCode(latest.id))) throw new HttpError(400, messages.auth.codeExpired);
      await deps.limiter.reset(counterOf('codePerAccount', { account: user.email }));
      await deps.sessions.end(sessionId);
      return deps.sessions.open(user.id, true);
    },

    /**
     * Starts a password reset. The answer and its timing are the same for every address: the lookup and the
     * e-mail happen after the answer is sent.
     */
    async forgotPassword(email: string, address: string) {
      await enforceLimit(deps.limiter, 'forgotPerAddress', { address });
      await enforceLimit(deps.limiter, 'forgotPerAccount', { account: email });
      deps.background.run('reset link', () => sendResetLink(email));
    },

    /** The policy the new password must meet, for the holder of a reset link. */
    async passwordSettingsForToken(token: string) {
      const { userId } = await findResetToken(token);
      return deps.passwordSettings.policyFor(userId);
    },

    /**
     * Sets a new password with a reset token. The token works once; the new password ends every session of the
     * user, every other outstanding reset link and external-login code, its API tokens, and the account's locks.
     */
    async resetPassword(token: string, password: string, address: string) {
      await enforceLimit(deps.limiter, 'resetPerAddress', { address });
      const { id, userId, email } = await findResetToken(token);
      await deps.db.transaction(async (tx) => {
        const within = createSessionRepository(tx);
        await within.lockAccount(userId);
        if (!(await within.claimResetToken(id))) resetLinkInvalid();
        await deps.passwordSettings.changePassword(tx, userId, password);
        await within.endSecretsOf(userId);
        await revokeTokensOfAccount(tx, userId, userId);
        await deps.accountLocks.releaseOnReset(tx, email);
        await audit(tx, { actorId: userId, action: 'user.reset-password', entity: 'user', entityId: String(userId) });
      });
    },
  };
}

function resetLinkInvalid(): never {
  throw new HttpError(400, messages.auth.resetLinkInvalid);
}

export type SessionService = ReturnType<typeof createSessionService>;
