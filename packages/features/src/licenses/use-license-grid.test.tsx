import { DEFAULT_LICENSE_SORT, type License } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import {
  DEFAULT_LICENSE_GRID_SEARCH,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
} from './license-grid-search.ts';
import { useLicenseGrid } from './use-license-grid.ts';

describe('given the license grid controller', () => {
  it('should read the full list for an administrator with a blank search and show ten rows', async () => {
    const api = createFakeConsoleApi();
    const list = vi.spyOn(api.licenses, 'listLicenses');
    const count = vi.spyOn(api.licenses, 'searchLicensePagedCount');
    const { result } = await renderHookWithApi(() => useLicenseGrid({ user: fakeUsers.administrator }), api);
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ status: 'Active', emailPart: '' }));
    expect(count).not.toHaveBeenCalled();
    expect(result.current.pageCount).toBeGreaterThan(1);
    expect(result.current.canSearchAll).toBe(true);
    expect(result.current.canMerge).toBe(false);
  });

  it('should count and then page the search for an e-mail part, from page 1', async () => {
    const api = createFakeConsoleApi();
    const count = vi.spyOn(api.licenses, 'searchLicensePagedCount');
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    const onSearchChange = vi.fn();
    const { result, act } = await renderHookWithApi(
      () =>
        useLicenseGrid({
          user: fakeUsers.administrator,
          defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, pageNumber: 3 },
          onSearchChange,
        }),
      api,
    );
    await vi.waitFor(() => expect(result.current.rows.length).toBeGreaterThan(0));
    await act(() => result.current.setSearchText('  owner1 '));
    await act(() => result.current.submitSearch());
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ emailPart: 'owner1', pageNumber: 1 }),
      expect.anything(),
    );
    await vi.waitFor(() => expect(page).toHaveBeenCalled());
    expect(count).toHaveBeenCalledBefore(page);
    expect(page).toHaveBeenCalledWith(expect.objectContaining({ emailPart: 'owner1', pageSize: 10, pageNumber: 1 }));
    await vi.waitFor(() => expect(result.current.rows.every((license) => license.name.includes('owner1'))).toBe(true));
  });

  it('should use the paged search for a manager and show used/total on their packs', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    const list = vi.spyOn(api.licenses, 'listLicenses');
    const { result } = await renderHookWithApi(() => useLicenseGrid({ user: fakeUsers.manager }), api);
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(list).not.toHaveBeenCalled();
    const [pack] = result.current.rows as [License];
    expect(result.current.showsUsedTotal(pack)).toBe(true);
    expect(result.current.canManageUsers(pack)).toBe(true);
    expect(result.current.canEdit(pack)).toBe(false);
    expect(result.current.canAdd).toBe(false);
    expect(result.current.canSearchAll).toBe(false);
  });

  it('should show an ordinary user only their pack, without counts or actions', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.user });
    const { result } = await renderHookWithApi(() => useLicenseGrid({ user: fakeUsers.user }), api);
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(1));
    const [pack] = result.current.rows as [License];
    expect(result.current.showsUsedTotal(pack)).toBe(false);
    expect(result.current.canManageUsers(pack)).toBe(false);
    expect(result.current.canAdd).toBe(false);
  });

  it('should reset to page 1 when a filter changes and keep the page otherwise', async () => {
    const onSearchChange = vi.fn();
    const { result, act } = await renderHookWithApi(
      () => useLicenseGrid({ user: fakeUsers.administrator, onSearchChange }),
      createFakeConsoleApi(),
    );
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(10));
    await act(() => result.current.setPageIndex(1));
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 2 }), expect.anything());
    await act(() => result.current.setProductId(7));
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ productId: 7, pageNumber: 1 }),
      expect.anything(),
    );
  });

  it('should load up to 300 listed packs for merging and hand them over', async () => {
    const api = createFakeConsoleApi();
    const list = vi.spyOn(api.licenses, 'listLicenses');
    const onMerge = vi.fn();
    const { result, act } = await renderHookWithApi(
      () => useLicenseGrid({ user: fakeUsers.administrator, onMerge }),
      api,
    );
    await vi.waitFor(() => expect(result.current.canMerge).toBe(true));
    await act(() => result.current.startMerge());
    await vi.waitFor(() => expect(onMerge).toHaveBeenCalledOnce());
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 300, pageNumber: 1 }));
  });
});

describe('given the order of the list', () => {
  it('should send no order by default, and the one chosen with the list and its pages, never with the count', async () => {
    const api = createFakeConsoleApi();
    const list = vi.spyOn(api.licenses, 'listLicenses');
    const onSearchChange = vi.fn();
    const { result, act } = await renderHookWithApi(
      () =>
        useLicenseGrid({
          user: fakeUsers.administrator,
          defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, pageNumber: 2 },
          onSearchChange,
        }),
      api,
    );
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(list).toHaveBeenLastCalledWith(expect.not.objectContaining({ sortBy: expect.anything() }));
    expect(result.current.sort).toEqual(DEFAULT_LICENSE_SORT);
    expect(result.current.sortableColumns).toEqual(['product', 'email', 'validFrom', 'validUntil', 'users']);

    // A new order is a new search: page 1, the filters kept.
    await act(() => result.current.setSort({ column: 'users', direction: 'desc' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { column: 'users', direction: 'desc' }, status: 'Active', pageNumber: 1 }),
      expect.anything(),
    );
    await vi.waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'users', sortDirection: 'desc' })),
    );
    await vi.waitFor(() => {
      const seats = result.current.rows.map((license) => license.userCount);
      expect(seats).toEqual([...seats].sort((a, b) => b - a));
    });

    // An e-mail search pages: the page carries the order, the count does not.
    const count = vi.spyOn(api.licenses, 'searchLicensePagedCount');
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    await act(() => result.current.setSearchText('owner'));
    await act(() => result.current.submitSearch());
    await vi.waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(
        expect.objectContaining({ emailPart: 'owner', sortBy: 'users', sortDirection: 'desc', pageNumber: 1 }),
      ),
    );
    expect(count).toHaveBeenLastCalledWith(expect.not.objectContaining({ sortBy: expect.anything() }));
  });

  it("should keep a manager's list in its own order when the URL asks for an order by email (spec §6 row 2)", async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    const page = vi.spyOn(api.licenses, 'searchLicensePaged');
    const { result } = await renderHookWithApi(
      () =>
        useLicenseGrid({
          user: fakeUsers.manager,
          defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'email', direction: 'asc' } },
        }),
      api,
    );
    await vi.waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.sort).toEqual(DEFAULT_LICENSE_SORT);
    expect(result.current.sortableColumns).not.toContain('email');
    expect(page).toHaveBeenLastCalledWith(expect.not.objectContaining({ sortBy: expect.anything() }));
    expect(result.current.loadFailed).toBe(false);
    // The fake refuses it as the server does.
    await expect(api.licenses.searchLicensePaged({ sortBy: 'email' })).rejects.toMatchObject({
      status: 403,
      message: messages.licenseGrid.sortByEmailDenied,
    });
  });

  it('should hand the merge the packs in the order shown', async () => {
    const api = createFakeConsoleApi();
    const list = vi.spyOn(api.licenses, 'listLicenses');
    const onMerge = vi.fn();
    const { result, act } = await renderHookWithApi(
      () =>
        useLicenseGrid({
          user: fakeUsers.administrator,
          defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'product', direction: 'asc' } },
          onMerge,
        }),
      api,
    );
    await vi.waitFor(() => expect(result.current.canMerge).toBe(true));
    await act(() => result.current.startMerge());
    await vi.waitFor(() => expect(onMerge).toHaveBeenCalledOnce());
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'product', pageSize: 300 }));
    const products = (onMerge.mock.calls[0]![0] as License[]).map((license) => license.productId);
    expect(products[0]).toBe(7);
    expect(products.at(-1)).toBe(1);
  });
});

describe('given the grid search in the URL', () => {
  it.each([
    ['', DEFAULT_LICENSE_GRID_SEARCH],
    [
      'status=all&product=7&type=Trial&email=acme&page=3',
      {
        emailPart: 'acme',
        type: 'Trial',
        status: '',
        productId: 7,
        expiringWithinDays: 0,
        sort: DEFAULT_LICENSE_SORT,
        pageNumber: 3,
      },
    ],
    ['status=Expired&page=-2&type=Nope', { ...DEFAULT_LICENSE_GRID_SEARCH, status: 'Expired' }],
    ['sort=product', { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'product', direction: 'asc' } }],
    ['sort=users&dir=desc', { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'users', direction: 'desc' } }],
    ['dir=asc', { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'validUntil', direction: 'asc' } }],
    // Anything else is left out, as the list calls would refuse it.
    ['sort=status&dir=up', DEFAULT_LICENSE_GRID_SEARCH],
    ['sort=Product&dir=DESC', DEFAULT_LICENSE_GRID_SEARCH],
  ] as const)('should read %j', (query, expected) => {
    expect(licenseGridSearchFromParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('should write only what differs from the default and read it back the same', () => {
    const search = {
      emailPart: 'acme',
      type: 'Full',
      status: '',
      productId: 3,
      expiringWithinDays: 0,
      sort: { column: 'validFrom', direction: 'desc' },
      pageNumber: 2,
    } as const;
    const params = licenseGridSearchToParams(search);
    expect(params.toString()).toBe('email=acme&product=3&type=Full&status=all&sort=validFrom&dir=desc&page=2');
    expect(licenseGridSearchFromParams(params)).toEqual(search);
    expect(licenseGridSearchToParams(DEFAULT_LICENSE_GRID_SEARCH).toString()).toBe('');
  });

  it.each([
    [{ column: 'product', direction: 'asc' }, 'sort=product'],
    [{ column: 'validUntil', direction: 'asc' }, 'sort=validUntil'],
    [{ column: 'validUntil', direction: 'desc' }, ''],
    [{ column: 'email', direction: 'desc' }, 'sort=email&dir=desc'],
  ] as const)('should write the order %j as "%s" and read it back', (sort, written) => {
    const params = licenseGridSearchToParams({ ...DEFAULT_LICENSE_GRID_SEARCH, sort });
    expect(params.toString()).toBe(written);
    expect(licenseGridSearchFromParams(params).sort).toEqual(sort);
  });
});
