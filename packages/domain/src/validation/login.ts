import { z } from 'zod';
import { messages } from '../messages.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const m = messages.login;

/** Spec §5 "Login": e-mail and password required. The password is never trimmed. */
export const loginSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: m.emailFormat }),
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
  rememberPassword: z.boolean().optional(),
});

/** Spec §5: the forgot-password e-mail is required. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: messages.forgotPassword.emailRequired })
    .trim()
    .min(1, { error: messages.forgotPassword.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: m.emailFormat }),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
