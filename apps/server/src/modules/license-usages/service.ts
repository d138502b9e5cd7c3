import {
  addUserSchema,
  can,
  canShowRoles,
  defaultRole,
  type License,
  type LicenseUsage,
  type LicenseUsageList,
  messages,
  permissionLicenseOf,
  type Role,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { type Actor, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LicenseService } from '../licenses/index.ts';
import { createLicenseUsageRepository, type LicenseUsageRepository } from './repository.ts';
import { usageSettings } from './settings.ts';
import { createUsageCsv } from './usage-csv.ts';

/** The add-user row as the assign call sends it. */
export interface AssignInput {
  accountName: string;
  firstName: string;
  lastName: string;
  encryptedRoleId?: string | undefined;
}

export interface UsageChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  MaximumSessions?: number | undefined;
}

// Form field → request field, so a 400 names the field the caller sent.
const ASSIGN_FIELDS = { email: 'accountName', firstName: 'firstName', lastName: 'lastName' } as const;

function refuse(status: number, message: string, field?: string): never {
  throw new HttpError(status, message, field ? { fields: { [field]: message } } : undefined);
}

function notFound(): never {
  refuse(404, messages.server.notFound);
}

/** The usage as answered and audited (its row id stays inside the server). */
function answerOf(usage: LicenseUsage & { id: number }): LicenseUsage {
  const { id: _id, ...answer } = usage;
  return answer;
}

/**
 * The users of one license pack (spec §2.7, §4, §7 "License usages"): list, assign, edit, revoke, end sessions,
 * the pack's roles. Spec §6 row 6 on every call: administrators manage any pack's users, a pack's manager their
 * own packs, nobody those of product 9. Every change is audited under the pack, with the usage before and after.
 */
export function createLicenseUsageService(deps: { db: Database; licenses: LicenseService }) {
  const { db, licenses } = deps;
  const usages = createLicenseUsageRepository(db);

  /**
   * The pack, when the actor may manage its users. A pack the actor cannot read answers 404, like every foreign
   * or tampered id; one they read without managing it (an ordinary user's own pack) 403; product 9's 400.
   */
  async function managedPack(actor: Actor, licensePublicId: string): Promise<License> {
    const license = await licenses.licenseByEncryptedId(actor, licensePublicId);
    const facts = permissionLicenseOf(license);
    if (!can(actor, 'openManageUsers', facts)) refuse(403, messages.app.accessDenied);
    if (!can(actor, 'manageLicenseUsers', facts)) refuse(400, messages.licenseUsers.operationNotAvailable);
    return license;
  }

  /**
   * Changes one usage of a managed pack in a transaction (the usage locked), and audits it before and after;
   * `apply` answers the pack's used count when the change moved it (a revoke), else null.
   */
  async function changeUsage(
    actor: Actor,
    ids: { licenseId: string; usageId: string },
    action: string,
    apply: (repository: LicenseUsageRepository, usage: LicenseUsage & { id: number }) => Promise<number | null>,
  ): Promise<LicenseUsage | null> {
    await managedPack(actor, ids.licenseId);
    return db.transaction(async (tx) => {
      const repository = createLicenseUsageRepository(tx);
      const usage = (await repository.lock(ids.licenseId, ids.usageId)) ?? notFound();
      const usedCount = await apply(repository, usage);
      const after = await repository.find(ids.licenseId, ids.usageId);
      await record(tx, actor, ids.licenseId, action, answerOf(usage), after && answerOf(after), usedCount);
      return after && answerOf(after);
    });
  }

  async function record(
    tx: Queryable,
    actor: Actor,
    licensePublicId: string,
    action: string,
    before: LicenseUsage | null,
    after: LicenseUsage | null,
    usedCount: number | null,
  ) {
    await audit(tx, {
      actorId: actor.id,
      action,
      entity: 'license',
      entityId: licensePublicId,
      before: { usage: before },
      after: usedCount === null ? { usage: after } : { usage: after, usedCount },
    });
  }

  async function chosenRole(encryptedRoleId: string | undefined): Promise<(Role & { roleId: number }) | undefined> {
    const roles = await usages.roles();
    if (encryptedRoleId === undefined) return defaultRole(roles);
    return roles.find((role) => role.id === encryptedRoleId) ?? notFound();
  }

  return {
    /** The CSV calls: the import (and its dry run), the exports, the template (usage-csv.ts). */
    ...createUsageCsv({ db, managedPack }),

    /** GET /api/Licenses/{id}/LicenseUsages: the pack's users, seats and period. */
    async licenseUsages(actor: Actor, licensePublicId: string): Promise<LicenseUsageList> {
      const license = await managedPack(actor, licensePublicId);
      return {
        usages: await usages.list(licensePublicId),
        total: license.userCount,
        canShowRoles: canShowRoles(license.productId),
        startDate: license.startDate,
        endDate: license.endDate,
        productId: license.productId,
        settings: await usageSettings(db, actor, license),
      };
    },

    /**
     * POST /api/Licenses/{licenseId}/LicenseUsages: assigns a seat. Refusals answer 400 with the message the page
     * shows after "Email:'{email}' - " (spec §8): a full pack, an e-mail already in it, or an e-mail holding a
     * seat in another current pack of the product. The seat is taken by the guarded update in the insert's
     * transaction (see the repository), never by reading the count first.
     */
    async assignLicenseUsage(actor: Actor, licensePublicId: string, input: AssignInput): Promise<LicenseUsage> {
      const license = await managedPack(actor, licensePublicId);
      const form = { email: input.accountName, firstName: input.firstName, lastName: input.lastName };
      validate(addUserSchema, form, ASSIGN_FIELDS);
      const values = addUserSchema.parse(form);
      const role = await chosenRole(input.encryptedRoleId);
      const publicId = newPublicId();
      return db.transaction(async (tx) => {
        const repository = createLicenseUsageRepository(tx);
        const licenseId = await repository.insert({
          publicId,
          licensePublicId,
          accountName: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          roleId: role?.roleId ?? null,
        });
        if (licenseId === null) {
          if (await repository.holds(licensePublicId, values.email)) refuse(400, messages.licenseUsers.alreadyInPack);
          notFound();
        }
        if (await repository.assignedElsewhere(values.email, license.productId, licenseId)) {
          refuse(400, messages.licenseUsers.assignedElsewhere);
        }
        const seat = await repository.takeSeat(licenseId);
        if (!seat) {
          const refusal = (await repository.seatRefusal(licenseId)) ?? notFound();
          refuse(400, refusal.merged ? messages.licenseUsers.packMerged : messages.licenseUsers.noSeatsLeft);
        }
        const usage = answerOf((await repository.find(licensePublicId, publicId)) ?? notFound());
        await record(tx, actor, licensePublicId, 'license-usage.assign', null, usage, seat.usedCount);
        return usage;
      });
    },

    /** PUT /api/Licenses/{licenseId}/LicenseUsages/{usageId}: names (the add-user rules) and maximum sessions. */
    async updateLicenseUsage(
      actor: Actor,
      ids: { licenseId: string; usageId: string },
      change: UsageChange,
    ): Promise<LicenseUsage> {
      const fields = Object.fromEntries(
        (['firstName', 'lastName'] as const).filter((name) => change[name] !== undefined).map((name) => [name, name]),
      );
      const updated = await changeUsage(actor, ids, 'license-usage.update', async (repository, usage) => {
        validate(addUserSchema, change, fields);
        const names = addUserSchema.pick({ firstName: true, lastName: true }).partial().parse(change);
        await repository.updateNames(usage.id, {
          firstName: names.firstName ?? usage.firstName,
          lastName: names.lastName ?? usage.lastName,
          maximumSessions: change.MaximumSessions ?? usage.MaximumSessions,
        });
        return null;
      });
      return updated ?? notFound();
    },

    /**
     * DELETE /api/Licenses/{id}/LicenseUsages/{usageId}: revokes the user and frees the seat in one transaction.
     * `informCloud` concerns the cloud organization, which is not kept yet: it changes nothing here.
     */
    async revokeLicenseUsage(actor: Actor, ids: { licenseId: string; usageId: string }): Promise<void> {
      await changeUsage(actor, ids, 'license-usage.revoke', async (repository, usage) => {
        const licenseId = (await repository.delete(usage.id)) ?? notFound();
        return (await repository.freeSeat(licenseId)).usedCount;
      });
    },

    /** DELETE /api/Session/{licenseId}/LicenseUsages/{usageId}: ends the user's open sessions of the product. */
    async removeSessions(actor: Actor, ids: { licenseId: string; usageId: string }): Promise<void> {
      await changeUsage(actor, ids, 'license-usage.remove-sessions', async (repository, usage) => {
        await repository.endSessions(usage.id);
        return null;
      });
    },

    /** GET /api/Roles/{licenseId}: the roles the pack's users can have (the add-user row shows them per canShowRoles). */
    async rolesForLicense(actor: Actor, licensePublicId: string): Promise<Role[]> {
      await managedPack(actor, licensePublicId);
      return (await usages.roles()).map(({ id, descr }) => ({ id, descr }));
    },

    /** PUT /api/Licenses/encrypted/{id}, called before adding a user: the pack afresh, its used count included. */
    async prepareLicenseForAssign(actor: Actor, licensePublicId: string): Promise<License> {
      return managedPack(actor, licensePublicId);
    },
  };
}

export type LicenseUsageService = ReturnType<typeof createLicenseUsageService>;
