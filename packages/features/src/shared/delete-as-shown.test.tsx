import * as messages from '@license-console/domain/messages';
import { useToast } from '@license-console/ui';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useProductList } from '../products/index.ts';
import { fakeUsers } from '../session/fake.ts';
import { useSsoSiteList } from '../single-sign-on/index.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';

const administrator = fakeUsers.administrator;
const changedSinceShown = messages.staleEdit.deleteChangedSinceShown;

/** The toasts' texts from now on, as the page's Toaster would show them. */
async function watchToasts() {
  const { result } = await renderHook(() => useToast().toasts);
  return () => result.current.map((item) => item.description);
}

describe('given a product deleted from the products list (lists carry no versions)', () => {
  async function listed() {
    const api = createFakeConsoleApi();
    const remove = vi.spyOn(api.products, 'deleteProduct');
    const toastTexts = await watchToasts();
    const rendered = await renderHookWithApi(() => useProductList({ user: administrator }), api);
    await expect.poll(() => rendered.result.current.rows.length).toBeGreaterThan(0);
    // A product no pack uses: the only kind the server deletes.
    const unused = rendered.result.current.rows.find((row) => row.packCount === 0)!;
    expect(unused).toBeDefined();
    return { ...rendered, api, remove, unused, toastTexts };
  }

  it('should delete it based on the version it was read at (If-Match)', async () => {
    const { result, act, api, remove, unused } = await listed();
    await act(() => result.current.askDelete(unused));
    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(unused.encryptedProductId, '"v1"'));
    await expect
      .poll(async () => (await api.products.listProducts()).some((row) => row.name === unused.name))
      .toBe(false);
  });

  it('should delete nothing when someone changed it after the list was shown, and say so', async () => {
    const { result, act, api, remove, unused, toastTexts } = await listed();
    const current = await api.products.getProduct(unused.encryptedProductId);
    await api.products.updateProduct({ ...current, lastVersion: '9.9' });
    await act(() => result.current.askDelete(unused));
    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(toastTexts()).toContain(changedSinceShown));
    expect(remove).not.toHaveBeenCalled();
    expect((await api.products.listProducts()).find((row) => row.name === unused.name)?.lastVersion).toBe('9.9');
    await expect.poll(() => result.current.rows.find((row) => row.name === unused.name)?.lastVersion).toBe('9.9');
  });

  it('should delete nothing when the change lands between its read and its delete (412)', async () => {
    const { result, act, api, unused, toastTexts } = await listed();
    const read = api.products.productForEdit.bind(api.products);
    vi.spyOn(api.products, 'productForEdit').mockImplementationOnce(async (id) => {
      const tagged = await read(id);
      await api.products.updateProduct({ ...tagged.value, lastVersion: '8.8' });
      return tagged;
    });
    await act(() => result.current.askDelete(unused));
    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(toastTexts()).toContain(changedSinceShown));
    expect((await api.products.listProducts()).find((row) => row.name === unused.name)?.lastVersion).toBe('8.8');
  });
});

describe('given an SSO site deleted from the sites list', () => {
  it('should delete it at the version it was read at, and nothing once it was renamed after the list was shown', async () => {
    const api = createFakeConsoleApi();
    const remove = vi.spyOn(api.singleSignOn, 'deleteSsoSite');
    const toastTexts = await watchToasts();
    const { result, act } = await renderHookWithApi(() => useSsoSiteList({ user: administrator }), api);
    await expect.poll(() => result.current.rows.length).toBeGreaterThan(1);
    const [renamed, kept] = result.current.rows;

    await api.singleSignOn.updateSsoSite({
      id: renamed!.id,
      name: `${renamed!.name} 2`,
      url: renamed!.url,
      publicKey: renamed!.publicKey,
    });
    await act(() => result.current.askDelete(renamed!));
    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(toastTexts()).toContain(changedSinceShown));
    expect(remove).not.toHaveBeenCalled();
    expect((await api.singleSignOn.listSsoSites()).some((site) => site.id === renamed!.id)).toBe(true);

    await act(() => result.current.askDelete(kept!));
    await act(() => result.current.confirmDelete());
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(kept!.id, '"v1"'));
    await expect
      .poll(async () => (await api.singleSignOn.listSsoSites()).some((site) => site.id === kept!.id))
      .toBe(false);
  });
});
