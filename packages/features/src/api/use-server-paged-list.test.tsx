import type { License } from '@license-console/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicenseSearchQuery } from '../licenses/api.ts';
import { licenseKeys } from '../licenses/index.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { createTestQueryClient } from '../testing/fake-console-providers.tsx';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import type { ConsoleApi } from './console-api.ts';
import { useServerPagedList } from './use-server-paged-list.ts';

const PAGE_SIZE = 5;
const active: LicenseSearchQuery = { status: 'Active' };

/** The license search as a server-paged list: the fake adapter's count and page calls. */
function searchReads(api: ConsoleApi, filter: LicenseSearchQuery) {
  return {
    count: {
      queryKey: licenseKeys.call('searchLicensePagedCount', filter),
      queryFn: () => api.licenses.searchLicensePagedCount(filter),
    },
    page: (pageNumber: number) => {
      const query = { ...filter, pageSize: PAGE_SIZE, pageNumber };
      return {
        queryKey: licenseKeys.call('searchLicensePaged', query),
        queryFn: () => api.licenses.searchLicensePaged(query),
      };
    },
  };
}

/** Renders the list hook over `api`; `view.pageNumber` and `view.text` are read on every render. */
async function renderList(
  api: ConsoleApi,
  options: { filter?: LicenseSearchQuery; whole?: boolean; textDelayMs?: number } = {},
) {
  const filter = options.filter ?? active;
  const view = { pageNumber: 1, text: '' };
  const onTextChange = vi.fn();
  const queryClient = createTestQueryClient();
  const rendered = await renderHookWithApi(
    () =>
      useServerPagedList<License>({
        label: 'The test list',
        ...searchReads(api, filter),
        whole: options.whole
          ? { queryKey: licenseKeys.call('listLicenses', filter), queryFn: () => api.licenses.listLicenses(filter) }
          : undefined,
        pageSize: PAGE_SIZE,
        pageNumber: view.pageNumber,
        text: view.text,
        onTextChange,
        textDelayMs: options.textDelayMs,
      }),
    api,
    queryClient,
  );
  /** Shows another page (or text filter), as a URL change would. */
  const show = async (changes: Partial<typeof view>) => {
    Object.assign(view, changes);
    await rendered.rerender();
  };
  return { ...rendered, show, onTextChange, queryClient };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given a server-paged list', () => {
  it('should read the count, then the page, and page the rows by the count', async () => {
    const api = createFakeConsoleApi();
    const count = vi.spyOn(api.licenses, 'searchLicensePagedCount');
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    const total = await api.licenses.searchLicensePagedCount(active);
    count.mockClear();
    const { result } = await renderList(api);
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(PAGE_SIZE));
    expect(count).toHaveBeenCalledBefore(page);
    expect(page).toHaveBeenCalledExactlyOnceWith({ ...active, pageSize: PAGE_SIZE, pageNumber: 1 });
    expect(result.current).toMatchObject({
      total,
      pageCount: Math.ceil(total / PAGE_SIZE),
      pageNumber: 1,
      pageIndex: 0,
      loading: false,
    });
  });

  it('should show no rows and one page for a count of zero, without reading a page', async () => {
    const api = createFakeConsoleApi();
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    const { result, show } = await renderList(api, { filter: { emailPart: 'nobody-at-all' } });
    await show({ pageNumber: 4 });
    await vi.waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ rows: [], total: 0, pageCount: 1, pageNumber: 1, initialLoading: false });
    expect(page).not.toHaveBeenCalled();
  });

  it('should clamp the page to the pages there are once the count shrinks', async () => {
    const api = createFakeConsoleApi();
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    const { result, show, queryClient } = await renderList(api);
    await show({ pageNumber: 3 });
    await vi.waitFor(() => expect(result.current.pageNumber).toBe(3));
    await vi.waitFor(() => expect(result.current.loading).toBe(false));

    // Every active pack but six goes: two pages of five remain, the second holding one pack.
    const packs = await api.licenses.listLicenses(active);
    for (const pack of packs.slice(6)) await api.licenses.deleteLicense(pack.encryptedId);
    await queryClient.invalidateQueries();
    await vi.waitFor(() => expect(result.current).toMatchObject({ total: 6, pageCount: 2, pageNumber: 2 }));
    await vi.waitFor(() => expect(result.current.rows).toEqual([packs[5]]));
    expect(page).toHaveBeenLastCalledWith({ ...active, pageSize: PAGE_SIZE, pageNumber: 2 });
  });

  it('should keep the previous page on screen while the next one loads', async () => {
    const fake = createFakeConsoleApi();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api: ConsoleApi = {
      ...fake,
      licenses: {
        ...fake.licenses,
        searchLicensePaged: async (query) => {
          if (query.pageNumber === 2) await held;
          return fake.licenses.searchLicensePaged(query);
        },
      },
    };
    const { result, show } = await renderList(api);
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(PAGE_SIZE));
    const firstPage = result.current.rows;

    await show({ pageNumber: 2 });
    await vi.waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.pageNumber).toBe(2);
    expect(result.current.rows).toBe(firstPage);
    expect(result.current.initialLoading).toBe(false);

    release();
    await vi.waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual(
      await fake.licenses.searchLicensePaged({ ...active, pageSize: PAGE_SIZE, pageNumber: 2 }),
    );
    expect(result.current.rows[0]).not.toEqual(firstPage[0]);
  });

  it('should apply typed text once typing stops, and submitted text at once', async () => {
    const { result, act, onTextChange } = await renderList(createFakeConsoleApi(), { textDelayMs: 20 });
    await act(() => result.current.changeTextFilter('ow'));
    await act(() => result.current.changeTextFilter('owner1 '));
    expect(result.current.textFilter).toBe('owner1 ');
    expect(onTextChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onTextChange).toHaveBeenCalledExactlyOnceWith('owner1'));

    onTextChange.mockClear();
    await act(() => result.current.changeTextFilter('typed'));
    await act(() => result.current.applyTextFilter(' submitted '));
    expect(onTextChange).toHaveBeenCalledExactlyOnceWith('submitted');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onTextChange).not.toHaveBeenCalledWith('typed');
  });

  it('should show the text filter as it is applied from outside', async () => {
    const { result, show } = await renderList(createFakeConsoleApi());
    await show({ text: 'from the url' });
    expect(result.current.textFilter).toBe('from the url');
  });

  it('should page a whole-list read itself, without counting or reading pages', async () => {
    const api = createFakeConsoleApi();
    const count = vi.spyOn(api.licenses, 'searchLicensePagedCount');
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    const all = await api.licenses.listLicenses(active);
    const { result, show } = await renderList(api, { whole: true });
    await show({ pageNumber: 2 });
    await vi.waitFor(() => expect(result.current.rows).toEqual(all.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
    expect(result.current).toMatchObject({ total: all.length, pageCount: Math.ceil(all.length / PAGE_SIZE) });
    expect(count).not.toHaveBeenCalled();
    expect(page).not.toHaveBeenCalled();
  });
});
