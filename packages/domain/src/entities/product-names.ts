// The products' ids and names, apart from their schemas (./product.ts): the license grid and the rules read them
// without loading zod.

/** Spec §1/§9 product ids. */
export const PRODUCT_IDS = {
  standard: 1,
  outlook: 2,
  business: 3,
  assistant: 7,
  basic: 8,
  onPrem: 9,
} as const;

export type KnownProductId = (typeof PRODUCT_IDS)[keyof typeof PRODUCT_IDS];

/** The marker every product name of the family carries; the license form lists only such products (spec §1). */
export const PRODUCT_FAMILY = 'Docwise';

export function isFamilyProduct(name: string): boolean {
  return name.includes(PRODUCT_FAMILY);
}

/** The family's product names without the family marker (spec §1). */
export const PRODUCT_NAMES: Readonly<Record<KnownProductId, string>> = {
  1: 'Standard',
  2: 'for Outlook',
  3: 'Business',
  7: 'Assistant',
  8: 'Basic',
  9: 'On-Prem',
};

/** Labels of the license grid's product filter: product 7 reads 'AI Assistant' there (spec §1). */
export const PRODUCT_FILTER_LABELS: Readonly<Record<KnownProductId, string>> = {
  ...PRODUCT_NAMES,
  7: 'AI Assistant',
};
