import type { LoginInput } from '@license-console/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_EXTERNAL_SITE_LOCATION, FAKE_PASSWORD } from './fake.ts';
import { useExternalSiteLogin } from './use-external-site-login.ts';

function renderSiteLogin(
  defaultValues: Partial<LoginInput>,
  overrides: Parameters<typeof createFakeConsoleApi>[0] = {},
) {
  const onRedirect = vi.fn();
  const rendered = renderHookWithApi(
    () => useExternalSiteLogin({ tokenExternalId: 'site-request', onRedirect, defaultValues }),
    createFakeConsoleApi(overrides, { signedInAs: null }),
  );
  return { onRedirect, rendered };
}

describe('given the external site login', () => {
  it('should post Email and Password for the request and go to the answer Location', async () => {
    const externalAuthenticate = vi.fn(async () => ({ location: FAKE_EXTERNAL_SITE_LOCATION }));
    const { onRedirect, rendered } = renderSiteLogin(
      { email: 'user@example.com', password: FAKE_PASSWORD },
      { session: { externalAuthenticate } },
    );
    const { result, act } = await rendered;
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith(FAKE_EXTERNAL_SITE_LOCATION));
    expect(externalAuthenticate).toHaveBeenCalledWith('site-request', {
      Email: 'user@example.com',
      Password: FAKE_PASSWORD,
    });
    // The page is leaving: the button stays busy rather than inviting a second submit.
    expect(result.current.isSubmitting).toBe(true);
  });

  it('should show the default failure for wrong credentials', async () => {
    const { onRedirect, rendered } = renderSiteLogin({ email: 'user@example.com', password: 'wrong' });
    const { result, act } = await rendered;
    await act(() => result.current.submit());
    await vi.waitFor(() =>
      expect(result.current.errorMessage).toBe('Sign in failed! Please check your credentials and try again.'),
    );
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('should show the server text for an expired site request (400)', async () => {
    const expired = 'This sign-in request is invalid or has expired. Please go back to the site and start again.';
    const { rendered } = renderSiteLogin(
      { email: 'user@example.com', password: FAKE_PASSWORD },
      { session: { externalAuthenticate: () => Promise.reject(new ApiError(400, expired)) } },
    );
    const { result, act } = await rendered;
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.errorMessage).toBe(expired));
  });

  it('should not leave when the answer names no site', async () => {
    const { onRedirect, rendered } = renderSiteLogin(
      { email: 'user@example.com', password: FAKE_PASSWORD },
      { session: { externalAuthenticate: async () => ({ location: null }) } },
    );
    const { result, act } = await rendered;
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.errorMessage).not.toBeNull());
    expect(onRedirect).not.toHaveBeenCalled();
  });
});
