import { z } from 'zod';
import {
  bigCountSchema,
  boundedList,
  codeTextSchema,
  lineOfText,
  nameTextSchema,
  TEXT_LIMITS,
} from '../entities/bounds.ts';
import { MAX_PRODUCT_SKUS } from '../entities/product.ts';
import { skuSchema } from '../entities/sku.ts';
import { messages } from '../messages.ts';
import { requiredText } from './form-text.ts';
import { skuKey } from './sku-add.ts';
import { HTTP_URL_PATTERN } from './sso-site-form.ts';

/** Spec §2.8: the product form (its SKUs are added through skuAddSchema). */
export const productFormSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, messages.products.nameRequired),
  lastVersion: codeTextSchema.trim().optional(),
  downloadLink: lineOfText(TEXT_LIMITS.url)
    .trim()
    .refine((link) => link === '' || HTTP_URL_PATTERN.test(link), { error: messages.products.downloadLinkFormat })
    .optional(),
  mainProgram: nameTextSchema.trim().optional(),
  shopifyAlias: nameTextSchema.trim().optional(),
  limitTokens: bigCountSchema.nullable().optional(),
  productSkus: boundedList(skuSchema, MAX_PRODUCT_SKUS).refine(
    (skus) => new Set(skus.map((sku) => skuKey(sku.skuId))).size === skus.length,
    { error: messages.skus.alreadyExists },
  ),
});

/** Spec §5 "AI token limit": edited as text, a whole number of 0 or more. */
export const aiTokenLimitSchema = z.object({
  limitTokens: z
    .string({ error: messages.aiTokenLimit.invalid })
    .trim()
    .regex(/^\d+$/, { error: messages.aiTokenLimit.invalid, abort: true })
    .refine((limit) => Number(limit) <= Number.MAX_SAFE_INTEGER, {
      error: messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER),
    })
    .transform(Number),
});

export type ProductFormValues = z.output<typeof productFormSchema>;
export type AiTokenLimitValues = z.output<typeof aiTokenLimitSchema>;
