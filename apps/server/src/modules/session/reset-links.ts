import { messages, sessionPaths } from '@license-console/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { singleUseLink } from '../../lib/single-use-link.ts';
import type { UserService } from '../users/service.ts';
import { createSessionRepository } from './repository.ts';

/** How long a forgotten-password link works. */
export const RESET_LIFETIME_MINUTES = 60;
/** How long a new account's set-password link works: a week, since the person may not be waiting for it. */
export const SET_PASSWORD_LIFETIME_MINUTES = 7 * 24 * 60;

export interface ResetLinkDeps {
  db: Database;
  users: UserService;
  messenger: Messenger;
  publicUrl: string;
}

/**
 * The single-use links to /ResetPassword: a forgotten password's, and a new account's first password (no password
 * ever travels by e-mail). Tokens are stored hashed; the reset itself is the session module's.
 */
export function createResetLinks(deps: ResetLinkDeps) {
  async function issue(
    tx: Queryable,
    account: { id: number; email: string },
    lifetimeMinutes: number,
  ): Promise<string> {
    const link = singleUseLink(deps.publicUrl, sessionPaths.resetPassword);
    await createSessionRepository(tx).addResetToken(link.tokenHash, account.id, lifetimeMinutes);
    return link.url;
  }

  return {
    /** Mails a reset link to a known address; does nothing for an unknown one, nor for a deactivated account. */
    async sendResetLink(email: string) {
      const account = await deps.users.findCredentials(email);
      if (!account || account.deactivated) return;
      await deps.db.transaction(async (tx) => {
        const link = await issue(tx, account, RESET_LIFETIME_MINUTES);
        await deps.messenger.send(
          {
            channel: 'email',
            to: account.email,
            subject: messages.mail.resetLink.subject,
            text: messages.mail.resetLink.text(link, RESET_LIFETIME_MINUTES),
            expiresInMinutes: RESET_LIFETIME_MINUTES,
          },
          tx,
        );
      });
    },

    /** A reset link with a forgotten password's lifetime, issued inside the caller's transaction for its own mail. */
    resetLink: (tx: Queryable, account: { id: number; email: string }) => issue(tx, account, RESET_LIFETIME_MINUTES),

    /** A new account's set-password link, issued inside the creating transaction, for a mail of the caller's. */
    setPasswordLink: (tx: Queryable, account: { id: number; email: string }) =>
      issue(tx, account, SET_PASSWORD_LIFETIME_MINUTES),

    /** Issues a new account's set-password link and queues its mail, both inside the creating transaction. */
    async sendSetPasswordLink(tx: Queryable, account: { id: number; email: string }) {
      const link = await issue(tx, account, SET_PASSWORD_LIFETIME_MINUTES);
      await deps.messenger.send(
        {
          channel: 'email',
          to: account.email,
          subject: messages.mail.accountCreated.subject,
          text: messages.mail.accountCreated.text(link, SET_PASSWORD_LIFETIME_MINUTES / (24 * 60)),
          expiresInMinutes: SET_PASSWORD_LIFETIME_MINUTES,
        },
        tx,
      );
    },
  };
}

export type ResetLinks = ReturnType<typeof createResetLinks>;
