import { totalPages } from '@license-console/domain';
import * as React from 'react';
import { cn } from './cn.ts';
import { clampPageIndex, pageRange, visiblePages } from './data-grid-paging.ts';
import type { RowData, Table } from './data-grid-table.ts';
import { IconButton } from './icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { Select } from './select.tsx';

interface DataGridPaginationProps<TData extends RowData> extends React.ComponentProps<'nav'> {
  table: Table<TData>;
  /** The page-size choices: offered when there are two or more and more rows than the fewest of them. */
  pageSizeOptions?: readonly number[];
}

/**
 * The paging control: the range shown, the page-size select, and page buttons when there is more than one page.
 * Nothing when all the rows fit on one page and there is no page size to choose.
 */
function DataGridPagination<TData extends RowData>({
  table,
  pageSizeOptions = [],
  className,
  'aria-label': label = 'Pages',
  ...props
}: DataGridPaginationProps<TData>) {
  const pageSizeId = React.useId();
  const { pageIndex, pageSize } = table.atoms.pagination.get();
  const total = table.getRowCount();
  const pageCount = totalPages(total, pageSize);
  const showPageSize = pageSizeOptions.length > 1 && total > Math.min(...pageSizeOptions);
  if (pageCount <= 1 && !showPageSize) return null;
  const current = clampPageIndex(pageIndex, pageCount);
  const { first, last } = pageRange(current, pageSize, total);
  const toPage = (page: number) => table.setPagination({ pageIndex: page, pageSize });
  return (
    <nav
      data-slot="data-grid-pagination"
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-body', className)}
      {...props}
    >
      <p data-slot="data-grid-range" className="text-muted-foreground" aria-live="polite">
        {total === 0 ? 'No rows' : `${first}–${last} of ${total}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {showPageSize ? (
          <div className="flex items-center gap-2">
            <label htmlFor={pageSizeId} className="whitespace-nowrap text-muted-foreground">
              Rows per page
            </label>
            <div className="w-20">
              <Select
                id={pageSizeId}
                data-slot="data-grid-page-size"
                className="h-8 text-caption"
                value={String(pageSize)}
                options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
                onValueChange={(value) => table.setPagination({ pageIndex: 0, pageSize: Number(value) })}
              />
            </div>
          </div>
        ) : null}
        {pageCount > 1 ? (
          <ul className="flex items-center gap-1">
            <li>
              <IconButton
                size="sm"
                variant="ghost"
                label="Previous page"
                icon={<ChevronLeftIcon />}
                disabled={current === 0}
                onClick={() => toPage(current - 1)}
              />
            </li>
            {visiblePages(current, pageCount).map((page, index) =>
              page === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </li>
              ) : (
                <li key={page}>
                  <button
                    type="button"
                    data-slot="data-grid-page"
                    aria-label={`Page ${page + 1}`}
                    aria-current={page === current ? 'page' : undefined}
                    onClick={() => toPage(page)}
                    className={cn(
                      'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-control px-2 text-caption font-medium tabular-nums',
                      'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
                    )}
                  >
                    {page + 1}
                  </button>
                </li>
              ),
            )}
            <li>
              <IconButton
                size="sm"
                variant="ghost"
                label="Next page"
                icon={<ChevronRightIcon />}
                disabled={current >= pageCount - 1}
                onClick={() => toPage(current + 1)}
              />
            </li>
          </ul>
        ) : null}
      </div>
    </nav>
  );
}

export { DataGridPagination, type DataGridPaginationProps };
