import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { ApiError } from '../api/errors.ts';
import { markCountryPrompted, wasCountryPrompted } from '../shell/country-prompt-store.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { createTestQueryClient, FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakeUsers } from './fake.ts';
import { markSignedIn, markSignedOut, useLogout, useSession } from './use-session.ts';

function renderWith<T>(hook: () => T, api: ConsoleApi, queryClient: QueryClient = createTestQueryClient()) {
  return renderHook(hook, {
    wrapper: ({ children }) => (
      <FakeConsoleProviders api={api} queryClient={queryClient}>
        {children}
      </FakeConsoleProviders>
    ),
  });
}

describe('given the session controller', () => {
  it('should start unknown, then be authenticated with the current user', async () => {
    let answer: (user: typeof fakeUsers.administrator) => void = () => {};
    const api = createFakeConsoleApi({ session: { currentUser: () => new Promise((resolve) => (answer = resolve)) } });
    const { result } = await renderWith(() => useSession(), api);
    expect(result.current.state).toEqual({ status: 'unknown' });
    answer(fakeUsers.administrator);
    await vi.waitFor(() =>
      expect(result.current.state).toEqual({ status: 'authenticated', user: fakeUsers.administrator }),
    );
  });

  it('should be unauthenticated on a 401', async () => {
    const { result } = await renderWith(() => useSession(), createFakeConsoleApi({}, { signedInAs: null }));
    await vi.waitFor(() => expect(result.current.state).toEqual({ status: 'unauthenticated' }));
  });

  it('should be verification-pending while the user needs a code', async () => {
    const { result } = await renderWith(
      () => useSession(),
      createFakeConsoleApi({}, { signedInAs: fakeUsers.needsVerification }),
    );
    await vi.waitFor(() => expect(result.current.state.status).toBe('verification-pending'));
  });

  it('should be unauthenticated when the current user cannot be read at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createFakeConsoleApi({
      session: { currentUser: () => Promise.reject(new ApiError(502, 'Bad gateway')) },
    });
    const { result } = await renderWith(() => useSession(), api);
    await vi.waitFor(() => expect(result.current.state).toEqual({ status: 'unauthenticated' }));
  });

  it('should follow signedIn and signedOut', async () => {
    const { result, act } = await renderWith(() => useSession(), createFakeConsoleApi({}, { signedInAs: null }));
    await vi.waitFor(() => expect(result.current.state.status).toBe('unauthenticated'));
    await act(() => result.current.signedIn(fakeUsers.manager));
    expect(result.current.state).toEqual({ status: 'authenticated', user: fakeUsers.manager });
    await act(() => result.current.signedOut());
    expect(result.current.state).toEqual({ status: 'unauthenticated' });
  });
});

describe('given LOG OUT', () => {
  it('should end the session on the server, drop the cached data and report back', async () => {
    const logout = vi.fn(async () => ({ ok: true as const }));
    const onLoggedOut = vi.fn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['licenses'], ['one']);
    const { result, act } = await renderWith(
      () => ({ session: useSession(), logout: useLogout({ onLoggedOut }) }),
      createFakeConsoleApi({ session: { logout } }),
      queryClient,
    );
    await vi.waitFor(() => expect(result.current.session.state.status).toBe('authenticated'));
    await act(() => result.current.logout.logout());
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledOnce());
    expect(logout).toHaveBeenCalledOnce();
    expect(result.current.session.state).toEqual({ status: 'unauthenticated' });
    expect(queryClient.getQueryData(['licenses'])).toBeUndefined();
  });

  it('should still sign out locally when the server call fails', async () => {
    const onLoggedOut = vi.fn();
    const api = createFakeConsoleApi({ session: { logout: () => Promise.reject(new ApiError(503, 'Unavailable')) } });
    const { result, act } = await renderWith(
      () => ({ session: useSession(), logout: useLogout({ onLoggedOut }) }),
      api,
    );
    await vi.waitFor(() => expect(result.current.session.state.status).toBe('authenticated'));
    await act(() => result.current.logout.logout());
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledOnce());
    expect(result.current.session.state).toEqual({ status: 'unauthenticated' });
  });
});

describe('given the country dialog and the sign-in', () => {
  it('should ask again after a new sign-in or a sign-out, but not when a verification completes', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['session', 'current-user'], null);
    markCountryPrompted();
    markSignedIn(queryClient, fakeUsers.needsVerification);
    expect(wasCountryPrompted()).toBe(false);
    markCountryPrompted();
    markSignedIn(queryClient, { ...fakeUsers.needsVerification, needVerification: false });
    expect(wasCountryPrompted()).toBe(true);
    markSignedOut(queryClient);
    expect(wasCountryPrompted()).toBe(false);
  });
});
