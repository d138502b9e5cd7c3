import { z } from 'zod';
import { emailTextSchema, passwordTextSchema } from './bounds.ts';

/** Spec §3 "Credentials", PascalCase as POST /api/Authenticate sends them. */
export const credentialsSchema = z.object({
  Email: emailTextSchema,
  Password: passwordTextSchema,
  RememberPassword: z.boolean().optional(),
  IsEncodedPassword: z.boolean().optional(),
});

export type Credentials = z.infer<typeof credentialsSchema>;
