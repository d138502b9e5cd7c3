import {
  type Cell,
  type CellContext,
  type Column,
  createRow,
  getFilteredRowModel,
  getMemoOptions,
  memo,
  type Row,
  type RowData,
  type RowModel,
  type SortingFn,
  type Table,
} from '@tanstack/react-table';

/**
 * The DataGrid's row models on TanStack Table, light enough for a page of thousands of rows (a 5,000-seat pack).
 *
 * TanStack's own core row model builds a whole row for every item up front: some fifty closures and memos per row,
 * which for 5,000 users is longer than a frame and as long again in garbage collection, although the grid draws only
 * the rows near the viewport. Here each item gets a light row instead: its id, index, item and cached values, which
 * is all that filtering, sorting and paging read. Every other member of a TanStack row (`getIsSelected`,
 * `getVisibleCells`, ...) is on the light rows' shared prototype and hands the call to a whole row, which TanStack's
 * `createRow` builds for that item on first use: in practice only for the rows the grid draws. A light row therefore
 * answers to the whole `Row` API, and keeps its identity through sorting, filtering and paging.
 */

/** A light row's own state; the rest of the `Row` API comes from its prototype. */
interface LightRowState<TData> {
  id: string;
  index: number;
  original: TData;
  depth: number;
  subRows: Row<TData>[];
  parentId: string | undefined;
  columnFilters: Record<string, boolean>;
  columnFiltersMeta: Record<string, unknown>;
  _valuesCache: Record<string, unknown>;
  /** The whole TanStack row, once a member only it has was used. */
  _whole: Row<TData> | undefined;
}

/** Members a light row holds itself (or computes on its prototype without the whole row). */
const OWN_MEMBERS = new Set<string>([
  'id',
  'index',
  'original',
  'depth',
  'subRows',
  'parentId',
  'columnFilters',
  'columnFiltersMeta',
  '_valuesCache',
  'getValue',
  'renderValue',
  'getIsSelected',
]);

/** A light row's objects, each made on first use. */
const LAZY_OBJECTS = ['columnFilters', 'columnFiltersMeta', '_valuesCache'] as const;

/** No sub-rows: shared by every light row (the grid never nests rows). */
const NO_SUB_ROWS: readonly never[] = Object.freeze([]);

type LightRowConstructor<TData> = new (id: string, original: TData, index: number) => Row<TData>;

/**
 * The light row type of `table`: a constructor whose prototype reads values as TanStack's row does and passes every
 * other member of a TanStack row to the item's whole row, built on first use.
 */
function lightRowType<TData extends RowData>(table: Table<TData>): LightRowConstructor<TData> {
  function wholeOf(row: LightRowState<TData>): Row<TData> {
    if (row._whole) return row._whole;
    const whole = createRow(table, row.id, row.original, row.index, row.depth, row.subRows, row.parentId);
    // One cache of values for both, so a value is read from the item once.
    whole._valuesCache = row._valuesCache;
    row._whole = whole;
    return whole;
  }

  function LightRow(this: LightRowState<TData>, id: string, original: TData, index: number) {
    this.id = id;
    this.index = index;
    this.original = original;
    this.depth = 0;
    this.subRows = NO_SUB_ROWS as unknown as Row<TData>[];
    this.parentId = undefined;
    this._whole = undefined;
  }
  const prototype = LightRow.prototype as Record<string, unknown>;
  // Objects a row holds only once something writes to them (the filters' results, the values read): none for the
  // thousands of rows that are never filtered nor drawn.
  for (const key of LAZY_OBJECTS) {
    Object.defineProperty(prototype, key, {
      get(this: Record<string, unknown>) {
        const value = {};
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
        return value;
      },
      set(this: Record<string, unknown>, value: unknown) {
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
  // As TanStack's row reads a value: the column's accessor on the item, once.
  prototype.getValue = function getValue(this: LightRowState<TData>, columnId: string) {
    const cache = this._valuesCache;
    if (Object.hasOwn(cache, columnId)) return cache[columnId];
    const column = table.getColumn(columnId);
    if (!column?.accessorFn) return undefined;
    cache[columnId] = column.accessorFn(this.original, this.index);
    return cache[columnId];
  };
  prototype.renderValue = function renderValue(this: Row<TData>, columnId: string) {
    return this.getValue(columnId) ?? table.options.renderFallbackValue;
  };
  // As TanStack's row answers it (its `isRowSelected`): every drawn row asks, for its box and its tint.
  prototype.getIsSelected = function getIsSelected(this: LightRowState<TData>) {
    return table.getState().rowSelection[this.id] ?? false;
  };
  // Every other member of a row of this table, as TanStack's features give it one.
  const template = createRow(table, '', undefined as TData, -1, 0) as unknown as Record<string, unknown>;
  for (const key of Object.keys(template)) {
    if (OWN_MEMBERS.has(key)) continue;
    if (typeof template[key] === 'function') {
      prototype[key] = function (this: LightRowState<TData>, ...args: unknown[]) {
        return (wholeOf(this) as unknown as Record<string, (...args: unknown[]) => unknown>)[key]!(...args);
      };
    } else {
      Object.defineProperty(prototype, key, {
        get(this: LightRowState<TData>) {
          return (wholeOf(this) as unknown as Record<string, unknown>)[key];
        },
        set(this: LightRowState<TData>, value: unknown) {
          (wholeOf(this) as unknown as Record<string, unknown>)[key] = value;
        },
      });
    }
  }
  return LightRow as unknown as LightRowConstructor<TData>;
}

/**
 * What a column's `cell` is drawn with for `row`, as TanStack's `cell.getContext()` gives it, without the whole row
 * and its cells that `row.getVisibleCells()` builds: the grid's cell renderers read the row, its item and values, the
 * column and the table.
 */
function cellContextOf<TData extends RowData>(
  table: Table<TData>,
  row: Row<TData>,
  column: Column<TData, unknown>,
): CellContext<TData, unknown> {
  const getValue = () => row.getValue(column.id);
  const renderValue = () => row.renderValue(column.id);
  const cell = { id: `${row.id}_${column.id}`, row, column, getValue, renderValue } as Cell<TData, unknown>;
  const context = { table, column, row, cell, getValue, renderValue } as CellContext<TData, unknown>;
  cell.getContext = () => context;
  return context;
}

/**
 * A row model of `rows` whose `rowsById` (only `table.getRow` reads it) is made on first use: an object keyed by
 * thousands of ids takes longer to build than the rows themselves.
 */
function rowModelOf<TData extends RowData>(
  rows: Row<TData>[],
  rowsById: () => Record<string, Row<TData>>,
): RowModel<TData> {
  let byId: Record<string, Row<TData>> | undefined;
  return {
    rows,
    flatRows: rows,
    get rowsById() {
      byId ??= rowsById();
      return byId;
    },
  };
}

/**
 * The core row model: a light row per item of `data` (see above), in a memo on `data` as TanStack's own, which
 * also goes back to the first page when the data changes (`autoResetPageIndex`).
 */
function getLightCoreRowModel<TData extends RowData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) => {
    let LightRow: LightRowConstructor<TData> | undefined;
    return memo(
      () => [table.options.data],
      (data) => {
        LightRow ??= lightRowType(table);
        const rows: Row<TData>[] = new Array(data.length);
        for (let index = 0; index < data.length; index += 1) {
          const original = data[index]!;
          rows[index] = new LightRow(table._getRowId(original, index), original, index);
        }
        return rowModelOf(rows, () => Object.fromEntries(rows.map((row) => [row.id, row])));
      },
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
  };
}

/**
 * The filtered row model: TanStack's `getFilteredRowModel` while a filter is set; without one, the rows as they come
 * (TanStack's would also clear every row's filter results: two objects per row, for thousands of rows).
 */
function getLightFilteredRowModel<TData extends RowData>(): (table: Table<TData>) => () => RowModel<TData> {
  const filtered = getFilteredRowModel<TData>();
  return (table) => {
    const filter = filtered(table);
    return () => {
      const { columnFilters, globalFilter } = table.getState();
      return columnFilters?.length || globalFilter ? filter() : table.getPreFilteredRowModel();
    };
  };
}

/**
 * The sorted row model: TanStack's `getSortedRowModel` (the same order: each sort in turn with its column's sorting
 * function, `sortUndefined` and `invertSorting`, ties kept in the items' order), sorting the rows themselves where
 * TanStack sorts copies of them, so a sort keeps each row as it is and builds no row.
 */
function getStableSortedRowModel<TData extends RowData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) =>
    memo(
      () => [table.getState().sorting, table.getPreSortedRowModel()],
      (sorting, rowModel) => {
        if (!rowModel.rows.length || !sorting?.length) return rowModel;
        const sorts: {
          id: string;
          desc: boolean;
          sortUndefined: false | -1 | 1 | 'first' | 'last' | undefined;
          invertSorting: boolean;
          sortingFn: SortingFn<TData>;
        }[] = [];
        for (const sort of sorting) {
          const column = table.getColumn(sort.id);
          if (!column?.getCanSort()) continue;
          sorts.push({
            id: sort.id,
            desc: sort.desc ?? false,
            sortUndefined: column.columnDef.sortUndefined,
            invertSorting: column.columnDef.invertSorting ?? false,
            sortingFn: column.getSortingFn(),
          });
        }
        const rows = [...rowModel.rows].sort((rowA, rowB) => {
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
        return rowModelOf(rows, () => rowModel.rowsById);
      },
      getMemoOptions(table.options, 'debugTable', 'getSortedRowModel', () => table._autoResetPageIndex()),
    );
}

/**
 * The paginated row model: TanStack's `getPaginationRowModel` for rows that never nest (the page's slice of the rows,
 * `rowsById` still every row's), which leaves the ids of thousands of rows unread until something asks for one.
 */
function getLightPaginationRowModel<TData extends RowData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) =>
    memo(
      () => [table.getState().pagination, table.getPrePaginationRowModel()],
      (pagination, rowModel) => {
        const start = pagination.pageSize * pagination.pageIndex;
        // One page holding every row (a big pack's users, windowed by the grid): the rows as they are, not a copy.
        if (!rowModel.rows.length || (start === 0 && pagination.pageSize >= rowModel.rows.length)) return rowModel;
        return rowModelOf(rowModel.rows.slice(start, start + pagination.pageSize), () => rowModel.rowsById);
      },
      getMemoOptions(table.options, 'debugTable', 'getPaginationRowModel'),
    );
}

export {
  cellContextOf,
  getLightCoreRowModel,
  getLightFilteredRowModel,
  getLightPaginationRowModel,
  getStableSortedRowModel,
};
