import { seatPlanMessages, seatsToFree } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LicenseActor } from './access.ts';
import type { LicenseRepository, LicenseRow } from './repository.ts';

/** A pack's seats named in a seat-shrink plan, locked in the change's transaction. */
export interface HeldSeats {
  /** How many of the named ids are seats of the pack. */
  found: number;
  /** Revokes them as a revoke does (seats freed, the cloud told, each revoke audited with `reason`). */
  revoke(actor: LicenseActor, reason: string): Promise<void>;
}

/**
 * What the licenses module needs of the license users module (which the app hands it) to lower a pack's seats below
 * its users: the usages locked, then revoked, inside the pack's own change.
 */
export interface SeatRelease {
  /**
   * Locks the named usages of the pack (ids of other packs, or revoked, are not found) until the transaction ends.
   * Called before the pack's row is locked: every revoke locks its usage first and the pack second, so a plan and a
   * revoke of the same seat wait for each other instead of deadlocking.
   */
  hold(tx: Queryable, licensePublicId: string, usagePublicIds: readonly string[]): Promise<HeldSeats>;
}

/** A seat-shrink plan as the update and the renewal take it: the distinct ids, and the seats they hold once locked. */
export interface SeatPlan {
  ids: readonly string[];
  held: HeldSeats;
}

/**
 * The seat-shrink plan, inside the pack's change (the pack locked): the ids must all be seats of the pack
 * (else 400) and exactly as many as the users assigned now exceed `userCount` (else 409 naming the counts: users
 * were assigned or revoked since the plan was made); then they are revoked, each audited as a revoke made for the
 * seat reduction. Nothing is written before both checks pass, and a refusal rolls the whole change back.
 */
export async function carryOutSeatPlan(
  licenses: LicenseRepository,
  row: LicenseRow,
  actor: LicenseActor,
  plan: SeatPlan,
  change: { userCount: number; kind: 'update' | 'renewal' },
): Promise<void> {
  if (plan.held.found !== plan.ids.length) {
    throw new HttpError(400, seatPlanMessages.notInPack, { fields: { revokeUsageIds: seatPlanMessages.notInPack } });
  }
  const assigned = await licenses.assignedUsers(row.id);
  const needed = seatsToFree(assigned, change.userCount);
  if (plan.ids.length !== needed) {
    throw new HttpError(409, seatPlanMessages.noLongerFits(assigned, change.userCount, plan.ids.length), {
      currentUserCount: assigned,
      userCount: change.userCount,
      seatsToFree: needed,
    });
  }
  if (needed > 0) {
    await plan.held.revoke(actor, seatPlanMessages.revokeReason(row.userCount, change.userCount, change.kind));
  }
}

/** The plan's ids, each once (a repeated id names one seat). */
export function planIds(revokeUsageIds: readonly string[] | undefined): string[] | undefined {
  return revokeUsageIds === undefined ? undefined : [...new Set(revokeUsageIds)];
}
