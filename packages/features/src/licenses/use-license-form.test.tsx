import { fieldErrors } from '@license-console/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_MANAGER_BUSINESS_PACK, renewConflictError } from './fake.ts';
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

  it("should report the server's refusal of a renewal below its users as a conflict with both counts", async () => {
    // The pack has 5 users by now: the form, which read 3, asks for 4 seats and plans no revoke.
    const api = createFakeConsoleApi({
      licenses: {
        renewLicense: (_id, { userCount }) => Promise.reject(renewConflictError(5, userCount)),
      },
    });
    const { result, act } = await renderHookWithApi(
      () =>
        useLicenseForm({
          mode: 'renew',
          encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK,
          user: fakeUsers.administrator,
        }),
      api,
    );
    await vi.waitFor(() => expect(result.current.license).toBeDefined());
    await act(() =>
      result.current.register('userCount').onChange({ target: { name: 'userCount', value: '4' }, type: 'change' }),
    );
    expect(result.current.seatPlan.active).toBe(false);
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.renewConflict).toEqual({ currentUserCount: 5, renewUserCount: 4 }));
  });
});

/** The administrator's Edit License form on the manager's Business pack, loaded. */
async function editBusinessPack(api: ReturnType<typeof createFakeConsoleApi>, done: () => void) {
  const rendered = await renderHookWithApi(
    () =>
      useLicenseForm({
        mode: 'edit',
        encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK,
        user: fakeUsers.administrator,
        onDone: done,
      }),
    api,
  );
  await vi.waitFor(() => expect(rendered.result.current.loading).toBe(false));
  return rendered;
}

describe('given another administrator saved the pack after the form loaded it (ETag / If-Match)', () => {
  const elsewhere = {
    encryptedId: FAKE_MANAGER_BUSINESS_PACK,
    changes: { userCount: 9, endDate: '12/31/2030' },
    by: 'admin.two@example.com',
    at: '2026-03-10T14:05:00.000Z',
  };

  async function staleSave() {
    const api = createFakeConsoleApi({}, { licenseEditedElsewhere: elsewhere });
    const update = vi.spyOn(api.licenses, 'updateLicense');
    const done = vi.fn();
    const rendered = await editBusinessPack(api, done);
    const { result, act } = rendered;
    await act(() =>
      result.current.register('userCount').onChange({ target: { name: 'userCount', value: '6' }, type: 'change' }),
    );
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.staleEdit).not.toBeNull());
    return { ...rendered, api, update, done };
  }

  it('should send the loaded ETag and, refused, show who changed what beside the edit, keeping the edit', async () => {
    const { result, update, done } = await staleSave();
    expect(update).toHaveBeenCalledWith(FAKE_MANAGER_BUSINESS_PACK, expect.anything(), '"v1"');
    expect(result.current.staleEdit).toEqual({
      changedBy: 'admin.two@example.com',
      changedAt: '2026-03-10T14:05:00.000Z',
      differences: [
        { field: 'userCount', label: 'Number of Licenses', theirs: '9', mine: '6' },
        { field: 'endDate', label: 'End Date', theirs: '12/31/2030', mine: expect.any(String) },
      ],
    });
    expect(done).not.toHaveBeenCalled();
  });

  it('should save the edit over the change on Overwrite, based on the version the refusal named', async () => {
    const { result, act, api, update, done } = await staleSave();
    await act(() => result.current.overwriteStale());
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(update).toHaveBeenLastCalledWith(FAKE_MANAGER_BUSINESS_PACK, expect.anything(), '"v2"');
    expect(await api.licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK)).toMatchObject({ userCount: 6 });
    expect(result.current.staleEdit).toBeNull();
  });

  it('should show the saved values on Reload, drop the edit, and save on top of them', async () => {
    const { result, act, update, done } = await staleSave();
    await act(() => result.current.reloadStale());
    expect(result.current.staleEdit).toBeNull();
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(update).toHaveBeenLastCalledWith(
      FAKE_MANAGER_BUSINESS_PACK,
      expect.objectContaining({ userCount: 9, endDate: '12/31/2030' }),
      '"v2"',
    );
  });
});

describe('given another administrator saved the pack after the form loaded it, and this one deletes it', () => {
  it('should send the loaded ETag, delete nothing when refused, show the saved pack, and delete on the second ask', async () => {
    const api = createFakeConsoleApi(
      {},
      {
        licenseEditedElsewhere: {
          encryptedId: FAKE_MANAGER_BUSINESS_PACK,
          changes: { userCount: 9 },
          by: 'admin.two@example.com',
          at: '2026-03-10T14:05:00.000Z',
        },
      },
    );
    const remove = vi.spyOn(api.licenses, 'deleteLicense');
    const done = vi.fn();
    const { result, act } = await editBusinessPack(api, done);
    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(remove).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(result.current.isDeleting).toBe(false));
    expect(remove).toHaveBeenCalledWith(FAKE_MANAGER_BUSINESS_PACK, '"v1"');
    expect(done).not.toHaveBeenCalled();
    expect(await api.licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK)).toMatchObject({ userCount: 9 });

    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenLastCalledWith(FAKE_MANAGER_BUSINESS_PACK, '"v2"');
    await expect(api.licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK)).rejects.toMatchObject({ status: 404 });
  });
});

describe('given the form opened again after its own save (its cached read is then one version behind)', () => {
  it('should save on top of the version the save made, not the cached one', async () => {
    const api = createFakeConsoleApi();
    const renew = vi.spyOn(api.licenses, 'renewLicense');
    const read = vi.spyOn(api.licenses, 'licenseForEdit');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const props = { encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK, user: fakeUsers.administrator, onDone: vi.fn() };
    const edit = await renderHookWithApi(() => useLicenseForm({ ...props, mode: 'edit' }), api, queryClient);
    await vi.waitFor(() => expect(edit.result.current.loading).toBe(false));
    await edit.act(() =>
      edit.result.current.register('userCount').onChange({ target: { name: 'userCount', value: '6' }, type: 'change' }),
    );
    await edit.act(() => edit.result.current.submit());
    await vi.waitFor(() => expect(props.onDone).toHaveBeenCalledOnce());

    const again = await renderHookWithApi(() => useLicenseForm({ ...props, mode: 'renew' }), api, queryClient);
    await vi.waitFor(() => expect(again.result.current.loading).toBe(false));
    // The cached read drawn first, then the read the opening asked for, and its render.
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await again.act(async () => {});
    await again.act(() => again.result.current.submit());
    await vi.waitFor(() => expect(renew).toHaveBeenCalledOnce());
    expect(renew).toHaveBeenCalledWith(FAKE_MANAGER_BUSINESS_PACK, expect.anything(), '"v2"');
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
