import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { formText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const m = messages.login;

/** Spec §5 "Login": e-mail and password required. The password is never trimmed. */
export const loginSchema = z.object({
  email: formText(TEXT_LIMITS.email, m.emailRequired).check(
    z.minLength(1, { error: m.emailRequired, abort: true }),
    z.regex(EMAIL_PATTERN, { error: m.emailFormat }),
  ),
  password: z
    .string({ error: m.passwordRequired })
    .check(
      z.minLength(1, { error: m.passwordRequired }),
      z.maxLength(TEXT_LIMITS.password, { error: messages.auth.passwordTooLong }),
    ),
  rememberPassword: z.optional(z.boolean()),
});

/** Spec §5: the forgot-password e-mail is required. */
export const forgotPasswordSchema = z.object({
  email: formText(TEXT_LIMITS.email, messages.forgotPassword.emailRequired).check(
    z.minLength(1, { error: messages.forgotPassword.emailRequired, abort: true }),
    z.regex(EMAIL_PATTERN, { error: m.emailFormat }),
  ),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
