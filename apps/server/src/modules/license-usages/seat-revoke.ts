import { auditMany } from '../../db/audit.ts';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';
import { informCloudOfRevoke } from './organization-conflict.ts';
import { createLicenseUsageRepository, type LockedSeat } from './repository.ts';
import { usageChangeEntry } from './usage-audit.ts';

/**
 * Revokes usages the caller's transaction has locked, as a revoke does, many at once: the usages go, their packs get
 * the seats back (packs in id order, as the seat statements lock them), each revoke is audited under its pack with
 * the pack's used count after, and the cloud is told (an account leaves the pack's organization once it holds no
 * seat of it, `informCloudOfRevoke`). `reason` says why, when the revokes were made for another change. A statement
 * for all the seats of a step, not one a seat: thousands of seats are revoked in one request.
 */
export async function revokeLockedSeats(
  tx: Queryable,
  actor: Actor,
  seats: readonly LockedSeat[],
  reason?: string,
): Promise<void> {
  const usages = createLicenseUsageRepository(tx);
  const lost = await usages.deleteMany(seats.map((seat) => seat.id));
  const usedCounts = new Map<number, number>();
  for (const [licenseId, count] of lost) {
    usedCounts.set(licenseId, (await usages.freeSeat(licenseId, count)).usedCount);
  }
  await auditMany(
    tx,
    seats.map((seat) =>
      usageChangeEntry(actor, {
        licensePublicId: seat.licensePublicId,
        action: 'license-usage.revoke',
        before: seat.usage,
        after: null,
        usedCount: usedCounts.get(seat.licenseId) ?? null,
        reason,
      }),
    ),
  );
  const packs = new Map<number, { licensePublicId: string; licenseId: number; emails: string[] }>();
  for (const seat of seats) {
    const pack = packs.get(seat.licenseId) ?? {
      licensePublicId: seat.licensePublicId,
      licenseId: seat.licenseId,
      emails: [],
    };
    pack.emails.push(seat.accountName);
    packs.set(seat.licenseId, pack);
  }
  for (const { emails, ...pack } of [...packs.values()].sort((a, b) => a.licenseId - b.licenseId)) {
    await informCloudOfRevoke(tx, actor, pack, emails);
  }
}
