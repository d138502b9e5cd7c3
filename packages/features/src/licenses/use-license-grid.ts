import {
  type CurrentUser,
  can,
  canOfferMerge,
  type License,
  licenseListSource,
  PAGE_SIZES,
  permissionLicenseOf,
  totalPages,
} from '@license-console/domain';
import { useControllableState } from '@license-console/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { showActionError } from '../shared/action-error.ts';
import type { LicenseSearchQuery } from './api.ts';
import { DEFAULT_LICENSE_GRID_SEARCH, type LicenseGridSearch } from './license-grid-search.ts';
import { licenseKeys } from './queries.ts';
import { licenseGridStrings } from './strings.ts';

const PAGE_SIZE = PAGE_SIZES.licenseGrid;
/** How long the email column's filter waits for typing to stop before it searches. */
const EMAIL_FILTER_DELAY_MS = 400;

interface UseLicenseGridOptions {
  /** The signed-in user: what they may see and do follows spec §6. */
  user: CurrentUser;
  /** The search shown (controlled; the console keeps it in the URL). */
  search?: LicenseGridSearch;
  defaultSearch?: LicenseGridSearch;
  onSearchChange?: (search: LicenseGridSearch) => void;
  /** Merge mode: called with the listed licenses (up to 300) to pick packs from (spec §4). */
  onMerge?: (licenses: License[]) => void;
}

/**
 * The license grid's controller (spec §2.4, §4, §6): the search in state, the count then the page of the paged
 * search (or the administrators' full list for a blank search), the previous page kept on screen while the next
 * loads, the search box, the filters, merge mode. No markup.
 */
function useLicenseGrid({ user, search: searchProp, defaultSearch, onSearchChange, onMerge }: UseLicenseGridOptions) {
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
  };
  // Spec §6: administrators with a blank search read the full list; everyone else, and any e-mail search, pages.
  const source = licenseListSource(user, search.emailPart);
  const reader = licenseKeys.reader(user);

  const fullList = useQuery({
    queryKey: [...reader, 'list', filter],
    queryFn: () => api.licenses.listLicenses(filter),
    enabled: source === 'all',
    placeholderData: keepPreviousData,
  });
  // Spec §4: a search reads the count, computes the pages, then loads the page.
  const count = useQuery({
    queryKey: [...reader, 'count', filter],
    queryFn: () => api.licenses.searchLicensePagedCount(filter),
    enabled: source === 'paged',
    placeholderData: keepPreviousData,
  });
  const total = source === 'all' ? (fullList.data?.length ?? 0) : (count.data ?? 0);
  const pageCount = totalPages(total, PAGE_SIZE);
  const pageNumber = Math.max(1, Math.min(search.pageNumber, pageCount));
  const page = useQuery({
    queryKey: [...reader, 'page', filter, pageNumber],
    queryFn: () => api.licenses.searchLicensePaged({ ...filter, pageSize: PAGE_SIZE, pageNumber }),
    enabled: source === 'paged' && count.isSuccess && !count.isPlaceholderData && total > 0,
    placeholderData: keepPreviousData,
  });

  const rows: License[] =
    source === 'all'
      ? (fullList.data ?? []).slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE)
      : total === 0 && count.isSuccess && !count.isPlaceholderData
        ? []
        : (page.data ?? []);
  const loading =
    source === 'all'
      ? fullList.isFetching
      : count.isFetching || page.isFetching || (total > 0 && (page.isPlaceholderData || page.data === undefined));
  const failed = source === 'all' ? fullList.error : (count.error ?? page.error);
  useEffect(() => {
    // Spec §8: load and search failures are only logged.
    if (failed) console.error('The license list could not be read', failed);
  }, [failed]);

  const update = useCallback(
    (changes: Partial<LicenseGridSearch>) =>
      // A new search starts again at page 1 (spec §4); only a page change keeps the rest.
      setSearch((current) => ({ ...current, pageNumber: 1, ...changes })),
    [setSearch],
  );

  // The 'Help me look for:' box: typed freely, searched on Enter or SEARCH.
  const [searchText, setSearchText] = useState(search.emailPart);
  // The email column's filter searches the same e-mail part once typing stops.
  const [emailFilterText, setEmailFilterText] = useState(search.emailPart);
  useEffect(() => {
    setSearchText(search.emailPart);
    setEmailFilterText(search.emailPart);
  }, [search.emailPart]);
  const emailTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(emailTimer.current), []);

  const submitSearch = useCallback(() => {
    clearTimeout(emailTimer.current);
    update({ emailPart: searchText.trim() });
  }, [searchText, update]);
  const changeEmailFilter = useCallback(
    (text: string) => {
      setEmailFilterText(text);
      clearTimeout(emailTimer.current);
      emailTimer.current = setTimeout(() => update({ emailPart: text.trim() }), EMAIL_FILTER_DELAY_MS);
    },
    [update],
  );

  // Spec §4 merge mode: the listed licenses, 300 to a page, from the same source as the grid.
  const merge = useMutation({
    mutationFn: () => {
      const query = { ...filter, pageSize: PAGE_SIZES.merge, pageNumber: 1 };
      return source === 'all' ? api.licenses.listLicenses(query) : api.licenses.searchLicensePaged(query);
    },
    onSuccess: (licenses) => onMerge?.(licenses),
    onError: (error) => showActionError(licenseGridStrings.mergeLicense, error),
  });

  const isAdministrator = can(user, 'createLicense');
  return {
    user,
    search,
    rows,
    total,
    pageSize: PAGE_SIZE,
    pageIndex: pageNumber - 1,
    pageCount,
    loading,
    /** The first read has not answered yet. */
    initialLoading: rows.length === 0 && loading,
    setPageIndex: (pageIndex: number) => setSearch((current) => ({ ...current, pageNumber: pageIndex + 1 })),
    setProductId: (productId: number) => update({ productId }),
    setType: (type: LicenseGridSearch['type']) => update({ type }),
    setStatus: (status: LicenseGridSearch['status']) => update({ status }),
    emailFilterText,
    changeEmailFilter,
    searchText,
    setSearchText,
    submitSearch,
    /** Spec §6: the search box, Add License and merging are the administrators'. */
    canSearchAll: can(user, 'searchAllLicenses'),
    canAdd: isAdministrator,
    canMerge: can(user, 'mergeLicenses') && canOfferMerge(total) && onMerge !== undefined,
    startMerge: () => merge.mutate(),
    isMergeLoading: merge.isPending,
    canEdit: (license: License) => can(user, 'updateLicense', permissionLicenseOf(license)),
    canRenew: (license: License) => can(user, 'renewLicense', permissionLicenseOf(license)),
    /** Spec §6 row 7: used/total and Manage Users for the administrator and the pack's manager. */
    canManageUsers: (license: License) => can(user, 'openManageUsers', permissionLicenseOf(license)),
    showsUsedTotal: (license: License) => can(user, 'seeUsedTotalCounts', permissionLicenseOf(license)),
  };
}

type LicenseGridController = ReturnType<typeof useLicenseGrid>;

export { type LicenseGridController, type UseLicenseGridOptions, useLicenseGrid };
