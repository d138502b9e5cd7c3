import { fieldErrors } from '@license-console/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeUsers } from '../auth/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_MANAGER_BUSINESS_PACK } from './fake.ts';
import { type LicenseFormFields, licenseFormFieldsSchema, useLicenseForm } from './use-license-form.ts';

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
const messagesOf = (values: Partial<LicenseFormFields>) =>
  fieldErrors(licenseFormFieldsSchema().safeParse({ ...valid, ...values }).error?.issues ?? []);

describe('given the license form rules (the administrator form of spec §5, as the server checks them)', () => {
  it.each([
    [{ email: '' }, { email: 'Email is not valid.' }],
    [{ email: 'nope' }, { email: 'Email is not valid.' }],
    [{ startDate: '13/01/2026' }, { startDate: 'Start Date is not valid.' }],
    [{ endDate: '' }, { endDate: 'End date is not valid.' }],
    [{ startDate: '03/10/2028' }, { startDate: 'Start Date should not be greater than End Date.' }],
    [{ userCount: '0' }, { userCount: 'Number of Licenses must be a whole number of at least 1.' }],
    [{ userCount: '' }, { userCount: 'Number of Licenses must be a whole number of at least 1.' }],
  ])('should refuse %j', (values, expected) => {
    expect(messagesOf(values)).toMatchObject(expected);
  });

  it('should accept valid fields, a start before today included (the administrator form has no such rule)', () => {
    expect(messagesOf({})).toEqual({});
    expect(messagesOf({ startDate: '01/01/2020' })).toEqual({});
  });
});

describe('given the license form controller', () => {
  it('should show the field messages on submit and create nothing', async () => {
    const api = createFakeConsoleApi();
    const create = vi.spyOn(api.licenses, 'createLicense');
    const { result, act } = await renderHookWithApi(
      () => useLicenseForm({ mode: 'new', user: fakeUsers.administrator, today: '03/10/2026' }),
      api,
    );
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.errors.email).toBe('Email is not valid.'));
    expect(result.current.isValid).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

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

describe('given the products the license form offers (spec §1)', () => {
  it('should list the family products from GET /api/products, a new one without licenses among them', async () => {
    const api = createFakeConsoleApi();
    const blank = { lastVersion: null, downloadLink: null, mainProgram: null, shopifyAlias: null, limitTokens: null };
    await api.products.createProduct({ ...blank, name: 'Docwise Spreadsheet', productSkus: [] });
    await api.products.createProduct({ ...blank, name: 'Partner Viewer', productSkus: [] });
    const { result } = await renderHookWithApi(
      () => useLicenseForm({ mode: 'new', user: fakeUsers.administrator }),
      api,
    );
    await expect.poll(() => result.current.products.map((product) => product.label)).toContain('Docwise Spreadsheet');
    const labels = result.current.products.map((product) => product.label);
    expect(labels).toContain('Docwise Standard');
    expect(labels).not.toContain('Partner Viewer');
    expect(result.current.products.find((product) => product.label === 'Docwise Spreadsheet')?.value).toBe('10');
  });
});
