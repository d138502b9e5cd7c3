import { type LoginInput, peopleMessages } from '@license-console/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { ApiError, ForbiddenError, NO_RESPONSE_MESSAGE, NoResponseError } from '../api/errors.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { EXPIRED_EMAIL, FAKE_PASSWORD, fakeUsers, LOCKED_EMAIL } from './fake.ts';
import { authStrings } from './strings.ts';
import { loginErrorMessage, useLoginForm } from './use-login-form.ts';

function renderLoginForm(
  defaultValues: Partial<LoginInput>,
  api: ConsoleApi = createFakeConsoleApi({}, { signedInAs: null }),
) {
  const onSignedIn = vi.fn();
  const rendered = renderHook(() => useLoginForm({ onSignedIn, defaultValues }), {
    wrapper: ({ children }) => <FakeConsoleProviders api={api}>{children}</FakeConsoleProviders>,
  });
  return { onSignedIn, rendered };
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  await cookieStore.delete({ name: 'ExternalLogin', path: '/' });
});

describe('given the login form controller', () => {
  describe('when the credentials are right', () => {
    it('should sign in and hand over the user', async () => {
      const { onSignedIn, rendered } = renderLoginForm({ email: ' admin@example.com ', password: FAKE_PASSWORD });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(fakeUsers.administrator));
      expect(result.current.errorMessage).toBeNull();
    });

    it('should post Email, Password and RememberPassword as the contract names them', async () => {
      const authenticate = vi.fn(async () => fakeUsers.user);
      const api = createFakeConsoleApi({ session: { authenticate } });
      const { rendered } = renderLoginForm(
        { email: 'user@example.com', password: 'secret', rememberPassword: true },
        api,
      );
      const { result, act } = await rendered;
      vi.spyOn(navigator.credentials, 'store').mockResolvedValue(undefined);
      await act(() => result.current.submit());
      await vi.waitFor(() =>
        expect(authenticate).toHaveBeenCalledWith({
          Email: 'user@example.com',
          Password: 'secret',
          RememberPassword: true,
        }),
      );
    });
  });

  describe('when Remember Password is ticked', () => {
    // Regression guard: the password goes to the browser's credential manager, never to web storage.
    it('should store a PasswordCredential and write nothing to web storage', async () => {
      const store = vi.spyOn(navigator.credentials, 'store').mockResolvedValue(undefined);
      const { onSignedIn, rendered } = renderLoginForm({
        email: 'user@example.com',
        password: FAKE_PASSWORD,
        rememberPassword: true,
      });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      expect(store).toHaveBeenCalledOnce();
      const credential = store.mock.calls[0]?.[0] as Credential & { password?: string };
      expect(credential.id).toBe('user@example.com');
      expect(credential.password).toBe(FAKE_PASSWORD);
      const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
      expect(stored).not.toContain(FAKE_PASSWORD);
    });

    it('should not touch the credential manager when unticked', async () => {
      const store = vi.spyOn(navigator.credentials, 'store').mockResolvedValue(undefined);
      const { onSignedIn, rendered } = renderLoginForm({ email: 'user@example.com', password: FAKE_PASSWORD });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      expect(store).not.toHaveBeenCalled();
    });
  });

  describe('when the credentials are wrong', () => {
    it('should show the default sign-in failure and not sign in', async () => {
      const { onSignedIn, rendered } = renderLoginForm({ email: 'admin@example.com', password: 'wrong' });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() =>
        expect(result.current.errorMessage).toBe('Sign in failed! Please check your credentials and try again.'),
      );
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('should show the server message when the password expired (423)', async () => {
      const { rendered } = renderLoginForm({ email: EXPIRED_EMAIL, password: FAKE_PASSWORD });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() => expect(result.current.errorMessage).toContain('Password had expired'));
    });

    // Regression guard: the server mails the reset link itself; a second ForgotPassword would send two e-mails.
    it('should not ask for a reset link itself when the password expired', async () => {
      const forgotPassword = vi.fn(async () => ({ ok: true as const }));
      const api = createFakeConsoleApi({ session: { forgotPassword } }, { signedInAs: null });
      const { rendered } = renderLoginForm({ email: EXPIRED_EMAIL, password: FAKE_PASSWORD }, api);
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() => expect(result.current.errorMessage).toContain('Password had expired'));
      expect(forgotPassword).not.toHaveBeenCalled();
    });

    it('should show the server message when the account is locked out (429)', async () => {
      const { rendered } = renderLoginForm({ email: LOCKED_EMAIL, password: FAKE_PASSWORD });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() =>
        expect(result.current.errorMessage).toBe('Too many attempts. Please wait 15 minutes and try again.'),
      );
    });
  });

  describe('when an external sign-in failed (ExternalLogin=false)', () => {
    it('should show the login failure at once and clear the cookie', async () => {
      await cookieStore.set({ name: 'ExternalLogin', value: 'false', path: '/' });
      const { rendered } = renderLoginForm({});
      const { result } = await rendered;
      expect(result.current.errorMessage).toBe(authStrings.loginFailed);
      await vi.waitFor(() => expect(document.cookie).not.toContain('ExternalLogin'));
    });

    it('should drop that message once the user tries again and succeeds', async () => {
      await cookieStore.set({ name: 'ExternalLogin', value: 'false', path: '/' });
      const { rendered } = renderLoginForm({ email: 'user@example.com', password: FAKE_PASSWORD });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      await vi.waitFor(() => expect(result.current.errorMessage).toBeNull());
    });

    it('should say nothing without the cookie', async () => {
      const { rendered } = renderLoginForm({});
      const { result } = await rendered;
      expect(result.current.errorMessage).toBeNull();
    });
  });

  describe('when fields are empty or malformed', () => {
    it('should require e-mail and password without calling the API', async () => {
      const authenticate = vi.fn(async () => fakeUsers.user);
      const { rendered } = renderLoginForm({}, createFakeConsoleApi({ session: { authenticate } }));
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      expect(result.current.errors).toEqual({
        email: authStrings.emailRequired,
        password: authStrings.passwordRequired,
      });
      expect(authenticate).not.toHaveBeenCalled();
    });

    it('should refuse a malformed e-mail', async () => {
      const { rendered } = renderLoginForm({ email: 'not-an-email', password: 'x' });
      const { result, act } = await rendered;
      await act(() => result.current.submit());
      expect(result.current.errors.email).toBe(authStrings.emailInvalid);
    });
  });
});

describe('given loginErrorMessage', () => {
  it.each([
    [new ApiError(401, 'Invalid e-mail or password.'), authStrings.loginFailed],
    [new ApiError(423, 'Password had expired on 01/01/2026'), 'Password had expired on 01/01/2026'],
    [new ApiError(423, 'Locked'), authStrings.loginFailed],
    [new ApiError(429, 'Too many attempts.'), 'Too many attempts.'],
    [new ForbiddenError(403, peopleMessages.signInDeactivated), peopleMessages.signInDeactivated],
    [new ApiError(500, 'Something went wrong on the server.'), authStrings.loginFailed],
    [new NoResponseError(), NO_RESPONSE_MESSAGE],
    [new Error('network'), authStrings.loginFailed],
  ])('should turn %o into %s', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });
});
