import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import type { PasswordPolicy } from '../entities/password-settings.ts';
import { messages } from '../messages.ts';
import { satisfiesPasswordPolicy } from '../rules/password-policy.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.resetPassword;

/** Spec §5 "Reset password": the new password meets every rule of `policy`, and the confirmation equals it. */
export function resetPasswordSchema(policy: PasswordPolicy) {
  return z
    .object({
      password: z
        .string({ error: m.policyNotMet })
        .max(TEXT_LIMITS.password, { error: messages.auth.passwordTooLong, abort: true })
        .refine((password) => satisfiesPasswordPolicy(password, policy), { error: m.policyNotMet }),
      confirmPassword: z.string({ error: m.mismatch }),
    })
    .superRefine((value, ctx) => {
      if (field(value, 'password') !== field(value, 'confirmPassword')) {
        ctx.addIssue({ code: 'custom', message: m.mismatch, path: ['confirmPassword'] });
      }
    }, always);
}

/** Spec §5: the alternate profile form's password change, with its own two messages. */
export const alternatePasswordChangeSchema = z
  .object({
    password: z
      .string({ error: m.alternateBlank })
      .min(1, { error: m.alternateBlank })
      .max(TEXT_LIMITS.password, { error: messages.auth.passwordTooLong }),
    repassword: z.string({ error: m.alternateMismatch }),
  })
  .superRefine((value, ctx) => {
    if (field(value, 'password') !== field(value, 'repassword')) {
      ctx.addIssue({ code: 'custom', message: m.alternateMismatch, path: ['repassword'] });
    }
  }, always);

export type ResetPasswordSchema = ReturnType<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<ResetPasswordSchema>;
export type AlternatePasswordChangeValues = z.output<typeof alternatePasswordChangeSchema>;
