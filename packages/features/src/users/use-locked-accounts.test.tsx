import { describe, expect, it } from 'vitest';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { fakeAccountLocks } from './fake.ts';
import { formatLockedUntil, lockReason, useLockedAccounts } from './use-locked-accounts.ts';

describe('given the locked-accounts controller', () => {
  it('should list every lock for an administrator', async () => {
    const api = createFakeConsoleApi();
    const { result } = await renderHookWithApi(() => useLockedAccounts({ user: fakeUsers.administrator }), api);
    expect(result.current.allowed).toBe(true);
    await expect
      .poll(() => result.current.rows.map((lock) => lock.email))
      .toEqual(fakeAccountLocks.map((lock) => lock.email));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.loadFailed).toBe(false);
  });

  it('should neither show nor read anything for a user who is not an administrator', async () => {
    let reads = 0;
    const api = createFakeConsoleApi(
      {
        users: {
          lockedAccounts: async () => {
            reads += 1;
            return [];
          },
        },
      },
      { signedInAs: fakeUsers.manager },
    );
    const { result } = await renderHookWithApi(() => useLockedAccounts({ user: fakeUsers.manager }), api);
    expect(result.current.allowed).toBe(false);
    expect(result.current.isLoading).toBe(false);
    expect(reads).toBe(0);
  });

  it('should unlock only after the confirmation, then read the list again', async () => {
    const api = createFakeConsoleApi();
    const { result, act } = await renderHookWithApi(() => useLockedAccounts({ user: fakeUsers.administrator }), api);
    await expect.poll(() => result.current.rows.length).toBe(3);
    const grace = result.current.rows[0]!;
    await act(() => result.current.requestUnlock(grace));
    expect(result.current.confirming?.email).toBe(grace.email);
    await act(() => result.current.cancelUnlock());
    expect(result.current.confirming).toBeNull();
    expect(await api.users.lockedAccounts()).toHaveLength(3);

    await act(() => result.current.requestUnlock(grace));
    await act(() => result.current.confirmUnlock());
    await expect.poll(() => result.current.rows.map((lock) => lock.email)).not.toContain(grace.email);
    expect(result.current.rows).toHaveLength(2);
  });

  it('should say the list could not be read, and read it again on retry', async () => {
    let fail = true;
    const api = createFakeConsoleApi({
      users: {
        lockedAccounts: async () => {
          if (fail) throw new Error('down');
          return [...fakeAccountLocks];
        },
      },
    });
    const { result, act } = await renderHookWithApi(() => useLockedAccounts({ user: fakeUsers.administrator }), api);
    await expect.poll(() => result.current.loadFailed, { timeout: 10_000 }).toBe(true);
    fail = false;
    await act(() => result.current.refresh());
    await expect.poll(() => result.current.rows.length).toBe(3);
    expect(result.current.loadFailed).toBe(false);
  });
});

describe('given a lock to describe', () => {
  it('should name the reason, with the address of a lock that holds back one address', () => {
    expect(lockReason({ reason: 'signInFailuresFromAddress', address: '203.0.113.24' })).toBe(
      'Failed sign-ins from 203.0.113.24',
    );
    expect(lockReason({ reason: 'signInFailures', address: null })).toBe('Failed sign-ins from many addresses');
    expect(lockReason({ reason: 'verificationCodeFailures', address: null })).toBe('Wrong verification codes');
  });

  it('should show the end of a lock as month/day/year and time, and an unreadable instant as it came', () => {
    expect(formatLockedUntil('2031-05-04T14:30:00.000Z')).toMatch(/^05\/0[45]\/2031, \d{1,2}:\d{2} [AP]M$/);
    expect(formatLockedUntil('soon')).toBe('soon');
  });
});
