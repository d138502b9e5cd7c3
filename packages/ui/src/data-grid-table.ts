import {
  type ColumnDef,
  type ColumnFiltersState,
  type CellContext as CoreCellContext,
  type Column as CoreColumn,
  type Header as CoreHeader,
  type HeaderContext as CoreHeaderContext,
  type Row as CoreRow,
  type Table as CoreTable,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equals,
  filterFn_equalsString,
  filterFn_includesString,
  metaHelper,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_alphanumericCaseSensitive,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  sortFn_textCaseSensitive,
  tableFeatures,
} from '@tanstack/react-table';

/** A column's filter control in the grid's filter row. */
type DataGridColumnFilterMeta =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[]; allLabel?: string };

interface DataGridColumnMeta {
  /** Draws a filter for the column: a text box or a select (its empty choice means "all"). */
  filter?: DataGridColumnFilterMeta;
  /** The column header as words, for filter labels and screen readers when `header` is not plain text. */
  label?: string;
  /** Classes of the column's cells (alignment, width, truncation). */
  cellClassName?: string;
  /** Classes of the column's header cell. */
  headerClassName?: string;
}

interface DataGridTableMeta {
  /** The row a choice column shows ticked (the merge screen's MAIN), or null. */
  choice?: string | null;
  /** Ticks a row's single-choice box; with `resetSelection` a new choice clears the checkbox selection. */
  chooseRow?: (id: string, options: { resetSelection: boolean }) => void;
  /** Words naming a row in its checkboxes' labels ("MERGE alice@example.com"). */
  rowLabel?: (row: { original: never; index: number }) => string;
}

/**
 * The grid's table engine, TanStack Table v9 with only the features the grid uses: column filters, sorting, paging
 * and row selection, their row models, and the sorting and filter functions a column may name (or 'auto' may pick).
 * Marked pure, so a build whose grids all page, sort and filter on the server (`ServerDataGrid`) leaves the browser's
 * row models and functions out.
 */
const gridFeatures = /* @__PURE__ */ tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  filteredRowModel: /* @__PURE__ */ createFilteredRowModel(),
  sortedRowModel: /* @__PURE__ */ createSortedRowModel(),
  paginatedRowModel: /* @__PURE__ */ createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString, equals: filterFn_equals },
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    alphanumericCaseSensitive: sortFn_alphanumericCaseSensitive,
    text: sortFn_text,
    textCaseSensitive: sortFn_textCaseSensitive,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  tableMeta: /* @__PURE__ */ metaHelper<DataGridTableMeta>(),
  columnMeta: /* @__PURE__ */ metaHelper<DataGridColumnMeta>(),
});

type GridFeatures = typeof gridFeatures;

/**
 * The same features without the row models and functions that page, sort and filter in the browser: the engine of a
 * grid whose server does that (`ServerDataGrid`, manual paging, sorting and filtering), which never calls them. Typed
 * as the whole engine, so the same columns serve both; their sort and filter names go unread here.
 */
const serverGridFeatures = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
}) as GridFeatures;
// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column, as TanStack's own types have it.
type AnyValue = any;

type Table<TData extends RowData> = CoreTable<GridFeatures, TData>;
type Row<TData extends RowData> = CoreRow<GridFeatures, TData>;
type Column<TData extends RowData, TValue = AnyValue> = CoreColumn<GridFeatures, TData, TValue>;
type Header<TData extends RowData, TValue = AnyValue> = CoreHeader<GridFeatures, TData, TValue>;
type CellContext<TData extends RowData, TValue = AnyValue> = CoreCellContext<GridFeatures, TData, TValue>;
type HeaderContext<TData extends RowData, TValue = AnyValue> = CoreHeaderContext<GridFeatures, TData, TValue>;

/**
 * A column of the grid: TanStack's column definition, its header, cell, value, sorting and filter. `sortingFn`, the
 * name the grid's columns have always used, is taken as TanStack's `sortFn`.
 */
type DataGridColumn<TData extends RowData> = ColumnDef<GridFeatures, TData, AnyValue> & {
  sortingFn?: keyof GridFeatures['sortFns'] | 'auto' | SortFn<GridFeatures, TData>;
};

export {
  type CellContext,
  type Column,
  type ColumnFiltersState,
  type DataGridColumn,
  type DataGridColumnFilterMeta,
  type DataGridColumnMeta,
  type DataGridTableMeta,
  type GridFeatures,
  gridFeatures,
  type Header,
  type HeaderContext,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  serverGridFeatures,
  type Table,
};
