import { can, changeAdminSchema, changeLicenseAdminNeedsAcceptance, messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import { validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { UserService } from '../users/service.ts';
import { type LicenseActor, notFound } from './access.ts';
import { createLicenseRepository } from './repository.ts';
import type { LicenseSearch } from './search.ts';

const CHANGE_ADMIN_FIELDS = { newAdminEmail: 'newAdminEmail' } as const;

export interface AdminHandoverDeps {
  db: Database;
  users: UserService;
  search: LicenseSearch;
  messenger: Messenger;
  /** The console's address, named in the e-mail to a new administrator. */
  publicUrl: string;
}

/** Handing a pack to another administrator (spec §4, §6 row 5). */
export function createAdminHandover(deps: AdminHandoverDeps) {
  return {
    /**
     * An administrator hands a pack to another administrator e-mail at once; the pack's manager may ask to when
     * they manage more than one pack, and the change waits for the new administrator.
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
        const row = (await licenses.lock(publicId)) ?? notFound();
        const canManage = row.managerId === actor.id;
        const packCount = canManage ? await licenses.managedCount(actor.id) : 0;
        if (!can(actor, 'changeLicenseAdmin', { canManage, productId: row.productId, packCount })) {
          throw new HttpError(403, messages.app.accessDenied);
        }
        validate(changeAdminSchema(row.managerEmail), { newAdminEmail }, CHANGE_ADMIN_FIELDS);
        const before = await licenses.snapshot(row.id);
        if (awaitingAcceptance) {
          await licenses.requestAdministratorChange({ licenseId: row.id, requestedBy: actor.id, newAdminEmail: email });
        } else {
          const administrator = await deps.users.ensureAccount(tx, { email, firstName: '', lastName: '' });
          await licenses.setAdministrator(row.id, administrator.id);
          await licenses.addAdministratorHistory(row.id, email);
        }
        await audit(tx, {
          actorId: actor.id,
          action: awaitingAcceptance ? 'license.admin-change-requested' : 'license.admin-changed',
          entity: 'license',
          entityId: publicId,
          before,
          after: awaitingAcceptance
            ? { ...before, requestedAdministratorEmail: email }
            : await licenses.snapshot(row.id),
        });
      });
      // After the commit: the outbox write must not join (or wait on) the change's transaction.
      if (awaitingAcceptance) {
        await deps.messenger.send({
          channel: 'email',
          to: email,
          subject: messages.mail.adminRequest.subject,
          text: messages.mail.adminRequest.text(actor.email, deps.publicUrl),
        });
      }
      return { ok: true, awaitingAcceptance };
    },
  };
}
