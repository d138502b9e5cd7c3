import { z } from 'zod';

/** Answer of a call that only confirms (deletes, sends, resets): designed, the spec shows no body. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Answer of the count calls: a bare JSON number. */
export const countResponseSchema = z.number().int().nonnegative();

/** Query values arrive as text over HTTP: numbers are coerced. */
export const queryInt = z.coerce.number().int();

/** Query booleans: 'true' / 'false' (and the usual spellings), or a boolean from a typed client. */
export const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/** The random version parameter that defeats caches (spec §4, §7). */
export const cacheBusterQuery = z.object({ v: z.string().optional() });

/** An uploaded file, structurally (a browser File/Blob fits); the ECMAScript library has no Blob type. */
export interface UploadFile {
  readonly name?: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

export const uploadFileSchema = z.custom<UploadFile>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadFile).size === 'number' &&
    typeof (value as UploadFile).text === 'function',
  { error: 'Expected a file' },
);

/** A CSV download: the file's text (adapters may hand the raw file to the browser instead). */
export const csvFileSchema = z.string();
