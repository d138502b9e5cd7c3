import { z } from 'zod';
import { codeTextSchema, emailTextSchema, nameTextSchema, opaqueIdSchema, passwordTextSchema } from './bounds.ts';

/** Spec §3 "User" as the server answers it; passwords are never answered. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  /** The country's short name, matching a country phone entry's `shortName`. */
  countryCode: z.string().nullable(),
  /** The dialling code derived from the country. */
  phoneCode: z.string().nullable(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  modifiedAt: z.string(),
  administrator: z.boolean(),
  isManager: z.boolean(),
  /** The shop's customer id; editable by administrators only. */
  magentoId: z.string().nullable(),
  /** designed: a new e-mail address waiting for its owner to confirm it through the mailed link. */
  pendingEmail: z.string().nullable().optional(),
});

/** A user as the create and update calls send it; password and repassword travel on a password change only. */
export const userWriteSchema = z.object({
  id: opaqueIdSchema.optional(),
  firstName: nameTextSchema,
  lastName: nameTextSchema,
  email: emailTextSchema,
  company: nameTextSchema.nullable().optional(),
  phone: codeTextSchema.nullable().optional(),
  countryCode: codeTextSchema.nullable().optional(),
  administrator: z.boolean().optional(),
  isManager: z.boolean().optional(),
  magentoId: codeTextSchema.nullable().optional(),
  password: passwordTextSchema.optional(),
  repassword: passwordTextSchema.optional(),
});

export type User = z.infer<typeof userSchema>;
export type UserWrite = z.infer<typeof userWriteSchema>;
