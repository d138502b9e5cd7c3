import { describe, expect, it, vi } from 'vitest';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { useProductForm } from './use-product-form.ts';

/** The product form on a product that another administrator saves (a new Last Version) once the form has loaded. */
async function staleSave() {
  const api = createFakeConsoleApi();
  const [listed] = await api.products.listProducts();
  const { packCount: _packs, seatCount: _seats, ...product } = listed!;
  const update = vi.spyOn(api.products, 'updateProduct');
  const saved = vi.fn();
  const rendered = await renderHookWithApi(
    () => useProductForm({ user: fakeUsers.administrator, productId: product.encryptedProductId, onSaved: saved }),
    api,
  );
  const { result, act } = rendered;
  await vi.waitFor(() => expect(result.current.loading).toBe(false));
  await api.products.updateProduct({ ...product, lastVersion: '9.9.9' });
  await act(() =>
    result.current.register('name').onChange({ target: { name: 'name', value: 'Docwise Renamed' }, type: 'change' }),
  );
  await act(() => result.current.submit());
  await vi.waitFor(() => expect(result.current.staleEdit).not.toBeNull());
  return { ...rendered, api, product, update, saved };
}

describe('given another administrator saved the product after the form loaded it (ETag / If-Match)', () => {
  it('should send the loaded ETag and, refused, show each field that differs beside the edit', async () => {
    const { result, update, product, saved } = await staleSave();
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Docwise Renamed' }), '"v1"');
    expect(result.current.staleEdit?.differences).toEqual([
      { field: 'name', label: 'Name', theirs: product.name, mine: 'Docwise Renamed' },
      { field: 'lastVersion', label: 'Last Version', theirs: '9.9.9', mine: product.lastVersion ?? '' },
    ]);
    expect(saved).not.toHaveBeenCalled();
  });

  it('should save the edit over the change on Overwrite', async () => {
    const { result, act, api, product, saved } = await staleSave();
    await act(() => result.current.overwriteStale());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(await api.products.getProduct(product.encryptedProductId)).toMatchObject({
      name: 'Docwise Renamed',
      lastVersion: product.lastVersion,
    });
  });

  it('should show the saved product on Reload and save on top of it', async () => {
    const { result, act, api, product, saved } = await staleSave();
    await act(() => result.current.reloadStale());
    expect(result.current.staleEdit).toBeNull();
    await act(() => result.current.submit());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(await api.products.getProduct(product.encryptedProductId)).toMatchObject({
      name: product.name,
      lastVersion: '9.9.9',
    });
  });
});
