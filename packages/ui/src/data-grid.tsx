import { type Column, flexRender, type Row } from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { clampPageIndex, pageCountOf, pageRange, visiblePages } from './data-grid-paging.ts';
import { useFrozenColumnWidths, useRowWindow } from './data-grid-window.ts';
import { IconButton } from './icon-button.tsx';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon, SortIcon } from './icons.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';
import { Spinner } from './spinner.tsx';
import { type UseDataGridOptions, useDataGrid } from './use-data-grid.ts';

const dataGridVariants = cva('grid gap-3');
const dataGridHeaderCellVariants = cva(
  'h-10 border-b border-border bg-muted px-3 text-left align-middle text-caption font-semibold tracking-wide text-foreground uppercase whitespace-nowrap',
);
const dataGridCellVariants = cva(
  'border-b border-border px-3 py-2 align-middle text-body focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
);

interface DataGridProps<TData> extends UseDataGridOptions<TData> {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  /** Buttons or a menu for each row, in a last column. */
  rowActions?: (row: TData) => React.ReactNode;
  rowActionsHeader?: string;
  /** Shown in place of rows when there are none (spec §2.10: 'There are no users to show.'). */
  emptyText?: React.ReactNode;
  loadingText?: string;
  className?: string;
}

/**
 * A table on TanStack Table: sortable headers, a filter row, paging (client or server side), checkbox selection,
 * a single choice, row actions, empty and loading states. Arrow keys move between cells, Home and End to a row's
 * ends; every control in it is a native button, input or select.
 */
function DataGrid<TData>({
  label,
  rowActions,
  rowActionsHeader = 'Actions',
  emptyText = 'There is nothing to show.',
  loadingText = 'Loading...',
  className,
  ...options
}: DataGridProps<TData>) {
  const { table, pageSizeOptions: sizes, loading } = useDataGrid(options);
  const pagination = table.getState().pagination;
  const total = table.getRowCount();
  const pageCount = pageCountOf(total, pagination.pageSize);
  const rows = table.options.data;
  const pageRows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const hasFilters = leafColumns.some((column) => column.columnDef.meta?.filter);
  const columnCount = leafColumns.length + (rowActions ? 1 : 0);

  const onBodyKeyDown = (event: React.KeyboardEvent<HTMLTableSectionElement>) => moveCellFocus(event);

  // A long page (the merge screen's 300 rows) draws the rows near the viewport; screen readers still hear the row's
  // place in the whole table through aria-rowcount and aria-rowindex.
  const rowKey = React.useCallback((index: number) => pageRows[index]?.id ?? String(index), [pageRows]);
  const rowWindow = useRowWindow(pageRows.length, rowKey);
  const headerGroups = table.getHeaderGroups();
  const headerRowCount = headerGroups.length + (hasFilters ? 1 : 0);
  const ariaRowIndex = (rowNumber: number) => (rowWindow.windowed ? rowNumber : undefined);
  const tableRef = React.useRef<HTMLTableElement>(null);
  const columnsKey = [...leafColumns.map((column) => column.id), rowActions ? 'actions' : ''].join(' ');
  const columnWidths = useFrozenColumnWidths(rowWindow.windowed, tableRef, columnsKey);

  const showPageSize = sizes.length > 1 && total > Math.min(...sizes);
  const initialLoad = loading && rows.length === 0;

  return (
    <div data-slot="data-grid" className={cn(dataGridVariants(), className)}>
      <section
        data-slot="data-grid-scroll"
        className="relative overflow-x-auto rounded-card border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways on narrow screens; focus lets a keyboard scroll it.
        tabIndex={0}
      >
        <table
          data-slot="data-grid-table"
          aria-busy={loading || undefined}
          aria-rowcount={rowWindow.windowed ? headerRowCount + pageRows.length : undefined}
          ref={tableRef}
          className={cn('w-full border-collapse text-foreground', columnWidths && 'table-fixed')}
        >
          <caption className="sr-only">{label}</caption>
          {columnWidths ? (
            <colgroup data-slot="data-grid-columns">
              {columnWidths.map((width, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one col per column position; they never reorder.
                <col key={index} data-slot="data-grid-column" style={{ width }} />
              ))}
            </colgroup>
          ) : null}
          <thead data-slot="data-grid-header">
            {headerGroups.map((headerGroup, groupIndex) => (
              <tr key={headerGroup.id} data-slot="data-grid-header-row" aria-rowindex={ariaRowIndex(groupIndex + 1)}>
                {headerGroup.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      data-slot="data-grid-head"
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn(dataGridHeaderCellVariants(), header.column.columnDef.meta?.headerClassName)}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          data-slot="data-grid-sort"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded-control px-1 py-0.5 uppercase hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <ChevronUpIcon className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ChevronDownIcon className="size-3.5" />
                          ) : (
                            <SortIcon className="size-3.5 text-muted-foreground" />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
                {rowActions ? (
                  <th scope="col" data-slot="data-grid-head" className={cn(dataGridHeaderCellVariants(), 'w-px')}>
                    <span className="sr-only">{rowActionsHeader}</span>
                  </th>
                ) : null}
              </tr>
            ))}
            {hasFilters ? (
              <tr data-slot="data-grid-filters" aria-rowindex={ariaRowIndex(headerRowCount)}>
                {leafColumns.map((column) => (
                  <td key={column.id} className="border-b border-border bg-muted px-3 pb-2 align-top">
                    <ColumnFilter column={column} />
                  </td>
                ))}
                {rowActions ? <td className="border-b border-border bg-muted px-3 pb-2" /> : null}
              </tr>
            ) : null}
          </thead>
          <tbody
            data-slot="data-grid-body"
            ref={rowWindow.bodyRef}
            onKeyDown={onBodyKeyDown}
            onFocus={rowWindow.onFocus}
            onBlur={rowWindow.onBlur}
          >
            {pageRows.length === 0 ? (
              <tr data-slot="data-grid-empty">
                <td colSpan={columnCount} className="px-3 py-8 text-center text-body text-muted-foreground">
                  {initialLoad ? (
                    <span className="inline-flex items-center gap-2">
                      <Spinner size="sm" className="text-primary" />
                      {loadingText}
                    </span>
                  ) : (
                    emptyText
                  )}
                </td>
              </tr>
            ) : (
              <>
                {rowWindow.rows.map(({ index, gapBefore }) => {
                  const row = pageRows[index]!;
                  return (
                    <React.Fragment key={row.id}>
                      <SpacerRow height={gapBefore} columnCount={columnCount} />
                      <DataGridBodyRow
                        row={row}
                        index={rowWindow.windowed ? index : undefined}
                        ariaRowIndex={ariaRowIndex(headerRowCount + index + 1)}
                        measure={rowWindow.measure}
                        selected={row.getIsSelected()}
                        chosen={table.options.meta?.choice === row.id}
                        columns={table.options.columns}
                        rowActions={rowActions}
                      />
                    </React.Fragment>
                  );
                })}
                <SpacerRow height={rowWindow.after} columnCount={columnCount} />
              </>
            )}
          </tbody>
        </table>
        {loading && !initialLoad ? (
          // The rows so far stay readable (dimming them would fail contrast); a bar and a badge say more are coming.
          <div data-slot="data-grid-loading" className="pointer-events-none absolute inset-x-0 top-0">
            <div className="h-0.5 w-full animate-pulse bg-primary" />
            <div className="flex justify-center pt-12">
              <span className="inline-flex items-center gap-2 rounded-control border border-border bg-surface px-3 py-1.5 text-body shadow-dialog">
                <Spinner size="sm" className="text-primary" />
                {loadingText}
              </span>
            </div>
          </div>
        ) : null}
      </section>
      <span data-slot="data-grid-status" role="status" className="sr-only">
        {loading ? loadingText : ''}
      </span>
      {pageCount > 1 || showPageSize ? (
        <DataGridPagination
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          total={total}
          pageSizeOptions={showPageSize ? sizes : []}
          onPageIndexChange={(pageIndex) => table.setPagination({ ...pagination, pageIndex })}
          onPageSizeChange={(pageSize) => table.setPagination({ pageIndex: 0, pageSize })}
          label={`${label} pages`}
        />
      ) : null}
    </div>
  );
}

interface DataGridBodyRowProps<TData> {
  row: Row<TData>;
  /** The row's place on the page (from 0) when rows are windowed: its height is measured, its focus kept. */
  index: number | undefined;
  /** Its aria-rowindex when only some rows are drawn. */
  ariaRowIndex: number | undefined;
  measure: (row: HTMLTableRowElement | null) => void;
  selected: boolean;
  chosen: boolean;
  /** Compared only, so new column definitions redraw every row. */
  columns: unknown;
  rowActions: ((row: TData) => React.ReactNode) | undefined;
}

/**
 * One body row. Memoized: it redraws when its row (data), its selection or choice state, the columns or the row
 * actions change, so ticking one box in 300 rows redraws one row.
 */
function DataGridBodyRowImpl<TData>({
  row,
  index,
  ariaRowIndex,
  measure,
  selected,
  chosen,
  rowActions,
}: DataGridBodyRowProps<TData>) {
  return (
    <tr
      ref={measure}
      data-slot="data-grid-row"
      data-index={index}
      aria-rowindex={ariaRowIndex}
      data-state={selected || chosen ? 'selected' : undefined}
      className="hover:bg-muted/60 data-[state=selected]:bg-info-subtle"
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          data-slot="data-grid-cell"
          tabIndex={-1}
          className={cn(dataGridCellVariants(), cell.column.columnDef.meta?.cellClassName)}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
      {rowActions ? (
        <td data-slot="data-grid-cell" tabIndex={-1} className={cn(dataGridCellVariants(), 'py-1')}>
          <div data-slot="data-grid-row-actions" className="flex items-center justify-end gap-1">
            {rowActions(row.original)}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

const DataGridBodyRow = React.memo(DataGridBodyRowImpl) as typeof DataGridBodyRowImpl;

/** The height of rows not drawn, between drawn ones or at either end; hidden from screen readers. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row with nothing focusable in it; it only keeps space.
    <tr data-slot="data-grid-spacer" aria-hidden="true">
      <td data-slot="data-grid-spacer-cell" colSpan={columnCount} className="p-0" style={{ height }} />
    </tr>
  );
}

function ColumnFilter<TData>({ column }: { column: Column<TData, unknown> }) {
  const filter = column.columnDef.meta?.filter;
  if (!filter) return null;
  const header = column.columnDef.header;
  const name = column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
  const value = (column.getFilterValue() as string | undefined) ?? '';
  if (filter.type === 'select') {
    return (
      <Select
        data-slot="data-grid-filter"
        aria-label={`Filter ${name}`}
        className="h-8 text-caption"
        placeholder={filter.allLabel ?? 'All'}
        options={filter.options}
        value={value}
        onValueChange={(next) => column.setFilterValue(next === '' ? undefined : next)}
      />
    );
  }
  return (
    <Input
      data-slot="data-grid-filter"
      type="search"
      aria-label={`Filter ${name}`}
      placeholder={filter.placeholder ?? 'Filter...'}
      className="h-8 text-caption"
      value={value}
      onChange={(event) => column.setFilterValue(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}

/** Arrow keys between cells, Home/End to a row's ends; keys a text box or select needs are left to it. */
function moveCellFocus(event: React.KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key) || event.altKey || event.metaKey || event.ctrlKey) return;
  const target = event.target as HTMLElement;
  if (target.matches('input:not([type=checkbox]):not([type=radio]), select, textarea, [role=menu] *')) return;
  const cell = target.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const cells = Array.from(row.children) as HTMLElement[];
  const column = cells.indexOf(cell);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowLeft') next = cells[column - 1];
  else if (event.key === 'ArrowRight') next = cells[column + 1];
  else if (event.key === 'Home') next = cells[0];
  else if (event.key === 'End') next = cells.at(-1);
  else {
    const sibling = event.key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling;
    // The space kept for rows not drawn is no row to move to.
    if (sibling?.getAttribute('data-slot') !== 'data-grid-spacer') {
      next = sibling?.children[column] as HTMLElement | undefined;
    }
  }
  if (!next) return;
  event.preventDefault();
  const focusable = next.querySelector<HTMLElement>('button, a[href], input, select, [tabindex]:not([tabindex="-1"])');
  (focusable ?? next).focus();
}

interface DataGridPaginationProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  /** The page-size choices; none hides the select. */
  pageSizeOptions?: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** The navigation landmark's name. */
  label?: string;
  className?: string;
}

/** The paging control: the range shown, the page-size select, and page buttons when there is more than one page. */
function DataGridPagination({
  pageIndex,
  pageSize,
  total,
  pageSizeOptions = [],
  onPageIndexChange,
  onPageSizeChange,
  label = 'Pages',
  className,
}: DataGridPaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPageIndex(pageIndex, pageCount);
  const { first, last } = pageRange(current, pageSize, total);
  const pageSizeId = React.useId();
  return (
    <nav
      data-slot="data-grid-pagination"
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-body', className)}
    >
      <p data-slot="data-grid-range" className="text-muted-foreground" aria-live="polite">
        {total === 0 ? 'No rows' : `${first}–${last} of ${total}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizeOptions.length > 0 && onPageSizeChange ? (
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
                onValueChange={(value) => onPageSizeChange(Number(value))}
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
                onClick={() => onPageIndexChange(current - 1)}
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
                    onClick={() => onPageIndexChange(page)}
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
                onClick={() => onPageIndexChange(current + 1)}
              />
            </li>
          </ul>
        ) : null}
      </div>
    </nav>
  );
}

export {
  DataGrid,
  DataGridPagination,
  type DataGridPaginationProps,
  type DataGridProps,
  dataGridCellVariants,
  dataGridHeaderCellVariants,
  dataGridVariants,
};
