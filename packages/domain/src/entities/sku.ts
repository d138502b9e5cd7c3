import { z } from 'zod/mini';
import { codeTextSchema, countSchema } from './bounds.ts';

/** Spec §3 "SKU": a purchasable pack of a product; quantity is the number of users. */
export const skuSchema = z.object({
  skuId: codeTextSchema.check(z.minLength(1)),
  months: countSchema,
  years: countSchema,
  quantity: countSchema,
});

/** Spec §9: values of a new SKU whose fields are left blank. */
export const SKU_DEFAULTS = { months: 0, years: 0, quantity: 1 } as const;

export type Sku = z.infer<typeof skuSchema>;
