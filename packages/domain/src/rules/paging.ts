export const PAGE_SIZES = {
  licenseGrid: 10,
  merge: 300,
  users: 10,
  /** The older user grid. */
  usersLegacy: 5,
} as const;

export const SSO_PAGE_SIZES = [5, 10, 15, 20, 25] as const;
export const SSO_DEFAULT_PAGE_SIZE = 5;

/** Spec §4: the license grid's starting filter (a SearchFilter: paging.test.ts holds it to the schema). */
export const LICENSE_GRID_DEFAULTS = {
  emailPart: '',
  type: '',
  status: 'Active',
  productId: 0,
  pageNumber: 1,
  pageSize: PAGE_SIZES.licenseGrid,
} as const;

/**
 * Spec §4: count divided by page size, rounded up. No rows still make one (empty) page, the page a grid shows and
 * a page number clamps to; the paging control shows only beyond one page (spec §2.4).
 */
export function totalPages(count: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize <= 0) throw new RangeError(`Page size must be a positive integer`);
  if (!Number.isFinite(count) || count <= 0) return 1;
  return Math.ceil(count / pageSize);
}

/** Spec §2.4: the paging control shows only when there is more than one page. */
export function showsPaging(count: number, pageSize: number): boolean {
  return totalPages(count, pageSize) > 1;
}

/** Spec §4: a new search starts again at page 1 with the rest of the filter kept. */
export function newSearch<Filter extends { pageNumber: number }>(
  filter: Filter,
  changes: Partial<Filter> = {},
): Filter {
  return { ...filter, ...changes, pageNumber: 1 };
}
