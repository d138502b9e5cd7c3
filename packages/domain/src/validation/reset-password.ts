import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import type { PasswordPolicy } from '../entities/password-settings.ts';
import * as messages from '../messages/sections.ts';
import { satisfiesPasswordPolicy } from '../rules/password-policy.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.resetPassword;

/** Spec §5 "Reset password": the new password meets every rule of `policy`, and the confirmation equals it. */
export function resetPasswordSchema(policy: PasswordPolicy) {
  return z
    .object({
      password: z.string({ error: m.policyNotMet }).check(
        z.maxLength(TEXT_LIMITS.password, { error: messages.auth.passwordTooLong, abort: true }),
        z.refine((password) => satisfiesPasswordPolicy(password, policy), { error: m.policyNotMet }),
      ),
      confirmPassword: z.string({ error: m.mismatch }),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (field(value, 'password') !== field(value, 'confirmPassword')) {
          ctx.addIssue({ code: 'custom', message: m.mismatch, path: ['confirmPassword'] });
        }
      }, always),
    );
}

/** Spec §5: the alternate profile form's password change, with its own two messages. */
export const alternatePasswordChangeSchema = z
  .object({
    password: z
      .string({ error: m.alternateBlank })
      .check(
        z.minLength(1, { error: m.alternateBlank }),
        z.maxLength(TEXT_LIMITS.password, { error: messages.auth.passwordTooLong }),
      ),
    repassword: z.string({ error: m.alternateMismatch }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (field(value, 'password') !== field(value, 'repassword')) {
        ctx.addIssue({ code: 'custom', message: m.alternateMismatch, path: ['repassword'] });
      }
    }, always),
  );

export type ResetPasswordSchema = ReturnType<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<ResetPasswordSchema>;
export type AlternatePasswordChangeValues = z.output<typeof alternatePasswordChangeSchema>;
