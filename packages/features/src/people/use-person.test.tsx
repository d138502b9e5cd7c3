import { type PersonSeat, peopleMessages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_BUSINESS_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { fakePersonIds } from './fake-people.ts';
import { usePerson, useSeatRoles } from './use-person.ts';

/** A seat no pack holds, for the roles hook before the person is read: it reads nothing. */
const NO_SEAT: PersonSeat = {
  licenseId: '',
  usageId: '',
  productId: 1,
  productName: '',
  packAdministrator: '',
  validUntil: '',
  role: null,
  assigned: '',
  lastUsed: null,
  sessions: 0,
  manageable: false,
};

describe('given the person page controller', () => {
  it('should offer an administrator exactly the actions the answer allows, in the page order', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
    const { result } = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.riley }), api);
    await expect.poll(() => result.current.person?.email).toBe('riley.chen@example.com');
    expect(result.current.actions).toEqual(['signOutEverywhere', 'forcePasswordChange', 'deactivate']);
  });

  it('should offer a pack manager only the actions of a manager', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    const { result } = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.riley }), api);
    await expect.poll(() => result.current.person?.email).toBe('riley.chen@example.com');
    expect(result.current.actions).toEqual(['signOutEverywhere']);
  });

  it('should tell a person the caller may not read apart from a failed read', async () => {
    const manager = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    const hidden = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.noor }), manager);
    await expect.poll(() => hidden.result.current.notFound).toBe(true);
    expect(hidden.result.current.loadFailed).toBe(false);
    const failing = createFakeConsoleApi({
      people: {
        getPerson: async () => {
          throw new ApiError(503, 'Service Unavailable');
        },
      },
    });
    const failed = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.riley }), failing);
    await expect.poll(() => failed.result.current.loadFailed).toBe(true);
    expect(failed.result.current.notFound).toBe(false);
  });

  it('should deactivate, show the answer at once, and offer Reactivate in place of Deactivate', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
    const { result, act } = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.uma }), api);
    await expect.poll(() => result.current.actions).toContain('deactivate');
    await act(() => result.current.act('deactivate'));
    await expect.poll(() => result.current.person?.signIn.deactivated).not.toBeNull();
    expect(result.current.actions).toEqual(['forcePasswordChange', 'reactivate']);
    expect((await api.people.getPerson(fakePersonIds.uma)).signIn.deactivated).not.toBeNull();
  });

  it('should sign out everywhere, then read the person again (no session left, no action to sign out)', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
    const { result, act } = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.riley }), api);
    await expect.poll(() => result.current.person?.signIn.activeSessions).toBe(2);
    await act(() => result.current.act('signOutEverywhere'));
    await expect.poll(() => result.current.person?.signIn.activeSessions).toBe(0);
    expect(result.current.actions).not.toContain('signOutEverywhere');
  });

  it("should change a seat's role to one of its pack's roles, sending nothing for the role it has", async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
    const sent: (string | undefined)[] = [];
    const update = api.licenseUsages.updateLicenseUsage;
    api.licenseUsages.updateLicenseUsage = (licenseId, usageId, change, ifMatch) => {
      sent.push(change.encryptedRoleId);
      return update(licenseId, usageId, change, ifMatch);
    };
    const { result, act } = await renderHookWithApi(() => {
      const controller = usePerson({ userId: fakePersonIds.uma });
      const seat = controller.person?.seats[0];
      return { controller, seat, roles: useSeatRoles(seat ?? NO_SEAT) };
    }, api);
    await expect.poll(() => result.current.roles?.map((role) => role.descr)).toEqual(['License Administrator', 'User']);
    const { seat, roles } = result.current;
    expect(seat?.licenseId).toBe(FAKE_MANAGER_BUSINESS_PACK);
    expect(seat?.role).toBe('User');
    await act(() => result.current.controller.changeRole(seat!, roles!.find((role) => role.descr === 'User')!));
    expect(sent).toEqual([]);
    await act(() => result.current.controller.changeRole(seat!, roles![0]!));
    await expect.poll(() => result.current.seat?.role).toBe('License Administrator');
    expect(sent).toEqual(['fake-role-1']);
  });

  it('should read no roles for a seat whose pack shows none', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
    const { result } = await renderHookWithApi(() => {
      const controller = usePerson({ userId: fakePersonIds.riley });
      return { controller, roles: useSeatRoles(controller.person?.seats[0] ?? NO_SEAT) };
    }, api);
    await expect.poll(() => result.current.controller.person?.seats[0]?.role).toBeNull();
    expect(result.current.roles).toBeNull();
  });

  it('should revoke a seat and read the person again without it', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.administrator });
    const { result, act } = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.jordan }), api);
    await expect.poll(() => result.current.person?.seats.length).toBe(1);
    await act(() => result.current.revoke(result.current.person!.seats[0]!));
    await expect.poll(() => result.current.person?.seats.length).toBe(0);
  });

  it('should keep the page as it was when an action is refused', async () => {
    const api = createFakeConsoleApi(
      {
        people: {
          forcePasswordChange: async () => {
            throw new ApiError(400, peopleMessages.notDeactivated);
          },
        },
      },
      { signedInAs: fakeUsers.administrator },
    );
    const { result, act } = await renderHookWithApi(() => usePerson({ userId: fakePersonIds.riley }), api);
    await expect.poll(() => result.current.actions).toContain('forcePasswordChange');
    await act(() => result.current.act('forcePasswordChange'));
    await expect.poll(() => result.current.acting).toBeNull();
    expect(result.current.person?.signIn.mustChangePassword).toBe(false);
  });
});
