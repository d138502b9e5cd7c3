import { z } from 'zod/mini';

/** Spec §3 "Current user": what `GET /api/CurrentUser` answers for the signed-in person. */
export const currentUserSchema = z.object({
  name: z.string(),
  administrator: z.boolean(),
  isManager: z.boolean(),
  needVerification: z.boolean(),
  sms: z.boolean(),
  countryCode: z.nullable(z.string()),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
