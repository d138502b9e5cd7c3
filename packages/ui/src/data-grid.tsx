import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import { DataGridColumnFilter } from './data-grid-column-filter.tsx';
import { DataGridColumnHeader, dataGridHeaderCellVariants } from './data-grid-column-header.tsx';
import { moveCellFocus } from './data-grid-keyboard.ts';
import { DataGridPagination } from './data-grid-pagination.tsx';
import { DataGridRow, DataGridSpacerRow, stickyActions } from './data-grid-row.tsx';
import type { RowData } from './data-grid-table.ts';
import { ROW_HEIGHT, useFrozenColumnWidths, useRowWindow } from './data-grid-window.ts';
import { Spinner } from './spinner.tsx';
import { type UseDataGridOptions, type UseDataGridReturn, useDataGrid, useServerDataGrid } from './use-data-grid.ts';

const dataGridVariants = cva('grid gap-3');
const edgeShade = 'pointer-events-none absolute inset-y-px w-6 from-foreground/15 to-transparent';
const edgeShades = [
  { side: 'start', className: 'left-px rounded-l-card bg-linear-to-r' },
  { side: 'end', className: 'right-px rounded-r-card bg-linear-to-l' },
] as const;

/** Whether a sideways-scrolling element has content hidden past its start or its end, kept current. */
function useHiddenSides(ref: React.RefObject<HTMLElement | null>) {
  const [hidden, setHidden] = React.useState({ start: false, end: false });
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    element.addEventListener('scroll', measure, { passive: true });
    // Its first report, after the frame's layout, measures at first: measured here, the page would be laid out at once.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return hidden;
}

interface DataGridProps<TData extends RowData> extends UseDataGridOptions<TData> {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  /** Buttons or a menu for each row, in a last column. */
  rowActions?: (row: TData) => React.ReactNode;
  rowActionsHeader?: string;
  /** Shown in place of rows when there are none (spec §2.10: 'There are no users to show.'). */
  emptyText?: React.ReactNode;
  loadingText?: string;
  /** A row to draw out (the one the user just changed): marked `aria-current` and tinted, and scrolled into view. */
  highlightedRowId?: string | null;
  /**
   * The table's greatest height (pixels or a CSS length): past it the rows scroll inside the grid under a header that
   * stays, and a long table is windowed against that box instead of the page (a table in a dialog, where the page
   * does not scroll).
   */
  maxHeight?: number | string;
  /**
   * While rows are windowed, every body row one line of ROW_HEIGHT pixels (cells do not wrap; a narrow screen scrolls
   * the table sideways), so the rows are drawn without measuring them: for tables whose cells hold short values (the
   * merge screen). A short table is drawn as usual.
   */
  fixedRowHeight?: boolean;
  /**
   * Where the grid starts below the top of the viewport, when the caller knows it before the grid is drawn (it drew a
   * placeholder there in an earlier frame): a long table then draws its first rows from there to the viewport's
   * bottom (a row or two more than show, the header's height) without laying the new table out in the commit to
   * find where its body starts.
   */
  initialTop?: number;
  className?: string;
}

/** A scroll box's height before layout: its pixels, or the viewport's for a CSS length (never more than that). */
function initialHeightOf(maxHeight: number | string): number {
  if (typeof maxHeight === 'number') return maxHeight;
  return typeof window === 'undefined' ? 0 : window.innerHeight;
}

/**
 * A table on TanStack Table (use-data-grid.ts): sortable headers, a filter row, paging (client or server side), checkbox selection,
 * a single choice, row actions, empty and loading states. Arrow keys move between cells, Home and End to a row's
 * ends; every control in it is a native button, input or select.
 */
function DataGrid<TData extends RowData>(props: DataGridProps<TData>) {
  return <GridView<TData> {...props} useGrid={useDataGrid} />;
}

type ServerDataGridProps<TData extends RowData> = Omit<DataGridProps<TData>, 'mode'>;

/**
 * The DataGrid of a list whose server pages, sorts and filters it (`mode="server"`), on an engine without the
 * browser's row models: a screen whose grids are all of this kind does not load them.
 */
function ServerDataGrid<TData extends RowData>(props: ServerDataGridProps<TData>) {
  return <GridView<TData> {...props} useGrid={useServerDataGrid} />;
}

function GridView<TData extends RowData>({
  useGrid,
  label,
  rowActions,
  rowActionsHeader = 'Actions',
  emptyText = 'There is nothing to show.',
  loadingText = 'Loading...',
  highlightedRowId = null,
  maxHeight,
  fixedRowHeight = false,
  initialTop,
  className,
  ...options
}: DataGridProps<TData> & { useGrid: (options: UseDataGridOptions<TData>) => UseDataGridReturn<TData> }) {
  const { table, pageSizeOptions, loading } = useGrid(options);
  const pageRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const hasFilters = leafColumns.some((column) => column.columnDef.meta?.filter);
  const columnCount = leafColumns.length + (rowActions ? 1 : 0);

  // A long page (the merge screen's 300 rows) draws the rows near the viewport; screen readers still hear the row's
  // place in the whole table through aria-rowcount and aria-rowindex.
  const rowKey = React.useCallback((index: number) => pageRows[index]?.id ?? String(index), [pageRows]);
  const scrollRef = React.useRef<HTMLElement>(null);
  const rowWindow = useRowWindow(
    pageRows.length,
    rowKey,
    maxHeight === undefined ? undefined : { ref: scrollRef, initialHeight: initialHeightOf(maxHeight) },
    fixedRowHeight,
    initialTop,
  );
  // The body's height when it last held rows: a search or filter that finds nothing keeps it, so the pages and what
  // follows the grid do not jump up and back as the person types.
  const lastBodyHeight = React.useRef<number | null>(null);
  React.useLayoutEffect(() => {
    const body = rowWindow.bodyRef.current;
    if (pageRows.length > 0 && body) lastBodyHeight.current = body.offsetHeight;
  });
  const headerGroups = table.getHeaderGroups();
  const headerRowCount = headerGroups.length + (hasFilters ? 1 : 0);
  const ariaRowIndex = (rowNumber: number) => (rowWindow.windowed ? rowNumber : undefined);
  const tableRef = React.useRef<HTMLTableElement>(null);
  const columnsKey = [...leafColumns.map((column) => column.id), rowActions ? 'actions' : ''].join(' ');
  const columnWidths = useFrozenColumnWidths(rowWindow.windowed, tableRef, columnsKey);

  const initialLoad = loading && table.options.data.length === 0;
  const highlightedShown = highlightedRowId !== null && pageRows.some((row) => row.id === highlightedRowId);
  React.useEffect(() => {
    if (highlightedShown)
      tableRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [highlightedShown]);

  const hidden = useHiddenSides(scrollRef);

  return (
    <div data-slot="data-grid" className={cn(dataGridVariants(), className)}>
      <div className="relative min-w-0">
        <section
          ref={scrollRef}
          data-slot="data-grid-scroll"
          data-more-end={hidden.end || undefined}
          className={cn(
            'group/grid-scroll relative overflow-x-auto rounded-card border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring',
            // A cell scrolled to for the focus stops short of the sticky row actions instead of under them.
            rowActions && 'max-md:scroll-pe-16',
          )}
          // With a height the box scrolls both ways (overflow-x alone makes the other axis scroll too).
          style={maxHeight === undefined ? undefined : { maxHeight }}
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
            <thead
              data-slot="data-grid-header"
              // Rows scrolling inside the grid pass under the header, which stays in view.
              className={cn(maxHeight !== undefined && 'sticky top-0 z-10')}
            >
              {headerGroups.map((headerGroup, groupIndex) => (
                <tr key={headerGroup.id} data-slot="data-grid-header-row" aria-rowindex={ariaRowIndex(groupIndex + 1)}>
                  {headerGroup.headers.map((header) => (
                    <DataGridColumnHeader key={header.id} header={header} />
                  ))}
                  {rowActions ? (
                    <th
                      scope="col"
                      data-slot="data-grid-head"
                      className={cn(dataGridHeaderCellVariants(), 'w-px', stickyActions)}
                    >
                      <span className="sr-only">{rowActionsHeader}</span>
                    </th>
                  ) : null}
                </tr>
              ))}
              {hasFilters ? (
                <tr data-slot="data-grid-filters" aria-rowindex={ariaRowIndex(headerRowCount)}>
                  {leafColumns.map((column) => (
                    <td
                      key={column.id}
                      // A column its header hides (on a narrow screen, say) hides its filter too.
                      className={cn(
                        'border-b border-border bg-muted px-3 pb-2 align-top',
                        column.columnDef.meta?.headerClassName,
                      )}
                    >
                      <DataGridColumnFilter column={column} />
                    </td>
                  ))}
                  {rowActions ? (
                    <td className={cn('border-b border-border bg-muted px-3 pb-2', stickyActions)} />
                  ) : null}
                </tr>
              ) : null}
            </thead>
            <tbody
              data-slot="data-grid-body"
              ref={rowWindow.bodyRef}
              onKeyDown={moveCellFocus}
              onFocus={rowWindow.onFocus}
              onBlur={rowWindow.onBlur}
            >
              {pageRows.length === 0 ? (
                <tr
                  data-slot="data-grid-empty"
                  style={!initialLoad && lastBodyHeight.current ? { height: lastBodyHeight.current } : undefined}
                >
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
                        <DataGridSpacerRow height={gapBefore} columnCount={columnCount} />
                        <DataGridRow
                          ref={rowWindow.measure}
                          table={table}
                          row={row}
                          data-index={rowWindow.windowed ? index : undefined}
                          aria-rowindex={ariaRowIndex(headerRowCount + index + 1)}
                          aria-current={row.id === highlightedRowId ? 'true' : undefined}
                          rowActions={rowActions}
                          fixedHeight={fixedRowHeight && rowWindow.windowed ? ROW_HEIGHT : undefined}
                        />
                      </React.Fragment>
                    );
                  })}
                  <DataGridSpacerRow height={rowWindow.after} columnCount={columnCount} />
                </>
              )}
            </tbody>
          </table>
          {loading && !initialLoad ? (
            // The rows so far stay readable (dimming them would fail contrast); a bar and a badge say more are coming.
            <div data-slot="data-grid-loading" className="pointer-events-none absolute inset-x-0 top-0 z-[2]">
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
        {/* More columns to one side on a narrow screen: a shade on that edge says the table scrolls sideways (on a
            phone, the row actions' column that stays at the right edge carries the end's shade itself). */}
        {edgeShades.map(({ side, className }) =>
          hidden[side] ? (
            <span
              key={side}
              data-slot={`data-grid-more-${side}`}
              aria-hidden="true"
              className={cn(edgeShade, className, side === 'end' && rowActions && 'max-md:hidden')}
            />
          ) : null,
        )}
      </div>
      <span data-slot="data-grid-status" role="status" className="sr-only">
        {loading ? loadingText : ''}
      </span>
      <DataGridPagination table={table} pageSizeOptions={pageSizeOptions} aria-label={`${label} pages`} />
    </div>
  );
}

export { DataGrid, type DataGridProps, dataGridVariants, ServerDataGrid, type ServerDataGridProps };
