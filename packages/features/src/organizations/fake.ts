import {
  type License,
  type LicenseOrganizations,
  type Organization,
  type OrganizationChangePreview,
  organizationNameSchema,
  organizationSearchSchema,
  PRODUCT_IDS,
  permissionLicenseOf,
  usageSettingsOf,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import { staleWriteError, type Tagged } from '../api/versions.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';

/** The fake cloud's organizations, as the seeded server names them, and a few more to find when linking. */
const FAKE_ORGANIZATIONS: readonly Organization[] = [
  ['fake-organization-1', 'Example Corp'],
  ['fake-organization-2', 'Example Labs'],
  ['fake-organization-3', 'Northwind Traders'],
  ['fake-organization-4', 'Example Holdings'],
  ['fake-organization-5', 'Contoso Cloud'],
  ['fake-organization-6', 'Fabrikam Research'],
].map(([organizationId, organizationName]) => ({
  organizationId: organizationId!,
  encryptedOrganizationId: organizationId!,
  organizationName: organizationName!,
}));

/** The accounts of the add-user row's two dialogs, as the seed has them, and the demo users. */
const FAKE_MEMBERS: Readonly<Record<string, string>> = {
  'manager@example.com': 'fake-organization-1',
  'user@example.com': 'fake-organization-1',
  'drew.park@labs.example': 'fake-organization-2',
  'taylor.brooks@northwind.example': 'fake-organization-3',
};

/** The manager's two packs, which span their two organizations (as the seeded server's do). */
const MANAGER_PACKS = [FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK];
const FAKE_PACK_ORGANIZATIONS: Readonly<Record<string, string>> = {
  [FAKE_MANAGER_BUSINESS_PACK]: 'fake-organization-1',
  [FAKE_MANAGER_STANDARD_PACK]: 'fake-organization-2',
};

function badRequest(message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, message, { body: { statusCode: 400, error: 'Bad Request', message, ...extra } });
}

/** Who the fake's organization calls answer for. */
interface FakeOrganizationActor {
  administrator: boolean;
  isManager?: boolean;
  email?: string | null;
}

/**
 * Another administrator's rename of a pack's organization, made right after Cloud Settings first reads the pack (the
 * fake's way of showing a change refused with 412).
 */
interface FakeOrganizationEditElsewhere {
  licenseId: string;
  organizationName: string;
  by: string;
  at: string;
}

/** The organization dialogs of the add-user row (spec §4): which one an assignment meets. */
type FakeConflict = 'user' | 'license';

/**
 * The organization calls in memory (Cloud Settings and the add-user row's conflicts) over the fake packs, with the
 * server's rules: Cloud Settings on Business packs only, rename and change for who spec §6 row 9 allows, linking
 * for administrators; a change to an organization the manager is not in is the 400 with the embedded 401.
 * `managed` is the usage calls' own check of a pack (404, 403, 'Operation not available'). What Cloud Settings shows
 * of a pack has one version, as the server's (migration 0018): the pack's link version plus its organization's, a
 * rename bumping the organization's and a change of link moving the pack's one past the sum it had.
 */
function createFakeOrganizations(
  managed: (licenseId: string) => Promise<{ license: License }>,
  actorOf: () => FakeOrganizationActor,
  editElsewhere?: FakeOrganizationEditElsewhere,
) {
  const names = new Map(FAKE_ORGANIZATIONS.map((organization) => [organization.organizationId, organization]));
  const links = new Map<string, string | null>();
  const members = new Map(Object.entries(FAKE_MEMBERS));
  const organizationVersions = new Map<string, number>();
  const linkVersions = new Map<string, number>();
  /** The last recorded change of a pack's link or of an organization's name: who, when, and in which order. */
  const changes = new Map<string, { by: string | null; at: string | null; order: number }>();
  let changeCount = 0;
  let pendingElsewhere = editElsewhere;
  const organizationVersion = (id: string | null) => (id ? (organizationVersions.get(id) ?? 1) : 0);
  const versionOf = (license: License) =>
    (linkVersions.get(license.encryptedId) ?? 1) + organizationVersion(linkOf(license));
  const etagOf = (license: License) => `"v${versionOf(license)}"`;
  const record = (key: string, by: string | null = null, at: string | null = null) => {
    changeCount += 1;
    changes.set(key, { by, at, order: changeCount });
  };
  const relink = (license: License, organizationId: string) => {
    const before = versionOf(license);
    links.set(license.encryptedId, organizationId);
    linkVersions.set(license.encryptedId, before + 1 - organizationVersion(organizationId));
    record(`pack:${license.encryptedId}`);
  };
  const renameOrganization = (id: string, organizationName: string, by?: string, at?: string) => {
    const renamed = { ...names.get(id)!, organizationName };
    names.set(id, renamed);
    organizationVersions.set(id, organizationVersion(id) + 1);
    record(`organization:${id}`, by, at);
    return renamed;
  };
  /** A change based on another version than the pack's: the server's 412, with Cloud Settings as it is now. */
  const requireVersion = async (license: License, ifMatch: string | null | undefined) => {
    if (!ifMatch || ifMatch === '*' || ifMatch === etagOf(license)) return;
    const current = linkOf(license);
    const last = [changes.get(`pack:${license.encryptedId}`), current ? changes.get(`organization:${current}`) : null]
      .filter((change) => !!change)
      .sort((a, b) => b.order - a.order)[0];
    throw staleWriteError(
      await shown(license),
      versionOf(license),
      last?.by ?? actorOf().email ?? null,
      last?.at ?? null,
    );
  };

  const organizationOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
  const linkOf = (license: License) => {
    if (!links.has(license.encryptedId)) {
      links.set(license.encryptedId, FAKE_PACK_ORGANIZATIONS[license.encryptedId] ?? license.encryptedOrganizationId);
    }
    return links.get(license.encryptedId) ?? null;
  };
  /** The organizations of the pack's manager's packs: the manager's two, or the pack's own. */
  const managerOrganizations = (license: License) => {
    const ids = MANAGER_PACKS.includes(license.encryptedId)
      ? MANAGER_PACKS.map((id) => links.get(id) ?? FAKE_PACK_ORGANIZATIONS[id] ?? null)
      : [linkOf(license)];
    return [...new Set(ids)].map(organizationOf).filter((organization) => organization !== null);
  };
  const settingsOf = (license: License) =>
    usageSettingsOf(
      { isManager: false, ...actorOf() },
      {
        ...permissionLicenseOf(license),
        linkedOrganization: linkOf(license) !== null,
        organizationCount: managerOrganizations(license).length,
      },
    );
  /** The pack, when Cloud Settings and `entry` are the actor's on it (403 otherwise). */
  const cloudPack = async (
    licenseId: string,
    entry: 'cloudSettings' | 'renameOrganization' | 'changeOrganization' | 'linkOrganization',
  ) => {
    const { license } = await managed(licenseId);
    if (!settingsOf(license)[entry]) throw new ApiError(403, messages.app.accessDenied);
    return license;
  };

  /** The organization a change moves the pack to: another of its manager's, refused as the server refuses. */
  const changeTarget = (license: License, newOrganizationId: string) => {
    if (linkOf(license) === newOrganizationId) throw badRequest(messages.cloudSettings.sameOrganization);
    const target = managerOrganizations(license).find(
      (organization) => organization.organizationId === newOrganizationId,
    );
    if (!target) {
      throw badRequest(messages.cloudSettings.changeRefused, {
        embedded: { status: 401, message: messages.cloudSettings.changeUnauthorized },
      });
    }
    return target;
  };

  /** What Cloud Settings shows of a pack: its organization and, for who may change it, the other choices. */
  const shown = async (license: License): Promise<LicenseOrganizations> => {
    const current = linkOf(license);
    return {
      organization: organizationOf(current),
      choices: settingsOf(license).changeOrganization
        ? managerOrganizations(license).filter((organization) => organization.organizationId !== current)
        : [],
    };
  };

  return {
    /** The pack as prepareLicenseForAssign answers it: its organization as the fake cloud holds it. */
    withOrganization(license: License): License {
      const organization = organizationOf(linkOf(license));
      return {
        ...license,
        encryptedOrganizationId: organization?.organizationId ?? null,
        organizationName: organization?.organizationName ?? null,
      };
    },

    /**
     * Settles the pack's organization before an assignment takes its seat, as the server does: nothing to settle,
     * the dialog's 400 when the row has not answered it, or the answer carried out (a stale or wrong one refused).
     */
    settle(license: License, email: string, answer: { choice: FakeConflict; organizationId: string } | undefined) {
      const ours = linkOf(license);
      if (answer && ours !== answer.organizationId) throw badRequest(messages.cloudSettings.organizationMoved);
      const key = email.trim().toLowerCase();
      const theirs = members.get(key);
      if (license.productId !== PRODUCT_IDS.business || !ours || !theirs || theirs === ours) return;
      const conflict: FakeConflict = managerOrganizations(license).some(
        (organization) => organization.organizationId === theirs,
      )
        ? 'license'
        : 'user';
      if (answer?.choice !== conflict) {
        throw badRequest(
          conflict === 'license' ? messages.licenseUsers.otherOrganization2 : messages.licenseUsers.otherOrganization,
        );
      }
      if (conflict === 'user') members.set(key, ours);
      else relink(license, theirs);
    },

    async licenseOrganizations(licenseId: string): Promise<LicenseOrganizations> {
      return shown(await cloudPack(licenseId, 'cloudSettings'));
    },

    async licenseOrganizationsForEdit(licenseId: string): Promise<Tagged<LicenseOrganizations>> {
      const license = await cloudPack(licenseId, 'cloudSettings');
      const read = { value: await shown(license), etag: etagOf(license) };
      const current = linkOf(license);
      if (pendingElsewhere?.licenseId === licenseId && current) {
        const { organizationName, by, at } = pendingElsewhere;
        renameOrganization(current, organizationName, by, at);
        pendingElsewhere = undefined;
      }
      return read;
    },

    async changeOrganizationName(
      licenseId: string,
      newOrganizationName: string,
      ifMatch?: string | null,
    ): Promise<Organization> {
      const license = await cloudPack(licenseId, 'renameOrganization');
      await requireVersion(license, ifMatch);
      const parsed = organizationNameSchema.safeParse({ organizationName: newOrganizationName });
      if (!parsed.success) throw badRequest(messages.cloudSettings.nameRequired);
      const current = organizationOf(linkOf(license));
      if (!current) throw badRequest(messages.cloudSettings.notLinked);
      if (current.organizationName === parsed.data.organizationName) throw badRequest(messages.cloudSettings.sameName);
      return renameOrganization(current.organizationId, parsed.data.organizationName);
    },

    async changeOrganization(
      licenseId: string,
      newOrganizationId: string,
      ifMatch?: string | null,
    ): Promise<Organization> {
      const license = await cloudPack(licenseId, 'changeOrganization');
      await requireVersion(license, ifMatch);
      const target = changeTarget(license, newOrganizationId);
      relink(license, target.organizationId);
      return target;
    },

    async previewChangeOrganization(licenseId: string, newOrganizationId: string): Promise<OrganizationChangePreview> {
      const license = await cloudPack(licenseId, 'changeOrganization');
      const target = changeTarget(license, newOrganizationId);
      const current = linkOf(license);
      links.set(license.encryptedId, target.organizationId);
      const settings = settingsOf(license);
      links.set(license.encryptedId, current);
      return { organization: target, settings };
    },

    async organizationsForLinking(licenseId: string, name: string): Promise<Organization[]> {
      await cloudPack(licenseId, 'linkOrganization');
      const parsed = organizationSearchSchema.safeParse({ name });
      if (!parsed.success) throw badRequest(messages.cloudSettings.searchRequired);
      const part = parsed.data.name.toLowerCase();
      return [...names.values()]
        .filter((organization) => organization.organizationName.toLowerCase().includes(part))
        .sort((a, b) => a.organizationName.toLowerCase().localeCompare(b.organizationName.toLowerCase()));
    },

    async linkSelectedOrganization(
      licenseId: string,
      chosen: Organization,
      ifMatch?: string | null,
    ): Promise<Organization> {
      const license = await cloudPack(licenseId, 'linkOrganization');
      await requireVersion(license, ifMatch);
      const organization = organizationOf(chosen.organizationId);
      if (!organization) throw new ApiError(404, messages.server.notFound);
      if (organization.organizationName !== chosen.organizationName.trim()) {
        throw badRequest(messages.cloudSettings.linkRenamed);
      }
      if (linkOf(license) === organization.organizationId) throw badRequest(messages.cloudSettings.sameOrganization);
      relink(license, organization.organizationId);
      return organization;
    },

    async userWithOrganization(licenseId: string, question: { organizationId: string; email: string }) {
      const { license } = await managed(licenseId);
      if (linkOf(license) !== question.organizationId) throw new ApiError(404, messages.server.notFound);
      const theirs = members.get(question.email.trim().toLowerCase());
      if (!theirs || theirs === question.organizationId) return { inOtherOrganization: false, organizationName: null };
      const named =
        actorOf().administrator ||
        managerOrganizations(license).some((organization) => organization.organizationId === theirs);
      return {
        inOtherOrganization: true,
        organizationName: named ? (organizationOf(theirs)?.organizationName ?? null) : null,
      };
    },
  };
}

export { createFakeOrganizations, FAKE_MEMBERS, FAKE_ORGANIZATIONS, type FakeOrganizationEditElsewhere };
