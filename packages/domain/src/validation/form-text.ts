import { z } from 'zod/mini';
import { bounded } from '../entities/bounds.ts';

/** A form's text field: bounded as every input is, then trimmed; `message` also answers a value that is not text. */
export function formText(max: number, message: string, options: { lines?: boolean } = {}) {
  return bounded(z.string({ error: message }), max, options).check(z.trim());
}

/** A required form text field: `message` when it is missing or blank. */
export function requiredText(max: number, message: string, options: { lines?: boolean } = {}) {
  return formText(max, message, options).check(z.minLength(1, { error: message }));
}
