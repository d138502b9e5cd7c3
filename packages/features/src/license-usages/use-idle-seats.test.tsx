import { idleSeatMessages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_MANAGER_STANDARD_PACK, FAKE_TODAY } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { useIdleSeats } from './use-idle-seats.ts';
import { useLicenseUsers } from './use-license-users.ts';

describe('given the idle seats controller', () => {
  it('should read the seats idle for the threshold, the longest idle first, and re-read when it changes', async () => {
    const { result } = await renderHookWithApi(
      () => useIdleSeats({ user: fakeUsers.manager }),
      createFakeConsoleApi({}, { signedInAs: fakeUsers.manager }),
    );
    await expect
      .poll(() => result.current.read.rows.map((seat) => seat.accountName))
      .toEqual(['sam.patel@example.com', 'jordan.lee@example.com']);
    result.current.threshold.setChoice('60');
    await expect
      .poll(() => result.current.read.rows.map((seat) => seat.accountName))
      .toEqual(['sam.patel@example.com']);
  });

  it('should keep no threshold while the custom days are not a number from 1 to 3650, saying why', async () => {
    const { result } = await renderHookWithApi(
      () => useIdleSeats({ user: fakeUsers.administrator }),
      createFakeConsoleApi(),
    );
    result.current.threshold.setChoice('custom');
    await expect.poll(() => result.current.threshold.custom).toBe(true);
    expect(result.current.threshold.error).toBeNull();
    result.current.threshold.setCustomText('0');
    await expect.poll(() => result.current.threshold.error).toBe(idleSeatMessages.daysInvalid);
    expect(result.current.days).toBeNull();
    expect(result.current.read.rows).toEqual([]);
    result.current.threshold.setCustomText('40');
    await expect.poll(() => result.current.days).toBe(40);
  });

  it('should revoke the ticked seats and say what was revoked', async () => {
    const { result } = await renderHookWithApi(
      () => useIdleSeats({ user: fakeUsers.administrator }),
      createFakeConsoleApi(),
    );
    await expect.poll(() => result.current.read.rows.length).toBe(2);
    result.current.setSelection(Object.fromEntries(result.current.read.rows.map((seat) => [seat.cryptId, true])));
    await expect.poll(() => result.current.selectedCount).toBe(2);
    result.current.askRevoke();
    await expect.poll(() => result.current.confirming).toBe(true);
    result.current.confirmRevoke();
    await expect.poll(() => result.current.outcome).toBe(idleSeatMessages.revoked(2, 0, 0));
    await expect.poll(() => result.current.read.rows).toEqual([]);
  });
});

describe('given the license users controller and an idle threshold', () => {
  it('should count the users idle for it, a never-used seat from its assignment, and select exactly them', async () => {
    const { result } = await renderHookWithApi(
      () => useLicenseUsers({ licenseId: FAKE_MANAGER_STANDARD_PACK, today: FAKE_TODAY }),
      createFakeConsoleApi(),
    );
    await expect.poll(() => result.current.state).toBe('ready');
    const sam = result.current.usages.find((usage) => usage.accountName === 'sam.patel@example.com')!;
    expect(result.current.idle.ids).toEqual([sam.cryptId]);
    result.current.idle.selectIdle();
    await expect.poll(() => result.current.actions.idleDays).toBe(30);
    expect(result.current.actions.selectedCount).toBe(1);
    result.current.idle.setChoice('custom');
    await expect.poll(() => result.current.idle.custom).toBe(true);
    result.current.idle.setCustomText('96');
    await expect.poll(() => result.current.idle.ids).toEqual([]);
  });

  it('should offer nothing to reclaim on a pack that has ended, as the server reclaims none there', async () => {
    const { result } = await renderHookWithApi(
      () => useLicenseUsers({ licenseId: FAKE_MANAGER_STANDARD_PACK, today: '11/11/2026' }),
      createFakeConsoleApi(),
    );
    await expect.poll(() => result.current.state).toBe('ready');
    expect(result.current.endDate).toBe('11/10/2026');
    expect(result.current.idle).toMatchObject({ offered: false, ids: [] });
  });
});
