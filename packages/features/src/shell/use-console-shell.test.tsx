import { useMutation, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { type UseConsoleShellOptions, useConsoleShell } from './use-console-shell.ts';

function renderShell(options: UseConsoleShellOptions, api: ConsoleApi = createFakeConsoleApi()) {
  return renderHook(
    () => ({
      shell: useConsoleShell(options),
      slowCall: useMutation({ mutationFn: () => new Promise<never>(() => {}) }),
    }),
    { wrapper: ({ children }) => <FakeConsoleProviders api={api}>{children}</FakeConsoleProviders> },
  );
}

describe('given the console shell controller', () => {
  it('should give administrators USERS and PRODUCTS and the others not', async () => {
    const admin = await renderShell({ user: fakeUsers.administrator });
    expect(admin.result.current.shell.menu.map((item) => item.key)).toContain('users');
    const user = await renderShell({ user: fakeUsers.user });
    expect(user.result.current.shell.menu.map((item) => item.key)).toEqual([
      'licenses',
      'myProfile',
      'supportAndFaq',
      'logOut',
    ]);
  });

  it('should mark the current item from the path', async () => {
    const { result } = await renderShell({ user: fakeUsers.administrator, currentPath: '/Product/new' });
    expect(result.current.shell.activeItem).toBe('products');
  });

  it('should send SUPPORT & FAQ to the given support site', async () => {
    const { result } = await renderShell({ user: fakeUsers.user, supportUrl: 'https://help.example.com/faq' });
    expect(result.current.shell.menu.find((item) => item.key === 'supportAndFaq')).toMatchObject({
      href: 'https://help.example.com/faq',
    });
  });

  it('should show Processing... while a call is under way', async () => {
    const { result, act } = await renderShell({ user: fakeUsers.user });
    expect(result.current.shell.isProcessing).toBe(false);
    await act(() => result.current.slowCall.mutate());
    await vi.waitFor(() => expect(result.current.shell.isProcessing).toBe(true));
  });

  it('should leave the page uncovered while a read that shows its own loading is under way', async () => {
    const { result } = await renderHook(
      () => ({
        shell: useConsoleShell({ user: fakeUsers.administrator }),
        inPlace: useQuery({
          queryKey: ['in-place'],
          queryFn: () => new Promise<never>(() => {}),
          meta: { loadsInPlace: true },
        }),
        covering: useQuery({ queryKey: ['covering'], queryFn: () => new Promise<never>(() => {}), enabled: false }),
      }),
      {
        wrapper: ({ children }) => <FakeConsoleProviders api={createFakeConsoleApi()}>{children}</FakeConsoleProviders>,
      },
    );
    await vi.waitFor(() => expect(result.current.inPlace.isFetching).toBe(true));
    expect(result.current.shell.isProcessing).toBe(false);
    void result.current.covering.refetch();
    await vi.waitFor(() => expect(result.current.shell.isProcessing).toBe(true));
  });

  it('should open and close the message modal', async () => {
    const { result, act } = await renderShell({ user: fakeUsers.user });
    await act(() => result.current.shell.showMessage({ title: 'Users', message: 'The users list has been updated.' }));
    expect(result.current.shell.message).toEqual({ title: 'Users', message: 'The users list has been updated.' });
    await act(() => result.current.shell.closeMessage());
    expect(result.current.shell.message).toBeNull();
  });

  it('should log out through the API and then report back', async () => {
    const logout = vi.fn(async () => ({ ok: true as const }));
    const onLoggedOut = vi.fn();
    const { result, act } = await renderShell(
      { user: fakeUsers.user, onLoggedOut },
      createFakeConsoleApi({ session: { logout } }),
    );
    await act(() => result.current.shell.logout());
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledOnce());
    expect(logout).toHaveBeenCalledOnce();
  });

  it('should log out through the API once the inactivity timeout passes without activity', async () => {
    const logout = vi.fn(async () => ({ ok: true as const }));
    const onLoggedOut = vi.fn();
    await renderShell(
      { user: fakeUsers.user, onLoggedOut, inactivityTimeoutMs: 300 },
      createFakeConsoleApi({ session: { logout } }),
    );
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(logout).toHaveBeenCalledOnce();
  });

  it('should ask a user without a country to add one', async () => {
    localStorage.clear();
    const { result } = await renderShell({ user: { ...fakeUsers.user, countryCode: null } });
    expect(result.current.shell.countryPrompt.open).toBe(true);
    localStorage.clear();
  });
});
