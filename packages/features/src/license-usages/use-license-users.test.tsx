import { NO_USAGE_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { assignRefusalText } from './use-add-license-user.ts';
import { useLicenseUsers } from './use-license-users.ts';

const render = (licenseId: string, api = createFakeConsoleApi()) =>
  renderHookWithApi(() => useLicenseUsers({ licenseId }), api);

describe('given the license users controller', () => {
  it('should read the pack’s users, seats, product and period', async () => {
    const { result } = await render(FAKE_MANAGER_BUSINESS_PACK);
    await expect.poll(() => result.current.state).toBe('ready');
    expect(result.current.usages.map((usage) => usage.accountName)).toEqual([
      'manager@example.com',
      'user@example.com',
      'jordan.lee@example.com',
    ]);
    expect(result.current).toMatchObject({ used: 3, total: 5, productName: 'Business', canShowRoles: true });
    expect(result.current.endDate).toBe('11/10/2026');
  });

  it('should preselect the second role of a pack that shows roles (spec §5)', async () => {
    const { result } = await render(FAKE_MANAGER_BUSINESS_PACK);
    await expect.poll(() => result.current.add.form.getValues('roleId')).toBe('fake-role-2');
  });

  it('should neither read nor offer roles on a pack that shows none', async () => {
    let roleReads = 0;
    const api = createFakeConsoleApi({
      licenseUsages: {
        rolesForLicense: async () => {
          roleReads += 1;
          return [];
        },
      },
    });
    const { result } = await render(FAKE_MANAGER_STANDARD_PACK, api);
    await expect.poll(() => result.current.state).toBe('ready');
    expect(result.current.canShowRoles).toBe(false);
    expect(roleReads).toBe(0);
  });

  it("should say 'Operation not available' for product 9, whether refused or answered", async () => {
    const refused = await render('fake-license-6');
    await expect.poll(() => refused.result.current.state).toBe('unavailable');

    const answered = createFakeConsoleApi({
      licenseUsages: {
        licenseUsages: async () => ({
          usages: [],
          total: 3,
          canShowRoles: false,
          startDate: '01/01/2026',
          endDate: '12/31/2026',
          productId: 9,
          settings: NO_USAGE_SETTINGS,
        }),
      },
    });
    const { result } = await render('any', answered);
    await expect.poll(() => result.current.state).toBe('unavailable');
    expect(result.current.rows).toEqual([]);
  });

  it('should tell a refused read (403) and a failed one apart from an empty pack', async () => {
    const denied = createFakeConsoleApi({
      licenseUsages: {
        licenseUsages: async () => {
          throw new ApiError(403, messages.app.accessDenied);
        },
      },
    });
    const refused = await render('x', denied);
    await expect.poll(() => refused.result.current.state).toBe('denied');
    const failing = createFakeConsoleApi({
      licenseUsages: {
        licenseUsages: async () => {
          throw new ApiError(503, 'Service Unavailable');
        },
      },
    });
    const { result } = await render('x', failing);
    await expect.poll(() => result.current.state).toBe('failed');
  });

  it('should count the seat at once while the assignment is under way, and give it back when refused', async () => {
    let refuse: (error: unknown) => void = () => {};
    const api = createFakeConsoleApi({
      licenseUsages: {
        assignLicenseUsage: () =>
          new Promise((_, reject) => {
            refuse = reject;
          }),
      },
    });
    const { result, act } = await render(FAKE_MANAGER_STANDARD_PACK, api);
    await expect.poll(() => result.current.used).toBe(2);
    await act(async () => {
      result.current.add.form.setValue('email', 'new@example.com', { shouldValidate: true });
      result.current.add.form.setValue('firstName', 'New', { shouldValidate: true });
      result.current.add.form.setValue('lastName', 'Person', { shouldValidate: true });
    });
    await act(() => result.current.add.submit());
    await expect.poll(() => result.current.used).toBe(3);
    await act(async () => refuse(new ApiError(400, 'No seat left', { body: { message: 'No seat left' } })));
    await expect.poll(() => result.current.used).toBe(2);
  });

  it('should revoke only after YES, then free the seat', async () => {
    const { result, act } = await render(FAKE_MANAGER_STANDARD_PACK);
    await expect.poll(() => result.current.usages.length).toBe(2);
    const sam = result.current.usages[1]!;
    await act(() => result.current.actions.askRevoke(sam));
    expect(result.current.actions.confirmingRevoke?.accountName).toBe('sam.patel@example.com');
    await act(() => result.current.actions.cancelRevoke());
    expect(result.current.usages).toHaveLength(2);
    await act(() => result.current.actions.askRevoke(sam));
    await act(() => result.current.actions.confirmRevoke());
    await expect
      .poll(() => result.current.usages.map((usage) => usage.accountName))
      .toEqual(['riley.chen@example.com']);
    expect(result.current.used).toBe(1);
  });

  it('should keep a blank name from the server and send a changed one', async () => {
    const { result, act } = await render(FAKE_MANAGER_STANDARD_PACK);
    await expect.poll(() => result.current.usages.length).toBe(2);
    const riley = result.current.usages[0]!;
    await act(() => result.current.actions.startEdit(riley));
    await act(() => result.current.actions.changeName('firstName', '  '));
    await act(() => result.current.actions.saveName());
    expect(result.current.actions.nameErrors).toEqual({ firstName: messages.addUser.firstNameRequired });
    await act(() => result.current.actions.changeName('firstName', 'Rylee'));
    expect(result.current.actions.nameErrors).toEqual({});
    await act(() => result.current.actions.saveName());
    await expect.poll(() => result.current.usages[0]?.firstName).toBe('Rylee');
    expect(result.current.actions.editing).toBeNull();
  });

  it("should send the row's etag, and drop the edit for the list's names when someone else saved first", async () => {
    const api = createFakeConsoleApi();
    const { result, act } = await render(FAKE_MANAGER_STANDARD_PACK, api);
    await expect.poll(() => result.current.usages.length).toBe(2);
    const riley = result.current.usages[0]!;
    await act(() => result.current.actions.startEdit(riley));
    await api.licenseUsages.updateLicenseUsage(FAKE_MANAGER_STANDARD_PACK, riley.cryptId, { firstName: 'Theirs' });
    await act(() => result.current.actions.changeName('firstName', 'Mine'));
    await act(() => result.current.actions.saveName());
    await expect.poll(() => result.current.usages[0]?.firstName).toBe('Theirs');
    expect(result.current.actions.editing).toBeNull();
    const list = await api.licenseUsages.licenseUsages(FAKE_MANAGER_STANDARD_PACK);
    expect(list.usages[0]).toMatchObject({ firstName: 'Theirs', etag: '"v2"' });
  });

  it("should send the row's etag with a revoke, and revoke nothing once someone changed the seat since", async () => {
    const api = createFakeConsoleApi();
    const revoke = vi.spyOn(api.licenseUsages, 'revokeLicenseUsage');
    const { result, act } = await render(FAKE_MANAGER_STANDARD_PACK, api);
    await expect.poll(() => result.current.usages.length).toBe(2);
    const [riley, sam] = result.current.usages;
    await api.licenseUsages.updateLicenseUsage(FAKE_MANAGER_STANDARD_PACK, riley!.cryptId, { firstName: 'Theirs' });

    await act(() => result.current.actions.askRevoke(riley!));
    await act(() => result.current.actions.confirmRevoke());
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledOnce());
    expect(revoke).toHaveBeenCalledWith(FAKE_MANAGER_STANDARD_PACK, riley!.cryptId, { ifMatch: '"v1"' });
    // Refused: the seat is still held, and the list now shows it as saved.
    await expect.poll(() => result.current.usages[0]?.firstName).toBe('Theirs');
    expect(result.current.usages).toHaveLength(2);

    await act(() => result.current.actions.setSelection({ [riley!.cryptId]: true, [sam!.cryptId]: true }));
    await act(() => result.current.actions.askRevokeSelected());
    await act(() => result.current.actions.confirmRevokeSelected());
    await expect.poll(() => result.current.usages).toHaveLength(0);
    expect(revoke).toHaveBeenCalledWith(FAKE_MANAGER_STANDARD_PACK, riley!.cryptId, { ifMatch: '"v2"' });
  });

  it('should narrow the rows by e-mail as typed', async () => {
    const { result, act } = await render(FAKE_MANAGER_BUSINESS_PACK);
    await expect.poll(() => result.current.rows.length).toBe(3);
    await act(() => result.current.setFilterText(' JORDAN '));
    await expect.poll(() => result.current.rows.map((usage) => usage.accountName)).toEqual(['jordan.lee@example.com']);
  });
});

describe('given a refused assignment (spec §8)', () => {
  it.each([
    [
      'the server message after the e-mail',
      new ApiError(400, 'Full', { body: { message: 'Full' } }),
      "Email:'a@x.io' - Full",
    ],
    [
      'the already-assigned words when no body came',
      new ApiError(400, 'Bad Request'),
      messages.licenseUsers.alreadyAssigned('a@x.io'),
    ],
    [
      'the generic words for an unexpected failure',
      new Error('boom'),
      `Email:'a@x.io' - ${messages.transport.genericError}`,
    ],
  ])('should say %s', (_, error, text) => {
    expect(assignRefusalText('a@x.io', error)).toBe(text);
  });
});
