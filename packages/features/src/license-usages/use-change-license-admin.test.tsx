import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { handoverErrorText } from './handover-text.ts';
import { useChangeLicenseAdmin } from './use-change-license-admin.ts';

const asManager = () => createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });

describe('given the Change License Admin controller', () => {
  it('should read the current administrator and, for an administrator, the history newest first', async () => {
    const { result } = await renderHookWithApi(
      () => useChangeLicenseAdmin({ licenseId: FAKE_MANAGER_BUSINESS_PACK, mode: 'immediate', withHistory: true }),
      createFakeConsoleApi(),
    );
    await expect.poll(() => result.current.state).toBe('ready');
    expect(result.current.currentAdmin).toBe('manager@example.com');
    expect(result.current.pending).toBeNull();
    expect(result.current.history?.map((entry) => entry.email)).toEqual([
      'manager@example.com',
      'procurement@example.com',
    ]);
  });

  it('should keep the history from anyone not granted it (spec §6 row 4)', async () => {
    const { result } = await renderHookWithApi(
      () => useChangeLicenseAdmin({ licenseId: FAKE_MANAGER_BUSINESS_PACK, mode: 'acceptance', withHistory: false }),
      asManager(),
    );
    await expect.poll(() => result.current.state).toBe('ready');
    expect(result.current.history).toBeNull();
  });

  it('should show the request waiting, then resend it and cancel it', async () => {
    const { result } = await renderHookWithApi(
      () => useChangeLicenseAdmin({ licenseId: FAKE_MANAGER_STANDARD_PACK, mode: 'acceptance', withHistory: false }),
      asManager(),
    );
    await expect.poll(() => result.current.pending?.newAdminEmail).toBe('user@example.com');
    expect(result.current.pending).toMatchObject({
      status: 'pending',
      expired: false,
      sentAt: '2026-03-08T12:00:00.000Z',
    });
    result.current.resend();
    await expect.poll(() => result.current.pending?.sentAt).toBe('2026-03-10T12:00:00.000Z');
    result.current.cancel();
    await expect.poll(() => result.current.pending).toBeNull();
  });

  it('should turn the manager’s change into a waiting request and call no change made', async () => {
    let changed = 0;
    const { result } = await renderHookWithApi(
      () =>
        useChangeLicenseAdmin({
          licenseId: FAKE_MANAGER_BUSINESS_PACK,
          mode: 'acceptance',
          withHistory: false,
          onChanged: () => {
            changed += 1;
          },
        }),
      asManager(),
    );
    await expect.poll(() => result.current.state).toBe('ready');
    await result.current
      .register('newAdminEmail')
      .onChange({ target: { name: 'newAdminEmail', value: 'next@example.org' } });
    await result.current.submit();
    await expect.poll(() => result.current.pending?.newAdminEmail).toBe('next@example.org');
    expect(changed).toBe(0);
  });

  it('should refuse the current administrator’s own address with §5’s message, sending nothing', async () => {
    let sent = 0;
    const api = createFakeConsoleApi({
      licenseUsages: {
        switchAdmin: async () => {
          sent += 1;
          return { awaitingAcceptance: false };
        },
      },
    });
    const { result } = await renderHookWithApi(
      () => useChangeLicenseAdmin({ licenseId: FAKE_MANAGER_BUSINESS_PACK, mode: 'immediate', withHistory: true }),
      api,
    );
    await expect.poll(() => result.current.state).toBe('ready');
    await result.current.register('newAdminEmail').onChange({
      target: { name: 'newAdminEmail', value: ' Manager@Example.com ' },
    });
    await result.current.submit();
    await expect.poll(() => result.current.error).toBe(messages.changeAdmin.invalid);
    expect(sent).toBe(0);
  });
});

describe('given a refused handover call', () => {
  it.each([
    [new ApiError(429, messages.adminHandover.resendTooSoon), messages.adminHandover.resendTooSoon],
    [new ApiError(404, messages.adminHandover.noPending), messages.adminHandover.noPending],
    [new ApiError(410, messages.adminHandover.expired), messages.adminHandover.expired],
    [new ApiError(503, 'Service Unavailable'), messages.transport.genericError],
  ])('should say %s in the server’s words where it gives them', (error, text) => {
    expect(handoverErrorText(error)).toBe(text);
  });
});
