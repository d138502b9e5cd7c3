import type { License } from '../entities/license.ts';
import { type KnownProductId, PRODUCT_NAMES } from '../entities/product-names.ts';
import { compareUsDates } from './us-date.ts';

/**
 * The license grid's columns a list can be ordered by (`sortBy`): PRODUCT, EMAIL, VALID FROM, VALID UNTIL and #USERS.
 * TYPE and STATUS are not: each has two values, which its filter picks, and STATUS follows VALID UNTIL.
 */
export const LICENSE_SORT_COLUMNS = ['product', 'email', 'validFrom', 'validUntil', 'users'] as const;
export type LicenseSortColumn = (typeof LICENSE_SORT_COLUMNS)[number];

/** A list's direction (`sortDirection`): ascending (A to Z, oldest, fewest first) or descending. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The order of a license list: a column of the grid and its direction. */
export interface LicenseSort {
  column: LicenseSortColumn;
  direction: SortDirection;
}

/** The list's order when none is asked for, as it has always been: VALID UNTIL, the latest end first. */
export const DEFAULT_LICENSE_SORT: LicenseSort = { column: 'validUntil', direction: 'desc' };

/**
 * The order a list query asks for. `sortBy` names the column, ascending unless `sortDirection` is desc; without it the
 * list keeps VALID UNTIL, newest first unless `sortDirection` is asc.
 */
export function licenseSortOf(query: {
  sortBy?: LicenseSortColumn | undefined;
  sortDirection?: SortDirection | undefined;
}): LicenseSort {
  if (query.sortBy === undefined) {
    return { column: DEFAULT_LICENSE_SORT.column, direction: query.sortDirection ?? DEFAULT_LICENSE_SORT.direction };
  }
  return { column: query.sortBy, direction: query.sortDirection ?? 'asc' };
}

export function isDefaultLicenseSort(sort: LicenseSort): boolean {
  return sort.column === DEFAULT_LICENSE_SORT.column && sort.direction === DEFAULT_LICENSE_SORT.direction;
}

const knownProducts = Object.keys(PRODUCT_NAMES).map(Number) as KnownProductId[];

/**
 * The products the license screens name, in the order of those names, A to Z with letter case ignored (Assistant,
 * Basic, Business, for Outlook, On-Prem, Standard). The database's `product_sort_rank` function holds the same order
 * (the server's migration `*_license_sort.sql`), and a server test holds the two together.
 */
export const PRODUCT_SORT_ORDER: readonly KnownProductId[] = [...knownProducts].sort((a, b) => {
  const [left, right] = [PRODUCT_NAMES[a].toLowerCase(), PRODUCT_NAMES[b].toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
});

/**
 * Where a product sorts in PRODUCT: its place among the named ones (from 1), and after them, by id, the products the
 * screens show by their number.
 */
export function productSortRank(productId: number): number {
  const place = PRODUCT_SORT_ORDER.indexOf(productId as KnownProductId);
  return place >= 0 ? place + 1 : PRODUCT_SORT_ORDER.length + productId;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareNumbers = (a: number, b: number) => Math.sign(a - b);

/** Each column's own comparison, before the ties. */
const COLUMN_ORDER: Record<LicenseSortColumn, (a: License, b: License) => number> = {
  product: (a, b) => compareNumbers(productSortRank(a.productId), productSortRank(b.productId)),
  // The administrator's address, letter case ignored.
  email: (a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()),
  validFrom: (a, b) => compareUsDates(a.startDate, b.startDate),
  validUntil: () => 0,
  // The pack's seats, which everyone who sees the pack sees (the used count only some do).
  users: (a, b) => compareNumbers(a.userCount, b.userCount),
};

/**
 * Compares two packs in a list's order: the column, then VALID UNTIL, then `tieBreak` (the server's is the pack's own
 * id), all in the sort's direction, so that descending is ascending reversed and every page of a list is stable.
 */
export function compareLicenses(
  sort: LicenseSort,
  tieBreak: (a: License, b: License) => number = () => 0,
): (a: License, b: License) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  // `|| 0`: equal packs compare as 0, never -0.
  return (a, b) =>
    sign * (COLUMN_ORDER[sort.column](a, b) || compareUsDates(a.endDate, b.endDate) || tieBreak(a, b)) || 0;
}
