import { z } from 'zod/mini';
import { codeTextSchema, emailTextSchema, nameTextSchema, opaqueIdSchema, passwordTextSchema } from './bounds.ts';

/** Spec §3 "User" as the server answers it; passwords are never answered. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** The country's short name, matching a country phone entry's `shortName`. */
  countryCode: z.nullable(z.string()),
  /** The dialling code derived from the country. */
  phoneCode: z.nullable(z.string()),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  modifiedAt: z.string(),
  administrator: z.boolean(),
  isManager: z.boolean(),
  /** The shop's customer id; editable by administrators only. */
  magentoId: z.nullable(z.string()),
  /** designed: a new e-mail address waiting for its owner to confirm it through the mailed link. */
  pendingEmail: z.optional(z.nullable(z.string())),
  /** designed: whether the person gets the reminders before their packs end (My Profile's opt-out); profile reads only. */
  expiryReminders: z.optional(z.boolean()),
  /** designed: the account is deactivated (cannot sign in; a person's page says since when). */
  deactivated: z.optional(z.boolean()),
});

/**
 * A user as the create and update calls send it; password and repassword travel on a password change only, and with
 * them, when the signed-in user changes their own password, the password it replaces (currentPassword).
 */
export const userWriteSchema = z.object({
  id: z.optional(opaqueIdSchema),
  firstName: nameTextSchema,
  lastName: nameTextSchema,
  email: emailTextSchema,
  company: z.optional(z.nullable(nameTextSchema)),
  phone: z.optional(z.nullable(codeTextSchema)),
  countryCode: z.optional(z.nullable(codeTextSchema)),
  administrator: z.optional(z.boolean()),
  isManager: z.optional(z.boolean()),
  magentoId: z.optional(z.nullable(codeTextSchema)),
  password: z.optional(passwordTextSchema),
  repassword: z.optional(passwordTextSchema),
  currentPassword: z.optional(passwordTextSchema),
  /** designed: My Profile's reminder opt-out (PUT /api/User/Update; the other calls ignore it); left out, unchanged. */
  expiryReminders: z.optional(z.boolean()),
});

export type User = z.infer<typeof userSchema>;
export type UserWrite = z.infer<typeof userWriteSchema>;
