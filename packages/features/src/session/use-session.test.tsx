import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { markCountryPrompted, wasCountryPrompted } from '../api/country-prompt-store.ts';
import { ApiError } from '../api/errors.ts';
import { createSessionStore, type SessionStore } from '../api/session-store.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { createTestQueryClient, FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakeUsers } from './fake.ts';
import { useLogout } from './use-logout.ts';
import { useSession } from './use-session.ts';

function renderWith<T>(
  hook: () => T,
  api: ConsoleApi,
  queryClient: QueryClient = createTestQueryClient(),
  session: SessionStore = createSessionStore(),
) {
  return renderHook(hook, {
    wrapper: ({ children }) => (
      <FakeConsoleProviders api={api} queryClient={queryClient} session={session}>
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

describe('given a session lost or read again', () => {
  it("should drop the cached data when a 401 ends the session, keeping the session's own reads", async () => {
    const queryClient = createTestQueryClient();
    const session = createSessionStore();
    queryClient.setQueryData(['licenses'], ['one']);
    queryClient.setQueryData(['session', 'externalLoginUrlData'], { portalUrl: 'p', consoleUrl: 'c' });
    const { result } = await renderWith(() => useSession(), createFakeConsoleApi(), queryClient, session);
    await vi.waitFor(() => expect(result.current.state.status).toBe('authenticated'));
    // What the HTTP adapter does on a 401 answer.
    session.signedOut();
    await vi.waitFor(() => expect(result.current.state).toEqual({ status: 'unauthenticated' }));
    expect(result.current.signOutReason).toBeNull();
    expect(queryClient.getQueryData(['licenses'])).toBeUndefined();
    expect(queryClient.getQueryData(['session', 'externalLoginUrlData'])).toEqual({ portalUrl: 'p', consoleUrl: 'c' });
  });

  it('should keep the user while the session is read again, then follow the server', async () => {
    let signedIn = true;
    const api = createFakeConsoleApi({
      session: {
        currentUser: () =>
          signedIn ? Promise.resolve(fakeUsers.manager) : Promise.reject(new ApiError(401, 'Unauthorized')),
      },
    });
    const { result, act } = await renderWith(() => useSession(), api);
    await vi.waitFor(() => expect(result.current.state.status).toBe('authenticated'));
    signedIn = false;
    await act(() => result.current.refresh());
    expect(result.current.state).toEqual({ status: 'unauthenticated' });
  });

  it('should let no read that started before a sign-in overwrite it', async () => {
    let answer: (user: null) => void = () => {};
    const session = createSessionStore();
    session.load(() => new Promise((resolve) => (answer = resolve)));
    session.signedIn(fakeUsers.manager);
    answer(null);
    await new Promise((resolve) => setTimeout(resolve));
    expect(session.getSnapshot().user).toEqual(fakeUsers.manager);
  });
});

describe('given the country dialog and the sign-in', () => {
  it('should ask again after a new sign-in or a sign-out, but not when a verification completes', () => {
    const session = createSessionStore();
    session.signedOut();
    markCountryPrompted();
    session.signedIn(fakeUsers.needsVerification);
    expect(wasCountryPrompted()).toBe(false);
    markCountryPrompted();
    session.signedIn({ ...fakeUsers.needsVerification, needVerification: false });
    expect(wasCountryPrompted()).toBe(true);
    session.signedOut();
    expect(wasCountryPrompted()).toBe(false);
  });
});
