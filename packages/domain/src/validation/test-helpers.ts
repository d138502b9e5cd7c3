import type { z } from 'zod/mini';
import { fieldErrorLists } from './field-errors.ts';

/** The messages a schema gives for an input, by field path ('' for the form itself). */
export function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorLists(result.error.issues);
}
