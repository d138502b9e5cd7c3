import { type License, type MergePreview, mergeRefusal, messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { dryRun } from '../../db/dry-run.ts';
import { authorize } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ProductService } from '../products/service.ts';
import { changedLicense, type LicenseActor, notFound } from './access.ts';
import { endPendingHandover } from './admin-handover.ts';
import { createLicenseRepository } from './repository.ts';

interface MergeInput {
  mergedPublicIds: readonly string[];
  encryptedProductId: string;
}

/** Merging packs into a main pack (spec §2.6, §4). */
export function createLicenseMerge(deps: { db: Database; products: ProductService }) {
  /** The request checked before any pack is read: who asks, the packs other than the main one, the product. */
  async function checkedRequest(actor: LicenseActor, mainPublicId: string, input: MergeInput) {
    authorize(actor, 'mergeLicenses');
    const mergedPublicIds = [...new Set(input.mergedPublicIds)].filter((id) => id !== mainPublicId);
    if (mergedPublicIds.length === 0) {
      throw new HttpError(400, messages.merge.nothingToMerge, {
        fields: { EncryptedUsageIds: messages.merge.nothingToMerge },
      });
    }
    const productId = (await deps.products.idByPublicId(input.encryptedProductId)) ?? notFound();
    return { mergedPublicIds, productId };
  }

  /**
   * The merge itself, inside the caller's transaction: seats add up, users move (an account in several packs keeps
   * one seat), and the merged packs end and name the main pack. The packs are locked in id order, so a concurrent
   * merge over any of them waits, then finds them merged and is refused (409). Users are never moved into a pack
   * whose product has no user management (On-Prem): that merge is refused (400) before anything changes.
   */
  async function carryOut(tx: Queryable, mainPublicId: string, request: Awaited<ReturnType<typeof checkedRequest>>) {
    const licenses = createLicenseRepository(tx);
    const rows = await licenses.lockMany([mainPublicId, ...request.mergedPublicIds]);
    const main = rows.find((row) => row.publicId === mainPublicId);
    if (!main || rows.length !== request.mergedPublicIds.length + 1) notFound();
    if (rows.some((row) => row.mergedInto !== null)) throw new HttpError(409, messages.merge.alreadyMerged);
    if (main.productId !== request.productId) {
      throw new HttpError(400, messages.merge.otherProduct, {
        fields: { EncryptedProductId: messages.merge.otherProduct },
      });
    }
    const mergedRows = rows.filter((row) => row !== main);
    const refusal = mergeRefusal(main, mergedRows);
    if (refusal) throw new HttpError(400, refusal, { fields: { EncryptedUsageIds: refusal } });
    const mergedIds = mergedRows.map((row) => row.id);
    const before = await licenses.snapshots([main.id, ...mergedIds]);
    const removedDuplicates = await licenses.moveUsages(main.id, mergedIds);
    await licenses.absorbSeats(main.id, mergedIds);
    await licenses.endMerged(main.id, mergedIds);
    return { licenses, main, rows, mergedRows, mergedIds, before, removedDuplicates };
  }

  return {
    /** Merges packs into a main pack in one transaction, audited under every pack. */
    async mergeLicenses(actor: LicenseActor, mainPublicId: string, input: MergeInput): Promise<License> {
      const request = await checkedRequest(actor, mainPublicId, input);
      return deps.db.transaction(async (tx) => {
        const { licenses, main, rows, mergedRows, mergedIds, before, removedDuplicates } = await carryOut(
          tx,
          mainPublicId,
          request,
        );
        // A merged pack is no one's to hand over any more.
        for (const row of mergedRows) await endPendingHandover(tx, actor, row);
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

    /**
     * The merge worked out by the same statements and rolled back: the packs as they would be, and the users kept
     * once (each e-mail once, as first found).
     */
    async previewMergeLicenses(actor: LicenseActor, mainPublicId: string, input: MergeInput): Promise<MergePreview> {
      const request = await checkedRequest(actor, mainPublicId, input);
      return dryRun(deps.db, async (tx) => {
        const { licenses, main, mergedIds, removedDuplicates } = await carryOut(tx, mainPublicId, request);
        const duplicates = new Map(
          removedDuplicates.map(({ accountName }) => [accountName.toLowerCase(), accountName]),
        );
        return {
          license: await changedLicense(licenses, actor, main.id),
          merged: await Promise.all(mergedIds.map((id) => changedLicense(licenses, actor, id))),
          duplicates: [...duplicates.values()],
        };
      });
    },
  };
}
