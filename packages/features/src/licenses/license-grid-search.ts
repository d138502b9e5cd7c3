import {
  DEFAULT_LICENSE_SORT,
  EXPIRING_WITHIN_DAYS,
  type ExpiringWithinDays,
  isDefaultLicenseSort,
  LICENSE_GRID_DEFAULTS,
  LICENSE_SORT_COLUMNS,
  LICENSE_STATUSES,
  LICENSE_TYPES,
  type LicenseSort,
  type LicenseSortColumn,
  type LicenseStatusFilter,
  type LicenseTypeFilter,
  licenseSortOf,
} from '@license-console/domain';

/** What the license grid shows (spec §3 "Search filter" without the page size, which is fixed at 10). */
interface LicenseGridSearch {
  emailPart: string;
  type: LicenseTypeFilter;
  status: LicenseStatusFilter;
  /** 0: every product. */
  productId: number;
  /** Packs not yet ended that end within this many days; 0, any end date. */
  expiringWithinDays: ExpiringWithinDays | 0;
  /** The list's order: a column and its direction (VALID UNTIL, newest first, unless told). */
  sort: LicenseSort;
  /** From 1. */
  pageNumber: number;
}

/** Spec §4: status Active, any type and product, page 1. */
const DEFAULT_LICENSE_GRID_SEARCH: LicenseGridSearch = {
  emailPart: LICENSE_GRID_DEFAULTS.emailPart,
  type: LICENSE_GRID_DEFAULTS.type,
  status: LICENSE_GRID_DEFAULTS.status,
  productId: LICENSE_GRID_DEFAULTS.productId,
  expiringWithinDays: 0,
  sort: DEFAULT_LICENSE_SORT,
  pageNumber: LICENSE_GRID_DEFAULTS.pageNumber,
};

/** The URL's names for the search, so a view can be shared and reloaded. */
const SEARCH_PARAMS = {
  emailPart: 'email',
  type: 'type',
  status: 'status',
  productId: 'product',
  expiringWithinDays: 'expiring',
  /** The column (`product`, `email`, `validFrom`, `validUntil`, `users`), as the list calls' sortBy names it. */
  sort: 'sort',
  /** `asc` or `desc`, as their sortDirection: with a column, ascending unless desc; alone, VALID UNTIL's. */
  direction: 'dir',
  page: 'page',
};
/** The status filter's "any" in the URL (an absent status means the default, Active). */
const ANY_STATUS = 'all';

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** One of the filter's periods (30, 60, 90), or 0 for any other text. */
function expiringWithinDaysOf(text: string | null): ExpiringWithinDays | 0 {
  const days = positiveInt(text, 0);
  return (EXPIRING_WITHIN_DAYS as readonly number[]).includes(days) ? (days as ExpiringWithinDays) : 0;
}

/** The order a URL holds, read as the list calls read sortBy and sortDirection; anything unknown is left out. */
function sortOf(params: URLSearchParams): LicenseSort {
  const column = params.get(SEARCH_PARAMS.sort);
  const direction = params.get(SEARCH_PARAMS.direction);
  return licenseSortOf({
    sortBy: (LICENSE_SORT_COLUMNS as readonly string[]).includes(column ?? '')
      ? (column as LicenseSortColumn)
      : undefined,
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : undefined,
  });
}

/** The grid's search as a URL holds it; anything unknown falls back to the spec §4 default. */
function licenseGridSearchFromParams(params: URLSearchParams): LicenseGridSearch {
  const type = params.get(SEARCH_PARAMS.type) ?? '';
  const status = params.get(SEARCH_PARAMS.status);
  return {
    emailPart: params.get(SEARCH_PARAMS.emailPart)?.trim() ?? '',
    type: (LICENSE_TYPES as readonly string[]).includes(type) ? (type as LicenseTypeFilter) : '',
    status:
      status === ANY_STATUS
        ? ''
        : (LICENSE_STATUSES as readonly string[]).includes(status ?? '')
          ? (status as LicenseStatusFilter)
          : DEFAULT_LICENSE_GRID_SEARCH.status,
    productId: positiveInt(params.get(SEARCH_PARAMS.productId), 0),
    expiringWithinDays: expiringWithinDaysOf(params.get(SEARCH_PARAMS.expiringWithinDays)),
    sort: sortOf(params),
    pageNumber: positiveInt(params.get(SEARCH_PARAMS.page), 1),
  };
}

/** The URL parameters of a search, leaving out what is the default. */
function licenseGridSearchToParams(search: LicenseGridSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.emailPart.trim()) params.set(SEARCH_PARAMS.emailPart, search.emailPart.trim());
  if (search.productId) params.set(SEARCH_PARAMS.productId, String(search.productId));
  if (search.expiringWithinDays) params.set(SEARCH_PARAMS.expiringWithinDays, String(search.expiringWithinDays));
  if (search.type) params.set(SEARCH_PARAMS.type, search.type);
  if (search.status !== DEFAULT_LICENSE_GRID_SEARCH.status)
    params.set(SEARCH_PARAMS.status, search.status || ANY_STATUS);
  if (!isDefaultLicenseSort(search.sort)) {
    params.set(SEARCH_PARAMS.sort, search.sort.column);
    if (search.sort.direction === 'desc') params.set(SEARCH_PARAMS.direction, 'desc');
  }
  if (search.pageNumber > 1) params.set(SEARCH_PARAMS.page, String(search.pageNumber));
  return params;
}

export { DEFAULT_LICENSE_GRID_SEARCH, type LicenseGridSearch, licenseGridSearchFromParams, licenseGridSearchToParams };
