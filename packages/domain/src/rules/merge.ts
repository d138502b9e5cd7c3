import { messages } from '../messages.ts';
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

/** Spec §2.4: merging is offered only when more than one license is listed. */
export function canOfferMerge(listedCount: number): boolean {
  return listedCount > 1;
}

/** Spec §2.6: 'Merge Licenses' appears once a main pack and at least one other are chosen. */
export function canSubmitMerge(mainId: string | null | undefined, mergedIds: readonly string[]): boolean {
  return !!mainId && mergedIds.some((id) => id !== mainId);
}
