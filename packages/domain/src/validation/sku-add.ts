import { z } from 'zod/mini';
import { INT32_MAX, TEXT_LIMITS } from '../entities/bounds.ts';
import { SKU_DEFAULTS } from '../entities/sku.ts';
import * as messages from '../messages/sections.ts';
import { formText } from './form-text.ts';

const m = messages.skus;

/** A whole number of 0 or more, typed as text or a number; blank takes the default. */
function count(fallback: number) {
  return z.pipe(
    z.optional(z.union([z.string(), z.number()], { error: m.invalidNumber })),
    z.transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
      if (text === '') return fallback;
      if (!/^\d+$/.test(text)) {
        ctx.issues.push({ code: 'custom', message: m.invalidNumber, input: value });
        return z.NEVER;
      }
      if (Number(text) > INT32_MAX) {
        ctx.issues.push({ code: 'custom', message: messages.bounds.wholeNumber(0, INT32_MAX), input: value });
        return z.NEVER;
      }
      return Number(text);
    }),
  );
}

/** How two SKU ids are compared: case and surrounding spaces do not make a new SKU. */
export function skuKey(skuId: string): string {
  return skuId.trim().toLowerCase();
}

/**
 * Spec §5 "SKU add": the SKU id is required and unique among `existingSkuIds` (ignoring case and spaces);
 * months, years and quantity are numbers, blank meaning 0, 0 and 1.
 */
export function skuAddSchema(existingSkuIds: readonly string[]) {
  const taken = new Set(existingSkuIds.map(skuKey));
  return z.object({
    skuId: formText(TEXT_LIMITS.code, m.skuRequired).check(
      z.minLength(1, { error: m.skuRequired, abort: true }),
      z.refine((id) => !taken.has(skuKey(id)), { error: m.alreadyExists }),
    ),
    months: count(SKU_DEFAULTS.months),
    years: count(SKU_DEFAULTS.years),
    quantity: count(SKU_DEFAULTS.quantity),
  });
}

export type SkuAddSchema = ReturnType<typeof skuAddSchema>;
export type SkuAddInput = z.input<SkuAddSchema>;
export type SkuAddValues = z.output<SkuAddSchema>;
