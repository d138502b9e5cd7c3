import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { LOCKED_EMAIL } from './fake.ts';
import { forgotPasswordStrings } from './strings.ts';
import { useForgotPassword } from './use-forgot-password.ts';

describe('given the forgot-password controller', () => {
  it('should send the trimmed e-mail and then report where it went', async () => {
    const forgotPassword = vi.fn(async () => ({ ok: true as const }));
    const { result, act } = await renderHookWithApi(
      () => useForgotPassword({ defaultEmail: ' ada@example.com ' }),
      createFakeConsoleApi({ session: { forgotPassword } }),
    );
    expect(result.current.sentTo).toBeNull();
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.sentTo).toBe('ada@example.com'));
    expect(forgotPassword).toHaveBeenCalledWith('ada@example.com');
    expect(result.current.errorMessage).toBeNull();
  });

  it('should require the e-mail without calling the API', async () => {
    const forgotPassword = vi.fn(async () => ({ ok: true as const }));
    const { result, act } = await renderHookWithApi(
      () => useForgotPassword(),
      createFakeConsoleApi({ session: { forgotPassword } }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors.email).toBe(forgotPasswordStrings.emailRequired);
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('should refuse a malformed e-mail', async () => {
    const { result, act } = await renderHookWithApi(
      () => useForgotPassword({ defaultEmail: 'not-an-email' }),
      createFakeConsoleApi(),
    );
    await act(() => result.current.submit());
    expect(result.current.errors.email).toBe(forgotPasswordStrings.emailInvalid);
  });

  it('should show the server text of a rate limit and stay on the form', async () => {
    const { result, act } = await renderHookWithApi(
      () => useForgotPassword({ defaultEmail: LOCKED_EMAIL }),
      createFakeConsoleApi(),
    );
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.errorMessage).toMatch(/^Too many attempts/));
    expect(result.current.sentTo).toBeNull();
  });

  it('should show the generic message for a server failure', async () => {
    const api = createFakeConsoleApi({
      session: { forgotPassword: () => Promise.reject(new ApiError(500, 'Something went wrong on the server.')) },
    });
    const { result, act } = await renderHookWithApi(() => useForgotPassword({ defaultEmail: 'a@example.com' }), api);
    await act(() => result.current.submit());
    await vi.waitFor(() =>
      expect(result.current.errorMessage).toBe('There were some error please contact to Administrators.'),
    );
  });

  it('should go back to the form on startOver', async () => {
    const { result, act } = await renderHookWithApi(
      () => useForgotPassword({ defaultEmail: 'a@example.com' }),
      createFakeConsoleApi(),
    );
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.sentTo).not.toBeNull());
    await act(() => result.current.startOver());
    expect(result.current.sentTo).toBeNull();
  });
});
