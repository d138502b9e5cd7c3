import {
  type Capability,
  can,
  type License,
  type LicenseOrganizations,
  messages,
  type Organization,
  type OrganizationChangePreview,
  organizationNameSchema,
  organizationSearchSchema,
  permissionLicenseOf,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import { dryRun } from '../../db/dry-run.ts';
import { type Actor, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Precondition, preconditionFailed, type Versioned, versionMatches } from '../../lib/row-versions.ts';
import { usageSettings } from '../license-usages/settings.ts';
import { createOrganizationRepository, type OrganizationRepository, organizationOf } from './repository.ts';
import type { OrganizationRow, PackOrganization } from './types.ts';

/** How the organization calls read a pack: as the licenses module answers it to this actor (404 when it may not). */
export interface PackReader {
  licenseByEncryptedId(actor: Actor, publicId: string): Promise<License>;
}

function refuse(status: number, message: string, extra?: Record<string, unknown>): never {
  throw new HttpError(status, message, extra);
}

function notFound(): never {
  refuse(404, messages.server.notFound);
}

/** What spec §6 rows 8 and 9 weigh about one pack: its organization (null: not linked) and its manager's. */
interface CloudFacts {
  pack: PackOrganization;
  managerOrganizations: OrganizationRow[];
}

async function cloudFacts(
  organizations: OrganizationRepository,
  licensePublicId: string,
  options: { lock?: boolean } = {},
): Promise<CloudFacts> {
  const pack = (await organizations.ofPack(licensePublicId, options)) ?? notFound();
  return { pack, managerOrganizations: await organizations.ofManager(pack.managerId) };
}

/**
 * Spec §6 on one pack, for Cloud Settings and what it holds: row 8 (product 3 only) together with the capability's
 * own row. The isManager column reads "as manager": an isManager user acts on the packs they manage, like a license
 * manager, so on a pack they do not manage it grants nothing.
 */
function allowed(actor: Actor, capability: Capability, license: License, facts: CloudFacts): boolean {
  if (!actor.administrator && !license.canManage) return false;
  const pack = {
    ...permissionLicenseOf(license),
    linkedOrganization: facts.pack.organization !== null,
    organizationCount: facts.managerOrganizations.length,
  };
  return can(actor, 'cloudSettings', pack) && can(actor, capability, pack);
}

function permit(actor: Actor, capability: Capability, license: License, facts: CloudFacts): void {
  if (!allowed(actor, capability, license, facts)) refuse(403, messages.app.accessDenied);
}

/** What Cloud Settings shows of a pack: its organization and, for who may change it, the other choices. */
function shownOrganizations(actor: Actor, license: License, facts: CloudFacts): Versioned<LicenseOrganizations> {
  const { organization, version } = facts.pack;
  const choices = allowed(actor, 'changeOrganization', license, facts)
    ? facts.managerOrganizations.filter((candidate) => candidate.id !== organization?.id)
    : [];
  return {
    organization: organization && organizationOf(organization),
    choices: choices.map(organizationOf),
    rowVersion: version,
  };
}

/** A request's organization name by the rename rule, trimmed; 400 naming the request's `field` when it fails. */
function organizationNameOf(name: string, field: string): string {
  validate(organizationNameSchema, { organizationName: name }, { organizationName: field });
  return organizationNameSchema.parse({ organizationName: name }).organizationName;
}

/** An organization as the audit log keeps it. */
const snapshot = (organization: OrganizationRow | null) =>
  organization && { organizationId: organization.publicId, organizationName: organization.name };

/**
 * Moves the pack to another of its manager's organizations. Any other organization (another customer's, an unknown
 * id) is refused as the organization itself refuses a manager who is not in it: 400 with that refusal embedded as
 * status 401 (spec §8), the same answer for every such id.
 */
async function moveToOrganization(
  organizations: OrganizationRepository,
  facts: CloudFacts,
  newOrganizationId: string,
): Promise<OrganizationRow> {
  if (facts.pack.organization?.publicId === newOrganizationId) refuse(400, messages.cloudSettings.sameOrganization);
  const target =
    facts.managerOrganizations.find((candidate) => candidate.publicId === newOrganizationId) ??
    refuse(400, messages.cloudSettings.changeRefused, {
      embedded: { status: 401, message: messages.cloudSettings.changeUnauthorized },
    });
  await organizations.setPackOrganization(facts.pack.licenseId, target.id);
  return target;
}

/** What a change did: the organization to answer, and the pack's organization before and after for the audit. */
interface OrganizationChange {
  answer: OrganizationRow;
  before: OrganizationRow | null;
  after: OrganizationRow;
}

/**
 * A pack's cloud organization (spec §2.7 Cloud Settings, §4 "Organization editing modes", §6 rows 4, 8 and 9): read
 * it with the organizations it can be changed to, rename it, change it to another of the pack manager's
 * organizations, and (administrators) link it to any organization found by name. Every change runs in one
 * transaction with the pack's row locked, and is audited under the pack: who, when, the organization before and after.
 */
export function createOrganizationService(deps: { db: Database; packs: PackReader }) {
  const { db, packs } = deps;

  /**
   * Runs `change` on the locked pack once spec §6 allows `capability`, and audits it. The pack is read as the actor
   * may read it first (404 for anyone else's), then locked, so a concurrent change waits and is judged afresh. Its
   * organization is held against a rename too, and the change is refused with 412 when what Cloud Settings shows
   * (the link and the name, one version) is no longer the version the change was based on (If-Match).
   */
  async function changePack(
    actor: Actor,
    licensePublicId: string,
    capability: Capability,
    action: string,
    precondition: Precondition | undefined,
    change: (organizations: OrganizationRepository, facts: CloudFacts) => Promise<OrganizationChange>,
  ): Promise<Versioned<Organization>> {
    const license = await packs.licenseByEncryptedId(actor, licensePublicId);
    return db.transaction(async (tx) => {
      const organizations = createOrganizationRepository(tx);
      const locked = await cloudFacts(organizations, licensePublicId, { lock: true });
      permit(actor, capability, license, locked);
      const held = locked.pack.organization;
      if (held) await organizations.holdOrganization(held.id, capability === 'renameOrganization' ? 'update' : 'share');
      // Read again under both locks: a rename that ended meanwhile is in the name and in the version.
      const facts = held ? await cloudFacts(organizations, licensePublicId) : locked;
      if (!versionMatches(precondition, facts.pack.version)) {
        throw await preconditionFailed(
          tx,
          shownOrganizations(actor, license, facts),
          await organizations.lastChange(licensePublicId, held?.publicId ?? null),
        );
      }
      const { answer, before, after } = await change(organizations, facts);
      await audit(tx, {
        actorId: actor.id,
        action,
        entity: 'license',
        entityId: licensePublicId,
        before: { organization: snapshot(before) },
        after: { organization: snapshot(after) },
      });
      return { ...organizationOf(answer), rowVersion: await organizations.packVersion(facts.pack.licenseId) };
    });
  }

  /** Reads the pack's facts for a call that changes nothing, once spec §6 allows `capability`. */
  async function readPack(actor: Actor, licensePublicId: string, capability: Capability) {
    const license = await packs.licenseByEncryptedId(actor, licensePublicId);
    const facts = await cloudFacts(createOrganizationRepository(db), licensePublicId);
    permit(actor, capability, license, facts);
    return { license, facts };
  }

  return {
    /**
     * GET /api/Licenses/{licenseId}/Organizations: the pack's organization and, for who may change it, the choices,
     * with the version of the pack's link and its organization's name.
     */
    async licenseOrganizations(actor: Actor, licensePublicId: string): Promise<Versioned<LicenseOrganizations>> {
      const { license, facts } = await readPack(actor, licensePublicId, 'cloudSettings');
      return shownOrganizations(actor, license, facts);
    },

    /** POST /api/Licenses/changeOrganizationName: renames the pack's organization (spec §6 row 9). */
    async changeOrganizationName(
      actor: Actor,
      licensePublicId: string,
      newName: string,
      precondition?: Precondition,
    ): Promise<Versioned<Organization>> {
      return changePack(
        actor,
        licensePublicId,
        'renameOrganization',
        'organization.rename',
        precondition,
        async (organizations, facts) => {
          const organizationName = organizationNameOf(newName, 'NewOrganizationName');
          const current = facts.pack.organization ?? refuse(400, messages.cloudSettings.notLinked);
          const locked = (await organizations.lock(current.id)) ?? notFound();
          if (locked.name === organizationName) refuse(400, messages.cloudSettings.sameName);
          const renamed = await organizations.rename(locked.id, organizationName);
          return { answer: renamed, before: locked, after: renamed };
        },
      );
    },

    /** POST /api/Licenses/changeOrganization: moves the pack to another of its manager's organizations. */
    async changeOrganization(
      actor: Actor,
      licensePublicId: string,
      newOrganizationId: string,
      precondition?: Precondition,
    ): Promise<Versioned<Organization>> {
      return changePack(
        actor,
        licensePublicId,
        'changeOrganization',
        'organization.change',
        precondition,
        async (organizations, facts) => {
          const target = await moveToOrganization(organizations, facts, newOrganizationId);
          return { answer: target, before: facts.pack.organization, after: target };
        },
      );
    },

    /**
     * POST /api/Licenses/changeOrganization/Preview: the change worked out by the same statements and rolled back,
     * answering the organization and the caller's Settings menu as they would be afterwards (a manager whose packs
     * then span one organization no longer renames or changes it). Refused as the change would be.
     */
    async previewChangeOrganization(
      actor: Actor,
      licensePublicId: string,
      newOrganizationId: string,
    ): Promise<OrganizationChangePreview> {
      const license = await packs.licenseByEncryptedId(actor, licensePublicId);
      return dryRun(db, async (tx) => {
        const organizations = createOrganizationRepository(tx);
        const facts = await cloudFacts(organizations, licensePublicId, { lock: true });
        permit(actor, 'changeOrganization', license, facts);
        const target = await moveToOrganization(organizations, facts, newOrganizationId);
        return { organization: organizationOf(target), settings: await usageSettings(tx, actor, license) };
      });
    },

    /**
     * POST /api/Licenses/GetOrganizationsForLinking/{name}/{licenseId}: step one of linking (administrators, spec §6
     * row 4): the organizations whose name contains the text, by name.
     */
    async organizationsForLinking(actor: Actor, name: string, licensePublicId: string): Promise<Organization[]> {
      await readPack(actor, licensePublicId, 'linkOrganization');
      validate(organizationSearchSchema, { name }, { name: 'name' });
      const search = organizationSearchSchema.parse({ name });
      return (await createOrganizationRepository(db).search(search.name)).map(organizationOf);
    },

    /**
     * POST /api/Licenses/linkSelectedOrganization: step two of linking, the organization chosen and confirmed by its
     * name. A name that is no longer the organization's (renamed since the search) is refused: the administrator
     * confirmed another name.
     */
    async linkSelectedOrganization(
      actor: Actor,
      input: { licensePublicId: string; organizationId: string; organizationName: string },
      precondition?: Precondition,
    ): Promise<Versioned<Organization>> {
      return changePack(
        actor,
        input.licensePublicId,
        'linkOrganization',
        'organization.link',
        precondition,
        async (organizations, facts) => {
          const organizationName = organizationNameOf(input.organizationName, 'OrganizationName');
          const chosen = (await organizations.find(input.organizationId)) ?? notFound();
          if (chosen.name !== organizationName) refuse(400, messages.cloudSettings.linkRenamed);
          const current = facts.pack.organization;
          if (current?.id === chosen.id) refuse(400, messages.cloudSettings.sameOrganization);
          await organizations.setPackOrganization(facts.pack.licenseId, chosen.id);
          return { answer: chosen, before: current, after: chosen };
        },
      );
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
