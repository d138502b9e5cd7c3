import {
  isRenewalBlocked,
  type License,
  licenseCreateSchema,
  licenseFormSchema,
  messages,
  productFeatureDefaults,
} from '@license-console/domain';
import { z } from 'zod/mini';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { claimVersion, type Precondition, preconditionFailed, type Versioned } from '../../lib/row-versions.ts';
import type { ProductService } from '../products/service.ts';
import type { UserService } from '../users/service.ts';
import { changedLicense, type LicenseActor, notFound, versionedLicense } from './access.ts';
import { endPendingHandover } from './admin-handover.ts';
import { createLicenseRepository, type LicenseRepository, type LicenseRow, type LicenseValues } from './repository.ts';
import { carryOutSeatPlan, planIds, type SeatPlan, type SeatRelease } from './seat-plan.ts';

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

/** The users who give a seat up so that the pack may have fewer seats than users (the seat-shrink plan). */
export interface SeatPlanInput {
  revokeUsageIds?: readonly string[] | undefined;
}

/** The older create form: Manager (the administrator's e-mail), Name, ProductId, StartDate, EndDate, UserCount. */
export interface LegacyLicenseInput {
  Manager?: string;
  Name: string;
  ProductId: number;
  StartDate?: string;
  EndDate?: string;
  /** A number, or the digits typed (spec §5: digits only, from 1, no leading zero). */
  UserCount?: number | string;
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
const PERIOD_FIELDS = { startDate: 'startDate', endDate: 'endDate' } as const;
const RENEW_FIELDS = { ...PERIOD_FIELDS, userCount: 'userCount' } as const;

/**
 * Locks a pack for a change (404 when there is none) and claims its next version; a change based on a version the
 * pack no longer has (If-Match) is refused with 412 and the pack as it is.
 */
async function lockAtVersion(
  tx: Queryable,
  licenses: LicenseRepository,
  actor: LicenseActor,
  publicId: string,
  precondition: Precondition | undefined,
): Promise<LicenseRow> {
  const row = (await licenses.lock(publicId)) ?? notFound();
  if (!(await claimVersion(tx, 'licenses', row.id, precondition))) {
    throw await preconditionFailed(tx, await versionedLicense(licenses, actor, row.id), {
      entity: 'license',
      entityId: publicId,
    });
  }
  return row;
}

/** Product 2's checkboxes are locked off and product 7 has none (spec §4): the server keeps them off too. */
function features(productId: number, requested: { sharePointIntegration: boolean; advancedTemplate: boolean }) {
  const defaults = productFeatureDefaults(productId);
  return defaults.disabled || defaults.hidden ? { sharePointIntegration: false, advancedTemplate: false } : requested;
}

export interface LicenseWritesDeps {
  db: Database;
  users: UserService;
  products: ProductService;
  seats: SeatRelease;
}

/** An administrator's changes to one pack: create (both forms), update, delete, renew, change its dates. */
export function createLicenseWrites(deps: LicenseWritesDeps) {
  const { db } = deps;

  async function insert(
    actor: LicenseActor,
    values: LicenseValues & { email: string; firstName?: string; lastName?: string; accountName?: string },
  ) {
    return db.transaction(async (tx) => {
      const licenses = createLicenseRepository(tx);
      const administrator = await deps.users.ensureAccount(tx, {
        email: values.email,
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
      });
      const publicId = newPublicId();
      const id = await licenses.insert({
        ...values,
        ...features(values.productId, values),
        publicId,
        managerId: administrator.id,
        organizationId: administrator.organizationId,
        administratorEmail: values.email,
        accountName: values.accountName || values.email,
        trial: false,
      });
      await licenses.addAdministratorHistory(id, values.email);
      await audit(tx, {
        actorId: actor.id,
        action: 'license.create',
        entity: 'license',
        entityId: publicId,
        after: await licenses.snapshot(id),
      });
      return changedLicense(licenses, actor, id);
    });
  }

  /**
   * Locks a pack, applies a change, and audits the pack as it was and as it is. A change based on a version the pack
   * no longer has (If-Match) is refused with 412 before anything is checked or written. With a seat-shrink plan's
   * ids, the pack's usages they name are locked first (as a revoke locks them, before the pack) and handed to `apply`.
   */
  async function change(
    actor: LicenseActor,
    publicId: string,
    action: string,
    precondition: Precondition | undefined,
    apply: (licenses: LicenseRepository, row: LicenseRow, tx: Queryable, plan: SeatPlan | null) => Promise<void>,
    revokeUsageIds?: readonly string[],
  ): Promise<Versioned<License>> {
    const ids = planIds(revokeUsageIds);
    return db.transaction(async (tx) => {
      const plan = ids === undefined ? null : { ids, held: await deps.seats.hold(tx, publicId, ids) };
      const licenses = createLicenseRepository(tx);
      const row = await lockAtVersion(tx, licenses, actor, publicId, precondition);
      const before = await licenses.snapshot(row.id);
      await apply(licenses, row, tx, plan);
      await audit(tx, {
        actorId: actor.id,
        action,
        entity: 'license',
        entityId: publicId,
        before,
        after: await licenses.snapshot(row.id),
      });
      return versionedLicense(licenses, actor, row.id);
    });
  }

  async function requireSeatsForUsers(licenses: LicenseRepository, licenseId: number, userCount: number) {
    const assigned = await licenses.assignedUsers(licenseId);
    if (assigned > userCount) {
      throw new HttpError(400, messages.licenseActions.seatsBelowAssigned(assigned, userCount), {
        fields: { userCount: messages.licenseActions.seatsBelowAssigned(assigned, userCount) },
      });
    }
  }

  return {
    async createLicense(actor: LicenseActor, input: LicenseInput): Promise<License> {
      authorize(actor, 'createLicense');
      validate(licenseFormSchema, { ...input, productId: 0 }, FORM_FIELDS);
      const productId = (await deps.products.idByPublicId(input.encryptedProductId)) ?? notFound();
      return insert(actor, { ...input, email: input.email.trim(), productId });
    },

    async createLicenseLegacy(actor: LicenseActor, input: LegacyLicenseInput): Promise<License> {
      authorize(actor, 'createLicense');
      const schema = licenseCreateSchema(await createLicenseRepository(db).today());
      const fields = {
        manager: input.Manager,
        name: input.Name,
        productId: input.ProductId,
        startDate: input.StartDate,
        endDate: input.EndDate,
        userCount: input.UserCount === undefined ? undefined : String(input.UserCount),
      };
      validate(schema, fields, LEGACY_FIELDS);
      const values = z.parse(schema, fields);
      if (!(await deps.products.exists(values.productId))) notFound();
      return insert(actor, {
        email: values.manager.trim(),
        accountName: (values.name ?? '').trim(),
        productId: values.productId,
        userCount: values.userCount,
        startDate: values.startDate,
        endDate: values.endDate,
        // The older form has no feature checkboxes: the product's defaults apply (spec §4).
        sharePointIntegration: productFeatureDefaults(values.productId).sharePointIntegration,
        advancedTemplate: productFeatureDefaults(values.productId).advancedTemplate,
      });
    },

    /**
     * Updates a pack. A count below its users is refused (400), unless `revokeUsageIds` names who gives a seat up: then
     * they are revoked in the update's transaction (`carryOutSeatPlan`).
     */
    async updateLicense(
      actor: LicenseActor,
      publicId: string,
      input: LicenseInput & SeatPlanInput,
      precondition?: Precondition,
    ): Promise<Versioned<License>> {
      authorize(actor, 'updateLicense');
      validate(licenseFormSchema, { ...input, productId: 0 }, FORM_FIELDS);
      const productId = (await deps.products.idByPublicId(input.encryptedProductId)) ?? notFound();
      const email = input.email.trim();
      const apply = async (licenses: LicenseRepository, row: LicenseRow, tx: Queryable, plan: SeatPlan | null) => {
        if (plan) await carryOutSeatPlan(licenses, row, actor, plan, { userCount: input.userCount, kind: 'update' });
        await requireSeatsForUsers(licenses, row.id, input.userCount);
        let managerId = row.managerId;
        if (email.toLowerCase() !== row.managerEmail.toLowerCase()) {
          const administrator = await deps.users.ensureAccount(tx, {
            email,
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
          });
          managerId = administrator.id;
          await licenses.addAdministratorHistory(row.id, email);
        }
        await licenses.update(row.id, { ...input, ...features(productId, input), productId, managerId });
        // After the change: an account the handover made for the new administrator's address administers it now.
        if (managerId !== row.managerId) await endPendingHandover(tx, actor, row);
      };
      return change(actor, publicId, 'license.update', precondition, apply, input.revokeUsageIds);
    },

    /** Deletes a pack; based on a version it no longer has (If-Match), nothing is deleted (412, the pack as it is). */
    async deleteLicense(actor: LicenseActor, publicId: string, precondition?: Precondition): Promise<void> {
      authorize(actor, 'deleteLicense');
      await db.transaction(async (tx) => {
        const licenses = createLicenseRepository(tx);
        const row = await lockAtVersion(tx, licenses, actor, publicId, precondition);
        const before = await licenses.snapshot(row.id);
        await endPendingHandover(tx, actor, row);
        await licenses.delete(row.id);
        await audit(tx, { actorId: actor.id, action: 'license.delete', entity: 'license', entityId: publicId, before });
      });
    },

    /**
     * Spec §4: a renewal may not leave more assigned users than seats; the 400 names both counts. With `revokeUsageIds`
     * naming who gives a seat up, they are revoked in the renewal's transaction instead (`carryOutSeatPlan`).
     */
    async renewLicense(
      actor: LicenseActor,
      publicId: string,
      input: PeriodInput & { userCount: number } & SeatPlanInput,
      precondition?: Precondition,
    ): Promise<Versioned<License>> {
      authorize(actor, 'renewLicense');
      const { revokeUsageIds, ...renewal } = input;
      const apply = async (licenses: LicenseRepository, row: LicenseRow, _tx: Queryable, plan: SeatPlan | null) => {
        validate(
          licenseFormSchema,
          {
            ...renewal,
            email: row.managerEmail,
            productId: row.productId,
            sharePointIntegration: false,
            advancedTemplate: false,
          },
          RENEW_FIELDS,
        );
        if (plan) await carryOutSeatPlan(licenses, row, actor, plan, { userCount: renewal.userCount, kind: 'renewal' });
        const currentUserCount = await licenses.assignedUsers(row.id);
        if (isRenewalBlocked(currentUserCount, renewal.userCount)) {
          throw new HttpError(400, messages.licenseActions.renewTooManyUsers(currentUserCount, renewal.userCount), {
            renewUserCount: renewal.userCount,
            currentUserCount,
          });
        }
        await licenses.keepTerm(row.id, actor.id);
        await licenses.updatePeriod(row.id, renewal);
      };
      return change(actor, publicId, 'license.renew', precondition, apply, revokeUsageIds);
    },

    async updateLicenseDates(
      actor: LicenseActor,
      publicId: string,
      input: PeriodInput,
      precondition?: Precondition,
    ): Promise<Versioned<License>> {
      authorize(actor, 'editLicenseEndDate');
      return change(actor, publicId, 'license.dates', precondition, async (licenses, row) => {
        validate(
          licenseFormSchema,
          { ...input, email: row.managerEmail, productId: row.productId, userCount: row.userCount },
          PERIOD_FIELDS,
        );
        await licenses.updatePeriod(row.id, input);
      });
    },
  };
}
