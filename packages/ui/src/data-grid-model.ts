import * as React from 'react';

/**
 * The DataGrid's table model: its columns, rows, sorting, column filters, paging and row selection, with the API and
 * the behaviour of TanStack Table's (v8) for what the grid uses, and nothing else. The grid's state lives with its
 * caller (use-data-grid.ts); the model derives the rows to draw from it, each step remembered until its inputs change.
 *
 * A row is one small object per item (its id, index and item, the values read from it once asked for), whatever the
 * number of items: a 5,000-seat pack's page costs 5,000 of them, and only the rows drawn render cells.
 */

// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column, as TanStack's own types have it.
type AnyValue = any;

type Updater<T> = T | ((old: T) => T);
type OnChangeFn<T> = (updater: Updater<T>) => void;

interface ColumnSort {
  id: string;
  desc: boolean;
}
type SortingState = ColumnSort[];
type SortDirection = 'asc' | 'desc';

interface ColumnFilter {
  id: string;
  value: unknown;
}
type ColumnFiltersState = ColumnFilter[];

interface PaginationState {
  pageIndex: number;
  pageSize: number;
}

type RowSelectionState = Record<string, boolean>;

interface TableState {
  pagination: PaginationState;
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  rowSelection: RowSelectionState;
}

/** A column's filter control in the grid's filter row. */
type DataGridColumnFilterMeta =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[]; allLabel?: string };

interface ColumnMeta {
  /** Draws a filter for the column: a text box or a select (its empty choice means "all"). */
  filter?: DataGridColumnFilterMeta;
  /** The column header as words, for filter labels and screen readers when `header` is not plain text. */
  label?: string;
  /** Classes of the column's cells (alignment, width, truncation). */
  cellClassName?: string;
  /** Classes of the column's header cell. */
  headerClassName?: string;
}

interface TableMeta<TData> {
  /** The row a choice column shows ticked (the merge screen's MAIN), or null. */
  choice?: string | null;
  /** Ticks a row's single-choice box; with `resetSelection` a new choice clears the checkbox selection. */
  chooseRow?: (id: string, options: { resetSelection: boolean }) => void;
  /** Words naming a row in its checkboxes' labels ("MERGE alice@example.com"). */
  rowLabel?: (row: Row<TData>) => string;
}

interface Row<TData> {
  id: string;
  index: number;
  original: TData;
  /** The column's value for this row, read from the item by the column's accessor once. */
  getValue<TValue = AnyValue>(columnId: string): TValue;
  /** The value, or null when there is none. */
  renderValue<TValue = AnyValue>(columnId: string): TValue | null;
  getIsSelected(): boolean;
}

interface RowModel<TData> {
  rows: Row<TData>[];
}

interface CellContext<TData, TValue> {
  table: Table<TData>;
  column: Column<TData, TValue>;
  row: Row<TData>;
  getValue<TTValue = TValue>(): TTValue;
  renderValue<TTValue = TValue>(): TTValue | null;
}

interface HeaderContext<TData, TValue> {
  table: Table<TData>;
  column: Column<TData, TValue>;
  header: Header<TData, TValue>;
}

/** What a header or cell draws: words, or a component given the context. */
type ColumnTemplate<TContext> = string | ((context: TContext) => React.ReactNode);

type SortingFn<TData> = (rowA: Row<TData>, rowB: Row<TData>, columnId: string) => number;
type BuiltInSortingFn = keyof typeof sortingFns;

interface FilterFn<TData> {
  (row: Row<TData>, columnId: string, filterValue: AnyValue): boolean;
  /** Whether a filter value means "no filter", so the filter is dropped. */
  autoRemove?: (value: unknown) => boolean;
}
type BuiltInFilterFn = keyof typeof filterFns;

interface ColumnDef<TData, TValue = AnyValue> {
  id?: string;
  /** The item's property the column shows; its id unless `id` says another. */
  accessorKey?: string;
  /** The column's value of an item (then `id` names the column). */
  accessorFn?: (original: TData, index: number) => TValue;
  header?: ColumnTemplate<HeaderContext<TData, TValue>>;
  cell?: ColumnTemplate<CellContext<TData, TValue>>;
  meta?: ColumnMeta;
  enableSorting?: boolean;
  /** How rows compare: a built-in comparison, or 'auto' (chosen from the values, as TanStack does), or a function. */
  sortingFn?: 'auto' | BuiltInSortingFn | SortingFn<TData>;
  /** Where rows without a value go: first, last, as if smaller (-1) or greater (1), or compared as they are (false). */
  sortUndefined?: false | -1 | 1 | 'first' | 'last';
  /** Turns the column's order round (for values whose natural order reads backwards, ranks say). */
  invertSorting?: boolean;
  /** Whether the first sort goes downward; unset, strings go upward first and every other value downward. */
  sortDescFirst?: boolean;
  filterFn?: 'auto' | BuiltInFilterFn | FilterFn<TData>;
}

interface Column<TData, TValue = AnyValue> {
  id: string;
  /** The column's definition, with the defaults filled in. */
  columnDef: ColumnDef<TData, TValue>;
  accessorFn: ((original: TData, index: number) => unknown) | undefined;
  getCanSort(): boolean;
  getIsSorted(): false | SortDirection;
  getSortingFn(): SortingFn<TData>;
  getNextSortingOrder(): false | SortDirection;
  toggleSorting(desc?: boolean, multi?: boolean): void;
  getToggleSortingHandler(): (event: { shiftKey?: boolean }) => void;
  getFilterValue(): unknown;
  setFilterValue(updater: Updater<unknown>): void;
}

interface Header<TData, TValue = AnyValue> {
  id: string;
  column: Column<TData, TValue>;
  colSpan: number;
  isPlaceholder: boolean;
  getContext(): HeaderContext<TData, TValue>;
}

interface HeaderGroup<TData> {
  id: string;
  headers: Header<TData>[];
}

interface TableOptions<TData> {
  data: readonly TData[];
  columns: readonly ColumnDef<TData>[];
  getRowId: (original: TData, index: number) => string;
  state: TableState;
  onPaginationChange: OnChangeFn<PaginationState>;
  onSortingChange: OnChangeFn<SortingState>;
  onColumnFiltersChange: OnChangeFn<ColumnFiltersState>;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  enableSorting?: boolean;
  /** The caller pages, sorts and filters (the server does): the rows are shown as they come. */
  manualPagination?: boolean;
  manualSorting?: boolean;
  manualFiltering?: boolean;
  /** Back to the first page when the rows, their filters or their order change (unless the caller pages). */
  autoResetPageIndex?: boolean;
  /** How many rows there are in all, when the caller pages. */
  rowCount?: number;
  meta?: TableMeta<TData>;
}

interface Table<TData> {
  options: TableOptions<TData>;
  setOptions(options: TableOptions<TData>): void;
  getState(): TableState;
  getCoreRowModel(): RowModel<TData>;
  getFilteredRowModel(): RowModel<TData>;
  getSortedRowModel(): RowModel<TData>;
  getPrePaginationRowModel(): RowModel<TData>;
  /** The rows to draw: the page's. */
  getRowModel(): RowModel<TData>;
  getRow(id: string): Row<TData> | undefined;
  getRowCount(): number;
  getAllColumns(): Column<TData>[];
  getVisibleLeafColumns(): Column<TData>[];
  getColumn(id: string): Column<TData> | undefined;
  getHeaderGroups(): HeaderGroup<TData>[];
  setPagination(updater: Updater<PaginationState>): void;
  setSorting(updater: Updater<SortingState>): void;
  setColumnFilters(updater: Updater<ColumnFiltersState>): void;
  setRowSelection(updater: Updater<RowSelectionState>): void;
}

function functionalUpdate<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
}

/** A function of `deps` remembered until one of them changes (compared by identity). */
function memo<Deps extends readonly unknown[], Result>(
  deps: () => Deps,
  compute: (...deps: [...Deps]) => Result,
  onChange?: () => void,
): () => Result {
  let last: Deps | undefined;
  let result: Result;
  return () => {
    const next = deps();
    if (last && next.length === last.length && next.every((dep, index) => dep === last![index])) return result;
    last = next;
    result = compute(...next);
    onChange?.();
    return result;
  };
}

// The sorting and filter functions are TanStack Table's (MIT), so the grid orders and filters rows as it did.

const reSplitAlphaNumeric = /([0-9]+)/gm;

function toText(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) || !Number.isFinite(value) ? '' : String(value);
  return typeof value === 'string' ? value : '';
}

function compareBasic(a: AnyValue, b: AnyValue): number {
  return a === b ? 0 : a > b ? 1 : -1;
}

/** Compares numbers within text as numbers ("item 9" before "item 10"). */
function compareAlphanumeric(aText: string, bText: string): number {
  const a = aText.split(reSplitAlphaNumeric).filter(Boolean);
  const b = bText.split(reSplitAlphaNumeric).filter(Boolean);
  while (a.length && b.length) {
    const aa = a.shift()!;
    const bb = b.shift()!;
    const an = Number.parseInt(aa, 10);
    const bn = Number.parseInt(bb, 10);
    const combo = [an, bn].sort();
    if (Number.isNaN(combo[0])) {
      if (aa > bb) return 1;
      if (bb > aa) return -1;
      continue;
    }
    if (Number.isNaN(combo[1])) return Number.isNaN(an) ? -1 : 1;
    if (an > bn) return 1;
    if (bn > an) return -1;
  }
  return a.length - b.length;
}

const sortingFns = {
  alphanumeric: (rowA: Row<unknown>, rowB: Row<unknown>, id: string) =>
    compareAlphanumeric(toText(rowA.getValue(id)).toLowerCase(), toText(rowB.getValue(id)).toLowerCase()),
  alphanumericCaseSensitive: (rowA: Row<unknown>, rowB: Row<unknown>, id: string) =>
    compareAlphanumeric(toText(rowA.getValue(id)), toText(rowB.getValue(id))),
  text: (rowA: Row<unknown>, rowB: Row<unknown>, id: string) =>
    compareBasic(toText(rowA.getValue(id)).toLowerCase(), toText(rowB.getValue(id)).toLowerCase()),
  textCaseSensitive: (rowA: Row<unknown>, rowB: Row<unknown>, id: string) =>
    compareBasic(toText(rowA.getValue(id)), toText(rowB.getValue(id))),
  datetime: (rowA: Row<unknown>, rowB: Row<unknown>, id: string) => {
    const a = rowA.getValue(id);
    const b = rowB.getValue(id);
    return a > b ? 1 : a < b ? -1 : 0;
  },
  basic: (rowA: Row<unknown>, rowB: Row<unknown>, id: string) => compareBasic(rowA.getValue(id), rowB.getValue(id)),
};

const isEmptyFilter = (value: unknown) => value === undefined || value === null || value === '';

const includesString: FilterFn<unknown> = (row, columnId, filterValue) => {
  const search = filterValue?.toString()?.toLowerCase();
  return Boolean(row.getValue(columnId)?.toString()?.toLowerCase()?.includes(search));
};
includesString.autoRemove = isEmptyFilter;

const equalsString: FilterFn<unknown> = (row, columnId, filterValue) =>
  row.getValue(columnId)?.toString()?.toLowerCase() === filterValue?.toLowerCase();
equalsString.autoRemove = isEmptyFilter;

const equals: FilterFn<unknown> = (row, columnId, filterValue) => row.getValue(columnId) === filterValue;
equals.autoRemove = isEmptyFilter;

const filterFns = { includesString, equalsString, equals };

/** A header or a cell as the grid draws it: words as they are, a function as a component given the context. */
function flexRender<TContext extends object>(
  template: ColumnTemplate<TContext> | undefined,
  context: TContext,
): React.ReactNode {
  if (!template) return null;
  if (typeof template === 'function') return React.createElement(template as React.FC<TContext>, context);
  return template;
}

/** The column defaults TanStack fills in: the accessor key as the header, the value as words as the cell. */
const defaultHeader = ({ column }: HeaderContext<unknown, unknown>) =>
  column.columnDef.accessorKey ?? (column.columnDef.accessorFn ? (column.columnDef.id ?? null) : null);
const defaultCell = ({ renderValue }: CellContext<unknown, unknown>) => renderValue()?.toString?.() ?? null;

function createColumn<TData>(table: Table<TData>, definition: ColumnDef<TData>): Column<TData> {
  const columnDef: ColumnDef<TData> = {
    header: defaultHeader as ColumnTemplate<HeaderContext<TData, AnyValue>>,
    cell: defaultCell as ColumnTemplate<CellContext<TData, AnyValue>>,
    sortingFn: 'auto',
    sortUndefined: 1,
    filterFn: 'auto',
    ...definition,
  };
  const { accessorKey } = columnDef;
  const id =
    columnDef.id ??
    accessorKey?.replaceAll('.', '_') ??
    (typeof columnDef.header === 'string' ? columnDef.header : undefined);
  if (!id) throw new Error('A column needs an id, an accessorKey or a header that is text.');
  const accessorFn: Column<TData>['accessorFn'] =
    columnDef.accessorFn ??
    (accessorKey === undefined
      ? undefined
      : accessorKey.includes('.')
        ? (original) => accessorKey.split('.').reduce<AnyValue>((value, key) => value?.[key], original)
        : (original) => (original as Record<string, unknown>)[accessorKey]);

  const firstRowValues = () => table.getFilteredRowModel().rows;
  const column: Column<TData> = {
    id,
    columnDef,
    accessorFn,
    getCanSort: () => (columnDef.enableSorting ?? true) && (table.options.enableSorting ?? true) && !!accessorFn,
    getIsSorted: () => {
      const sort = table.getState().sorting.find((item) => item.id === id);
      return sort ? (sort.desc ? 'desc' : 'asc') : false;
    },
    getSortingFn: () => {
      const { sortingFn } = columnDef;
      if (typeof sortingFn === 'function') return sortingFn;
      if (sortingFn && sortingFn !== 'auto') return sortingFns[sortingFn] as SortingFn<TData>;
      // As TanStack chooses (its sample is the rows from the eleventh on).
      let isString = false;
      for (const row of firstRowValues().slice(10)) {
        const value = row.getValue(id);
        if (Object.prototype.toString.call(value) === '[object Date]') return sortingFns.datetime;
        if (typeof value === 'string') {
          isString = true;
          if (value.split(reSplitAlphaNumeric).length > 1) return sortingFns.alphanumeric;
        }
      }
      return isString ? sortingFns.text : sortingFns.basic;
    },
    getNextSortingOrder: () => {
      const first: SortDirection =
        (columnDef.sortDescFirst ?? typeof firstRowValues()[0]?.getValue(id) !== 'string') ? 'desc' : 'asc';
      const sorted = column.getIsSorted();
      if (!sorted) return first;
      if (sorted !== first) return false;
      return sorted === 'desc' ? 'asc' : 'desc';
    },
    toggleSorting: (desc, multi) => {
      const next = column.getNextSortingOrder();
      const manual = desc !== undefined && desc !== null;
      table.setSorting((old) => {
        const existingIndex = old.findIndex((sort) => sort.id === id);
        const nextDesc = manual ? desc : next === 'desc';
        let action: 'add' | 'toggle' | 'remove' | 'replace';
        if (old.length && multi) action = existingIndex >= 0 ? 'toggle' : 'add';
        else if (old.length && existingIndex !== old.length - 1) action = 'replace';
        else action = existingIndex >= 0 ? 'toggle' : 'replace';
        if (action === 'toggle' && !manual && !next) action = 'remove';
        if (action === 'add') return [...old, { id, desc: nextDesc }];
        if (action === 'toggle') return old.map((sort) => (sort.id === id ? { ...sort, desc: nextDesc } : sort));
        if (action === 'remove') return old.filter((sort) => sort.id !== id);
        return [{ id, desc: nextDesc }];
      });
    },
    getToggleSortingHandler: () => {
      const canSort = column.getCanSort();
      return (event) => {
        if (canSort) column.toggleSorting(undefined, Boolean(accessorFn) && Boolean(event?.shiftKey));
      };
    },
    getFilterValue: () => table.getState().columnFilters.find((filter) => filter.id === id)?.value,
    setFilterValue: (updater) => {
      table.setColumnFilters((old) => {
        const previous = old.find((filter) => filter.id === id);
        const value = functionalUpdate(updater, previous?.value);
        const filterFn = filterFnOf(table, column);
        if (filterFn?.autoRemove?.(value) || value === undefined || (typeof value === 'string' && !value)) {
          return old.filter((filter) => filter.id !== id);
        }
        const next = { id, value };
        if (previous) return old.map((filter) => (filter.id === id ? next : filter));
        return [...old, next];
      });
    },
  };
  return column;
}

/** A column's filter function; with 'auto', words for text (as TanStack chooses) and equality for other values. */
function filterFnOf<TData>(table: Table<TData>, column: Column<TData>): FilterFn<TData> | undefined {
  const { filterFn } = column.columnDef;
  if (typeof filterFn === 'function') return filterFn;
  if (filterFn && filterFn !== 'auto') return filterFns[filterFn] as FilterFn<TData>;
  const value = table.getCoreRowModel().rows[0]?.getValue(column.id);
  return (typeof value === 'string' ? includesString : equals) as FilterFn<TData>;
}

/** The rows of a table: one object each, its values read from the item once asked for. */
function rowType<TData>(table: Table<TData>) {
  class GridRow implements Row<TData> {
    id: string;
    index: number;
    original: TData;
    #values: Record<string, unknown> | undefined;

    constructor(id: string, original: TData, index: number) {
      this.id = id;
      this.original = original;
      this.index = index;
    }

    getValue<TValue = AnyValue>(columnId: string): TValue {
      this.#values ??= {};
      if (Object.hasOwn(this.#values, columnId)) return this.#values[columnId] as TValue;
      const accessor = table.getColumn(columnId)?.accessorFn;
      const value = accessor ? accessor(this.original, this.index) : undefined;
      this.#values[columnId] = value;
      return value as TValue;
    }

    renderValue<TValue = AnyValue>(columnId: string): TValue | null {
      return this.getValue<TValue>(columnId) ?? null;
    }

    getIsSelected(): boolean {
      return table.getState().rowSelection[this.id] ?? false;
    }
  }
  return GridRow;
}

/**
 * The table: its options replaced on every render (setOptions), everything else derived from them, each step (the
 * columns, the rows, the filtered, sorted and paged rows) remembered until its inputs change. As TanStack's, a change
 * of the rows, their filters or their order goes back to the first page (`autoResetPageIndex`), once the table has
 * been drawn.
 */
function createTable<TData>(initialOptions: TableOptions<TData>): Table<TData> {
  let options = initialOptions;
  let drawn = false;
  let resetQueued = false;
  const resetPageIndex = () => {
    if (!drawn) return;
    if (!(options.autoResetPageIndex ?? !options.manualPagination) || resetQueued) return;
    resetQueued = true;
    queueMicrotask(() => {
      resetQueued = false;
      table.setPagination((old) => ({ ...old, pageIndex: 0 }));
    });
  };
  const Row = rowType<TData>({
    getColumn: (id: string) => table.getColumn(id),
    getState: () => table.getState(),
  } as Table<TData>);

  const getAllColumns = memo(
    () => [options.columns] as const,
    (columns) => columns.map((definition) => createColumn(table, definition)),
  );
  const getColumnsById = memo(
    () => [getAllColumns()] as const,
    (columns) => new Map(columns.map((column) => [column.id, column])),
  );
  const getCoreRowModel = memo(
    () => [options.data] as const,
    (data): RowModel<TData> => ({
      rows: data.map((original, index) => new Row(options.getRowId(original, index), original, index)),
    }),
    resetPageIndex,
  );
  const getRowsById = memo(
    () => [getCoreRowModel()] as const,
    ({ rows }) => new Map(rows.map((row) => [row.id, row])),
  );
  const getFilteredRowModel = memo(
    () => [getCoreRowModel(), options.state.columnFilters, options.manualFiltering] as const,
    (core, columnFilters, manual): RowModel<TData> => {
      if (manual || !columnFilters.length) return core;
      const filters = columnFilters.flatMap(({ id, value }) => {
        const column = table.getColumn(id);
        const filterFn = column ? filterFnOf(table, column) : undefined;
        return filterFn ? [{ id, value, filterFn }] : [];
      });
      return { rows: core.rows.filter((row) => filters.every(({ id, value, filterFn }) => filterFn(row, id, value))) };
    },
    resetPageIndex,
  );
  const getSortedRowModel = memo(
    () => [getFilteredRowModel(), options.state.sorting, options.manualSorting] as const,
    (filtered, sorting, manual): RowModel<TData> => {
      if (manual || !sorting.length || !filtered.rows.length) return filtered;
      const sorts = sorting.flatMap((sort) => {
        const column = table.getColumn(sort.id);
        if (!column?.getCanSort()) return [];
        return [
          {
            id: sort.id,
            desc: sort.desc,
            sortUndefined: column.columnDef.sortUndefined,
            invertSorting: column.columnDef.invertSorting ?? false,
            sortingFn: column.getSortingFn(),
          },
        ];
      });
      const rows = [...filtered.rows].sort((rowA, rowB) => {
        for (const { id, desc, sortUndefined, invertSorting, sortingFn } of sorts) {
          let order = 0;
          if (sortUndefined) {
            const aUndefined = rowA.getValue(id) === undefined;
            const bUndefined = rowB.getValue(id) === undefined;
            if (aUndefined || bUndefined) {
              if (sortUndefined === 'first') return aUndefined ? -1 : 1;
              if (sortUndefined === 'last') return aUndefined ? 1 : -1;
              order = aUndefined && bUndefined ? 0 : aUndefined ? sortUndefined : -sortUndefined;
            }
          }
          if (order === 0) order = sortingFn(rowA, rowB, id);
          if (order !== 0) {
            if (desc) order *= -1;
            if (invertSorting) order *= -1;
            return order;
          }
        }
        return rowA.index - rowB.index;
      });
      return { rows };
    },
    resetPageIndex,
  );
  const getPaginatedRowModel = memo(
    () => [getSortedRowModel(), options.state.pagination, options.manualPagination] as const,
    (sorted, pagination, manual): RowModel<TData> => {
      const start = pagination.pageSize * pagination.pageIndex;
      if (manual || !sorted.rows.length || (start === 0 && pagination.pageSize >= sorted.rows.length)) return sorted;
      return { rows: sorted.rows.slice(start, start + pagination.pageSize) };
    },
  );
  const getHeaderGroups = memo(
    () => [getAllColumns()] as const,
    (columns): HeaderGroup<TData>[] => [
      {
        id: '0',
        headers: columns.map((column) => {
          const header: Header<TData> = {
            id: column.id,
            column,
            colSpan: 1,
            isPlaceholder: false,
            getContext: () => ({ table, column, header }),
          };
          return header;
        }),
      },
    ],
  );

  const table: Table<TData> = {
    get options() {
      return options;
    },
    setOptions: (next) => {
      options = next;
    },
    getState: () => options.state,
    getCoreRowModel,
    getFilteredRowModel,
    getSortedRowModel,
    getPrePaginationRowModel: getSortedRowModel,
    getRowModel: () => {
      const model = getPaginatedRowModel();
      drawn = true;
      return model;
    },
    getRow: (id) => getRowsById().get(id),
    getRowCount: () => options.rowCount ?? getSortedRowModel().rows.length,
    getAllColumns,
    getVisibleLeafColumns: getAllColumns,
    getColumn: (id) => getColumnsById().get(id),
    getHeaderGroups,
    setPagination: (updater) => options.onPaginationChange(updater),
    setSorting: (updater) => options.onSortingChange(updater),
    setColumnFilters: (updater) => options.onColumnFiltersChange(updater),
    setRowSelection: (updater) => options.onRowSelectionChange(updater),
  };
  return table;
}

/**
 * The cell context a column's `cell` is drawn with for `row`: the table, the column, the row and its value. One
 * object per drawn cell; a row builds none for its columns until it is drawn.
 */
function cellContextOf<TData>(
  table: Table<TData>,
  row: Row<TData>,
  column: Column<TData>,
): CellContext<TData, AnyValue> {
  return {
    table,
    column,
    row,
    getValue: () => row.getValue(column.id),
    renderValue: () => row.renderValue(column.id),
  };
}

export {
  type CellContext,
  type Column,
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnMeta,
  type ColumnSort,
  cellContextOf,
  createTable,
  type DataGridColumnFilterMeta,
  type FilterFn,
  flexRender,
  functionalUpdate,
  type Header,
  type HeaderContext,
  type HeaderGroup,
  type OnChangeFn,
  type PaginationState,
  type Row,
  type RowModel,
  type RowSelectionState,
  type SortingFn,
  type SortingState,
  sortingFns,
  type Table,
  type TableMeta,
  type TableOptions,
  type TableState,
  type Updater,
};
