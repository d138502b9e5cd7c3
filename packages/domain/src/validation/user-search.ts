import { z } from 'zod/mini';
import { emailTextSchema } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { hasSpecialCharacters, isValidEmail } from './patterns.ts';

/** Spec §5 "User search": no special characters, unless the text is a valid e-mail. Blank is allowed. */
export function isValidUserSearch(criteria: string): boolean {
  const text = criteria.trim();
  return !hasSpecialCharacters(text) || isValidEmail(text);
}

export const userSearchSchema = z.object({
  criteria: emailTextSchema.check(z.refine(isValidUserSearch, { error: messages.users.invalidSearch })),
});

export type UserSearchValues = z.output<typeof userSearchSchema>;
