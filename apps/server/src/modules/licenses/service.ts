import {
  can,
  changeAdminSchema,
  changeLicenseAdminNeedsAcceptance,
  isRenewalBlocked,
  type License,
  licenseCreateSchema,
  licenseFormSchema,
  messages,
  PAGE_SIZES,
  type PermissionActor,
  permissionLicenseOf,
  productFeatureDefaults,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { UserService } from '../users/service.ts';
import {
  absorbSeats,
  addAdministratorHistory,
  assignedUsers,
  countLicenses,
  databaseToday,
  deleteLicense,
  endMergedLicenses,
  findLicense,
  insertLicense,
  type LicenseFilter,
  type LicenseReader,
  type LicenseRow,
  type LicenseScope,
  type LicenseValues,
  licenseById,
  licenseSnapshots,
  lockLicense,
  lockLicenses,
  managedLicenseCount,
  moveUsages,
  NO_FILTER,
  type PageRequest,
  productExists,
  productIdByPublicId,
  requestAdministratorChange,
  searchLicenses,
  setAdministrator,
  updateLicense,
  updatePeriod,
} from './repository.ts';

/** The signed-in person acting on licenses (the session's user). */
export interface LicenseActor extends PermissionActor {
  id: number;
  email: string;
}

/** The grid's query as the contract parses it. */
export interface LicenseSearchQuery {
  emailPart?: string | undefined;
  type?: LicenseFilter['type'] | undefined;
  status?: LicenseFilter['status'] | undefined;
  productId?: number | undefined;
  pageSize?: number | undefined;
  pageNumber?: number | undefined;
}

/** A pack as the administrator's license form (create, update) describes it. */
export interface LicenseInput {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  encryptedProductId: string;
  startDate: string;
  endDate: string;
  userCount: number;
  sharePointIntegration: boolean;
  advancedTemplate: boolean;
}

/** The older create form: Manager (the administrator's e-mail), Name, ProductId, StartDate, EndDate, UserCount. */
export interface LegacyLicenseInput {
  Manager: string;
  Name: string;
  ProductId: number;
  StartDate: string;
  EndDate: string;
  UserCount: number;
}

export interface PeriodInput {
  startDate: string;
  endDate: string;
}

// Form field → request field, so a 400 names the field the caller sent.
const FORM_FIELDS = {
  email: 'name',
  firstName: 'names.firstName',
  lastName: 'names.lastName',
  productId: 'encryptedProductId',
  startDate: 'startDate',
  endDate: 'endDate',
  userCount: 'userCount',
} as const;
const LEGACY_FIELDS = {
  manager: 'Manager',
  name: 'Name',
  productId: 'ProductId',
  startDate: 'StartDate',
  endDate: 'EndDate',
  userCount: 'UserCount',
} as const;
const CHANGE_ADMIN_FIELDS = { newAdminEmail: 'newAdminEmail' } as const;
const PERIOD_FIELDS = { startDate: 'startDate', endDate: 'endDate' } as const;
const RENEW_FIELDS = { ...PERIOD_FIELDS, userCount: 'userCount' } as const;

function notFound(): never {
  throw new HttpError(404, messages.server.notFound);
}

function readerOf(actor: LicenseActor): LicenseReader {
  return { userId: actor.id, withHistory: can(actor, 'seeLicenseAdminHistory') };
}

function ownScope(actor: LicenseActor): LicenseScope {
  return { kind: 'own', userId: actor.id, email: actor.email };
}

/** Administrators search every pack; everyone else only their own (spec §6). */
function searchScope(actor: LicenseActor): LicenseScope {
  return can(actor, 'searchAllLicenses') ? { kind: 'all' } : ownScope(actor);
}

function filterOf(query: LicenseSearchQuery): LicenseFilter {
  return {
    emailPart: query.emailPart?.trim() ?? '',
    type: query.type ?? '',
    status: query.status ?? '',
    productId: query.productId ?? 0,
  };
}

function pageOf(query: LicenseSearchQuery): PageRequest {
  return { size: query.pageSize ?? PAGE_SIZES.licenseGrid, number: query.pageNumber ?? 1 };
}

/** The AI gateway details are shown only to those who may open AI Features (spec §6 row 10). */
function redact(actor: LicenseActor, license: License): License {
  if (can(actor, 'viewAiFeatures', permissionLicenseOf(license))) return license;
  return {
    ...license,
    aiGatewayTokenId: null,
    aiGatewayInputTokens: null,
    aiGatewayOutputTokens: null,
    aiGatewayLimitTokens: null,
  };
}

/** Product 2's checkboxes are locked off and product 7 has none (spec §4): the server keeps them off too. */
function features(productId: number, requested: { sharePointIntegration: boolean; advancedTemplate: boolean }) {
  const defaults = productFeatureDefaults(productId);
  return defaults.disabled || defaults.hidden ? { sharePointIntegration: false, advancedTemplate: false } : requested;
}

export function createLicenseService(
  db: Database,
  options: { users: UserService; messenger?: Messenger | undefined; publicUrl?: string | undefined },
) {
  const licenseAnswer = async (tx: Queryable, actor: LicenseActor, id: number) =>
    redact(actor, await licenseById(tx, readerOf(actor), id));

  async function snapshot(tx: Queryable, id: number) {
    const [row] = await licenseSnapshots(tx, [id]);
    return row;
  }

  async function administratorAccount(tx: Queryable, email: string, names: { firstName?: string; lastName?: string }) {
    return options.users.ensureAccount(tx, {
      email,
      firstName: names.firstName ?? '',
      lastName: names.lastName ?? '',
    });
  }

  async function insert(
    actor: LicenseActor,
    values: LicenseValues & { email: string; firstName?: string; lastName?: string; accountName?: string },
  ) {
    return db.transaction(async (tx) => {
      const administrator = await administratorAccount(tx, values.email, values);
      const publicId = newPublicId();
      const id = await insertLicense(tx, {
        ...values,
        ...features(values.productId, values),
        publicId,
        managerId: administrator.id,
        organizationId: administrator.organizationId,
        administratorEmail: values.email,
        accountName: values.accountName || values.email,
        trial: false,
      });
      await addAdministratorHistory(tx, id, values.email);
      await audit(tx, {
        actorId: actor.id,
        action: 'license.create',
        entity: 'license',
        entityId: publicId,
        after: await snapshot(tx, id),
      });
      return licenseAnswer(tx, actor, id);
    });
  }

  /** Locks a pack, applies a change, and audits the pack as it was and as it is. */
  async function change(
    actor: LicenseActor,
    publicId: string,
    action: string,
    apply: (tx: Queryable, row: LicenseRow) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const row = (await lockLicense(tx, publicId)) ?? notFound();
      const before = await snapshot(tx, row.id);
      await apply(tx, row);
      await audit(tx, {
        actorId: actor.id,
        action,
        entity: 'license',
        entityId: publicId,
        before,
        after: await snapshot(tx, row.id),
      });
      return licenseAnswer(tx, actor, row.id);
    });
  }

  async function requireSeatsForUsers(tx: Queryable, licenseId: number, userCount: number) {
    const assigned = await assignedUsers(tx, licenseId);
    if (assigned > userCount) {
      throw new HttpError(400, messages.licenseActions.seatsBelowAssigned(assigned, userCount), {
        fields: { userCount: messages.licenseActions.seatsBelowAssigned(assigned, userCount) },
      });
    }
  }

  /** One pack the actor may read; any other id (foreign, tampered, unknown) answers the same 404. */
  async function get(actor: LicenseActor, publicId: string): Promise<License> {
    const scope = can(actor, 'searchAllLicenses') ? ({ kind: 'all' } as const) : ownScope(actor);
    const license = (await findLicense(db, readerOf(actor), scope, publicId)) ?? notFound();
    return redact(actor, license);
  }

  return {
    get,

    /**
     * GET api/Licenses: administrators read every pack (their blank search, spec §6), everyone else their own;
     * filtered like the grid, and paged only when a page size is given.
     */
    async list(actor: LicenseActor, query: LicenseSearchQuery): Promise<License[]> {
      const page = query.pageSize === undefined ? undefined : pageOf(query);
      const rows = await searchLicenses(db, readerOf(actor), searchScope(actor), filterOf(query), page);
      return rows.map((license) => redact(actor, license));
    },

    /** SearchLicensePaged: one page, in the same order and scope as its count. */
    async searchPage(actor: LicenseActor, query: LicenseSearchQuery): Promise<License[]> {
      const rows = await searchLicenses(db, readerOf(actor), searchScope(actor), filterOf(query), pageOf(query));
      return rows.map((license) => redact(actor, license));
    },

    async searchCount(actor: LicenseActor, query: LicenseSearchQuery): Promise<number> {
      return countLicenses(db, searchScope(actor), filterOf(query));
    },

    /** The signed-in user's own packs (managed, or holding a usage), whatever their role. */
    async ownPage(actor: LicenseActor, query: { emailPart?: string | undefined } & Partial<PageRequest>) {
      const filter = { ...NO_FILTER, emailPart: query.emailPart?.trim() ?? '' };
      const page = { size: query.size ?? PAGE_SIZES.licenseGrid, number: query.number ?? 1 };
      const rows = await searchLicenses(db, readerOf(actor), ownScope(actor), filter, page);
      return rows.map((license) => redact(actor, license));
    },

    async ownCount(actor: LicenseActor, emailPart: string | undefined): Promise<number> {
      return countLicenses(db, ownScope(actor), { ...NO_FILTER, emailPart: emailPart?.trim() ?? '' });
    },

    async ownAll(actor: LicenseActor): Promise<License[]> {
      const rows = await searchLicenses(db, readerOf(actor), ownScope(actor), NO_FILTER);
      return rows.map((license) => redact(actor, license));
    },

    async create(actor: LicenseActor, input: LicenseInput): Promise<License> {
      authorize(actor, 'createLicense');
      validate(licenseFormSchema, { ...input, productId: 0 }, FORM_FIELDS);
      const productId = (await productIdByPublicId(db, input.encryptedProductId)) ?? notFound();
      return insert(actor, { ...input, email: input.email.trim(), productId });
    },

    async createLegacy(actor: LicenseActor, input: LegacyLicenseInput): Promise<License> {
      authorize(actor, 'createLicense');
      const today = await databaseToday(db);
      validate(
        licenseCreateSchema(today),
        {
          manager: input.Manager,
          name: input.Name,
          productId: input.ProductId,
          startDate: input.StartDate,
          endDate: input.EndDate,
          userCount: String(input.UserCount),
        },
        LEGACY_FIELDS,
      );
      if (!(await productExists(db, input.ProductId))) notFound();
      return insert(actor, {
        email: input.Manager.trim(),
        accountName: input.Name.trim(),
        productId: input.ProductId,
        userCount: input.UserCount,
        startDate: input.StartDate,
        endDate: input.EndDate,
        // The older form has no feature checkboxes: the product's defaults apply (spec §4).
        sharePointIntegration: productFeatureDefaults(input.ProductId).sharePointIntegration,
        advancedTemplate: productFeatureDefaults(input.ProductId).advancedTemplate,
      });
    },

    async update(actor: LicenseActor, publicId: string, input: LicenseInput): Promise<License> {
      authorize(actor, 'updateLicense');
      validate(licenseFormSchema, { ...input, productId: 0 }, FORM_FIELDS);
      const productId = (await productIdByPublicId(db, input.encryptedProductId)) ?? notFound();
      const email = input.email.trim();
      return change(actor, publicId, 'license.update', async (tx, row) => {
        await requireSeatsForUsers(tx, row.id, input.userCount);
        let managerId = row.managerId;
        if (email.toLowerCase() !== row.managerEmail.toLowerCase()) {
          managerId = (await administratorAccount(tx, email, input)).id;
          await addAdministratorHistory(tx, row.id, email);
        }
        await updateLicense(tx, row.id, { ...input, ...features(productId, input), productId, managerId });
      });
    },

    async remove(actor: LicenseActor, publicId: string): Promise<void> {
      authorize(actor, 'deleteLicense');
      await db.transaction(async (tx) => {
        const row = (await lockLicense(tx, publicId)) ?? notFound();
        const before = await snapshot(tx, row.id);
        await deleteLicense(tx, row.id);
        await audit(tx, { actorId: actor.id, action: 'license.delete', entity: 'license', entityId: publicId, before });
      });
    },

    /** Spec §4: a renewal may not leave more assigned users than seats; the 400 names both counts. */
    async renew(actor: LicenseActor, publicId: string, input: PeriodInput & { userCount: number }): Promise<License> {
      authorize(actor, 'renewLicense');
      return change(actor, publicId, 'license.renew', async (tx, row) => {
        validate(
          licenseFormSchema,
          {
            ...input,
            email: row.managerEmail,
            productId: row.productId,
            sharePointIntegration: false,
            advancedTemplate: false,
          },
          RENEW_FIELDS,
        );
        const currentUserCount = await assignedUsers(tx, row.id);
        if (isRenewalBlocked(currentUserCount, input.userCount)) {
          throw new HttpError(400, messages.licenseActions.renewTooManyUsers(currentUserCount, input.userCount), {
            renewUserCount: input.userCount,
            currentUserCount,
          });
        }
        await updatePeriod(tx, row.id, input);
      });
    },

    async changeDates(actor: LicenseActor, publicId: string, input: PeriodInput): Promise<License> {
      authorize(actor, 'editLicenseEndDate');
      return change(actor, publicId, 'license.dates', async (tx, row) => {
        validate(
          licenseFormSchema,
          { ...input, email: row.managerEmail, productId: row.productId, userCount: row.userCount },
          PERIOD_FIELDS,
        );
        await updatePeriod(tx, row.id, input);
      });
    },

    /**
     * Merges packs into a main pack in one transaction (spec §2.6, §4): seats add up, users move (an account in
     * several packs keeps one seat), and the merged packs end and name the main pack. The packs are locked in id
     * order, so a concurrent merge over any of them waits, then finds them merged and is refused (409).
     */
    async merge(
      actor: LicenseActor,
      mainPublicId: string,
      input: { mergedPublicIds: readonly string[]; encryptedProductId: string },
    ): Promise<License> {
      authorize(actor, 'mergeLicenses');
      const mergedPublicIds = [...new Set(input.mergedPublicIds)].filter((id) => id !== mainPublicId);
      if (mergedPublicIds.length === 0) {
        throw new HttpError(400, messages.merge.nothingToMerge, {
          fields: { EncryptedUsageIds: messages.merge.nothingToMerge },
        });
      }
      const productId = (await productIdByPublicId(db, input.encryptedProductId)) ?? notFound();
      return db.transaction(async (tx) => {
        const rows = await lockLicenses(tx, [mainPublicId, ...mergedPublicIds]);
        const main = rows.find((row) => row.publicId === mainPublicId);
        if (!main || rows.length !== mergedPublicIds.length + 1) notFound();
        if (rows.some((row) => row.mergedInto !== null)) throw new HttpError(409, messages.merge.alreadyMerged);
        if (main.productId !== productId) {
          throw new HttpError(400, messages.merge.otherProduct, {
            fields: { EncryptedProductId: messages.merge.otherProduct },
          });
        }
        const mergedIds = rows.filter((row) => row !== main).map((row) => row.id);
        const before = await licenseSnapshots(tx, [main.id, ...mergedIds]);
        const removedDuplicates = await moveUsages(tx, main.id, mergedIds);
        await absorbSeats(tx, main.id, mergedIds);
        await endMergedLicenses(tx, main.id, mergedIds);
        const after = await licenseSnapshots(tx, [main.id, ...mergedIds]);
        // One entry under each pack, so every pack's own history shows the merge.
        for (const row of rows) {
          await audit(tx, {
            actorId: actor.id,
            action: 'license.merge',
            entity: 'license',
            entityId: row.publicId,
            before: { main: mainPublicId, licenses: before },
            after: {
              main: mainPublicId,
              licenses: after,
              removedDuplicates: removedDuplicates.map(({ encryptedId, accountName }) => ({
                encryptedId,
                accountName,
              })),
            },
          });
        }
        return licenseAnswer(tx, actor, main.id);
      });
    },

    /**
     * Spec §4/§6 row 5: an administrator hands a pack to another administrator e-mail at once; the pack's
     * manager may ask to when they manage more than one pack, and the change waits for the new administrator.
     */
    async switchAdmin(
      actor: LicenseActor,
      publicId: string,
      newAdminEmail: string,
    ): Promise<{ ok: true; awaitingAcceptance: boolean }> {
      await get(actor, publicId);
      const awaitingAcceptance = changeLicenseAdminNeedsAcceptance(actor);
      const email = newAdminEmail.trim();
      await db.transaction(async (tx) => {
        const row = (await lockLicense(tx, publicId)) ?? notFound();
        const canManage = row.managerId === actor.id;
        const packCount = canManage ? await managedLicenseCount(tx, actor.id) : 0;
        if (!can(actor, 'changeLicenseAdmin', { canManage, productId: row.productId, packCount })) {
          throw new HttpError(403, messages.app.accessDenied);
        }
        validate(changeAdminSchema(row.managerEmail), { newAdminEmail }, CHANGE_ADMIN_FIELDS);
        const before = await snapshot(tx, row.id);
        if (awaitingAcceptance) {
          await requestAdministratorChange(tx, { licenseId: row.id, requestedBy: actor.id, newAdminEmail: email });
        } else {
          const administrator = await administratorAccount(tx, email, {});
          await setAdministrator(tx, row.id, administrator.id);
          await addAdministratorHistory(tx, row.id, email);
        }
        await audit(tx, {
          actorId: actor.id,
          action: awaitingAcceptance ? 'license.admin-change-requested' : 'license.admin-changed',
          entity: 'license',
          entityId: publicId,
          before,
          after: awaitingAcceptance ? { ...before, requestedAdministratorEmail: email } : await snapshot(tx, row.id),
        });
      });
      // After the commit: the outbox write must not join (or wait on) the change's transaction.
      if (awaitingAcceptance && options.messenger) {
        await options.messenger.send({
          channel: 'email',
          to: email,
          subject: messages.mail.adminRequest.subject,
          text: messages.mail.adminRequest.text(actor.email, options.publicUrl ?? ''),
        });
      }
      return { ok: true, awaitingAcceptance };
    },

    /** The encrypted id of a readable pack's administrator. */
    async managerId(actor: LicenseActor, publicId: string): Promise<string> {
      const license = await get(actor, publicId);
      return license.encryptedManagerId ?? notFound();
    },
  };
}

export type LicenseService = ReturnType<typeof createLicenseService>;
