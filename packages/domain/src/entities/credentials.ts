import { z } from 'zod';

/** Spec §3 "Credentials", PascalCase as POST /api/Authenticate sends them. */
export const credentialsSchema = z.object({
  Email: z.string(),
  Password: z.string(),
  RememberPassword: z.boolean().optional(),
  IsEncodedPassword: z.boolean().optional(),
});

export type Credentials = z.infer<typeof credentialsSchema>;
