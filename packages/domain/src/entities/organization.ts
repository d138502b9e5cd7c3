import { z } from 'zod';

/** Spec §3 "Organization" (the cloud organization a license is linked to). */
export const organizationSchema = z.object({
  organizationId: z.string(),
  encryptedOrganizationId: z.string().optional(),
  organizationName: z.string(),
});

export type Organization = z.infer<typeof organizationSchema>;
