import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { loginSchema } from './login.ts';
import { loginFormSchema } from './login-form.ts';

/** Texts that reach every rule: blank, spaced, well formed or not, control characters, over the bounds. */
const emailText = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    'me',
    'me@example',
    ' me@example.com ',
    'a b@c.io',
    'me\u0000@example.com',
    'me@ex.co\u0085',
  ),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `${'x'.repeat(250)}${email}`),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 250, maxLength: 300 }),
);
const passwordText = fc.oneof(
  fc.constantFrom('', ' ', ' pw ', '\u0000'),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 250, maxLength: 260 }),
);
const loginInput = fc.record(
  { email: emailText, password: passwordText, rememberPassword: fc.boolean() },
  { requiredKeys: ['email', 'password'] },
);

/** What a form shows (each field's first message) and what it submits. */
function judged(result: ReturnType<typeof loginFormSchema.safeParse> | ReturnType<typeof loginSchema.safeParse>) {
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error.issues) };
}

describe('given the login form checked without zod', () => {
  it('should answer every input as loginSchema does: the same first message per field, the same values', () => {
    fc.assert(
      fc.property(loginInput, (input) => {
        expect(judged(loginFormSchema.safeParse(input))).toEqual(judged(loginSchema.safeParse(input)));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [{ email: '', password: 'secret' }, { email: 'Email is a required field' }],
    [{ email: 'me', password: 'secret' }, { email: 'Email address is invalid. Please enter a valid address.' }],
    [{ email: 'me@example.com', password: '' }, { password: 'Password is a required field' }],
    [
      { email: ' ', password: '' },
      { email: 'Email is a required field', password: 'Password is a required field' },
    ],
  ])('should give the spec §5 messages for %o', (input, expected) => {
    expect(judged(loginFormSchema.safeParse(input))).toEqual({ errors: expected });
  });

  it('should trim the e-mail and keep the password as typed', () => {
    expect(loginFormSchema.safeParse({ email: ' me@example.com ', password: ' pw ', rememberPassword: true })).toEqual({
      success: true,
      data: { email: 'me@example.com', password: ' pw ', rememberPassword: true },
    });
  });
});
