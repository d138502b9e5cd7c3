import { totalPages } from '@license-console/domain';
import { functionalUpdate, type OnChangeFn, type Updater, useTable } from '@tanstack/react-table';
import * as React from 'react';
import { CLIENT_PAGE_SIZES, clampPageIndex } from './data-grid-paging.ts';
import { chooseRow, type RowSelection } from './data-grid-selection.ts';
import {
  type ColumnFiltersState,
  type DataGridColumn,
  type GridFeatures,
  gridFeatures,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  serverGridFeatures,
  type Table,
} from './data-grid-table.ts';
import { useControllableState, type ValueChangeDetails } from './use-controllable-state.ts';

type OnChange<T> = (value: T, details: ValueChangeDetails) => void;

interface UseDataGridOptions<TData extends RowData> {
  /** The rows: all of them in client mode, the current page in server mode. */
  data: readonly TData[];
  /** The columns, the selection and choice columns (`selectionColumn()`, `choiceColumn()`) among them. */
  columns: readonly DataGridColumn<TData>[];
  /** A stable id per row: selection and the single choice are kept by it. */
  getRowId: (row: TData, index: number) => string;
  /** Words naming a row in checkbox labels ("MERGE alice@example.com"); the row number unless told. */
  getRowLabel?: (row: TData, index: number) => string;
  /**
   * 'client' pages, sorts and filters the rows it has; 'server' shows `data` as the current page of `rowCount`
   * rows and reports page, page size, sort and filters for the caller to fetch.
   */
  mode?: 'client' | 'server';
  /** Server mode: how many rows match in all (the server's count). */
  rowCount?: number;
  /** The choices of the page-size select; client mode offers 5, 10, 15, 20, 25 unless told, server mode none. */
  pageSizeOptions?: readonly number[];
  pagination?: PaginationState;
  defaultPagination?: PaginationState;
  onPaginationChange?: OnChange<PaginationState>;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: OnChange<SortingState>;
  columnFilters?: ColumnFiltersState;
  defaultColumnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: OnChange<ColumnFiltersState>;
  /** The rows ticked in a selection column. */
  rowSelection?: RowSelection;
  defaultRowSelection?: RowSelection;
  onRowSelectionChange?: OnChange<RowSelection>;
  /** The row ticked in the choice column. */
  choice?: string | null;
  defaultChoice?: string | null;
  onChoiceChange?: OnChange<string | null>;
  /** The next rows are on their way: the rows shown so far stay. */
  loading?: boolean;
  enableSorting?: boolean;
  /**
   * Whether a sorted column's header, pressed past its second direction, leaves the rows unsorted (TanStack's cycle,
   * the default); false turns it between its two directions, for a list that is always in some order.
   */
  enableSortingRemoval?: boolean;
}

interface UseDataGridReturn<TData extends RowData> {
  /** The table (TanStack's): rows, columns and state (row selection included); the choice is in `options.meta`. */
  table: Table<TData>;
  /** The page-size choices. */
  pageSizeOptions: readonly number[];
  loading: boolean;
}

function useTableState<T>(value: T | undefined, defaultValue: T, onValueChange: OnChange<T> | undefined) {
  const [state, setState] = useControllableState({ value, defaultValue, onValueChange });
  const onChange = React.useCallback(
    (updater: Updater<T>) => setState((previous) => functionalUpdate(updater, previous)),
    [setState],
  );
  return [state, onChange, setState] as const;
}

const emptyFilters: ColumnFiltersState = [];
const emptySorting: SortingState = [];
const emptySelection: RowSelection = {};
const noState = () => null;

/**
 * The grid's state and its table (TanStack Table, data-grid-table.ts): page, sort, filters, row selection and the single choice, each
 * a value / defaultValue / onValueChange trio; client or server paging; the last page kept while the next loads.
 */
function useDataGrid<TData extends RowData>(options: UseDataGridOptions<TData>): UseDataGridReturn<TData> {
  return useGridTable(options, gridFeatures);
}

/** The same for a grid whose server pages, sorts and filters: its engine has none of the browser's row models. */
function useServerDataGrid<TData extends RowData>(
  options: Omit<UseDataGridOptions<TData>, 'mode'>,
): UseDataGridReturn<TData> {
  return useGridTable({ ...options, mode: 'server' }, serverGridFeatures);
}

function useGridTable<TData extends RowData>(
  {
    data,
    columns,
    getRowId,
    getRowLabel,
    mode = 'client',
    rowCount,
    pageSizeOptions,
    pagination: paginationProp,
    defaultPagination,
    onPaginationChange,
    sorting: sortingProp,
    defaultSorting = emptySorting,
    onSortingChange,
    columnFilters: columnFiltersProp,
    defaultColumnFilters = emptyFilters,
    onColumnFiltersChange,
    rowSelection: rowSelectionProp,
    defaultRowSelection = emptySelection,
    onRowSelectionChange,
    choice: choiceProp,
    defaultChoice = null,
    onChoiceChange,
    loading = false,
    enableSorting = true,
    enableSortingRemoval = true,
  }: UseDataGridOptions<TData>,
  features: GridFeatures,
): UseDataGridReturn<TData> {
  const server = mode === 'server';
  const sizes = pageSizeOptions ?? (server ? [] : CLIENT_PAGE_SIZES);
  const [paginationState, setPagination, replacePagination] = useTableState(
    paginationProp,
    defaultPagination ?? { pageIndex: 0, pageSize: sizes[0] ?? 10 },
    onPaginationChange,
  );
  // Kept by value: a caller's new object of the same page must not make the table page every row again.
  const { pageIndex, pageSize } = paginationState;
  const pagination = React.useMemo(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);
  const [sorting, setSorting] = useTableState(sortingProp, defaultSorting, onSortingChange);
  const [columnFilters, setColumnFilters] = useTableState(
    columnFiltersProp,
    defaultColumnFilters,
    onColumnFiltersChange,
  );
  const [rowSelection, setRowSelection, replaceRowSelection] = useTableState(
    rowSelectionProp,
    defaultRowSelection,
    onRowSelectionChange,
  );
  const [choice, setChoice] = useControllableState({
    value: choiceProp,
    defaultValue: defaultChoice,
    onValueChange: onChoiceChange,
  });

  // Server mode keeps the last loaded page on screen while the next one loads (spec: no flash of emptiness).
  const lastLoaded = React.useRef(data);
  if (!loading) lastLoaded.current = data;
  const rows = loading && data.length === 0 ? lastLoaded.current : data;

  const tableColumns = React.useMemo(
    () =>
      columns.map(({ sortingFn, ...column }) => {
        const filter = column.meta?.filter;
        const sortFn = column.sortFn ?? sortingFn;
        const filterFn =
          column.filterFn ?? (filter ? (filter.type === 'select' ? 'equalsString' : 'includesString') : undefined);
        return { ...column, ...(sortFn ? { sortFn } : {}), ...(filterFn ? { filterFn } : {}) } as DataGridColumn<TData>;
      }),
    [columns],
  );

  const choose = (id: string, { resetSelection }: { resetSelection: boolean }) => {
    const next = chooseRow(choice, rowSelection, id, { resetSelection });
    setChoice(next.choice);
    if (next.selection !== rowSelection) replaceRowSelection(next.selection);
  };
  const table = useTable(
    {
      features,
      data: rows as TData[],
      columns: tableColumns,
      getRowId,
      // A ticked row is kept as true, an unticked one left out (setRowSelected): TanStack's own shape of it.
      state: { pagination, sorting, columnFilters, rowSelection: rowSelection as RowSelectionState },
      onPaginationChange: setPagination,
      onSortingChange: setSorting,
      onColumnFiltersChange: setColumnFilters,
      onRowSelectionChange: setRowSelection as OnChangeFn<RowSelectionState>,
      enableSorting,
      enableSortingRemoval,
      manualPagination: server,
      manualSorting: server,
      manualFiltering: server,
      // Client mode: a new filter or sort goes back to page 1; server mode leaves that to the caller's query.
      autoResetPageIndex: !server,
      ...(server ? { rowCount: rowCount ?? rows.length } : {}),
      meta: {
        choice,
        chooseRow: choose,
        rowLabel: getRowLabel
          ? (row: { original: never; index: number }) => getRowLabel(row.original, row.index)
          : undefined,
      },
    },
    // The grid's state is its caller's (the hook's), and every render passes it: nothing more to subscribe to.
    noState,
  );

  const pageCount = totalPages(table.getRowCount(), pagination.pageSize);
  // A filter that shrinks the list, or a server count that drops, must not strand the grid past its last page.
  React.useEffect(() => {
    const clamped = clampPageIndex(pagination.pageIndex, pageCount);
    if (clamped !== pagination.pageIndex && !loading) replacePagination({ ...pagination, pageIndex: clamped });
  }, [pagination, pageCount, loading, replacePagination]);

  return { table, pageSizeOptions: sizes, loading };
}

export { type UseDataGridOptions, type UseDataGridReturn, useDataGrid, useServerDataGrid };
