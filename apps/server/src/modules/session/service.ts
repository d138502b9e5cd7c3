import { randomInt } from 'node:crypto';
import { type CurrentUser, messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { hashToken, newToken, verifyPassword } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { PasswordService } from '../password-settings/service.ts';
import type { UserRepository } from '../users/repository.ts';
import { LIMITS, type LimitName, type RateLimiter } from './rate-limit.ts';
import type { SessionStore, SessionUser } from './repository.ts';

const CODE_LIFETIME_MINUTES = 10;
const CODE_MAX_TRIES = 5;
const CODE_RESEND_SECONDS = 30;
const RESET_LIFETIME_MINUTES = 60;

export function toCurrentUser(user: SessionUser, verified: boolean): CurrentUser {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return {
    name,
    administrator: user.administrator,
    isManager: user.isManager,
    needVerification: !verified,
    sms: user.phone !== '',
    countryCode: user.countryCode,
  };
}

export interface AuthDeps {
  db: Database;
  users: UserRepository;
  sessions: SessionStore;
  passwords: PasswordService;
  limiter: RateLimiter;
  messenger: Messenger;
  publicUrl: string;
  background: BackgroundTasks;
}

export function createAuthService(deps: AuthDeps) {
  async function limit(name: LimitName, key: string) {
    const decision = await deps.limiter.consume(`${name}:${key.toLowerCase()}`, LIMITS[name]);
    if (!decision.allowed) {
      throw new HttpError(429, messages.auth.tooManyAttempts(Math.ceil(decision.retryAfterSeconds / 60)), {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }

  async function openSession(userId: number, verified: boolean) {
    const token = await deps.sessions.create(userId, verified);
    const session = await deps.sessions.touch(token);
    if (!session) throw new Error('A new session could not be read back');
    return { token, currentUser: toCurrentUser(session.user, session.verified) };
  }

  /** Mails a reset link to a known address; does nothing for an unknown one. */
  async function sendResetLink(email: string) {
    const account = await deps.users.findCredentials(email);
    if (!account) return;
    const token = newToken();
    await deps.db.query(
      `insert into reset_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), account.id, RESET_LIFETIME_MINUTES],
    );
    const link = `${deps.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
    await deps.messenger.send({
      channel: 'email',
      to: account.email,
      subject: 'Reset your License Console password',
      text: `Someone asked to reset the password of your License Console account.\n\nSet a new password here (the link works once, for ${RESET_LIFETIME_MINUTES} minutes):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
    });
  }

  async function findResetToken(token: string) {
    const [row] = await deps.db.query<{ id: number; userId: number }>(
      `select id, user_id as "userId" from reset_tokens
        where token_hash = $1 and used_at is null and expires_at > now()`,
      [hashToken(token)],
    );
    if (!row) throw new HttpError(400, messages.auth.resetLinkInvalid);
    return { id: Number(row.id), userId: Number(row.userId) };
  }

  return {
    /**
     * Checks the password and opens a session. Attempts are counted before the password is checked, per
     * account and per address; an unknown address and a wrong password get the same answer in the same time.
     */
    async signIn(email: string, password: string, address: string) {
      await limit('signInPerAddress', address);
      await limit('signInPerAccount', email.trim());
      const account = await deps.users.findCredentials(email);
      const valid = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !valid) throw new HttpError(401, messages.login.signInFailed);
      await deps.limiter.reset(`signInPerAccount:${email.trim().toLowerCase()}`);
      if (await deps.passwords.isExpired(account.id, account.passwordChangedAt)) {
        await sendResetLink(account.email);
        throw new HttpError(423, messages.auth.passwordExpired);
      }
      const policy = await deps.passwords.policyFor(account.id);
      return openSession(account.id, !policy.twoFA);
    },

    /** Sends a fresh 6-digit code for a session that still needs verification. */
    async sendCode(sessionId: string, user: SessionUser, channel: 'sms' | 'email') {
      if (channel === 'sms' && !user.phone) throw new HttpError(400, messages.auth.noPhone);
      const [recent] = await deps.db.query<{ age: number }>(
        `select extract(epoch from now() - created_at)::int as age from verification_codes
          where session_id = $1 order by id desc limit 1`,
        [sessionId],
      );
      if (recent && recent.age < CODE_RESEND_SECONDS) {
        throw new HttpError(429, messages.auth.resendTooSoon(CODE_RESEND_SECONDS - recent.age));
      }
      await limit('sendCodePerSession', sessionId);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.db.transaction(async (tx) => {
        // A new code replaces any earlier one: only the latest can be used.
        await tx.query('update verification_codes set used_at = now() where session_id = $1 and used_at is null', [
          sessionId,
        ]);
        await tx.query(
          `insert into verification_codes (session_id, channel, code_hash, expires_at)
           values ($1, $2, $3, now() + make_interval(mins => $4))`,
          [sessionId, channel, hashToken(`${sessionId}:${code}`), CODE_LIFETIME_MINUTES],
        );
      });
      await deps.messenger.send({
        channel,
        to: channel === 'sms' ? user.phone : user.email,
        subject: 'Your License Console verification code',
        text: `Your License Console verification code is ${code}. It expires in ${CODE_LIFETIME_MINUTES} minutes.`,
      });
    },

    /** Completes a pending sign-in: the right code replaces the pending session with a verified one. */
    async verifyCode(sessionId: string, userId: number, code: string) {
      await limit('codePerSession', sessionId);
      const [latest] = await deps.db.query<{ id: number; codeHash: string; attempts: number; live: boolean }>(
        `select id, code_hash as "codeHash", attempts, (used_at is null and expires_at > now()) as live
           from verification_codes where session_id = $1 order by id desc limit 1`,
        [sessionId],
      );
      if (!latest) throw new HttpError(400, messages.auth.noCodeSent);
      if (!latest.live || latest.attempts >= CODE_MAX_TRIES) throw new HttpError(400, messages.auth.codeExpired);
      // Count the try first, atomically, so parallel guesses cannot exceed the allowed tries.
      const [counted] = await deps.db.query<{ attempts: number }>(
        `update verification_codes set attempts = attempts + 1
          where id = $1 and attempts < $2 and used_at is null returning attempts`,
        [latest.id, CODE_MAX_TRIES],
      );
      if (!counted) throw new HttpError(400, messages.auth.codeExpired);
      if (hashToken(`${sessionId}:${code.trim()}`) !== latest.codeHash) {
        throw new HttpError(400, messages.verification.codeIncorrect);
      }
      const [used] = await deps.db.query(
        'update verification_codes set used_at = now() where id = $1 and used_at is null returning id',
        [latest.id],
      );
      if (!used) throw new HttpError(400, messages.auth.codeExpired);
      await deps.sessions.end(sessionId);
      return openSession(userId, true);
    },

    /**
     * Starts a password reset. The answer and its timing are the same for every address: the lookup and the
     * e-mail happen after the answer is sent.
     */
    async forgotPassword(email: string, address: string) {
      await limit('forgotPerAddress', address);
      await limit('forgotPerAccount', email.trim());
      deps.background.run('reset link', () => sendResetLink(email));
    },

    sendResetLink,

    async policyForResetToken(token: string) {
      const { userId } = await findResetToken(token);
      return deps.passwords.policyFor(userId);
    },

    /** Sets a new password with a reset token; the token works once and every session of the user ends. */
    async resetPassword(token: string, password: string, address: string) {
      await limit('resetPerAddress', address);
      const { id, userId } = await findResetToken(token);
      await deps.db.transaction(async (tx) => {
        const [claimed] = await tx.query(
          'update reset_tokens set used_at = now() where id = $1 and used_at is null returning id',
          [id],
        );
        if (!claimed) throw new HttpError(400, messages.auth.resetLinkInvalid);
        await deps.passwords.changePassword(tx, userId, password);
        await tx.query('delete from sessions where user_id = $1', [userId]);
        await audit(tx, { actorId: userId, action: 'user.reset-password', entity: 'user', entityId: String(userId) });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
