import type { CurrentUser } from '@license-console/domain';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_VERIFICATION_CODE, fakeUsers } from './fake.ts';
import { useVerification } from './use-verification.ts';

const pending = fakeUsers.needsVerification;

function renderVerification(overrides: Parameters<typeof createFakeConsoleApi>[0] = {}, user: CurrentUser = pending) {
  const onVerified = vi.fn();
  const onLoggedOut = vi.fn();
  const api = createFakeConsoleApi(overrides, { signedInAs: user });
  const rendered = renderHookWithApi(() => useVerification({ user, onVerified, onLoggedOut }), api);
  return { onVerified, onLoggedOut, api, rendered };
}

describe('given the verification controller', () => {
  it('should say a code was sent to the phone after SMS', async () => {
    const { rendered } = renderVerification();
    const { result, act } = await rendered;
    expect(result.current.canSendSms).toBe(true);
    await act(() => result.current.sendSms());
    await vi.waitFor(() =>
      expect(result.current.feedback).toEqual({ kind: 'success', text: 'A code was already sent to your phone.' }),
    );
  });

  it('should say a code was sent by e-mail after Email', async () => {
    const { rendered } = renderVerification();
    const { result, act } = await rendered;
    await act(() => result.current.sendEmail());
    await vi.waitFor(() =>
      expect(result.current.feedback).toEqual({ kind: 'success', text: 'A code was sent to your email.' }),
    );
  });

  it('should not offer SMS to a user without a phone', async () => {
    const { rendered } = renderVerification({}, { ...pending, sms: false });
    const { result } = await rendered;
    expect(result.current.canSendSms).toBe(false);
  });

  it('should show the server text when sending fails (a resend too soon)', async () => {
    const tooSoon = 'A code was sent moments ago. Please wait 20 seconds before sending another.';
    const { rendered } = renderVerification({
      session: { sendEmail: () => Promise.reject(new ApiError(429, tooSoon)) },
    });
    const { result, act } = await rendered;
    await act(() => result.current.sendEmail());
    await vi.waitFor(() => expect(result.current.feedback).toEqual({ kind: 'error', text: tooSoon }));
  });

  it('should show the server text for a wrong code and hand over the user for the right one', async () => {
    const { rendered, onVerified } = renderVerification();
    const { result, act } = await rendered;
    const change = (value: string) =>
      result.current.register('code').onChange({ target: { value } } as React.ChangeEvent<HTMLInputElement>);
    await act(() => change('000000'));
    await act(() => result.current.submit());
    await vi.waitFor(() =>
      expect(result.current.feedback).toEqual({ kind: 'error', text: 'The code sent is incorrect.' }),
    );
    await act(() => change(` ${FAKE_VERIFICATION_CODE} `));
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith({ ...pending, needVerification: false }));
  });

  it('should require a code without calling the API', async () => {
    const verifyCode = vi.fn();
    const { rendered } = renderVerification({ session: { verifyCode } });
    const { result, act } = await rendered;
    await act(() => result.current.submit());
    expect(result.current.errors.code).toBe('Code is a required field');
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('should offer both providers, disabling the one the server has not configured', async () => {
    const { rendered } = renderVerification({
      session: {
        externalLoginUrlData: async () => ({
          portalUrl: 'https://www.example.com',
          consoleUrl: 'https://console.example.com',
          providers: { Workplace: true, Consumer: false },
        }),
      },
    });
    const { result } = await rendered;
    await vi.waitFor(() =>
      expect(result.current.providers).toEqual([
        { provider: 'Workplace', configured: true },
        { provider: 'Consumer', configured: false },
      ]),
    );
  });

  it('should keep both providers offered when the server cannot say', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rendered } = renderVerification({
      session: { externalLoginUrlData: () => Promise.reject(new ApiError(404, 'Not Found')) },
    });
    const { result } = await rendered;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.providers.every((option) => option.configured)).toBe(true);
  });

  it('should leave for the provider through the adapter', async () => {
    const accountExternalLogin = vi.fn();
    const { rendered } = renderVerification({ session: { accountExternalLogin } });
    const { result, act } = await rendered;
    await act(() => result.current.startExternalLogin('Workplace'));
    expect(accountExternalLogin).toHaveBeenCalledWith('Workplace');
    expect(result.current.leavingFor).toBe('Workplace');
  });

  it('should log out and report back', async () => {
    const { rendered, onLoggedOut, api } = renderVerification();
    const { result, act } = await rendered;
    await act(() => result.current.logout());
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledOnce());
    await expect(api.session.currentUser()).rejects.toMatchObject({ status: 401 });
  });
});
