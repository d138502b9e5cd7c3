import { type AccountLock, messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { type Actor, authorize } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { displayName, type UserService } from '../users/service.ts';
import { type AccountLockName, createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { createSessionRepository } from './repository.ts';

export interface AccountLockDeps {
  db: Database;
  users: UserService;
  limiter: RateLimiter;
  messenger: Messenger;
  background: BackgroundTasks;
  publicUrl: string;
}

const REASONS: Record<AccountLockName, AccountLock['reason']> = {
  signInPerPair: 'signInFailuresFromAddress',
  signInPerAccount: 'signInFailures',
  codePerAccount: 'verificationCodeFailures',
};

/** An instant as the lock e-mail states it: '2030-01-31 14:05 UTC'. */
function asUtcMinute(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The locks that keep one account out: the e-mail that tells its holder when one starts, the administrators' list
 * and Unlock, and their lifting by a completed password reset.
 */
export function createAccountLockService(deps: AccountLockDeps) {
  /** Mails the holder of a known account; the lookup happens after the answer, so no timing tells it exists. */
  function notify(email: string, lockedUntil: Date, kind: 'signIn' | 'codes') {
    deps.background.run('lock notice', async () => {
      const account = await deps.users.findCredentials(email);
      if (!account) return;
      await deps.messenger.send({
        channel: 'email',
        to: account.email,
        subject: messages.mail.accountLocked.subject,
        text: messages.mail.accountLocked[kind](asUtcMinute(lockedUntil), `${deps.publicUrl}/ForgotPassword`),
      });
    });
  }

  return {
    /** Tells the holder that failed sign-ins from many addresses locked the account (once per lock). */
    signInLocked: (email: string, lockedUntil: Date) => notify(email, lockedUntil, 'signIn'),

    /** Tells the holder that wrong codes locked the account's code checks: someone knows the password. */
    codesLocked: (email: string, lockedUntil: Date) => notify(email, lockedUntil, 'codes'),

    /** Every running lock of a known account (administrators: part of the users list, spec §6 row 3). */
    async lockedAccounts(actor: Actor): Promise<AccountLock[]> {
      authorize(actor, 'listUsers');
      const rows = await deps.limiter.accountLocks();
      return rows.map((row) => ({
        userId: row.publicId,
        email: row.email,
        name: displayName(row),
        reason: REASONS[row.limitName],
        address: row.limitName === 'signInPerPair' ? row.address : null,
        lockedUntil: row.lockedUntil,
      }));
    },

    /** Lifts every lock and count of an account at every address (administrators); audited with what it lifted. */
    async unlockAccount(actor: Actor, publicId: string): Promise<void> {
      authorize(actor, 'listUsers');
      const account = await deps.users.findByPublicId(publicId);
      if (!account) throw new HttpError(404, messages.server.notFound);
      await deps.db.transaction(async (tx) => {
        const lifted = await createRateLimiter(createSessionRepository(tx)).releaseAccount(account.email);
        await audit(tx, {
          actorId: actor.id,
          action: 'user.unlock',
          entity: 'user',
          entityId: String(account.id),
          before: lifted.map((lock) => ({ reason: REASONS[lock.limitName], address: lock.address })),
        });
      });
    },

    /** A completed password reset lifts the account's locks, in the reset's own transaction. */
    releaseOnReset: (tx: Queryable, email: string) =>
      createRateLimiter(createSessionRepository(tx)).releaseAccount(email),
  };
}

export type AccountLockService = ReturnType<typeof createAccountLockService>;
