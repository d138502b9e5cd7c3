import { describe, expect, it, vi } from 'vitest';
import { fakeUsers } from '../auth/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_MANAGER_BUSINESS_PACK } from './fake.ts';
import { type LicenseFormFields, licenseFormResolver, useLicenseForm } from './use-license-form.ts';

const valid: LicenseFormFields = {
  email: 'a@example.com',
  firstName: 'Ada',
  lastName: 'Owner',
  productId: '1',
  startDate: '03/10/2026',
  endDate: '03/10/2027',
  userCount: '1',
  sharePointIntegration: false,
  advancedTemplate: false,
};
const messagesOf = async (mode: 'new' | 'edit', values: Partial<LicenseFormFields>) => {
  const result = await licenseFormResolver(mode, '03/10/2026')({ ...valid, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
};

describe('given the license form rules', () => {
  it.each([
    [{ email: '' }, { email: 'email address is required and cannot be empty' }],
    [{ email: 'nope' }, { email: 'Email is not valid.' }],
    [{ startDate: '01/01/2020' }, { startDate: 'Start date cannot be less than current date' }],
    [{ userCount: '01' }, { userCount: expect.stringMatching(/^Number of license/) }],
    [{ lastName: 'O-Brien' }, { lastName: expect.stringMatching(/^Name can contain/) }],
  ])('should refuse a new license with %j', async (values, expected) => {
    expect(await messagesOf('new', values)).toMatchObject(expected);
  });

  it.each([
    [{ email: 'nope' }, { email: 'Email is not valid.' }],
    [{ startDate: '13/01/2026' }, { startDate: 'Start Date is not valid.' }],
    [{ startDate: '03/10/2028' }, { startDate: 'Start Date should not be greater than End Date.' }],
  ])('should refuse an update with %j', async (values, expected) => {
    expect(await messagesOf('edit', values)).toMatchObject(expected);
  });
});

describe('given the license form controller', () => {
  it('should deny non-administrators', async () => {
    const { result } = await renderHookWithApi(
      () => useLicenseForm({ mode: 'new', user: fakeUsers.manager }),
      createFakeConsoleApi({}, { signedInAs: fakeUsers.manager }),
    );
    expect(result.current.allowed).toBe(false);
  });

  it('should report a renewal below the assigned users as a conflict with both counts', async () => {
    const { result, act } = await renderHookWithApi(
      () =>
        useLicenseForm({
          mode: 'renew',
          encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK,
          user: fakeUsers.administrator,
        }),
      createFakeConsoleApi(),
    );
    await vi.waitFor(() => expect(result.current.license).toBeDefined());
    const input = document.createElement('input');
    await act(() =>
      result.current.register('userCount').onChange({ target: { name: 'userCount', value: '2' }, type: 'change' }),
    );
    void input;
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.renewConflict).toEqual({ currentUserCount: 3, renewUserCount: 2 }));
  });
});
