import { hasControlCharacters, TEXT_LIMITS } from '../entities/text-limits.ts';
import * as messages from '../messages/sections.ts';
import type { FieldIssue } from './field-errors.ts';
import type { LoginInput, LoginValues } from './login.ts';
import { EMAIL_PATTERN } from './patterns.ts';

/** A form schema's answer, as zod's `safeParse` gives it (as much of it as a form reads). */
export type FormParse<Output> =
  | { success: true; data: Output }
  | { success: false; error: { issues: readonly FieldIssue[] } };

const m = messages.login;

/** The e-mail's first problem, in loginSchema's order: bounds on the text as typed, then required, then format. */
function emailIssue(email: unknown): string | undefined {
  if (typeof email !== 'string') return m.emailRequired;
  if (email.length > TEXT_LIMITS.email) return messages.bounds.tooLong(TEXT_LIMITS.email);
  if (hasControlCharacters(email)) return messages.bounds.controlCharacters;
  const trimmed = email.trim();
  if (trimmed === '') return m.emailRequired;
  return EMAIL_PATTERN.test(trimmed) ? undefined : m.emailFormat;
}

function passwordIssue(password: unknown): string | undefined {
  if (typeof password !== 'string' || password === '') return m.passwordRequired;
  return password.length > TEXT_LIMITS.password ? messages.auth.passwordTooLong : undefined;
}

/**
 * Spec §5 "Login" for the login screen, without zod: the rules and messages of `loginSchema` (login.ts), which
 * login-form.test.ts holds it to, so /login checks its form before zod has loaded.
 */
export const loginFormSchema = {
  safeParse(input: LoginInput): FormParse<LoginValues> {
    const issues: FieldIssue[] = [];
    const email = emailIssue(input.email);
    if (email) issues.push({ path: ['email'], message: email });
    const password = passwordIssue(input.password);
    if (password) issues.push({ path: ['password'], message: password });
    if (issues.length > 0) return { success: false, error: { issues } };
    const data: LoginValues = { email: input.email.trim(), password: input.password };
    if ('rememberPassword' in input) data.rememberPassword = input.rememberPassword;
    return { success: true, data };
  },
};
