import * as messages from '../messages/sections.ts';
import { mergeMessages } from '../messages-merge.ts';
import { areUsagesAvailable } from './product-features.ts';
import { compareUsDates } from './us-date.ts';

export interface MergeCandidate {
  endDate: string;
  productId: number;
}

export interface MergeCheck {
  /** A license to merge ends after the main one. */
  endsLater: boolean;
  /** A license to merge is for another product. */
  productsDiffer: boolean;
}

/** Spec §4: what the merge confirmation must warn about. */
export function checkMerge(main: MergeCandidate, merged: readonly MergeCandidate[]): MergeCheck {
  return {
    endsLater: merged.some((license) => compareUsDates(license.endDate, main.endDate) > 0),
    productsDiffer: merged.some((license) => license.productId !== main.productId),
  };
}

/** The confirmation text to show before merging, or null when no confirmation is needed. */
export function mergeConfirmationMessage(check: MergeCheck): string | null {
  if (check.endsLater && check.productsDiffer) return messages.merge.confirmBoth;
  if (check.endsLater) return messages.merge.confirmEndsLater;
  if (check.productsDiffer) return messages.merge.confirmProductsDiffer;
  return null;
}

/** A pack as the On-Prem rule reads it: its product and how many users it holds. */
export interface MergeUsers {
  productId: number;
  usedCount: number;
}

/**
 * Whether merging would strand users: packs holding users moved into a pack whose product has no user management
 * (product 9, On-Prem: 'Operation not available'), where no one could see or revoke them again. Merged packs that are
 * themselves On-Prem strand no one who was not stranded already.
 */
export function mergeStrandsUsers(main: Pick<MergeUsers, 'productId'>, merged: readonly MergeUsers[]): boolean {
  return (
    !areUsagesAvailable(main.productId) &&
    merged.some((license) => areUsagesAvailable(license.productId) && license.usedCount > 0)
  );
}

/** The reason a merge is refused before it runs, or null when it may run. */
export function mergeRefusal(main: Pick<MergeUsers, 'productId'>, merged: readonly MergeUsers[]): string | null {
  return mergeStrandsUsers(main, merged) ? mergeMessages.strandsUsers : null;
}

/** Spec §2.4: merging is offered only when more than one license is listed. */
export function canOfferMerge(listedCount: number): boolean {
  return listedCount > 1;
}

/** Spec §2.6: 'Merge Licenses' appears once a main pack and at least one other are chosen. */
export function canSubmitMerge(mainId: string | null | undefined, mergedIds: readonly string[]): boolean {
  return !!mainId && mergedIds.some((id) => id !== mainId);
}
