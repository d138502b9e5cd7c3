import { type License, messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/database.ts';
import { authorize } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ProductService } from '../products/service.ts';
import { changedLicense, type LicenseActor, notFound } from './access.ts';
import { endPendingHandover } from './admin-handover.ts';
import { createLicenseRepository } from './repository.ts';

/** Merging packs into a main pack (spec §2.6, §4). */
export function createLicenseMerge(deps: { db: Database; products: ProductService }) {
  return {
    /**
     * Merges packs into a main pack in one transaction: seats add up, users move (an account in several packs
     * keeps one seat), and the merged packs end and name the main pack. The packs are locked in id order, so a
     * concurrent merge over any of them waits, then finds them merged and is refused (409).
     */
    async mergeLicenses(
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
      const productId = (await deps.products.idByPublicId(input.encryptedProductId)) ?? notFound();
      return deps.db.transaction(async (tx) => {
        const licenses = createLicenseRepository(tx);
        const rows = await licenses.lockMany([mainPublicId, ...mergedPublicIds]);
        const main = rows.find((row) => row.publicId === mainPublicId);
        if (!main || rows.length !== mergedPublicIds.length + 1) notFound();
        if (rows.some((row) => row.mergedInto !== null)) throw new HttpError(409, messages.merge.alreadyMerged);
        if (main.productId !== productId) {
          throw new HttpError(400, messages.merge.otherProduct, {
            fields: { EncryptedProductId: messages.merge.otherProduct },
          });
        }
        const mergedIds = rows.filter((row) => row !== main).map((row) => row.id);
        const before = await licenses.snapshots([main.id, ...mergedIds]);
        const removedDuplicates = await licenses.moveUsages(main.id, mergedIds);
        await licenses.absorbSeats(main.id, mergedIds);
        await licenses.endMerged(main.id, mergedIds);
        // A merged pack is no one's to hand over any more.
        for (const row of rows) if (row !== main) await endPendingHandover(tx, actor, row);
        const after = await licenses.snapshots([main.id, ...mergedIds]);
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
        return changedLicense(licenses, actor, main.id);
      });
    },
  };
}
