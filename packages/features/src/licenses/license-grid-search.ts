import {
  EXPIRING_WITHIN_DAYS,
  type ExpiringWithinDays,
  LICENSE_GRID_DEFAULTS,
  LICENSE_STATUSES,
  LICENSE_TYPES,
  type LicenseStatusFilter,
  type LicenseTypeFilter,
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
  pageNumber: LICENSE_GRID_DEFAULTS.pageNumber,
};

/** The URL's names for the search, so a view can be shared and reloaded. */
const SEARCH_PARAMS = {
  emailPart: 'email',
  type: 'type',
  status: 'status',
  productId: 'product',
  expiringWithinDays: 'expiring',
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
  if (search.pageNumber > 1) params.set(SEARCH_PARAMS.page, String(search.pageNumber));
  return params;
}

export { DEFAULT_LICENSE_GRID_SEARCH, type LicenseGridSearch, licenseGridSearchFromParams, licenseGridSearchToParams };
