import { z } from 'zod';

/** Spec §3 "SKU": a purchasable pack of a product; quantity is the number of users. */
export const skuSchema = z.object({
  skuId: z.string().min(1),
  months: z.number().int().nonnegative(),
  years: z.number().int().nonnegative(),
  quantity: z.number().int().nonnegative(),
});

/** Spec §9: values of a new SKU whose fields are left blank. */
export const SKU_DEFAULTS = { months: 0, years: 0, quantity: 1 } as const;

export type Sku = z.infer<typeof skuSchema>;
