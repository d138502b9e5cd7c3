import type { LicenseSort } from '@license-console/domain';

/**
 * A list order as SQL: its keys on the pack `l` (and its administrator `m`), most significant first, each in the
 * sort's direction, the pack's id last. Every order ends on the end date and the id, as the list's default does
 * (newest end date first: licenses_end, licenses_product_end_id, licenses_manager_end_id); each column before them
 * has an index of its own that ends the same way (migration 0025_license_sort.sql; EMAIL's walk of the
 * administrators reads users_email_key alone, 0027_license_sort_email.sql), so a page is a walk that stops, and the
 * id keeps every page of a list apart from the next.
 */
interface ListOrder {
  /** The keys before the id, in order; the end date is the last of them. */
  keys: string[];
  direction: 'asc' | 'desc';
  /** The order reads the administrator's e-mail: the walk joins `m`. */
  readsAdministrator: boolean;
}

/** Each column's own key, before the end date and the id. */
const COLUMN_KEY: Record<LicenseSort['column'], string | null> = {
  // The names the screens show, in the domain's order (PRODUCT_SORT_ORDER), which product_sort_rank holds.
  product: 'product_sort_rank(l.product_id)',
  email: 'lower(m.email)',
  validFrom: 'l.start_date',
  validUntil: null,
  users: 'l.user_count',
};

function listOrder(sort: LicenseSort, filter: { productId: number }): ListOrder {
  // One product's packs all rank alike: that order is the end date's, and its index walks them.
  const column = sort.column === 'product' && filter.productId > 0 ? null : COLUMN_KEY[sort.column];
  return {
    keys: [...(column ? [column] : []), 'l.end_date'],
    direction: sort.direction,
    readsAdministrator: column === COLUMN_KEY.email,
  };
}

/** The order's `order by` list on the pack `l` itself. */
const orderOnPack = (order: ListOrder) => [...order.keys, 'l.id'].map((key) => `${key} ${order.direction}`).join(', ');

/** The order's keys selected beside the id as k0, k1…, for a walk whose rows are ordered again outside it. */
const orderKeys = (order: ListOrder) => order.keys.map((key, index) => `${key} as k${index}`).join(', ');

/** The order again on the rows of such a walk, named `alias`. */
const orderOnKeys = (order: ListOrder, alias: string) =>
  [...order.keys.map((_, index) => `${alias}.k${index}`), `${alias}.id`]
    .map((key) => `${key} ${order.direction}`)
    .join(', ');

export { type ListOrder, listOrder, orderKeys, orderOnKeys, orderOnPack };
