import { z } from 'zod/mini';
import { codeTextSchema, nameTextSchema, passwordTextSchema, TEXT_LIMITS } from '../entities/bounds.ts';
import type { PasswordPolicy } from '../entities/password-settings.ts';
import * as messages from '../messages/sections.ts';
import { satisfiesPasswordPolicy } from '../rules/password-policy.ts';
import { formText, requiredText } from './form-text.ts';
import { EMAIL_PATTERN } from './patterns.ts';
import { always, field } from './refine-helpers.ts';

const m = messages.profile;

/**
 * Spec §5 "Profile / user form": My Profile, Edit User and new user. Names and e-mail required, a country
 * required to save, the phone numeric (typed without its dialling code), and while `changePassword` is on,
 * a password meeting `policy` and equal to its retype, and on one's own account (`ownAccount`) the current
 * password. magentoId, administrator and isManager are for administrators' forms (see can(actor, 'editMagentoId')).
 */
export function userFormSchema(policy: PasswordPolicy, options: { ownAccount?: boolean } = {}) {
  return z
    .object({
      firstName: requiredText(TEXT_LIMITS.name, m.firstNameRequired),
      lastName: requiredText(TEXT_LIMITS.name, m.lastNameRequired),
      email: formText(TEXT_LIMITS.email, m.emailRequired).check(
        z.minLength(1, { error: m.emailRequired, abort: true }),
        z.regex(EMAIL_PATTERN, { error: m.emailFormat }),
      ),
      company: z.optional(nameTextSchema.check(z.trim())),
      countryCode: requiredText(TEXT_LIMITS.code, m.selectCountry),
      phone: z.optional(codeTextSchema.check(z.trim(), z.regex(/^\d*$/, { error: m.phoneFormat }))),
      magentoId: z.optional(codeTextSchema.check(z.trim())),
      administrator: z.optional(z.boolean()),
      isManager: z.optional(z.boolean()),
      changePassword: z._default(z.boolean(), false),
      password: z.optional(passwordTextSchema),
      repassword: z.optional(passwordTextSchema),
      currentPassword: z.optional(passwordTextSchema),
      /** designed: My Profile's reminder opt-out (messages-reminders.ts). */
      expiryReminders: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (field(value, 'changePassword') !== true) return;
        const password = field(value, 'password');
        if (typeof password !== 'string' || !satisfiesPasswordPolicy(password, policy)) {
          ctx.addIssue({ code: 'custom', message: messages.resetPassword.policyNotMet, path: ['password'] });
        }
        if ((password ?? '') !== (field(value, 'repassword') ?? '')) {
          ctx.addIssue({ code: 'custom', message: messages.resetPassword.mismatch, path: ['repassword'] });
        }
        if (options.ownAccount && !field(value, 'currentPassword')) {
          ctx.addIssue({ code: 'custom', message: m.currentPasswordRequired, path: ['currentPassword'] });
        }
      }, always),
    );
}

export type UserFormSchema = ReturnType<typeof userFormSchema>;
export type UserFormInput = z.input<UserFormSchema>;
export type UserFormValues = z.output<UserFormSchema>;
