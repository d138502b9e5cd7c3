import { hasCloudSettings, messages } from '@license-console/domain';
import { audit, auditMany } from '../../db/audit.ts';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  type OrganizationMember,
  type OrganizationRow,
  organizationsWithin,
  type PackOrganization,
} from '../organizations/index.ts';
import type { LicenseUsageRepository } from './repository.ts';
import { answerOf, recordUsageChange } from './usage-audit.ts';

/**
 * How the add-user row resolves an organization conflict (spec §4): 'user' moves the user into the pack's
 * organization (the first dialog, YES/CANCEL); 'license' updates the pack's organization to the user's (the second,
 * YES/NO), and the user's previous usage of the product is removed.
 */
export type OrganizationChoice = 'user' | 'license';

/** The dialog's answer, with the pack's organization as the console knew it when it asked. */
export interface OrganizationAnswer {
  choice: OrganizationChoice;
  organizationPublicId: string;
}

/** An assignment about to be made: the pack, the e-mail, and the answer the add-user row brought, if any. */
export interface PendingAssignment {
  actor: Actor;
  licensePublicId: string;
  licenseId: number;
  productId: number;
  email: string;
  answer: OrganizationAnswer | undefined;
}

interface Conflict {
  choice: OrganizationChoice;
  pack: PackOrganization & { organization: OrganizationRow };
  member: OrganizationMember & { organization: OrganizationRow };
}

function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

const snapshot = (organization: OrganizationRow | null) =>
  organization && { organizationId: organization.publicId, organizationName: organization.name };

/**
 * Spec §4's add-user organization conflicts, decided as follows. Only a Business pack (product 3, the one with
 * Cloud Settings) linked to an organization meets them, and only for an account that belongs to another
 * organization:
 * - that organization is another of the pack manager's (one their other packs are linked to): 'User is part of
 *   other organization2' offers to update the pack's organization to it. The manager moves the pack among their own
 *   organizations, as a change would (spec §6 row 9 holds: the pack is linked and they have several); the user's
 *   usages of the product in the manager's other current packs are removed, so the user keeps one seat of it.
 * - any other organization: 'User is part of other organization' offers to move the user into the pack's.
 * A user holding a seat of the product that the answer would not free is refused with §8's "already assigned"
 * message first, so no dialog is offered in vain. Everything runs in the assignment's transaction: a refusal later
 * on (no seat left) undoes the move too.
 */
export function createOrganizationConflicts(tx: Queryable, usages: LicenseUsageRepository) {
  const organizations = organizationsWithin(tx);

  async function conflictOf(pack: PackOrganization, email: string): Promise<Conflict | null> {
    const { organization } = pack;
    if (!hasCloudSettings(pack.productId) || !organization) return null;
    const member = await organizations.memberOf(email);
    const theirs = member?.organization;
    if (!member || !theirs || theirs.id === organization.id) return null;
    const managerOrganizations = await organizations.ofManager(pack.managerId);
    const choice = managerOrganizations.some((candidate) => candidate.id === theirs.id) ? 'license' : 'user';
    return { choice, pack: { ...pack, organization }, member: { ...member, organization: theirs } };
  }

  async function moveUser(assignment: PendingAssignment, conflict: Conflict) {
    await organizations.moveMember(conflict.member.userId, conflict.pack.organization.id);
    await audit(tx, {
      actorId: assignment.actor.id,
      action: 'organization.user-moved',
      entity: 'license',
      entityId: assignment.licensePublicId,
      before: { account: conflict.member.email, organization: snapshot(conflict.member.organization) },
      after: { account: conflict.member.email, organization: snapshot(conflict.pack.organization) },
    });
  }

  /** The pack takes the user's organization; the user's previous usages of the product are revoked, seats freed. */
  async function updatePack(assignment: PendingAssignment, conflict: Conflict) {
    const previous = await usages.lockPreviousUsages(
      assignment.email,
      assignment.productId,
      assignment.licenseId,
      conflict.pack.managerId,
    );
    // The usages first, then the packs in id order, as every seat change takes them: no deadlock.
    await usages.lockPacks([assignment.licenseId, ...previous.map((usage) => usage.licenseId)]);
    await organizations.setPackOrganization(assignment.licenseId, conflict.member.organization.id);
    await audit(tx, {
      actorId: assignment.actor.id,
      action: 'organization.change',
      entity: 'license',
      entityId: assignment.licensePublicId,
      before: { organization: snapshot(conflict.pack.organization) },
      after: { organization: snapshot(conflict.member.organization), account: conflict.member.email },
    });
    for (const { licenseId, ...usage } of previous) {
      await usages.delete(usage.id);
      const { usedCount } = await usages.freeSeat(licenseId);
      const { actor } = assignment;
      await recordUsageChange(
        tx,
        actor,
        usage.licenseCryptId,
        'license-usage.revoke',
        answerOf(usage),
        null,
        usedCount,
      );
    }
  }

  return {
    /**
     * Settles the pack's organization for the assignment, inside its transaction and after the usage's insert:
     * nothing to settle, the conflict's 400 (the add-user row then asks), or the answer carried out. An answer about
     * an organization the pack no longer has is refused: the question was about another one.
     */
    async settle(assignment: PendingAssignment): Promise<void> {
      const { answer } = assignment;
      if (!answer && !hasCloudSettings(assignment.productId)) return;
      const pack = await organizations.ofPack(assignment.licensePublicId);
      if (!pack) refuse(404, messages.server.notFound);
      if (answer && pack.organization?.publicId !== answer.organizationPublicId) {
        refuse(400, messages.cloudSettings.organizationMoved);
      }
      const conflict = await conflictOf(pack, assignment.email);
      if (!conflict) return;
      if (answer?.choice !== conflict.choice) {
        const exceptManagerId = conflict.choice === 'license' ? pack.managerId : null;
        if (await usages.assignedElsewhere(assignment.email, pack.productId, pack.licenseId, exceptManagerId)) {
          refuse(400, messages.licenseUsers.assignedElsewhere);
        }
        refuse(
          400,
          conflict.choice === 'license'
            ? messages.licenseUsers.otherOrganization2
            : messages.licenseUsers.otherOrganization,
        );
      }
      if (conflict.choice === 'user') await moveUser(assignment, conflict);
      else await updatePack(assignment, conflict);
    },

    /**
     * POST …/LicenseUsages/userWithOrganization: whether the account of the e-mail belongs to another organization
     * than the pack's (the one named, which must be the pack's). The other organization's name is told to
     * administrators, and to the manager when it is one of their own; anyone else learns only that there is one.
     */
    async userWithOrganization(
      actor: Actor,
      licensePublicId: string,
      input: { organizationPublicId: string; email: string },
    ): Promise<{ inOtherOrganization: boolean; organizationName: string | null }> {
      const pack = await organizations.ofPack(licensePublicId);
      const ours = pack?.organization;
      if (!pack || !ours || ours.publicId !== input.organizationPublicId) refuse(404, messages.server.notFound);
      const theirs = (await organizations.memberOf(input.email.trim()))?.organization;
      if (!theirs || theirs.id === ours.id) return { inOtherOrganization: false, organizationName: null };
      const named =
        actor.administrator ||
        (await organizations.ofManager(pack.managerId)).some((candidate) => candidate.id === theirs.id);
      return { inOtherOrganization: true, organizationName: named ? theirs.name : null };
    },
  };
}

/**
 * The add-user row's organization rule (createOrganizationConflicts' `settle`, without an answer) for many addresses
 * at once, for the import, which cannot ask: each address of `keys` (lower-cased) whose account belongs to another
 * organization than the pack's, with the message the add-user row's first attempt answers for it ('User is part of
 * other organization', or '…organization2' for one of the manager's other organizations). Empty for a pack without
 * Cloud Settings or without an organization.
 */
export async function organizationRefusals(
  db: Queryable,
  licensePublicId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const refusals = new Map<string, string>();
  const organizations = organizationsWithin(db);
  const pack = await organizations.ofPack(licensePublicId);
  if (!pack?.organization || !hasCloudSettings(pack.productId) || keys.length === 0) return refusals;
  const members = await db.query<{ key: string; managers: boolean }>(
    `select lower(u.email) as key,
            exists (select 1 from licenses l where l.manager_id = $3 and l.organization_id = u.organization_id)
              as managers
       from users u
      where lower(u.email) = any($1::text[]) and u.organization_id is not null and u.organization_id <> $2`,
    [keys, pack.organization.id, pack.managerId],
  );
  for (const { key, managers } of members) {
    refusals.set(key, managers ? messages.licenseUsers.otherOrganization2 : messages.licenseUsers.otherOrganization);
  }
  return refusals;
}

/**
 * A revoke informs the cloud (spec §7 DELETE …/LicenseUsages/{usageId}, `informCloud` true unless told otherwise):
 * each revoked account leaves the pack's cloud organization when it no longer holds a seat in, nor administers, any
 * pack of it. Audited in the revoke's transaction; `informCloud=false` leaves the membership as it is. Several
 * revokes of one pack tell it at once.
 */
export async function informCloudOfRevoke(
  tx: Queryable,
  actor: Actor,
  pack: { licensePublicId: string; licenseId: number },
  emails: readonly string[],
): Promise<void> {
  const left = await organizationsWithin(tx).leaveWhenUnlicensed(pack.licenseId, emails);
  await auditMany(
    tx,
    left.map(({ email, organization }) => ({
      actorId: actor.id,
      action: 'organization.user-left',
      entity: 'license',
      entityId: pack.licensePublicId,
      before: { account: email, organization: snapshot(organization) },
      after: { account: email, organization: null },
    })),
  );
}
