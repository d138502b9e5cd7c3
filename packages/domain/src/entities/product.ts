import { z } from 'zod/mini';
import {
  bigCountSchema,
  boundedList,
  codeTextSchema,
  countSchema,
  lineOfText,
  nameTextSchema,
  TEXT_LIMITS,
} from './bounds.ts';
import { skuSchema } from './sku.ts';

export const productIdSchema = countSchema;

/** The most SKUs one product offers. */
export const MAX_PRODUCT_SKUS = 100;

/** Spec §3 "Product". `encryptedProductId` is designed: the license form posts it (spec §7 POST /api/licenses). */
export const productSchema = z.object({
  productId: productIdSchema,
  encryptedProductId: z.string(),
  name: nameTextSchema,
  lastVersion: z.nullable(codeTextSchema),
  downloadLink: z.nullable(lineOfText(TEXT_LIMITS.url)),
  mainProgram: z.nullable(nameTextSchema),
  shopifyAlias: z.nullable(nameTextSchema),
  limitTokens: z.nullable(bigCountSchema),
  productSkus: boundedList(skuSchema, MAX_PRODUCT_SKUS),
});

/** A product as the create call sends it: the server assigns the encrypted id; a new product may name its id. */
export const productDraftSchema = z.extend(z.omit(productSchema, { encryptedProductId: true }), {
  productId: z.optional(productIdSchema),
});

/**
 * Designed ("Beyond the spec"): a product as the products list answers it, with its usage at a glance.
 * `packCount` counts every license pack that names the product, merged and ended ones included: the packs that keep
 * it from being deleted (messages.products.inUse) and the rows of the license grid filtered by it with any status.
 * `seatCount` adds up those packs' seats, leaving out merged packs, whose seats their main pack has taken.
 */
export const listedProductSchema = z.extend(productSchema, {
  packCount: countSchema,
  seatCount: bigCountSchema,
});

export type Product = z.infer<typeof productSchema>;
export type ProductDraft = z.infer<typeof productDraftSchema>;
export type ListedProduct = z.infer<typeof listedProductSchema>;
