import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { EXPIRED_RESET_TOKEN, FAKE_RESET_TOKEN } from './fake.ts';
import { useResetPassword } from './use-reset-password.ts';

const strictPolicy = {
  minimunChars: 10,
  uppercaseChars: 2,
  specialChars: 2,
  expirationMonths: 6,
  twoFA: false,
  passwordHistory: true,
};

async function renderReset(token: string | null, overrides: Parameters<typeof createFakeConsoleApi>[0] = {}) {
  const onReset = vi.fn();
  const rendered = await renderHookWithApi(() => useResetPassword({ token, onReset }), createFakeConsoleApi(overrides));
  const type = (name: 'password' | 'confirmPassword', value: string) =>
    rendered.act(() =>
      rendered.result.current.register(name).onChange({ target: { value } } as React.ChangeEvent<HTMLInputElement>),
    );
  return { ...rendered, onReset, type };
}

describe('given the reset-password controller', () => {
  it('should load the policy of the token and check each rule as the password is typed', async () => {
    const passwordSettingsForToken = vi.fn(async () => strictPolicy);
    const { result, type } = await renderReset('tok', { session: { passwordSettingsForToken } });
    expect(result.current.status).toBe('loading');
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    expect(passwordSettingsForToken).toHaveBeenCalledWith('tok');
    expect(result.current.rules.map((rule) => [rule.label, rule.passed])).toEqual([
      ['At least 10 characters', false],
      ['At least 2 uppercase letters', false],
      ['At least 2 numbers or special characters', false],
    ]);
    await type('password', 'ABcdefgh');
    expect(result.current.rules.map((rule) => rule.passed)).toEqual([false, true, false]);
    expect(result.current.showConfirm).toBe(false);
    await type('password', 'ABcdefgh1!');
    expect(result.current.policySatisfied).toBe(true);
    expect(result.current.showConfirm).toBe(true);
  });

  it('should pop the checklist up while the field has focus and keep it while the policy is unmet', async () => {
    const { result, act, type } = await renderReset(FAKE_RESET_TOKEN);
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.showChecklist).toBe(false);
    await act(() => result.current.passwordFocusHandlers.onFocus());
    expect(result.current.showChecklist).toBe(true);
    await type('password', 'abc');
    await act(() => result.current.passwordFocusHandlers.onBlur());
    expect(result.current.showChecklist).toBe(true);
    await type('password', 'Abcdefg1');
    expect(result.current.showChecklist).toBe(false);
  });

  it("should say 'Password did not match Password Policy!' for a password short of the policy", async () => {
    const resetPassword = vi.fn();
    const { result, act, type } = await renderReset(FAKE_RESET_TOKEN, { session: { resetPassword } });
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    await type('password', 'weak');
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      password: 'Password did not match Password Policy!',
      confirmPassword: undefined,
    });
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("should say 'Password did not match! Please try again!' when the confirmation differs", async () => {
    const { result, act, type } = await renderReset(FAKE_RESET_TOKEN);
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    await type('password', 'Strong-2026');
    await type('confirmPassword', 'Strong-2025');
    await act(() => result.current.submit());
    expect(result.current.errors.confirmPassword).toBe('Password did not match! Please try again!');
  });

  it('should save the new password with the token and report back', async () => {
    const resetPassword = vi.fn(async () => ({ ok: true as const }));
    const { result, act, type, onReset } = await renderReset(FAKE_RESET_TOKEN, { session: { resetPassword } });
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    await type('password', 'Strong-2026');
    await type('confirmPassword', 'Strong-2026');
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledOnce());
    expect(resetPassword).toHaveBeenCalledWith({ token: FAKE_RESET_TOKEN, password: 'Strong-2026' });
  });

  it('should show the server text when the server refuses the password', async () => {
    const tooCommon = 'This password is too common. Please choose a less predictable one.';
    const { result, act, type, onReset } = await renderReset(FAKE_RESET_TOKEN, {
      session: { resetPassword: () => Promise.reject(new ApiError(400, tooCommon)) },
    });
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    await type('password', 'Password1');
    await type('confirmPassword', 'Password1');
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.errorMessage).toBe(tooCommon));
    expect(onReset).not.toHaveBeenCalled();
  });

  it('should show the server text for a bad, expired or used token', async () => {
    const { result } = await renderReset(EXPIRED_RESET_TOKEN);
    await vi.waitFor(() => expect(result.current.status).toBe('invalid'));
    expect(result.current.linkError).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('should call a missing token invalid without asking the server', async () => {
    const passwordSettingsForToken = vi.fn();
    const { result } = await renderReset(null, { session: { passwordSettingsForToken } });
    expect(result.current.status).toBe('invalid');
    expect(result.current.linkError).toMatch(/invalid or has expired/);
    expect(passwordSettingsForToken).not.toHaveBeenCalled();
  });
});
