import { messages, sessionPaths } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { hashToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { singleUseLink } from '../../lib/single-use-link.ts';
import type { AccountOwnerChecks } from '../session/account-owner.ts';
import { RESET_LIFETIME_MINUTES, type ResetLinks } from '../session/reset-links.ts';
import { createUserRepository } from './repository.ts';

/** How long the link mailed to the previous address after an e-mail change can undo it. */
export const EMAIL_UNDO_LIFETIME_DAYS = 7;

function refuse(message: string): never {
  throw new HttpError(400, message);
}

/**
 * An account's change of address after it is asked for: the confirmation through the link mailed to the new address,
 * and the link mailed to the previous one that undoes it (the account service asks for the change).
 */
export function createEmailChange(deps: {
  db: Database;
  messenger: Messenger;
  publicUrl: string;
  resetLinks: ResetLinks;
  owner: AccountOwnerChecks;
}) {
  /**
   * Keeps the link that undoes an account's change of address and queues the notice that carries it to the previous
   * address, both within the change's transaction: a change whose notice cannot be queued does not happen.
   */
  async function offerEmailUndo(tx: Queryable, userId: number, previousEmail: string, changedEmail: string) {
    const { url: link, tokenHash } = singleUseLink(deps.publicUrl, sessionPaths.undoEmailChange);
    await createUserRepository(tx).offerEmailUndo(
      userId,
      { previousEmail, changedEmail },
      tokenHash,
      EMAIL_UNDO_LIFETIME_DAYS,
    );
    await deps.messenger.send(
      {
        channel: 'email',
        to: previousEmail,
        subject: messages.mail.emailChangedNotice.subject,
        text: messages.mail.emailChangedNotice.text(changedEmail, link, EMAIL_UNDO_LIFETIME_DAYS),
      },
      tx,
    );
  }

  return {
    offerEmailUndo,

    /**
     * POST /api/User/ConfirmEmail: the link mailed to a new address makes it the account's, once; a link that is
     * unknown, spent or expired, or an address another account took meanwhile, changes nothing (400).
     */
    async confirmEmailChange(token: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const within = createUserRepository(tx);
        const claim =
          (await within.claimEmailChange(hashToken(token.trim()))) ?? refuse(messages.profile.emailChangeLinkInvalid);
        const before = (await within.lockAccount(claim.userId)) ?? refuse(messages.profile.emailChangeLinkInvalid);
        if (!(await within.confirmEmail(claim.userId, claim.email))) refuse(messages.profile.emailInUse);
        await offerEmailUndo(tx, claim.userId, before.email, claim.email);
        await audit(tx, {
          actorId: claim.userId,
          action: 'user.confirm-email',
          entity: 'user',
          entityId: String(claim.userId),
          after: { email: claim.email },
        });
      });
    },

    /**
     * POST /api/User/UndoEmailChange: the link mailed to the previous address gives it back to the account, once,
     * within its days, and ends every session of the account and every link or code that could open one (whoever
     * changed the address may hold them). The password stops working too, and a reset link goes to the restored
     * address. A link that is unknown, spent or expired, or an address another account took meanwhile, changes
     * nothing (400).
     */
    async undoEmailChange(token: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const within = createUserRepository(tx);
        const claim =
          (await within.claimEmailUndo(hashToken(token.trim()))) ?? refuse(messages.profile.emailUndoLinkInvalid);
        if (!(await within.confirmEmail(claim.userId, claim.previousEmail))) {
          refuse(messages.profile.emailUndoAddressTaken);
        }
        await deps.owner.endSessions(tx, claim.userId);
        // Always, not only when the password changed after the link was made: whoever changed the address may have
        // set it (a reset at their address, a profile change) or may know the one before, which is how a session
        // is often taken. Only a password set through the restored address is known to be its owner's.
        await within.clearPassword(claim.userId);
        const account = { id: claim.userId, email: claim.previousEmail };
        const link = await deps.resetLinks.resetLink(tx, account);
        await deps.messenger.send(
          {
            channel: 'email',
            to: account.email,
            subject: messages.mail.emailChangeUndone.subject,
            text: messages.mail.emailChangeUndone.text(link, RESET_LIFETIME_MINUTES),
            expiresInMinutes: RESET_LIFETIME_MINUTES,
          },
          tx,
        );
        await audit(tx, {
          actorId: claim.userId,
          action: 'user.undo-email-change',
          entity: 'user',
          entityId: String(claim.userId),
          after: { email: claim.previousEmail },
        });
      });
    },
  };
}
