import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_PORTAL_URL } from './fake.ts';
import { DEFAULT_HOME_URL, safeHomeUrl, type UseLogoutScreenOptions, useLogoutScreen } from './use-logout-screen.ts';

function renderLogout(options: Partial<UseLogoutScreenOptions>, api = createFakeConsoleApi()) {
  const onRedirect = vi.fn();
  return { onRedirect, rendered: renderHookWithApi(() => useLogoutScreen({ onRedirect, ...options }), api) };
}

describe('given the logout page controller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should head the page 'Logout' and say the user is logged out from the provider by default", async () => {
    const { rendered } = renderLogout({});
    const { result } = await rendered;
    expect(result.current).toMatchObject({
      heading: 'Logout',
      message: 'you are logged out from the provider',
      isError: false,
      secondsLeft: 5,
    });
  });

  it('should head the page with the kind and show a custom message', async () => {
    const { rendered } = renderLogout({ kind: 'workplace', message: 'Signed out of Workplace.' });
    const { result } = await rendered;
    expect(result.current.heading).toBe('Workplace');
    expect(result.current.message).toBe('Signed out of Workplace.');
  });

  it("should advise contacting support for the kind 'error'", async () => {
    const { rendered } = renderLogout({ kind: 'Error' });
    const { result } = await rendered;
    expect(result.current.isError).toBe(true);
    // Nothing claims the sign-out worked; a custom message still shows.
    expect(result.current.message).toBeNull();
  });

  it('should go to url-home after 5 seconds, counting down, and only once', async () => {
    const { rendered, onRedirect } = renderLogout({ homeUrl: 'https://home.example.org/start' });
    const { result, act } = await rendered;
    await act(() => vi.advanceTimersByTime(2100));
    expect(result.current.secondsLeft).toBe(3);
    expect(onRedirect).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(3000));
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith('https://home.example.org/start');
    await act(() => result.current.goHome());
    expect(onRedirect).toHaveBeenCalledOnce();
  });

  it('should go home at once on Return to home', async () => {
    const { rendered, onRedirect } = renderLogout({ homeUrl: 'https://home.example.org/' });
    const { result, act } = await rendered;
    await act(() => result.current.goHome());
    expect(onRedirect).toHaveBeenCalledWith('https://home.example.org/');
  });

  it("should use the server's company site without a url-home", async () => {
    const { rendered } = renderLogout({});
    const { result } = await rendered;
    await vi.waitFor(() => expect(result.current.homeUrl).toBe(`${FAKE_PORTAL_URL}/`));
  });

  it('should stop its timers when it goes away', async () => {
    const { rendered, onRedirect } = renderLogout({ homeUrl: 'https://home.example.org/' });
    const { unmount } = await rendered;
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(onRedirect).not.toHaveBeenCalled();
  });
});

describe('given safeHomeUrl', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['http://intranet.example.org/home', 'http://intranet.example.org/home'],
    ['/licenses', 'https://console.example.com/licenses'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example.net/', null],
    ['', null],
    [null, null],
  ])('should take %s as %s', (value, expected) => {
    expect(safeHomeUrl(value, 'https://console.example.com/Logout')).toBe(expected);
  });

  it('should default to the company site', () => {
    expect(DEFAULT_HOME_URL).toBe('https://www.example.com');
  });
});
