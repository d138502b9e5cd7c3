import { z } from 'zod';
import { messages } from '../messages.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const m = messages.addUser;

/** Spec §5 "Add user": the add-user row of a license's users. The role is chosen only when roles are shown. */
export const addUserSchema = z.object({
  email: z.string({ error: m.emailInvalid }).trim().regex(EMAIL_PATTERN, { error: m.emailInvalid }),
  firstName: z.string({ error: m.firstNameRequired }).trim().min(1, { error: m.firstNameRequired }),
  lastName: z.string({ error: m.lastNameRequired }).trim().min(1, { error: m.lastNameRequired }),
  roleId: z.string().optional(),
});

export type AddUserInput = z.input<typeof addUserSchema>;
export type AddUserValues = z.output<typeof addUserSchema>;
