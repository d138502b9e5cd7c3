import { z } from 'zod/mini';
import { codeTextSchema, TEXT_LIMITS } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { formText, requiredText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const m = messages.addUser;

/** Spec §5 "Add user": the add-user row of a license's users. The role is chosen only when roles are shown. */
export const addUserSchema = z.object({
  email: formText(TEXT_LIMITS.email, m.emailInvalid).check(z.regex(EMAIL_PATTERN, { error: m.emailInvalid })),
  firstName: requiredText(TEXT_LIMITS.name, m.firstNameRequired),
  lastName: requiredText(TEXT_LIMITS.name, m.lastNameRequired),
  roleId: z.optional(codeTextSchema),
});

export type AddUserInput = z.input<typeof addUserSchema>;
export type AddUserValues = z.output<typeof addUserSchema>;
