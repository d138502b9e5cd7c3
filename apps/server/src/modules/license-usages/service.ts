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
import { z } from 'zod/mini';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { type Actor, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { claimVersion, type Precondition, preconditionFailed } from '../../lib/row-versions.ts';
import type { LicenseService } from '../licenses/index.ts';
import { createIdleSeats } from './idle-seats.ts';
import { createOrganizationConflicts, informCloudOfRevoke, type OrganizationAnswer } from './organization-conflict.ts';
import { createLicenseUsageRepository, type LicenseUsageRepository } from './repository.ts';
import { usageSettings } from './settings.ts';
import { answerOf, recordUsageChange } from './usage-audit.ts';
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
  encryptedRoleId?: string | undefined;
}

// Form field → request field, so a 400 names the field the caller sent.
const ASSIGN_FIELDS = { email: 'accountName', firstName: 'firstName', lastName: 'lastName' } as const;

function refuse(status: number, message: string, field?: string): never {
  throw new HttpError(status, message, field ? { fields: { [field]: message } } : undefined);
}

function notFound(): never {
  refuse(404, messages.server.notFound);
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
    apply: (
      repository: LicenseUsageRepository,
      usage: LicenseUsage & { id: number; rowVersion: number },
      tx: Queryable,
      license: License,
    ) => Promise<number | null>,
  ): Promise<LicenseUsage | null> {
    const license = await managedPack(actor, ids.licenseId);
    return db.transaction(async (tx) => {
      const repository = createLicenseUsageRepository(tx);
      const usage = (await repository.lock(ids.licenseId, ids.usageId)) ?? notFound();
      const usedCount = await apply(repository, usage, tx, license);
      const after = await repository.find(ids.licenseId, ids.usageId);
      const answer = after && answerOf(after);
      await recordUsageChange(tx, actor, ids.licenseId, action, answerOf(usage), answer, usedCount);
      return answer;
    });
  }

  /**
   * Claims a locked usage for a change based on `precondition`: 412, with the usage as it is now and the pack's last
   * change, when its version is no longer the one asked for.
   */
  async function claimUsage(
    tx: Queryable,
    ids: { licenseId: string },
    usage: LicenseUsage & { id: number; rowVersion: number },
    precondition: Precondition | undefined,
  ): Promise<void> {
    if (await claimVersion(tx, 'license_usages', usage.id, precondition)) return;
    throw await preconditionFailed(
      tx,
      { ...answerOf(usage), rowVersion: usage.rowVersion },
      { entity: 'license', entityId: ids.licenseId },
    );
  }

  async function chosenRole(encryptedRoleId: string | undefined): Promise<(Role & { roleId: number }) | undefined> {
    const roles = await usages.roles();
    if (encryptedRoleId === undefined) return defaultRole(roles);
    return roles.find((role) => role.id === encryptedRoleId) ?? notFound();
  }

  /**
   * Assigns a seat of the managed pack: the one path of the add-user row's first attempt and of its answer to an
   * organization dialog. Refusals answer 400 with the message the page shows after "Email:'{email}' - " (spec §8): a
   * full pack, an e-mail already in it, an e-mail holding a seat in another current pack of the product, or an
   * organization conflict (organization-conflict.ts), whose dialog's answer comes back as `answer`. The seat is taken
   * by the guarded update in the insert's transaction (see the repository), never by reading the count first.
   */
  async function assign(
    actor: Actor,
    license: License,
    input: AssignInput,
    answer?: OrganizationAnswer,
  ): Promise<LicenseUsage> {
    const licensePublicId = license.encryptedId;
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
      await createOrganizationConflicts(tx, repository).settle({
        actor,
        licensePublicId,
        licenseId,
        productId: license.productId,
        email: values.email,
        answer,
      });
      if (await repository.assignedElsewhere(values.email, license.productId, licenseId)) {
        refuse(400, messages.licenseUsers.assignedElsewhere);
      }
      const seat = await repository.takeSeat(licenseId);
      if (!seat) {
        const refusal = (await repository.seatRefusal(licenseId)) ?? notFound();
        refuse(400, refusal.merged ? messages.licenseUsers.packMerged : messages.licenseUsers.noSeatsLeft);
      }
      const usage = answerOf((await repository.find(licensePublicId, publicId)) ?? notFound());
      await recordUsageChange(tx, actor, licensePublicId, 'license-usage.assign', null, usage, seat.usedCount);
      return usage;
    });
  }

  return {
    /** The CSV calls: the import (and its dry run), the exports, the template (usage-csv.ts). */
    ...createUsageCsv({ db, managedPack }),
    /** The idle seats across packs and their revoke (idle-seats.ts). */
    ...createIdleSeats({ db }),

    /** GET /api/Licenses/{id}/LicenseUsages: the pack's users, seats and period. */
    async licenseUsages(actor: Actor, licensePublicId: string): Promise<LicenseUsageList> {
      const license = await managedPack(actor, licensePublicId);
      const caller = actor.email.toLowerCase();
      return {
        usages: (await usages.list(licensePublicId)).map((usage) => ({
          ...usage,
          isCaller: usage.accountName.toLowerCase() === caller,
        })),
        total: license.userCount,
        canShowRoles: canShowRoles(license.productId),
        startDate: license.startDate,
        endDate: license.endDate,
        productId: license.productId,
        settings: await usageSettings(db, actor, license),
      };
    },

    /** POST /api/Licenses/{licenseId}/LicenseUsages: assigns a seat (the add-user row's first attempt). */
    async assignLicenseUsage(actor: Actor, licensePublicId: string, input: AssignInput): Promise<LicenseUsage> {
      return assign(actor, await managedPack(actor, licensePublicId), input);
    },

    /**
     * POST /api/Licenses/{id}/LicenseUsages/DuplicateOrganizationId/{organizationId}: the add-user row's answer to
     * an organization dialog (spec §4), `organizationId` being the pack's organization it asked about. The body
     * names the pack again (licenseCryptId) and may name the role under either of its two names.
     */
    async assignWithOrganization(
      actor: Actor,
      ids: { licenseId: string; organizationId: string },
      input: AssignInput & {
        roleId?: string | undefined;
        licenseCryptId: string;
        updateUserOrganizationOption: OrganizationAnswer['choice'];
      },
    ): Promise<LicenseUsage> {
      const license = await managedPack(actor, ids.licenseId);
      if (input.licenseCryptId !== ids.licenseId) refuse(400, messages.cloudSettings.licenseMismatch, 'licenseCryptId');
      const { encryptedRoleId, roleId } = input;
      if (encryptedRoleId !== undefined && roleId !== undefined && encryptedRoleId !== roleId) {
        refuse(400, messages.cloudSettings.roleMismatch, 'roleId');
      }
      return assign(
        actor,
        license,
        { ...input, encryptedRoleId: encryptedRoleId ?? roleId },
        { choice: input.updateUserOrganizationOption, organizationPublicId: ids.organizationId },
      );
    },

    /** POST /api/Licenses/{id}/LicenseUsages/userWithOrganization: whether the user is in another organization. */
    async userWithOrganization(
      actor: Actor,
      licensePublicId: string,
      input: { organizationPublicId: string; email: string },
    ): Promise<{ inOtherOrganization: boolean; organizationName: string | null }> {
      await managedPack(actor, licensePublicId);
      return createOrganizationConflicts(db, usages).userWithOrganization(actor, licensePublicId, input);
    },

    /**
     * PUT /api/Licenses/{licenseId}/LicenseUsages/{usageId}: names (the add-user rules) and maximum sessions. Based on
     * a version the usage no longer has (If-Match, the etag its list item carried), nothing is written (412, with the
     * usage as it is now and the pack's last change).
     */
    async updateLicenseUsage(
      actor: Actor,
      ids: { licenseId: string; usageId: string },
      change: UsageChange,
      precondition?: Precondition,
    ): Promise<LicenseUsage> {
      const fields = Object.fromEntries(
        (['firstName', 'lastName'] as const).filter((name) => change[name] !== undefined).map((name) => [name, name]),
      );
      const updated = await changeUsage(actor, ids, 'license-usage.update', async (repository, usage, tx, license) => {
        await claimUsage(tx, ids, usage, precondition);
        validate(addUserSchema, change, fields);
        const names = z.partial(z.pick(addUserSchema, { firstName: true, lastName: true })).parse(change);
        await repository.updateNames(usage.id, {
          firstName: names.firstName ?? usage.firstName,
          lastName: names.lastName ?? usage.lastName,
          maximumSessions: change.MaximumSessions ?? usage.MaximumSessions,
        });
        if (change.encryptedRoleId !== undefined) {
          if (!canShowRoles(license.productId)) refuse(400, messages.licenseUsers.rolesNotShown, 'encryptedRoleId');
          // The transaction's own statements: the embedded database runs one connection.
          const role = (await repository.roles()).find(({ id }) => id === change.encryptedRoleId) ?? notFound();
          await repository.updateRole(usage.id, role.roleId);
        }
        return null;
      });
      return updated ?? notFound();
    },

    /**
     * DELETE /api/Licenses/{id}/LicenseUsages/{usageId}: revokes the user and frees the seat in one transaction.
     * Unless `informCloud` is false, the cloud is told too: the account leaves the pack's organization when it holds
     * no other seat of it (`informCloudOfRevoke`). Based on a version the usage no longer has (If-Match), nothing is
     * revoked (412, the usage as it is).
     */
    async revokeLicenseUsage(
      actor: Actor,
      ids: { licenseId: string; usageId: string },
      precondition?: Precondition,
      options: { informCloud?: boolean } = {},
    ): Promise<void> {
      await changeUsage(actor, ids, 'license-usage.revoke', async (repository, usage, tx) => {
        await claimUsage(tx, ids, usage, precondition);
        const licenseId = (await repository.delete(usage.id)) ?? notFound();
        const { usedCount } = await repository.freeSeat(licenseId);
        if (options.informCloud !== false) {
          await informCloudOfRevoke(tx, actor, { licensePublicId: ids.licenseId, licenseId }, [usage.accountName]);
        }
        return usedCount;
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
