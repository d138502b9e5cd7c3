import {
  ADMIN_HANDOVER_ACCEPT_PATH,
  type AdminHandover,
  type AdminHandoverInvitation,
  type AdminHandoverStatus,
  can,
  changeAdminSchema,
  changeLicenseAdminNeedsAcceptance,
  type License,
  messages,
  productName,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { hashToken } from '../../lib/crypto.ts';
import { validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { singleUseLink } from '../../lib/single-use-link.ts';
import type { ResetLinks } from '../session/reset-links.ts';
import type { UserService } from '../users/service.ts';
import { changedLicense, type LicenseActor, notFound } from './access.ts';
import { type ClosedHandover, createHandoverRepository } from './handover-repository.ts';
import { createLicenseRepository, type LicenseRow } from './repository.ts';
import type { LicenseSearch } from './search.ts';

/** How long a handover link works: a week, since the new administrator may not be waiting for it. */
export const ADMIN_HANDOVER_LIFETIME_DAYS = 7;
/** Resend waits this long after the last mail, so a pack's handover cannot flood someone's inbox. */
export const ADMIN_HANDOVER_RESEND_GAP_SECONDS = 60;

const CHANGE_ADMIN_FIELDS = { newAdminEmail: 'newAdminEmail' } as const;
const m = messages.adminHandover;

function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** Why a handover that no longer waits cannot be accepted: each state has its own answer. */
const REFUSALS: Record<Exclude<AdminHandoverStatus, 'pending'>, [number, string]> = {
  accepted: [409, m.used],
  cancelled: [409, m.cancelled],
  expired: [410, m.expired],
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The pack as the handover e-mail names it. */
function packDescription(row: Pick<LicenseRow, 'productId' | 'userCount' | 'startDate' | 'endDate'>): string {
  const product = productName(row.productId);
  return `${product ? `${product} license pack` : 'License pack'}, ${row.userCount} seats, ${row.startDate} – ${row.endDate}`;
}

/**
 * Removes the account a handover that just ended had made, when it is still unused (handover-repository.ts,
 * removeUnusedAccount). Answers the removed address, for the audit entry, or null.
 */
function removeMadeAccount(tx: Queryable, ended: ClosedHandover | null): Promise<string | null> {
  if (ended?.createdAccount == null) return Promise.resolve(null);
  return createHandoverRepository(tx).removeUnusedAccount(ended.createdAccount);
}

/**
 * Ends the pack's waiting handover, if any, as cancelled (expired when past its end), in the caller's transaction,
 * which holds the pack's lock: its link stops working, the account it made goes when unused, and the audit log says
 * so (`license.admin-change-cancelled`). For the pack's manager cancelling it, and for every change that takes the
 * pack from them another way (an administrator's switch or edit of its administrator, a merge into another pack,
 * its deletion): otherwise the handover would wait on, and stand again if the pack came back to its manager.
 * Answers the ended handover.
 */
export async function endPendingHandover(
  tx: Queryable,
  actor: { id: number },
  pack: { id: number; publicId: string },
): Promise<ClosedHandover | null> {
  const ended = await createHandoverRepository(tx).close(pack.id, actor.id);
  if (!ended) return null;
  const removedAccount = await removeMadeAccount(tx, ended);
  await audit(tx, {
    actorId: actor.id,
    action: 'license.admin-change-cancelled',
    entity: 'license',
    entityId: pack.publicId,
    before: { requestedAdministratorEmail: ended.email },
    ...(removedAccount ? { after: { removedUnusedAccount: removedAccount } } : {}),
  });
  return ended;
}

export interface AdminHandoverDeps {
  db: Database;
  users: UserService;
  search: LicenseSearch;
  messenger: Messenger;
  resetLinks: ResetLinks;
  /** The console's address, for the accept link in the e-mail to a new administrator. */
  publicUrl: string;
}

/**
 * Handing a pack to another administrator (spec §4, §6 row 5): an administrator's change applies at once; the pack's
 * manager, when they manage more than one pack, starts a handover that the new administrator accepts through a
 * single-use link mailed to them, which expires. One handover per pack waits at a time; a newer one replaces it.
 */
export function createAdminHandover(deps: AdminHandoverDeps) {
  /**
   * The account of the address a handover is for. The new administrator must sign in to accept, so an address
   * without an account gets one, as a pack's administrator always has; `created` says the handover made it.
   */
  async function handoverAccount(tx: Queryable, email: string) {
    const found = await createHandoverRepository(tx).account(email);
    if (found) return { ...found, created: false };
    const made = await deps.users.ensureAccount(tx, { email, firstName: '', lastName: '' });
    return { id: made.id, email, hasPassword: false, created: made.created };
  }

  /**
   * Queues the handover e-mail in the handover's transaction; to an account without a password, with the link that
   * sets it. It lives as long as the handover's link.
   */
  async function queueHandoverMail(
    tx: Queryable,
    handover: { to: string; requester: string; pack: LicenseRow; link: string },
    account: { id: number; email: string; hasPassword: boolean },
  ): Promise<void> {
    const setPasswordLink = account.hasPassword ? undefined : await deps.resetLinks.setPasswordLink(tx, account);
    await deps.messenger.send(
      {
        channel: 'email',
        to: handover.to,
        subject: messages.mail.adminRequest.subject,
        text: messages.mail.adminRequest.text({
          requester: handover.requester,
          pack: packDescription(handover.pack),
          link: handover.link,
          lifetimeDays: ADMIN_HANDOVER_LIFETIME_DAYS,
          setPasswordLink,
        }),
        expiresInMinutes: ADMIN_HANDOVER_LIFETIME_DAYS * 24 * 60,
      },
      tx,
    );
  }

  /** Locks a pack the actor can read for a change to its handover: administrators, and the pack's manager. */
  async function lockOwnPack(tx: Queryable, actor: LicenseActor, publicId: string): Promise<LicenseRow> {
    const row = (await createLicenseRepository(tx).lock(publicId)) ?? notFound();
    if (!actor.administrator && row.managerId !== actor.id) refuse(403, messages.app.accessDenied);
    return row;
  }

  return {
    /**
     * POST /api/Licenses/switchAdmin: an administrator hands a pack to another e-mail at once (any handover waiting
     * for the pack ends); the pack's manager of several packs starts a handover (replacing any earlier one) and the
     * new administrator is mailed its link, queued in the change's own transaction.
     */
    async switchAdmin(
      actor: LicenseActor,
      publicId: string,
      newAdminEmail: string,
    ): Promise<{ ok: true; awaitingAcceptance: boolean }> {
      await deps.search.licenseByEncryptedId(actor, publicId);
      const awaitingAcceptance = changeLicenseAdminNeedsAcceptance(actor);
      const email = newAdminEmail.trim();
      await deps.db.transaction(async (tx) => {
        const licenses = createLicenseRepository(tx);
        const handovers = createHandoverRepository(tx);
        const row = (await licenses.lock(publicId)) ?? notFound();
        const canManage = row.managerId === actor.id;
        const packCount = canManage ? await licenses.managedCount(actor.id) : 0;
        if (!can(actor, 'changeLicenseAdmin', { canManage, productId: row.productId, packCount })) {
          refuse(403, messages.app.accessDenied);
        }
        validate(changeAdminSchema(row.managerEmail), { newAdminEmail }, CHANGE_ADMIN_FIELDS);
        const before = await licenses.snapshot(row.id);
        let replaced: ClosedHandover | null = null;
        if (awaitingAcceptance) {
          replaced = await handovers.close(row.id, actor.id);
          const link = singleUseLink(deps.publicUrl, ADMIN_HANDOVER_ACCEPT_PATH);
          const account = await handoverAccount(tx, email);
          await handovers.request({
            licenseId: row.id,
            requestedBy: actor.id,
            newAdminEmail: email,
            tokenHash: link.tokenHash,
            lifetimeDays: ADMIN_HANDOVER_LIFETIME_DAYS,
            createdAccount: account.created ? account.id : null,
          });
          await queueHandoverMail(tx, { to: email, requester: actor.email, pack: row, link: link.url }, account);
        } else {
          const administrator = await deps.users.ensureAccount(tx, { email, firstName: '', lastName: '' });
          await licenses.setAdministrator(row.id, administrator.id);
          await licenses.addAdministratorHistory(row.id, email);
          // After the change: an account the handover made for this very address now administers the pack, and stays.
          await endPendingHandover(tx, actor, row);
        }
        // After the new request: an account the replaced handover made for this same address is the new one's now.
        const removedAccount = await removeMadeAccount(tx, replaced);
        await audit(tx, {
          actorId: actor.id,
          action: awaitingAcceptance ? 'license.admin-change-requested' : 'license.admin-changed',
          entity: 'license',
          entityId: publicId,
          before: replaced ? { ...before, requestedAdministratorEmail: replaced.email } : before,
          after: {
            ...(awaitingAcceptance
              ? { ...before, requestedAdministratorEmail: email }
              : await licenses.snapshot(row.id)),
            ...(removedAccount ? { removedUnusedAccount: removedAccount } : {}),
          },
        });
      });
      return { ok: true, awaitingAcceptance };
    },

    /** GET /api/Licenses/{licenseId}/AdminHandover: the pack's waiting handover, for its manager and administrators. */
    async pendingAdminHandover(actor: LicenseActor, publicId: string): Promise<{ handover: AdminHandover | null }> {
      const license = await deps.search.licenseByEncryptedId(actor, publicId);
      if (!actor.administrator && !license.canManage) refuse(403, messages.app.accessDenied);
      return { handover: await createHandoverRepository(deps.db).pending(publicId) };
    },

    /** POST /api/Licenses/{licenseId}/AdminHandover/Resend: a new link, valid afresh; the former one stops working. */
    async resendAdminHandover(actor: LicenseActor, publicId: string): Promise<AdminHandover> {
      await deps.search.licenseByEncryptedId(actor, publicId);
      const handover = await deps.db.transaction(async (tx) => {
        const row = await lockOwnPack(tx, actor, publicId);
        const link = singleUseLink(deps.publicUrl, ADMIN_HANDOVER_ACCEPT_PATH);
        const renewed = await createHandoverRepository(tx).renew(
          row,
          link.tokenHash,
          ADMIN_HANDOVER_LIFETIME_DAYS,
          ADMIN_HANDOVER_RESEND_GAP_SECONDS,
        );
        if (renewed === 'none') refuse(404, m.noPending);
        if (renewed === 'too-soon') refuse(429, m.resendTooSoon);
        await audit(tx, {
          actorId: actor.id,
          action: 'license.admin-change-resent',
          entity: 'license',
          entityId: publicId,
          after: { requestedAdministratorEmail: renewed.newAdminEmail, expiresAt: renewed.expiresAt },
        });
        const requester = renewed.requestedBy ?? actor.email;
        const account = await handoverAccount(tx, renewed.newAdminEmail);
        if (account.created) await createHandoverRepository(tx).recordCreatedAccount(row.id, account.id);
        await queueHandoverMail(tx, { to: renewed.newAdminEmail, requester, pack: row, link: link.url }, account);
        return renewed;
      });
      return handover;
    },

    /** DELETE /api/Licenses/{licenseId}/AdminHandover: the pack stays with its administrator; the link stops working. */
    async cancelAdminHandover(actor: LicenseActor, publicId: string): Promise<{ ok: true }> {
      await deps.search.licenseByEncryptedId(actor, publicId);
      await deps.db.transaction(async (tx) => {
        const row = await lockOwnPack(tx, actor, publicId);
        if (!(await endPendingHandover(tx, actor, row))) refuse(404, m.noPending);
      });
      return { ok: true };
    },

    /**
     * GET /api/Licenses/AdminHandover?token=…: what a link offers, for its accept page (any signed-in user holding
     * the link; it says whether they are the one it was sent to).
     */
    async adminHandoverByToken(actor: LicenseActor, token: string): Promise<AdminHandoverInvitation> {
      const found = (await createHandoverRepository(deps.db).byToken(hashToken(token))) ?? refuse(404, m.unknownLink);
      const { id: _id, licenseId: _licenseId, licensePublicId: _publicId, requestedById: _requester, ...offer } = found;
      return { ...offer, forCurrentUser: sameAddress(actor.email, found.newAdminEmail) };
    },

    /**
     * POST /api/Licenses/AdminHandover/Accept: the signed-in user the link was sent to becomes the pack's
     * administrator, in one transaction with the history row and the audit entry. A link replaced, spent,
     * cancelled or expired, or opened by another account, is refused and changes nothing; of two accepts of one
     * link, the second waits for the first's locks and then finds it spent.
     */
    async acceptAdminHandover(actor: LicenseActor, token: string): Promise<License> {
      const tokenHash = hashToken(token);
      return deps.db.transaction(async (tx) => {
        const licenses = createLicenseRepository(tx);
        const handovers = createHandoverRepository(tx);
        const found = (await handovers.byToken(tokenHash)) ?? refuse(404, m.unknownLink);
        // The pack's lock first, as every change to a pack and its handover takes it; then the handover's own.
        const row = (await licenses.lock(found.licensePublicId)) ?? refuse(404, m.unknownLink);
        const handover = (await handovers.byToken(tokenHash, { lock: true })) ?? refuse(404, m.unknownLink);
        if (handover.status !== 'pending') refuse(...REFUSALS[handover.status]);
        if (!sameAddress(actor.email, handover.newAdminEmail)) refuse(403, m.wrongAccount);
        const before = await licenses.snapshot(row.id);
        await licenses.setAdministrator(row.id, actor.id);
        await licenses.addAdministratorHistory(row.id, actor.email);
        await handovers.accept(handover.id, actor.id);
        await audit(tx, {
          actorId: actor.id,
          action: 'license.admin-change-accepted',
          entity: 'license',
          entityId: row.publicId,
          before: { ...before, requestedBy: handover.requestedBy },
          after: await licenses.snapshot(row.id),
        });
        // The former administrator, who asked, learns that the pack is no longer theirs, in the same transaction.
        if (handover.requestedBy) {
          await deps.messenger.send(
            {
              channel: 'email',
              to: handover.requestedBy,
              subject: messages.mail.adminAccepted.subject,
              text: messages.mail.adminAccepted.text({ newAdmin: actor.email, pack: packDescription(handover) }),
            },
            tx,
          );
        }
        return changedLicense(licenses, actor, row.id);
      });
    },
  };
}
