import { z } from 'zod/mini';

/** The one JSON shape of every error answer. `message` is the text the console shows. */
export const apiErrorSchema = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  /** Per-field messages for a request that failed validation. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** A refused file's problems, one per entry, each naming its line (the users import); `message` joins them. */
  errors: z.optional(z.array(z.string())),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The 412 of a write whose If-Match names a version that is no longer current: the record's current version (and
 * its ETag, to send as If-Match to write on top of it), its current state as the record's read answers it, and who
 * changed it last and when (null when no change of it was recorded).
 */
export const preconditionFailedSchema = z.extend(apiErrorSchema, {
  version: z.number().check(z.int()),
  etag: z.string(),
  current: z.record(z.string(), z.unknown()),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.string()),
});

export type PreconditionFailed = z.infer<typeof preconditionFailedSchema>;
