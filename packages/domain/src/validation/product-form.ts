import { z } from 'zod/mini';
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
import * as messages from '../messages/sections.ts';
import { requiredText } from './form-text.ts';
import { skuKey } from './sku-add.ts';
import { HTTP_URL_PATTERN } from './sso-site-form.ts';

/** Spec §2.8: the product form (its SKUs are added through skuAddSchema). */
export const productFormSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, messages.products.nameRequired),
  lastVersion: z.optional(codeTextSchema.check(z.trim())),
  downloadLink: z.optional(
    lineOfText(TEXT_LIMITS.url).check(
      z.trim(),
      z.refine((link) => link === '' || HTTP_URL_PATTERN.test(link), { error: messages.products.downloadLinkFormat }),
    ),
  ),
  mainProgram: z.optional(nameTextSchema.check(z.trim())),
  shopifyAlias: z.optional(nameTextSchema.check(z.trim())),
  limitTokens: z.optional(z.nullable(bigCountSchema)),
  productSkus: boundedList(skuSchema, MAX_PRODUCT_SKUS).check(
    z.refine((skus) => new Set(skus.map((sku) => skuKey(sku.skuId))).size === skus.length, {
      error: messages.skus.alreadyExists,
    }),
  ),
});

/** Spec §5 "AI token limit": edited as text, a whole number of 0 or more. */
export const aiTokenLimitSchema = z.object({
  limitTokens: z.pipe(
    z.string({ error: messages.aiTokenLimit.invalid }).check(
      z.trim(),
      z.regex(/^\d+$/, { error: messages.aiTokenLimit.invalid, abort: true }),
      z.refine((limit) => Number(limit) <= Number.MAX_SAFE_INTEGER, {
        error: messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER),
      }),
    ),
    z.transform(Number),
  ),
});

export type ProductFormValues = z.output<typeof productFormSchema>;
export type AiTokenLimitValues = z.output<typeof aiTokenLimitSchema>;
