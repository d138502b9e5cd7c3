import { z } from 'zod';

/** Spec §3 "Current user": what `GET /api/CurrentUser` answers for the signed-in person. */
export const currentUserSchema = z.object({
  name: z.string(),
  administrator: z.boolean(),
  isManager: z.boolean(),
  needVerification: z.boolean(),
  sms: z.boolean(),
  countryCode: z.string().nullable(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
