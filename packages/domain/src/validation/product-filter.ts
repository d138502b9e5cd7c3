import { z } from 'zod/mini';
import { nameTextSchema } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { hasSpecialCharacters } from './patterns.ts';

/** Spec §5 "Product filter": the product list's name filter rejects special characters. */
export const productFilterSchema = z.object({
  name: nameTextSchema.check(
    z.refine((name) => !hasSpecialCharacters(name), { error: messages.products.invalidFilter }),
  ),
});

export type ProductFilterValues = z.output<typeof productFilterSchema>;
