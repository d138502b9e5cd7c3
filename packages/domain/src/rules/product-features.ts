import { PRODUCT_IDS, PRODUCT_NAMES } from '../entities/product-names.ts';

/** The license form's two feature checkboxes for a product (spec §4, §2.5). */
export interface ProductFeatureState {
  sharePointIntegration: boolean;
  advancedTemplate: boolean;
  /** The checkboxes are shown but cannot be changed. */
  disabled: boolean;
  /** The checkboxes are not shown at all. */
  hidden: boolean;
}

/**
 * Defaults applied when the license form's product changes: Standard off/off, for Outlook off/off and
 * locked, Business on/on, Assistant without the checkboxes. Other products behave like Standard.
 */
export function productFeatureDefaults(productId: number): ProductFeatureState {
  switch (productId) {
    case PRODUCT_IDS.outlook:
      return { sharePointIntegration: false, advancedTemplate: false, disabled: true, hidden: false };
    case PRODUCT_IDS.business:
      return { sharePointIntegration: true, advancedTemplate: true, disabled: false, hidden: false };
    case PRODUCT_IDS.assistant:
      return { sharePointIntegration: false, advancedTemplate: false, disabled: false, hidden: true };
    default:
      return { sharePointIntegration: false, advancedTemplate: false, disabled: false, hidden: false };
  }
}

/** Spec §2.7: usages of On-Prem packs are not managed here ('Operation not available'). */
export function areUsagesAvailable(productId: number): boolean {
  return productId !== PRODUCT_IDS.onPrem;
}

/** Spec §6/§9: cloud settings exist for Business only. */
export function hasCloudSettings(productId: number): boolean {
  return productId === PRODUCT_IDS.business;
}

/** Spec §6/§9: AI features exist for Assistant packs that hold a gateway token. */
export function hasAiFeatures(productId: number, hasTokenId: boolean): boolean {
  return productId === PRODUCT_IDS.assistant && hasTokenId;
}

/** The product name shown for a pack, or '' for an id outside the family. */
export function productName(productId: number): string {
  return PRODUCT_NAMES[productId as keyof typeof PRODUCT_NAMES] ?? '';
}
