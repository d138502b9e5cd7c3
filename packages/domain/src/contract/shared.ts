import { z } from 'zod/mini';
import { codeTextSchema, INT32_MAX, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, wholeNumberFromText } from '../entities/bounds.ts';
import { expiringWithinDaysSchema } from '../entities/search-filter.ts';
import * as reminderMessages from '../messages/reminders.ts';
import * as messages from '../messages/sections.ts';

/** Answer of a call that only confirms (deletes, sends, resets): designed, the spec shows no body. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Answer of the count calls: a bare JSON number. */
export const countResponseSchema = z.number().check(z.int(), z.nonnegative());

/** A product id in a query, where numbers arrive as text; 0 means every product. */
export const queryProductId = wholeNumberFromText(0, INT32_MAX);

/** The page size of a paged call: at most the merge screen's 300 (spec §9). */
export const queryPageSize = wholeNumberFromText(1, MAX_PAGE_SIZE);

/** The page number of a paged call: only pages whose rows an `integer` offset can reach. */
export const queryPageNumber = wholeNumberFromText(1, MAX_PAGE_NUMBER);

/** The grid's "ending within" period in a query, where numbers arrive as text: 30, 60 or 90 and nothing else. */
export const queryExpiringWithinDays = z.pipe(
  z.coerce.number({ error: reminderMessages.expiringInvalid }),
  expiringWithinDaysSchema,
);

/** Query booleans: 'true' / 'false' (and the usual spellings), or a boolean from a typed client. */
export const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/** The random version parameter that defeats caches (spec §4, §7). */
export const cacheBusterQuery = z.object({ v: z.optional(codeTextSchema) });

/**
 * The largest file an upload may carry: a users CSV of USERS_IMPORT_MAX_ROWS (100,000) rows at up to 160 bytes a
 * row (a long address and two names, quoted). The server streams it to the import as it arrives, never held whole.
 */
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

/** An uploaded file, structurally (a browser File/Blob fits); the ECMAScript library has no Blob type. */
export interface UploadFile {
  readonly name?: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

export const uploadFileSchema = z
  .custom<UploadFile>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as UploadFile).size === 'number' &&
      typeof (value as UploadFile).text === 'function',
    { error: messages.bounds.notAFile, abort: true },
  )
  .check(z.refine((file) => file.size <= MAX_UPLOAD_BYTES, { error: messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES) }));

/** A CSV download: the file's text (adapters may hand the raw file to the browser instead). */
export const csvFileSchema = z.string();
