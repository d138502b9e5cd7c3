import { z } from 'zod';
import { skuSchema } from './sku.ts';

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

export const productIdSchema = z.number().int().nonnegative();

/** Spec §3 "Product". `encryptedProductId` is designed: the license form posts it (spec §7 POST /api/licenses). */
export const productSchema = z.object({
  productId: productIdSchema,
  encryptedProductId: z.string(),
  name: z.string(),
  lastVersion: z.string().nullable(),
  downloadLink: z.string().nullable(),
  mainProgram: z.string().nullable(),
  shopifyAlias: z.string().nullable(),
  limitTokens: z.number().int().nonnegative().nullable(),
  productSkus: z.array(skuSchema),
});

/** A product as the create call sends it: the server assigns the encrypted id; a new product may name its id. */
export const productDraftSchema = productSchema.omit({ encryptedProductId: true }).extend({
  productId: productIdSchema.optional(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductDraft = z.infer<typeof productDraftSchema>;
