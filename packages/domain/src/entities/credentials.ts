import { z } from 'zod/mini';
import { emailTextSchema, passwordTextSchema } from './bounds.ts';

/** Spec §3 "Credentials", PascalCase as POST /api/Authenticate sends them. */
export const credentialsSchema = z.object({
  Email: emailTextSchema,
  Password: passwordTextSchema,
  RememberPassword: z.optional(z.boolean()),
  IsEncodedPassword: z.optional(z.boolean()),
});

export type Credentials = z.infer<typeof credentialsSchema>;
