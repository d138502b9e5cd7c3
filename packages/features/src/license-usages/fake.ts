import {
  addUserSchema,
  asUsDate,
  canShowRoles,
  compareUsDates,
  defaultRole,
  fieldErrors,
  type IdleSeat,
  isIdleFor,
  type License,
  type LicenseUsage,
  type LicenseUsageList,
  PRODUCT_IDS,
  permissionLicenseOf,
  type RevokeIdleAnswer,
  type Role,
  type UsersImported,
  type UsersImportPreview,
  usageSettingsOf,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { z } from 'zod/mini';
import { ApiError } from '../api/errors.ts';
import { staleWriteError } from '../api/versions.ts';
import type { LicensesApi } from '../licenses/api.ts';
import { FAKE_TODAY, type FakeLicenseAdministration } from '../licenses/fake.ts';
import type { OrganizationsApi } from '../organizations/api.ts';
import { createFakeOrganizations, type FakeOrganizationEditElsewhere } from '../organizations/fake.ts';
import type { LicenseUsageAssignment, LicenseUsagesApi } from './api.ts';
import { createFakeAdminHandover } from './fake-admin-handover.ts';
import {
  fakeSessionsCsv,
  fakeUserRolesCsv,
  fakeUsersImportTemplate,
  judgeUsersImport,
  refusedImport,
} from './fake-usage-csv.ts';
import { FAKE_LATEST_VERSION, fakeLicenseUsages, fakeRoles, fakeUsage, SEEDED_PEOPLE } from './fake-usages.ts';

/** A 400 as the server answers it, its JSON body included (the page tells a refusal without a body apart). */
function badRequest(message: string, fields?: Record<string, string>): ApiError {
  return new ApiError(400, message, {
    body: { statusCode: 400, error: 'Bad Request', message, ...(fields ? { fields } : {}) },
    ...(fields ? { fields } : {}),
  });
}

/** Who the fake's usage calls answer for. */
interface FakeUsageActor {
  administrator: boolean;
  isManager?: boolean;
  /** The signed-in e-mail, when the fake knows it (a handover is accepted by the address it was sent to). */
  email?: string | null;
}

/** The fake manager's packs (the Business and the Standard one) and the organizations they span. */
const FAKE_MANAGER_COUNTS = { packCount: 2, organizationCount: 2 } as const;

/** The add-user row's checks as the server makes them: 400 with the first message and every field's. */
function checkNames(form: { email?: string; firstName?: string; lastName?: string }, fields: Record<string, string>) {
  const schema =
    form.email === undefined ? z.partial(z.pick(addUserSchema, { firstName: true, lastName: true })) : addUserSchema;
  const result = schema.safeParse(form);
  if (result.success) return;
  const errors = fieldErrors(result.error.issues);
  const named = Object.fromEntries(Object.entries(errors).map(([field, message]) => [fields[field] ?? field, message]));
  throw badRequest(Object.values(errors)[0] ?? '', named);
}

/**
 * The license-usage calls in memory, over the fake license packs (`licenses` answers which pack the actor may read,
 * 404 otherwise): the manager's Business pack holds the demo users as the seeded server does, any other pack as many
 * generated users as its used count. Spec §6 row 6 as the server applies it: 403 'Access Denied' for a pack the actor
 * does not manage, 400 'Operation not available' on product 9. Assignments take a seat (400 with the server's
 * messages for a full pack, an e-mail already in it, or a blank name), revokes free it. The pack's organization calls
 * come with them (organizations/fake.ts): an assignment settles the organization that Cloud Settings changes.
 */
function createFakeLicenseUsagesApi(
  licenses: Pick<LicensesApi, 'licenseByEncryptedId' | 'usersLicenses' | 'listLicenses'> & FakeLicenseAdministration,
  actorOf: () => FakeUsageActor,
  wait: () => Promise<void>,
  todayInput: string | Date = FAKE_TODAY,
  organizationEditedElsewhere?: FakeOrganizationEditElsewhere,
): { licenseUsages: LicenseUsagesApi; organizations: OrganizationsApi } {
  const today = asUsDate(todayInput);
  const packs = new Map<string, LicenseUsage[]>();
  let assigned = 0;

  /** The pack's usages, seeded on first use: the seeded server's people, or as many generated users as it uses. */
  const usagesOf = (licenseId: string, license: License): LicenseUsage[] => {
    let usages = packs.get(licenseId);
    if (!usages) {
      const people = SEEDED_PEOPLE[licenseId];
      usages = people
        ? people.map((person, index) => fakeUsage(licenseId, person, index, today))
        : fakeLicenseUsages(licenseId, license.usedCount, today);
      packs.set(licenseId, usages);
    }
    return usages;
  };
  /** The pack, when the actor may manage its users; its usages. */
  const managed = async (licenseId: string): Promise<{ license: License; usages: LicenseUsage[] }> => {
    await wait();
    const license = await licenses.licenseByEncryptedId(licenseId);
    if (!actorOf().administrator && !license.canManage) throw new ApiError(403, messages.app.accessDenied);
    if (license.productId === PRODUCT_IDS.onPrem) throw badRequest(messages.licenseUsers.operationNotAvailable);
    return { license, usages: usagesOf(licenseId, license) };
  };
  // An update or renewal lowering a pack below its users revokes those it names, from these lists (licenses/fake.ts).
  licenses.attachFakeSeats({
    usageIds: (licenseId) => usagesOf(licenseId, licenses.fakePack(licenseId)).map((usage) => usage.cryptId),
    revoke: (licenseId, usageIds) => {
      const gone = new Set(usageIds);
      const usages = usagesOf(licenseId, licenses.fakePack(licenseId));
      const kept = usages.filter((usage) => !gone.has(usage.cryptId));
      usages.splice(0, usages.length, ...kept);
    },
  });
  const organizations = createFakeOrganizations(managed, actorOf, organizationEditedElsewhere);
  const usageOf = (usages: LicenseUsage[], usageId: string) => {
    const usage = usages.find((candidate) => candidate.cryptId === usageId);
    if (!usage) throw new ApiError(404, messages.server.notFound);
    return usage;
  };
  /**
   * A usage's version, as its etag says (a usage never edited is at 1; an edit bumps it); a write whose If-Match
   * names another version is refused with 412, as the server refuses it.
   */
  const requireUsageVersion = (usage: LicenseUsage, ifMatch: string | null | undefined) => {
    const version = Number(/^"v(\d+)"$/.exec(usage.etag ?? '')?.[1] ?? 1);
    if (ifMatch && ifMatch !== '*' && ifMatch !== `"v${version}"`) {
      throw staleWriteError({ ...usage }, version, null, null);
    }
    return version;
  };
  /** A new user of the pack, in the default role, as an assignment or an import adds them. */
  const newUsage = (licenseId: string, person: { email: string; firstName: string; lastName: string }, role?: Role) => {
    assigned += 1;
    const usage: LicenseUsage = {
      accountName: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      roleName: (role ?? defaultRole(fakeRoles))?.descr ?? null,
      cryptId: `${licenseId}-assigned-${assigned}`,
      licenseCryptId: licenseId,
      lastUsage: null,
      assignedOn: today,
      version: null,
      versionMatch: null,
      sessionCount: 0,
      MaximumSessions: 1,
    };
    return usage;
  };

  /** The import: every user of the file or none, judged as the server judges it (fake-usage-csv.ts). */
  function uploadUsagesCsv(licenseId: string, file: Blob, options: { dryRun: true }): Promise<UsersImportPreview>;
  function uploadUsagesCsv(licenseId: string, file: Blob): Promise<UsersImported>;
  async function uploadUsagesCsv(licenseId: string, file: Blob, options?: { dryRun: true }) {
    const { license, usages } = await managed(licenseId);
    const preview = await judgeUsersImport(file, usages, Math.max(0, license.userCount - usages.length));
    if (options?.dryRun) return preview;
    if (preview.errors.length > 0) throw refusedImport(preview.errors);
    usages.push(...preview.rows.map((row) => newUsage(licenseId, row)));
    return { imported: preview.added };
  }

  /**
   * An assignment, the add-user row's first attempt or its answer to an organization dialog: the organization
   * settled (or the dialog's 400) before the seat is taken.
   */
  async function assign(
    licenseId: string,
    { accountName, firstName, lastName, encryptedRoleId }: LicenseUsageAssignment,
    answer?: { choice: 'user' | 'license'; organizationId: string },
  ): Promise<LicenseUsage> {
    const { license, usages } = await managed(licenseId);
    checkNames({ email: accountName, firstName, lastName }, { email: 'accountName' });
    const role =
      encryptedRoleId === undefined ? defaultRole(fakeRoles) : fakeRoles.find((r) => r.id === encryptedRoleId);
    if (!role) throw new ApiError(404, messages.server.notFound);
    const email = accountName.trim();
    if (usages.some((usage) => usage.accountName.toLowerCase() === email.toLowerCase())) {
      throw badRequest(messages.licenseUsers.alreadyInPack);
    }
    if (usages.length >= license.userCount) throw badRequest(messages.licenseUsers.noSeatsLeft);
    organizations.settle(license, email, answer);
    const usage = newUsage(licenseId, { email, firstName: firstName.trim(), lastName: lastName.trim() }, role);
    usages.push(usage);
    return { ...usage };
  }

  /**
   * The idle seats of the packs the actor manages (an administrator every pack, a manager theirs; 403 for anybody
   * else, never product 9 nor a merged pack), the longest idle first, as the server answers them.
   */
  async function idleSeats(days: number): Promise<{ seat: IdleSeat; usages: LicenseUsage[] }[]> {
    const actor = actorOf();
    const all = actor.administrator ? await licenses.listLicenses() : await licenses.usersLicenses();
    const packsManaged = all.filter(
      (license) =>
        (actor.administrator || license.canManage) &&
        license.productId !== PRODUCT_IDS.onPrem &&
        compareUsDates(license.endDate, today) >= 0,
    );
    if (!actor.administrator && packsManaged.length === 0) throw new ApiError(403, messages.app.accessDenied);
    const seats: { seat: IdleSeat; usages: LicenseUsage[]; since: number }[] = [];
    for (const pack of packsManaged) {
      const { license, usages } = await managed(pack.encryptedId);
      for (const usage of usages) {
        if (!isIdleFor(usage, days, today)) continue;
        const since = usage.lastUsage ?? usage.assignedOn ?? today;
        seats.push({
          usages,
          since: Date.parse(since),
          seat: {
            cryptId: usage.cryptId,
            licenseCryptId: license.encryptedId,
            accountName: usage.accountName,
            firstName: usage.firstName,
            lastName: usage.lastName,
            lastUsage: usage.lastUsage,
            assignedOn: usage.assignedOn ?? today,
            productId: license.productId,
            administratorEmail: license.name,
            packEndDate: license.endDate,
          },
        });
      }
    }
    return seats.sort((a, b) => a.since - b.since);
  }

  const licenseUsages: LicenseUsagesApi = {
    ...createFakeAdminHandover(licenses, () => ({ email: null, ...actorOf() }), wait, today),
    async licenseUsages(licenseId) {
      const { license, usages } = await managed(licenseId);
      const list: LicenseUsageList = {
        // Each usage with its version as the server answers it (one never edited is at 1), and whether it is the
        // caller's own seat (when the fake knows the caller's address).
        usages: usages.map((usage) => ({
          ...usage,
          etag: usage.etag ?? '"v1"',
          isCaller: usage.accountName.toLowerCase() === actorOf().email?.toLowerCase(),
        })),
        total: license.userCount,
        canShowRoles: canShowRoles(license.productId),
        startDate: license.startDate,
        endDate: license.endDate,
        productId: license.productId,
        settings: usageSettingsOf(
          { isManager: false, ...actorOf() },
          permissionLicenseOf(license, FAKE_MANAGER_COUNTS),
        ),
      };
      return list;
    },
    assignLicenseUsage: (licenseId, assignment) => assign(licenseId, assignment),
    assignWithOrganization: (licenseId, organizationId, { updateUserOrganizationOption, roleId, ...assignment }) =>
      assign(
        licenseId,
        { ...assignment, encryptedRoleId: assignment.encryptedRoleId ?? roleId },
        { choice: updateUserOrganizationOption, organizationId },
      ),
    userWithOrganization: organizations.userWithOrganization,
    async idleLicenseUsages({ days, productId, pageNumber = 1, pageSize = 100 }) {
      await wait();
      const seats = (await idleSeats(days)).filter(({ seat }) => !productId || seat.productId === productId);
      const start = (pageNumber - 1) * pageSize;
      return { items: seats.slice(start, start + pageSize).map(({ seat }) => seat), total: seats.length, today };
    },
    async revokeIdleLicenseUsages({ days, usageIds }) {
      await wait();
      const asked = [...new Set(usageIds)];
      const idle = new Map((await idleSeats(days)).map((entry) => [entry.seat.cryptId, entry.usages]));
      const managedAll = new Set([...packs.values()].flat().map((usage) => usage.cryptId));
      const answer: RevokeIdleAnswer = { revoked: [], kept: [], missing: [] };
      for (const id of asked) {
        const usages = idle.get(id);
        if (usages) {
          usages.splice(
            usages.findIndex((usage) => usage.cryptId === id),
            1,
          );
          answer.revoked.push(id);
        } else (managedAll.has(id) ? answer.kept : answer.missing).push(id);
      }
      return answer;
    },
    async updateLicenseUsage(licenseId, usageId, change, ifMatch) {
      const { license, usages } = await managed(licenseId);
      const usage = usageOf(usages, usageId);
      usage.etag = `"v${requireUsageVersion(usage, ifMatch) + 1}"`;
      checkNames({ firstName: change.firstName, lastName: change.lastName }, {});
      if (change.encryptedRoleId !== undefined) {
        if (!canShowRoles(license.productId)) throw badRequest(messages.licenseUsers.rolesNotShown);
        const role = fakeRoles.find((candidate) => candidate.id === change.encryptedRoleId);
        if (!role) throw new ApiError(404, messages.server.notFound);
        usage.roleName = role.descr;
      }
      if (change.firstName !== undefined) usage.firstName = change.firstName.trim();
      if (change.lastName !== undefined) usage.lastName = change.lastName.trim();
      if (change.MaximumSessions !== undefined) usage.MaximumSessions = change.MaximumSessions;
      return { ...usage };
    },
    async revokeLicenseUsage(licenseId, usageId, options = {}) {
      const { usages } = await managed(licenseId);
      const usage = usageOf(usages, usageId);
      requireUsageVersion(usage, options.ifMatch);
      usages.splice(usages.indexOf(usage), 1);
    },
    async removeSessions(licenseId, usageId) {
      const { usages } = await managed(licenseId);
      usageOf(usages, usageId).sessionCount = 0;
    },
    async rolesForLicense(licenseId) {
      await managed(licenseId);
      return fakeRoles.map((role) => ({ ...role }));
    },
    async prepareLicenseForAssign(licenseId) {
      const { license, usages } = await managed(licenseId);
      return { ...organizations.withOrganization(license), usedCount: usages.length };
    },
    uploadUsagesCsv,
    async downloadSessionsCsv(licenseId) {
      return fakeSessionsCsv((await managed(licenseId)).usages);
    },
    async downloadUserRolesCsv(licenseId) {
      return fakeUserRolesCsv((await managed(licenseId)).usages);
    },
    async downloadUsersImportTemplate() {
      await wait();
      return fakeUsersImportTemplate();
    },
  };
  return {
    licenseUsages,
    organizations: {
      licenseOrganizations: organizations.licenseOrganizations,
      licenseOrganizationsForEdit: organizations.licenseOrganizationsForEdit,
      changeOrganizationName: organizations.changeOrganizationName,
      changeOrganization: organizations.changeOrganization,
      previewChangeOrganization: organizations.previewChangeOrganization,
      organizationsForLinking: organizations.organizationsForLinking,
      linkSelectedOrganization: organizations.linkSelectedOrganization,
    },
  };
}

export { createFakeLicenseUsagesApi, FAKE_LATEST_VERSION, fakeLicenseUsages, fakeRoles };
