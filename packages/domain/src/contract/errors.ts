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
