import { z } from 'zod';
import { messages } from '../messages.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const m = messages.changeAdmin;

/** Spec §5 "Change admin": a valid e-mail other than the current admin's (ignoring case and spaces). */
export function changeAdminSchema(currentAdminEmail: string) {
  const current = currentAdminEmail.trim().toLowerCase();
  return z.object({
    newAdminEmail: z
      .string({ error: m.invalid })
      .trim()
      .regex(EMAIL_PATTERN, { error: m.invalid, abort: true })
      .refine((email) => email.toLowerCase() !== current, { error: m.invalid }),
  });
}

export type ChangeAdminSchema = ReturnType<typeof changeAdminSchema>;
export type ChangeAdminValues = z.output<ChangeAdminSchema>;
