import { z } from 'zod';
import { skuSchema } from '../entities/sku.ts';
import { messages } from '../messages.ts';

/** Spec §2.8: the product form (its SKUs are added through skuAddSchema). */
export const productFormSchema = z.object({
  name: z.string({ error: messages.products.nameRequired }).trim().min(1, { error: messages.products.nameRequired }),
  lastVersion: z.string().trim().optional(),
  downloadLink: z.string().trim().optional(),
  mainProgram: z.string().trim().optional(),
  shopifyAlias: z.string().trim().optional(),
  limitTokens: z.number().int().nonnegative().nullable().optional(),
  productSkus: z.array(skuSchema),
});

/** Spec §5 "AI token limit": edited as text, a whole number of 0 or more. */
export const aiTokenLimitSchema = z.object({
  limitTokens: z
    .string({ error: messages.aiTokenLimit.invalid })
    .trim()
    .regex(/^\d+$/, { error: messages.aiTokenLimit.invalid })
    .transform(Number),
});

export type ProductFormValues = z.output<typeof productFormSchema>;
export type AiTokenLimitValues = z.output<typeof aiTokenLimitSchema>;
