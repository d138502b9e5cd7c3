import {
  asUsDate,
  compareLicenses,
  isRenewalBlocked,
  type License,
  licenseDatesSchema,
  licenseSortOf,
  PAGE_SIZES,
  requireUsDate,
  seatPlanMessages,
  seatsToFree,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import { staleWriteError } from '../api/versions.ts';
import type { LicenseSearchQuery, LicensesApi, LicenseWrite, MergeLicensesInput } from './api.ts';
import { blankLicense } from './blank-license.ts';
import {
  FAKE_MANAGER_BUSINESS_PACK,
  FAKE_MANAGER_STANDARD_PACK,
  FAKE_PRODUCT_IDS,
  FAKE_TODAY,
  type FakeLicense,
  type FakeLicenseActor,
  fakeLicenseState,
  fakeProductKey,
  matches,
  page,
  publicLicense,
} from './fake-licenses.ts';
import { workOutFakeMerge } from './fake-merge.ts';

/**
 * The fake's own way to hand a pack to another administrator, for the fake handover calls (license-users): the
 * pack's administrator changes and its history gains the change. Not a call of the API.
 */
/**
 * Another administrator's save of one pack, made right after a form first loads it (the fake's way of showing a
 * save refused with 412): the changed fields, who saved them and when.
 */
interface FakeEditElsewhere {
  encryptedId: string;
  changes: Partial<Pick<License, 'userCount' | 'startDate' | 'endDate' | 'name'>>;
  by: string;
  at: string;
}

/** The server's 400 of a renewal below the pack's users (spec §8's 'License Renew'), as the fake answers it. */
function renewConflictError(currentUserCount: number, renewUserCount: number): ApiError {
  const message = messages.licenseActions.renewTooManyUsers(currentUserCount, renewUserCount);
  const body = { statusCode: 400, error: 'Bad Request', message, renewUserCount, currentUserCount };
  return new ApiError(400, message, { body });
}

/** The server's 409 of a seat-shrink plan the pack's users no longer fit, naming the counts, as the fake answers it. */
function seatPlanConflictError(currentUserCount: number, userCount: number, chosen: number): ApiError {
  const message = seatPlanMessages.noLongerFits(currentUserCount, userCount, chosen);
  const counts = { currentUserCount, userCount, seatsToFree: seatsToFree(currentUserCount, userCount) };
  return new ApiError(409, message, { body: { statusCode: 409, error: 'Conflict', message, ...counts } });
}

/**
 * The seats the fake license users hold in a pack (license-usages/fake.ts hands them over): what an update or renewal
 * with a seat-shrink plan counts and revokes, as the server does in one change.
 */
interface FakeSeats {
  /** The usage ids of the pack's users, as its users page lists them. */
  usageIds(encryptedId: string): string[];
  /** Revokes those users of the pack. */
  revoke(encryptedId: string, usageIds: readonly string[]): void;
}

interface FakeLicenseAdministration {
  /** A pack as an administrator reads it, whoever is signed in (a handover link shows its pack to its holder). */
  fakePack(encryptedId: string): License;
  changeFakeAdministrator(encryptedId: string, email: string): void;
  /** A pack as the signed-in actor reads it; 404 for one they may not read. */
  readableFakePack(encryptedId: string): License;
  /** Sets a pack's AI token limit, which ai-tokens/fake.ts has checked; resolves with the pack as the actor reads it. */
  changeFakeTokenLimit(encryptedId: string, limitTokens: number): License;
  /** The packs' users, for the seat-shrink plans of updates and renewals. */
  attachFakeSeats(seats: FakeSeats): void;
}

/**
 * The fake license calls over an in-memory set of about forty packs: search, filters and paging as the server
 * answers them, create, update, delete, renew (400 with renewUserCount and currentUserCount when the assigned users
 * exceed the new count) and merge (seats and users add up; the merged packs end). Each pack has a version that its
 * saves bump; a save whose If-Match names an older one is refused with the server's 412.
 */
function createFakeLicensesApi(
  actorOf: () => FakeLicenseActor,
  wait: () => Promise<void>,
  todayInput: string | Date = FAKE_TODAY,
  editElsewhere?: FakeEditElsewhere,
): LicensesApi & FakeLicenseAdministration {
  const today = asUsDate(todayInput);
  const state = fakeLicenseState(today);
  const versions = new Map<string, { version: number; changedBy: string | null; changedAt: string | null }>();
  const versionOf = (encryptedId: string) =>
    versions.get(encryptedId) ?? { version: 1, changedBy: null, changedAt: null };
  const etagOf = (encryptedId: string) => `"v${versionOf(encryptedId).version}"`;
  const bump = (encryptedId: string, changedBy: string | null, changedAt: string | null) => {
    versions.set(encryptedId, { version: versionOf(encryptedId).version + 1, changedBy, changedAt });
  };
  let pendingElsewhere = editElsewhere;
  /** A save based on another version than the pack's: the server's 412, with the pack as it is now. */
  const requireVersion = (license: FakeLicense, ifMatch: string | null | undefined) => {
    if (!ifMatch || ifMatch === '*' || ifMatch === etagOf(license.encryptedId)) return;
    const { version, changedBy, changedAt } = versionOf(license.encryptedId);
    throw staleWriteError(publicLicense(license, actorOf(), today), version, changedBy, changedAt);
  };

  const visible = (actor: FakeLicenseActor) =>
    state.licenses.filter((license) => {
      if (license.mergedInto) return false;
      if (actor.administrator) return true;
      const email = actor.email?.toLowerCase();
      return !!email && (license.name.toLowerCase() === email || license.usageEmails.includes(email));
    });
  // In the order asked for, as the server orders them (compareLicenses), ties by when the pack was made.
  const madeBefore = (a: License, b: License) =>
    state.licenses.indexOf(a as FakeLicense) - state.licenses.indexOf(b as FakeLicense);
  const search = (query: LicenseSearchQuery = {}) => {
    const actor = actorOf();
    const sort = licenseSortOf(query);
    // Spec §6 row 2, as the server holds it.
    if (sort.column === 'email' && !actor.administrator) {
      throw new ApiError(403, messages.licenseGrid.sortByEmailDenied);
    }
    return visible(actor)
      .filter((license) => matches(license, query, today))
      .sort(compareLicenses(sort, madeBefore))
      .map((license) => publicLicense(license, actor, today));
  };
  const find = (encryptedId: string) => {
    const license = visible(actorOf()).find((candidate) => candidate.encryptedId === encryptedId);
    if (!license) throw new ApiError(404, messages.server.notFound);
    return license;
  };
  const anyPack = (encryptedId: string) => {
    const license = state.licenses.find((candidate) => candidate.encryptedId === encryptedId);
    if (!license) throw new ApiError(404, messages.server.notFound);
    return license;
  };
  const requireAdministrator = () => {
    if (!actorOf().administrator) throw new ApiError(403, messages.app.accessDenied);
  };
  const productOf = (encryptedProductId: string) => {
    const productId = FAKE_PRODUCT_IDS.find((id) => fakeProductKey(id) === encryptedProductId);
    if (productId === undefined) throw new ApiError(404, messages.server.notFound);
    return productId;
  };
  /** A merge of the fake's packs worked out, nothing changed yet: each pack with what it would become. */
  const workOutMerge = async (mainId: string, { mergedIds, encryptedProductId }: MergeLicensesInput) => {
    await wait();
    requireAdministrator();
    const main = find(mainId);
    const merged = [...new Set(mergedIds)].filter((id) => id !== mainId).map(find);
    if (productOf(encryptedProductId) !== main.productId) throw new ApiError(400, messages.merge.otherProduct);
    const worked = workOutFakeMerge(main, merged, today);
    return {
      main: { license: main, after: worked.main },
      merged: merged.map((license, index) => ({ license, after: worked.merged[index] ?? license })),
      duplicates: worked.duplicates,
    };
  };

  /** The pack's fields a create or update writes. */
  const written = (input: LicenseWrite) => ({
    name: input.name.trim(),
    productId: productOf(input.encryptedProductId),
    encryptedProductId: input.encryptedProductId,
    userCount: input.userCount,
    startDate: input.startDate,
    endDate: input.endDate,
    sharePointIntegration: input.sharepointIntegration,
    advancedTemplate: input.advancedTemplate,
  });
  let created = 0;

  let seats: FakeSeats | undefined;
  /** The pack's users: those the fake license users hold (the ones its page lists), else its used count. */
  const assignedTo = (license: FakeLicense) => seats?.usageIds(license.encryptedId).length ?? license.usedCount;
  /**
   * A seat-shrink plan, as the server carries it out: every id a seat of the pack (else 400), exactly as many as the
   * users exceed the new count (else 409 with the counts); then they are revoked and the pack counts what is left.
   */
  const carryOutSeatPlan = (license: FakeLicense, userCount: number, revokeUsageIds: readonly string[] | undefined) => {
    if (revokeUsageIds === undefined) return;
    const held = seats?.usageIds(license.encryptedId) ?? [];
    const ids = [...new Set(revokeUsageIds)];
    if (ids.some((id) => !held.includes(id))) {
      const message = seatPlanMessages.notInPack;
      const fields = { revokeUsageIds: message };
      throw new ApiError(400, message, { body: { statusCode: 400, error: 'Bad Request', message, fields }, fields });
    }
    if (ids.length !== seatsToFree(held.length, userCount)) {
      throw seatPlanConflictError(held.length, userCount, ids.length);
    }
    if (ids.length > 0) seats?.revoke(license.encryptedId, ids);
    license.usedCount = held.length - ids.length;
  };

  return {
    async listLicenses(query) {
      await wait();
      const rows = search(query);
      return page(rows, query?.pageSize, query?.pageNumber);
    },
    async searchLicensePaged(query) {
      await wait();
      return page(search(query), query.pageSize ?? PAGE_SIZES.licenseGrid, query.pageNumber);
    },
    async searchLicensePagedCount(query) {
      await wait();
      return search(query).length;
    },
    async usersLicensePaged({ emailPart, pageNumber, pageSize }) {
      await wait();
      const actor = { ...actorOf(), administrator: false };
      const rows = visible(actor)
        .filter((license) => matches(license, { emailPart }, today))
        .map((license) => publicLicense(license, actor, today));
      return page(rows, pageSize ?? PAGE_SIZES.licenseGrid, pageNumber);
    },
    async totalUsersLicenses(emailPart) {
      await wait();
      const actor = { ...actorOf(), administrator: false };
      return visible(actor).filter((license) => matches(license, { emailPart }, today)).length;
    },
    async usersLicenses() {
      await wait();
      const actor = { ...actorOf(), administrator: false };
      return visible(actor).map((license) => publicLicense(license, actor, today));
    },
    async licenseByEncryptedId(encryptedId) {
      await wait();
      return publicLicense(find(encryptedId), actorOf(), today);
    },
    async licenseForEdit(encryptedId) {
      await wait();
      const license = find(encryptedId);
      const loaded = { value: publicLicense(license, actorOf(), today), etag: etagOf(encryptedId) };
      if (pendingElsewhere?.encryptedId === encryptedId) {
        Object.assign(license, pendingElsewhere.changes);
        bump(encryptedId, pendingElsewhere.by, pendingElsewhere.at);
        pendingElsewhere = undefined;
      }
      return loaded;
    },
    async createLicense(input) {
      await wait();
      requireAdministrator();
      created += 1;
      const license: FakeLicense = {
        ...blankLicense(),
        encryptedId: `fake-license-new-${created}`,
        ...written(input),
        usageEmails: [],
        mergedInto: null,
      };
      state.licenses.unshift(license);
      return {
        license: publicLicense(license, actorOf(), today),
        location: `/api/Licenses/encrypted/${license.encryptedId}`,
      };
    },
    async updateLicense(encryptedId, input, ifMatch) {
      await wait();
      requireAdministrator();
      const license = find(encryptedId);
      requireVersion(license, ifMatch);
      const values = written(input);
      carryOutSeatPlan(license, input.userCount, input.revokeUsageIds);
      const assigned = assignedTo(license);
      if (assigned > input.userCount) {
        const message = messages.licenseActions.seatsBelowAssigned(assigned, input.userCount);
        throw new ApiError(400, message, { fields: { userCount: message } });
      }
      Object.assign(license, values);
      bump(encryptedId, actorOf().email, null);
      return publicLicense(license, actorOf(), today);
    },
    async deleteLicense(encryptedId, ifMatch) {
      await wait();
      requireAdministrator();
      const license = find(encryptedId);
      requireVersion(license, ifMatch);
      state.licenses = state.licenses.filter((candidate) => candidate !== license);
      return { ok: true };
    },
    async licenseTerms(encryptedId) {
      await wait();
      const actor = actorOf();
      const license = find(encryptedId);
      if (!actor.administrator && !publicLicense(license, actor, today).canManage) {
        throw new ApiError(403, messages.app.accessDenied);
      }
      return [...(license.earlierTerms ?? [])];
    },
    async renewLicense(encryptedId, input, ifMatch) {
      await wait();
      requireAdministrator();
      const license = find(encryptedId);
      requireVersion(license, ifMatch);
      carryOutSeatPlan(license, input.userCount, input.revokeUsageIds);
      const assigned = assignedTo(license);
      if (isRenewalBlocked(assigned, input.userCount)) throw renewConflictError(assigned, input.userCount);
      const replaced = { startDate: license.startDate, endDate: license.endDate, userCount: license.userCount };
      const renewed = { renewedAt: new Date().toISOString(), renewedBy: actorOf().email };
      license.earlierTerms = [{ ...replaced, ...renewed }, ...(license.earlierTerms ?? [])];
      Object.assign(license, { startDate: input.startDate, endDate: input.endDate, userCount: input.userCount });
      bump(encryptedId, actorOf().email, null);
      return publicLicense(license, actorOf(), today);
    },
    async updateLicenseDates({ encryptedId, startDate, endDate }, ifMatch) {
      await wait();
      requireAdministrator();
      const license = find(encryptedId);
      requireVersion(license, ifMatch);
      const checked = licenseDatesSchema.safeParse({ startDate, endDate });
      if (!checked.success) {
        const fields = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        throw new ApiError(400, checked.error.issues[0]?.message ?? '', { fields });
      }
      Object.assign(license, checked.data);
      bump(encryptedId, actorOf().email, null);
      return publicLicense(license, actorOf(), today);
    },
    async mergeLicenses(mainId, input) {
      const worked = await workOutMerge(mainId, input);
      Object.assign(worked.main.license, worked.main.after);
      for (const { license, after } of worked.merged) Object.assign(license, after, { mergedInto: mainId });
      return publicLicense(worked.main.license, actorOf(), today);
    },
    async previewMergeLicenses(mainId, input) {
      const worked = await workOutMerge(mainId, input);
      return {
        license: publicLicense(worked.main.after, actorOf(), today),
        merged: worked.merged.map(({ after }) => publicLicense(after, actorOf(), today)),
        duplicates: worked.duplicates,
      };
    },
    fakePack(encryptedId) {
      return publicLicense(anyPack(encryptedId), { administrator: true, email: null }, today);
    },
    readableFakePack(encryptedId) {
      return publicLicense(find(encryptedId), actorOf(), today);
    },
    changeFakeTokenLimit(encryptedId, limitTokens) {
      const license = find(encryptedId);
      license.aiGatewayLimitTokens = limitTokens;
      return publicLicense(license, actorOf(), today);
    },
    attachFakeSeats(fakeSeats) {
      seats = fakeSeats;
    },
    changeFakeAdministrator(encryptedId, email) {
      const license = anyPack(encryptedId);
      // Noon (UTC) of the fake's today: a story shows the same time whenever it runs.
      const { year, month, day } = requireUsDate(today);
      const changedAt = new Date(Date.UTC(year, month - 1, day, 12)).toISOString();
      license.name = email;
      license.licenseAdministratorHistory = [
        ...license.licenseAdministratorHistory,
        { dateTimeChanged: changedAt, email },
      ];
    },
  };
}

export {
  createFakeLicensesApi,
  FAKE_MANAGER_BUSINESS_PACK,
  FAKE_MANAGER_STANDARD_PACK,
  FAKE_TODAY,
  type FakeEditElsewhere,
  type FakeLicenseAdministration,
  type FakeSeats,
  fakeProductKey,
  renewConflictError,
  seatPlanConflictError,
};
