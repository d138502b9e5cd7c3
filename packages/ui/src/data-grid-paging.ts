/** Paging arithmetic of the DataGrid, kept pure so it is tested on its own; the page count is the domain's. */
import { totalPages } from '@license-console/domain';

/** Keeps a 0-based page index inside [0, pageCount - 1]. */
function clampPageIndex(pageIndex: number, pageCount: number): number {
  if (!Number.isFinite(pageIndex) || pageIndex < 0) return 0;
  return Math.min(Math.trunc(pageIndex), Math.max(pageCount - 1, 0));
}

/** The 1-based numbers of the first and last rows on a page; both 0 when there is nothing to show. */
function pageRange(pageIndex: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const page = clampPageIndex(pageIndex, totalPages(total, pageSize));
  return { first: page * pageSize + 1, last: Math.min((page + 1) * pageSize, total) };
}

/**
 * The page buttons to draw: every page when they fit in `slots`, otherwise the first, the last and a window
 * around the current one, with 'gap' where pages are left out. Always exactly min(pageCount, slots) entries.
 */
function visiblePages(pageIndex: number, pageCount: number, slots = 7): Array<number | 'gap'> {
  const count = Math.max(pageCount, 1);
  const size = Math.max(slots, 5);
  if (count <= size) return Array.from({ length: count }, (_, index) => index);
  const current = clampPageIndex(pageIndex, count);
  const inner = size - 2;
  let start = Math.max(1, current - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end > count - 2) {
    end = count - 2;
    start = end - inner + 1;
  }
  const pages: Array<number | 'gap'> = [0];
  for (let page = start; page <= end; page++) pages.push(page);
  pages.push(count - 1);
  if (start > 1) pages[1] = 'gap';
  if (end < count - 2) pages[pages.length - 2] = 'gap';
  return pages;
}

/** The page sizes of a client-side grid (spec §2.9: 5, 10, 15, 20 or 25 rows). */
const CLIENT_PAGE_SIZES = [5, 10, 15, 20, 25] as const;

export { CLIENT_PAGE_SIZES, clampPageIndex, pageRange, visiblePages };
