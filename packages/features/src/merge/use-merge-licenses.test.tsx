import { compareUsDates, type License, mergeMessages, PRODUCT_IDS } from '@license-console/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { fakePack } from '../testing/fake-packs.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { useMergeLicenses } from './use-merge-licenses.ts';

/** The fake's administrator list: the packs the license list would hand over. */
async function listedPacks() {
  const api = createFakeConsoleApi();
  const licenses = await api.licenses.listLicenses({ status: 'Active' });
  return { api, licenses };
}

/** Two packs of one product, the second ending no later than the first, and one of another product. */
function pick(licenses: readonly License[]) {
  const byEnd = [...licenses].sort((a, b) => compareUsDates(b.endDate, a.endDate));
  const main = byEnd.find((candidate) =>
    byEnd.some(
      (other) =>
        other !== candidate &&
        other.productId === candidate.productId &&
        compareUsDates(other.endDate, candidate.endDate) <= 0,
    ),
  ) as License;
  const same = byEnd.find(
    (other) => other !== main && other.productId === main.productId && compareUsDates(other.endDate, main.endDate) <= 0,
  ) as License;
  const otherProduct = byEnd.find((other) => other.productId !== main.productId) as License;
  return { main, same, otherProduct };
}

/** The controller over `licenses` with `main` chosen, `same` ticked and MERGE pressed: the preview is asked for. */
async function mergeRequested(
  api: ReturnType<typeof createFakeConsoleApi>,
  licenses: License[],
  { main, same }: { main: License; same: License },
) {
  const onNavigate = vi.fn();
  const { result, act } = await renderHookWithApi(
    () => useMergeLicenses({ user: fakeUsers.administrator, licenses, onNavigate }),
    api,
  );
  await act(() => result.current.chooseMain(main.encryptedId));
  await act(() => result.current.setSelection({ [same.encryptedId]: true }));
  await act(() => result.current.requestMerge());
  return { result, act, onNavigate };
}

describe('given the merge screen controller', () => {
  it('should have no information without licenses in the navigation', async () => {
    const api = createFakeConsoleApi();
    const { result } = await renderHookWithApi(() => useMergeLicenses({ user: fakeUsers.administrator }), api);
    expect(result.current.allowed).toBe(true);
    expect(result.current.hasInformation).toBe(false);
    expect(result.current.rows).toHaveLength(0);
    expect(result.current.canMerge).toBe(false);
  });

  it('should offer the merge once a main pack and another are chosen, never the main pack itself', async () => {
    const { api, licenses } = await listedPacks();
    const { main, same } = pick(licenses);
    const { result, act } = await renderHookWithApi(
      () => useMergeLicenses({ user: fakeUsers.administrator, licenses }),
      api,
    );
    expect(result.current.hasInformation).toBe(true);
    await act(() => result.current.setSelection({ [main.encryptedId]: true }));
    await act(() => result.current.chooseMain(main.encryptedId));
    // The main pack leaves the merge selection.
    expect(result.current.mergedIds).toEqual([]);
    expect(result.current.canMerge).toBe(false);
    await act(() => result.current.setSelection({ [same.encryptedId]: true }));
    expect(result.current.canMerge).toBe(true);
  });

  it('should reset the merge selection when another main pack is chosen (spec §4)', async () => {
    const { api, licenses } = await listedPacks();
    const { main, same, otherProduct } = pick(licenses);
    const { result, act } = await renderHookWithApi(
      () => useMergeLicenses({ user: fakeUsers.administrator, licenses }),
      api,
    );
    await act(() => result.current.chooseMain(main.encryptedId));
    await act(() => result.current.setSelection({ [same.encryptedId]: true }));
    await act(() => result.current.chooseMain(otherProduct.encryptedId));
    expect(result.current.mainId).toBe(otherProduct.encryptedId);
    expect(result.current.mergedIds).toEqual([]);
    expect(result.current.canMerge).toBe(false);
  });

  it('should preview the merge first, merge only on YES, then toast and go back to the list', async () => {
    const { api, licenses } = await listedPacks();
    const { main, same } = pick(licenses);
    const merge = vi.spyOn(api.licenses, 'mergeLicenses');
    const { result, act, onNavigate } = await mergeRequested(api, licenses, { main, same });
    await vi.waitFor(() =>
      expect(result.current.preview?.license).toMatchObject({ userCount: main.userCount + same.userCount }),
    );
    expect(merge).not.toHaveBeenCalled();
    await act(() => result.current.confirmMerge());
    expect(result.current.asked).toBeNull();
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/'));
    expect(merge).toHaveBeenCalledWith(main.encryptedId, {
      mergedIds: [same.encryptedId],
      encryptedProductId: main.encryptedProductId,
    });
  });

  it('should preview a pack of another product, and merge nothing on CANCEL', async () => {
    const { api, licenses } = await listedPacks();
    const { main, otherProduct } = pick(licenses);
    const merge = vi.spyOn(api.licenses, 'mergeLicenses');
    const { result, act } = await renderHookWithApi(
      () => useMergeLicenses({ user: fakeUsers.administrator, licenses }),
      api,
    );
    await act(() => result.current.chooseMain(main.encryptedId));
    await act(() => result.current.setSelection({ [otherProduct.encryptedId]: true }));
    await act(() => result.current.requestMerge());
    expect(result.current.asked?.merged).toEqual([otherProduct]);
    await vi.waitFor(() => expect(result.current.preview).not.toBeNull());
    await act(() => result.current.cancelMerge());
    expect(result.current.asked).toBeNull();
    expect(merge).not.toHaveBeenCalled();
    await act(() => result.current.requestMerge());
    await vi.waitFor(() => expect(result.current.preview).not.toBeNull());
    await act(() => result.current.confirmMerge());
    await vi.waitFor(() => expect(merge).toHaveBeenCalledOnce());
  });

  it('should stay on the screen when the server refuses the merge', async () => {
    const { licenses } = await listedPacks();
    const refuse = vi.fn(() => Promise.reject(new ApiError(400, 'Refused.')));
    const api = createFakeConsoleApi({ licenses: { mergeLicenses: refuse } });
    const { result, act, onNavigate } = await mergeRequested(api, licenses, pick(licenses));
    await vi.waitFor(() => expect(result.current.preview).not.toBeNull());
    await act(() => result.current.confirmMerge());
    await vi.waitFor(() => expect(refuse).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(result.current.isMerging).toBe(false));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(result.current.canMerge).toBe(true);
  });

  it('should refuse, before any click, a merge that would strand users in an On-Prem pack', async () => {
    const { api } = await listedPacks();
    const onPrem = fakePack(1, { productId: PRODUCT_IDS.onPrem });
    const withUsers = fakePack(2, { productId: PRODUCT_IDS.standard, usedCount: 2 });
    const preview = vi.spyOn(api.licenses, 'previewMergeLicenses');
    const { result, act } = await renderHookWithApi(
      () => useMergeLicenses({ user: fakeUsers.administrator, licenses: [onPrem, withUsers] }),
      api,
    );
    await act(() => result.current.chooseMain(onPrem.encryptedId));
    await act(() => result.current.setSelection({ [withUsers.encryptedId]: true }));
    expect(result.current.canMerge).toBe(true);
    expect(result.current.refusal).toBe(mergeMessages.strandsUsers);
    await act(() => result.current.requestMerge());
    expect(result.current.asked).toBeNull();
    expect(preview).not.toHaveBeenCalled();
  });

  it('should let only administrators sort by e-mail and show used / total to the pack manager', async () => {
    const { api, licenses } = await listedPacks();
    const managed = licenses.map((license, index) => ({ ...license, canManage: index === 0 }));
    const { result } = await renderHookWithApi(
      () => useMergeLicenses({ user: fakeUsers.manager, licenses: managed }),
      api,
    );
    expect(result.current.allowed).toBe(false);
    expect(result.current.canSortByEmail).toBe(false);
    expect(result.current.showsUsedTotal(managed[0] as License)).toBe(true);
    expect(result.current.showsUsedTotal(managed[1] as License)).toBe(false);
  });
});
