import type { SeatRelease } from '../licenses/index.ts';
import { createLicenseUsageRepository } from './repository.ts';
import { revokeLockedSeats } from './seat-revoke.ts';

/**
 * The seats a pack's update or renewal revokes to lower its count below its users (the seat-shrink plan), for
 * the licenses module: the named usages of the pack locked in that change's transaction, then revoked there as a
 * revoke does (`revokeLockedSeats`), the cloud told as a revoke's default (`informCloud`) tells it.
 */
export function createSeatRelease(): SeatRelease {
  return {
    async hold(tx, licensePublicId, usagePublicIds) {
      const seats = await createLicenseUsageRepository(tx).lockInPack(licensePublicId, usagePublicIds);
      return {
        found: seats.length,
        async revoke(actor, reason) {
          await revokeLockedSeats(tx, actor, seats, reason);
        },
      };
    },
  };
}
