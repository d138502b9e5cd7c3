import {
  type CurrentUser,
  can,
  canOfferMerge,
  DEFAULT_LICENSE_SORT,
  isDefaultLicenseSort,
  LICENSE_SORT_COLUMNS,
  type License,
  type LicenseSort,
  licenseListSource,
  PAGE_SIZES,
  permissionLicenseOf,
} from '@license-console/domain';
import { useControllableState } from '@license-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useServerPagedList } from '../api/use-server-paged-list.ts';
import { showActionError } from '../shared/action-error.ts';
import type { LicenseSearchQuery } from './api.ts';
import { licenseGridStrings } from './grid-strings.ts';
import { DEFAULT_LICENSE_GRID_SEARCH, type LicenseGridSearch } from './license-grid-search.ts';
import { licenseKeys, licenseReader } from './queries.ts';

const PAGE_SIZE = PAGE_SIZES.licenseGrid;
/** The columns whose header sorts the list, for administrators and for everyone else (spec §6 row 2: by email). */
const SORTABLE_BY_ADMINISTRATORS = LICENSE_SORT_COLUMNS;
const SORTABLE_BY_OTHERS = LICENSE_SORT_COLUMNS.filter((column) => column !== 'email');

interface UseLicenseGridOptions {
  /** The signed-in user: what they may see and do follows spec §6. */
  user: CurrentUser;
  /** The search shown (controlled; the console keeps it in the URL). */
  search?: LicenseGridSearch;
  defaultSearch?: LicenseGridSearch;
  onSearchChange?: (search: LicenseGridSearch) => void;
  /** Merge mode: called with the listed licenses (up to 300) to pick packs from (spec §4). */
  onMerge?: (licenses: License[]) => void;
  /** The pack the user just created, edited or renewed: drawn out where it is, or offered when the view hides it. */
  changedLicense?: ChangedLicense | null;
}

/** A pack just saved, as the list is told of it: its id, and its administrator's e-mail to look for it by. */
interface ChangedLicense {
  encryptedId: string;
  email: string;
}

/**
 * The license grid's controller (spec §2.4, §4, §6): the search in state, the count then the page of the paged
 * search (or the administrators' full list for a blank search), the previous page kept on screen while the next
 * loads, the search box, the filters, merge mode. No markup.
 */
function useLicenseGrid({
  user,
  search: searchProp,
  defaultSearch,
  onSearchChange,
  onMerge,
  changedLicense = null,
}: UseLicenseGridOptions) {
  const api = useConsoleApi();
  const [search, setSearch] = useControllableState<LicenseGridSearch>({
    value: searchProp,
    defaultValue: defaultSearch ?? DEFAULT_LICENSE_GRID_SEARCH,
    onValueChange: onSearchChange,
  });

  const filter: LicenseSearchQuery = {
    emailPart: search.emailPart.trim(),
    type: search.type,
    status: search.status,
    productId: search.productId,
    ...(search.expiringWithinDays ? { expiringWithinDays: search.expiringWithinDays } : {}),
  };
  // Spec §6 row 2: sorting by email is the administrators'; anyone else's list keeps its own order.
  const canSortByEmail = can(user, 'sortLicensesByEmail');
  const sort = search.sort.column === 'email' && !canSortByEmail ? DEFAULT_LICENSE_SORT : search.sort;
  // The order goes with the list and its pages, never with the count, which it does not change.
  const order: LicenseSearchQuery = isDefaultLicenseSort(sort)
    ? {}
    : { sortBy: sort.column, sortDirection: sort.direction };
  // Spec §6: administrators with a blank search read the full list; everyone else, and any e-mail search, pages.
  const source = licenseListSource(user, search.emailPart);
  const reader = licenseReader(user);

  const update = useCallback(
    (changes: Partial<LicenseGridSearch>) =>
      // A new search starts again at page 1 (spec §4); only a page change keeps the rest.
      setSearch((current) => ({ ...current, pageNumber: 1, ...changes })),
    [setSearch],
  );
  const searchEmailPart = useCallback((emailPart: string) => update({ emailPart }), [update]);
  const list = useServerPagedList<License>({
    label: 'The license list',
    whole:
      source === 'all'
        ? {
            queryKey: licenseKeys.call('listLicenses', reader, { ...filter, ...order }),
            queryFn: () => api.licenses.listLicenses({ ...filter, ...order }),
          }
        : undefined,
    count: {
      queryKey: licenseKeys.call('searchLicensePagedCount', reader, filter),
      queryFn: () => api.licenses.searchLicensePagedCount(filter),
    },
    page: (pageNumber) => {
      const query = { ...filter, ...order, pageSize: PAGE_SIZE, pageNumber };
      return {
        queryKey: licenseKeys.call('searchLicensePaged', reader, query),
        queryFn: () => api.licenses.searchLicensePaged(query),
      };
    },
    pageSize: PAGE_SIZE,
    pageNumber: search.pageNumber,
    // The email column's filter searches the e-mail part once typing stops.
    text: search.emailPart,
    onTextChange: searchEmailPart,
  });

  // The 'Help me look for:' box: typed freely, searched on Enter or SEARCH.
  const [searchText, setSearchText] = useState(search.emailPart);
  useEffect(() => setSearchText(search.emailPart), [search.emailPart]);

  // Spec §4 merge mode: the listed licenses, 300 to a page, from the same source as the grid.
  const merge = useMutation({
    mutationFn: () => {
      const query = { ...filter, ...order, pageSize: PAGE_SIZES.merge, pageNumber: 1 };
      return source === 'all' ? api.licenses.listLicenses(query) : api.licenses.searchLicensePaged(query);
    },
    onSuccess: (licenses) => onMerge?.(licenses),
    onError: (error) => showActionError(licenseGridStrings.mergeLicense, error),
  });

  const isAdministrator = can(user, 'createLicense');
  // The license whose end-date dialog is open (administrators); the dialog itself loads when first needed.
  const [datesLicense, setDatesLicense] = useState<License | null>(null);
  return {
    user,
    search,
    /** The order shown (the default for an order by email this user may not ask for). */
    sort,
    /** A new order is a new search from page 1 (spec §4), the filters kept. */
    setSort: (next: LicenseSort) => update({ sort: next }),
    /** The columns whose header sorts the list: every sortable one, EMAIL only for administrators. */
    sortableColumns: canSortByEmail ? SORTABLE_BY_ADMINISTRATORS : SORTABLE_BY_OTHERS,
    rows: list.rows,
    total: list.total,
    pageSize: list.pageSize,
    pageIndex: list.pageIndex,
    pageCount: list.pageCount,
    loading: list.loading,
    initialLoading: list.initialLoading,
    /** A read failed: said as such with a retry, never as an empty list (the failure is logged as spec §8 says). */
    loadFailed: list.error != null,
    retry: list.retry,
    highlightedId: changedLicense?.encryptedId ?? null,
    /** The pack just saved is not in this view (another page, or filtered out): the list can look it up. */
    changedOutOfView:
      changedLicense !== null &&
      !list.loading &&
      list.error == null &&
      !list.rows.some((row) => row.encryptedId === changedLicense.encryptedId)
        ? changedLicense
        : null,
    showChanged: () => {
      if (changedLicense) {
        update({ emailPart: changedLicense.email, type: '', status: '', productId: 0, expiringWithinDays: 0 });
      }
    },
    setPageIndex: (pageIndex: number) => setSearch((current) => ({ ...current, pageNumber: pageIndex + 1 })),
    setProductId: (productId: number) => update({ productId }),
    setType: (type: LicenseGridSearch['type']) => update({ type }),
    setStatus: (status: LicenseGridSearch['status']) => update({ status }),
    setExpiringWithinDays: (expiringWithinDays: LicenseGridSearch['expiringWithinDays']) =>
      update({ expiringWithinDays }),
    emailFilterText: list.textFilter,
    changeEmailFilter: list.changeTextFilter,
    searchText,
    setSearchText,
    submitSearch: () => list.applyTextFilter(searchText),
    /** Spec §6: the search box, Add License and merging are the administrators'. */
    canSearchAll: can(user, 'searchAllLicenses'),
    canAdd: isAdministrator,
    canMerge: can(user, 'mergeLicenses') && canOfferMerge(list.total) && onMerge !== undefined,
    startMerge: () => merge.mutate(),
    isMergeLoading: merge.isPending,
    canEdit: (license: License) => can(user, 'updateLicense', permissionLicenseOf(license)),
    canRenew: (license: License) => can(user, 'renewLicense', permissionLicenseOf(license)),
    /** Spec §6 row 1: the administrators edit a license's end date, in a dialog over the list. */
    canEditDates: (license: License) => can(user, 'editLicenseEndDate', permissionLicenseOf(license)),
    dates: {
      license: datesLicense,
      open: (license: License) => setDatesLicense(license),
      close: () => setDatesLicense(null),
    },
    /** Spec §6 row 7: used/total and Manage Users for the administrator and the pack's manager. */
    canManageUsers: (license: License) => can(user, 'openManageUsers', permissionLicenseOf(license)),
    showsUsedTotal: (license: License) => can(user, 'seeUsedTotalCounts', permissionLicenseOf(license)),
  };
}

type LicenseGridController = ReturnType<typeof useLicenseGrid>;

export { type ChangedLicense, type LicenseGridController, type UseLicenseGridOptions, useLicenseGrid };
