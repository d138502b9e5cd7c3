import { seatPlanMessages } from '@license-console/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_MANAGER_BUSINESS_PACK, seatPlanConflictError } from './fake.ts';
import { type LicenseFormMode, useLicenseForm } from './use-license-form.ts';

/** The manager's Business pack holds 3 users: jordan.lee unused for 45 days, user@ for 7, manager@ used today. */
const LONGEST_UNUSED = ['jordan.lee@example.com', 'user@example.com', 'manager@example.com'];

/** The administrator's form on the Business pack, loaded, with Number of Licenses typed as `count`. */
async function lowered(
  count: string,
  options: { mode?: LicenseFormMode; api?: ReturnType<typeof createFakeConsoleApi> } = {},
) {
  const api = options.api ?? createFakeConsoleApi();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const done = vi.fn();
  const rendered = await renderHookWithApi(
    () =>
      useLicenseForm({
        mode: options.mode ?? 'edit',
        encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK,
        user: fakeUsers.administrator,
        onDone: done,
      }),
    api,
    queryClient,
  );
  await vi.waitFor(() => expect(rendered.result.current.loading).toBe(false));
  await rendered.act(() =>
    rendered.result.current
      .register('userCount')
      .onChange({ target: { name: 'userCount', value: count }, type: 'change' }),
  );
  return { ...rendered, api, queryClient, done };
}

const emails = (usages: readonly { accountName: string }[]) => usages.map((usage) => usage.accountName);

describe('given Number of Licenses below the users of the pack', () => {
  it("should read the pack's users as its users page does (same call, same key) and choose the longest unused", async () => {
    const api = createFakeConsoleApi();
    const read = vi.spyOn(api.licenseUsages, 'licenseUsages');
    const { result, queryClient } = await lowered('1', { api });
    await vi.waitFor(() => expect(result.current.seatPlan.state).toBe('ready'));
    expect(read).toHaveBeenCalledWith(FAKE_MANAGER_BUSINESS_PACK);
    expect(queryClient.getQueryData(['licenseUsages', 'licenseUsages', FAKE_MANAGER_BUSINESS_PACK])).toBeDefined();
    const plan = result.current.seatPlan;
    expect(plan).toMatchObject({ active: true, assigned: 3, userCount: 1, needed: 2, ready: true });
    expect(emails(plan.holders)).toEqual(LONGEST_UNUSED);
    expect(emails(plan.chosen)).toEqual(LONGEST_UNUSED.slice(0, 2));
  });

  it('should not read them, nor plan, while the seats cover the users', async () => {
    const api = createFakeConsoleApi();
    const read = vi.spyOn(api.licenseUsages, 'licenseUsages');
    const update = vi.spyOn(api.licenses, 'updateLicense');
    const { result, act, done } = await lowered('3', { api });
    expect(result.current.seatPlan.active).toBe(false);
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(read).not.toHaveBeenCalled();
    expect(update.mock.calls[0]?.[1]).not.toHaveProperty('revokeUsageIds');
  });

  it('should ask first, naming who gives a seat up, then save the count and those revokes in one call', async () => {
    const api = createFakeConsoleApi();
    const update = vi.spyOn(api.licenses, 'updateLicense');
    const { result, act, done } = await lowered('1', { api });
    await vi.waitFor(() => expect(result.current.seatPlan.ready).toBe(true));
    await act(() => result.current.submit());
    expect(update).not.toHaveBeenCalled();
    expect(emails(result.current.confirmingSeatPlan ?? [])).toEqual(LONGEST_UNUSED.slice(0, 2));
    await act(() => result.current.confirmSeatPlan());
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(expect.objectContaining({ userCount: 1, usedCount: 1 })));
    const ids = result.current.seatPlan.holders.slice(0, 2).map((usage) => usage.cryptId);
    expect(update).toHaveBeenCalledWith(
      FAKE_MANAGER_BUSINESS_PACK,
      expect.objectContaining({ userCount: 1, revokeUsageIds: ids }),
      '"v1"',
    );
    const left = await api.licenseUsages.licenseUsages(FAKE_MANAGER_BUSINESS_PACK);
    expect(emails(left.usages)).toEqual(['manager@example.com']);
  });

  it('should keep the choice the person makes, wait for exactly enough, and go back to the longest unused', async () => {
    const { result, act } = await lowered('1');
    await vi.waitFor(() => expect(result.current.seatPlan.ready).toBe(true));
    const [jordan, , manager] = result.current.seatPlan.holders.map((usage) => usage.cryptId);
    await act(() => result.current.seatPlan.setSelection({ [manager!]: true }));
    expect(result.current.seatPlan).toMatchObject({ ready: false, changed: true });
    expect(emails(result.current.seatPlan.chosen)).toEqual(['manager@example.com']);
    // Nothing is asked or saved with too few.
    await act(() => result.current.submit());
    expect(result.current.confirmingSeatPlan).toBeNull();
    await act(() => result.current.seatPlan.setSelection({ [jordan!]: true, [manager!]: true }));
    expect(result.current.seatPlan.ready).toBe(true);
    // Another count keeps the person's choice: one more seat, one fewer to free.
    await act(() =>
      result.current.register('userCount').onChange({ target: { name: 'userCount', value: '2' }, type: 'change' }),
    );
    expect(result.current.seatPlan).toMatchObject({ needed: 1, ready: false });
    await act(() => result.current.seatPlan.chooseLongestUnused());
    expect(result.current.seatPlan).toMatchObject({ ready: true, changed: false });
    expect(emails(result.current.seatPlan.chosen)).toEqual(['jordan.lee@example.com']);
  });

  it('should renew with the revokes as well', async () => {
    const api = createFakeConsoleApi();
    const renew = vi.spyOn(api.licenses, 'renewLicense');
    const { result, act, done } = await lowered('2', { api, mode: 'renew' });
    await vi.waitFor(() => expect(result.current.seatPlan.ready).toBe(true));
    await act(() => result.current.submit());
    await act(() => result.current.confirmSeatPlan());
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    const [jordan] = result.current.seatPlan.holders;
    expect(renew).toHaveBeenCalledWith(
      FAKE_MANAGER_BUSINESS_PACK,
      expect.objectContaining({ userCount: 2, revokeUsageIds: [jordan!.cryptId] }),
      '"v1"',
    );
  });

  it('should keep the form on a plan the server refuses, say why, and read the users again', async () => {
    const message = seatPlanMessages.noLongerFits(4, 1, 2);
    const api = createFakeConsoleApi({
      licenses: { updateLicense: () => Promise.reject(seatPlanConflictError(4, 1, 2)) },
    });
    const read = vi.spyOn(api.licenseUsages, 'licenseUsages');
    const { result, act, done } = await lowered('1', { api });
    await vi.waitFor(() => expect(result.current.seatPlan.ready).toBe(true));
    await act(() => result.current.submit());
    await act(() => result.current.confirmSeatPlan());
    await vi.waitFor(() => expect(result.current.saveError).toBe(message));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(done).not.toHaveBeenCalled();
  });

  it("should say when the pack's users cannot be read, and read them again on retry", async () => {
    const api = createFakeConsoleApi();
    const read = vi.spyOn(api.licenseUsages, 'licenseUsages').mockRejectedValueOnce(new ApiError(500, 'Internal'));
    const { result, act } = await lowered('1', { api });
    await vi.waitFor(() => expect(result.current.seatPlan.state).toBe('failed'));
    expect(result.current.seatPlan).toMatchObject({ active: true, ready: false, needed: 2 });
    await act(() => result.current.seatPlan.reload());
    await vi.waitFor(() => expect(result.current.seatPlan.state).toBe('ready'));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
