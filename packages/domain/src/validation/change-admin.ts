import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { formText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const m = messages.changeAdmin;

/** Spec §5 "Change admin": a valid e-mail other than the current admin's (ignoring case and spaces). */
export function changeAdminSchema(currentAdminEmail: string) {
  const current = currentAdminEmail.trim().toLowerCase();
  return z.object({
    newAdminEmail: formText(TEXT_LIMITS.email, m.invalid).check(
      z.regex(EMAIL_PATTERN, { error: m.invalid, abort: true }),
      z.refine((email) => email.toLowerCase() !== current, { error: m.invalid }),
    ),
  });
}

export type ChangeAdminSchema = ReturnType<typeof changeAdminSchema>;
export type ChangeAdminValues = z.output<ChangeAdminSchema>;
