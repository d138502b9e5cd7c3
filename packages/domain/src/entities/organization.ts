import { z } from 'zod/mini';

/** Spec §3 "Organization" (the cloud organization a license is linked to). */
export const organizationSchema = z.object({
  organizationId: z.string(),
  encryptedOrganizationId: z.optional(z.string()),
  organizationName: z.string(),
});

export type Organization = z.infer<typeof organizationSchema>;
