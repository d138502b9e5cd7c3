import { INACTIVITY_RESET_EVENTS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@license-console/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { LAST_ACTIVITY_KEY, useInactivityTimer } from './use-inactivity-timer.ts';

/** A 10-second timer, run up to its warning (at 5 s): its hook, and the `onTimeout` it calls. */
async function warnedTimer() {
  const onTimeout = vi.fn();
  const hook = await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout }));
  vi.advanceTimersByTime(6000);
  await vi.waitFor(() => expect(hook.result.current.warningDeadline).not.toBeNull());
  return { ...hook, onTimeout };
}

describe('given the inactivity timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('should time out after 30 minutes without activity by default', async () => {
    const onTimeout = vi.fn();
    await renderHook(() => useInactivityTimer({ onTimeout }));
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('should warn a minute before the timeout, with the moment of the logout', async () => {
    const onTimeout = vi.fn();
    const { result } = await renderHook(() => useInactivityTimer({ onTimeout }));
    const deadline = Date.now() + INACTIVITY_TIMEOUT_MS;
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1);
    await vi.waitFor(() => expect(result.current.warningDeadline).toBeNull());
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(result.current.warningDeadline).toBe(deadline));
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS);
    expect(onTimeout).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(result.current.warningDeadline).toBeNull());
  });

  it('should warn at half a shortened timeout', async () => {
    const { result } = await renderHook(() => useInactivityTimer({ timeoutMs: 4000, onTimeout: vi.fn() }));
    vi.advanceTimersByTime(2000);
    await vi.waitFor(() => expect(result.current.warningDeadline).not.toBeNull());
  });

  it('should end the warning and start again when the user stays', async () => {
    const { result, act, onTimeout } = await warnedTimer();
    await act(() => result.current.stay());
    expect(result.current.warningDeadline).toBeNull();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(9999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('should end the warning on activity', async () => {
    const { result, onTimeout } = await warnedTimer();
    window.dispatchEvent(new Event('keypress'));
    await vi.waitFor(() => expect(result.current.warningDeadline).toBeNull());
    vi.advanceTimersByTime(9000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("should not take a scroll while the warning shows for activity: the dialog's own scroll lock and focus", async () => {
    const { result, onTimeout } = await warnedTimer();
    document.dispatchEvent(new Event('scroll'));
    expect(result.current.warningDeadline).not.toBeNull();
    vi.advanceTimersByTime(4000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  // (Before the warning, which comes at half of these shortened timeouts.)
  it.each(INACTIVITY_RESET_EVENTS)('should start again on %s', async (name) => {
    const onTimeout = vi.fn();
    await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout }));
    vi.advanceTimersByTime(4000);
    window.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(9999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('should count activity deep in the page (scroll inside a pane does not bubble)', async () => {
    const onTimeout = vi.fn();
    const pane = document.body.appendChild(document.createElement('div'));
    await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout }));
    vi.advanceTimersByTime(4000);
    pane.dispatchEvent(new Event('scroll', { bubbles: false }));
    vi.advanceTimersByTime(8000);
    expect(onTimeout).not.toHaveBeenCalled();
    pane.remove();
  });

  it('should not count other events', async () => {
    const onTimeout = vi.fn();
    await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout }));
    vi.advanceTimersByTime(8000);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(2000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('should start again when another tab of the console reports activity', async () => {
    const onTimeout = vi.fn();
    await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout }));
    vi.advanceTimersByTime(8000);
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }));
    vi.advanceTimersByTime(8000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('should tell other tabs about its own activity', async () => {
    await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout: vi.fn() }));
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('keypress'));
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
  });

  // Regression guard: spec §4, the timers are cleared on logout (the shell unmounts).
  it('should clear its timer and listeners on unmount', async () => {
    const onTimeout = vi.fn();
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout }));
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    const names = removed.mock.calls.map(([name]) => name);
    for (const name of INACTIVITY_RESET_EVENTS) expect(names).toContain(name);
  });

  it('should not run while disabled', async () => {
    const onTimeout = vi.fn();
    await renderHook(() => useInactivityTimer({ timeoutMs: 10_000, onTimeout, enabled: false }));
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
