import {
  createTable as createTanStackTable,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type ColumnDef as TanStackColumnDef,
} from '@tanstack/table-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ColumnDef,
  type ColumnFiltersState,
  cellContextOf,
  createTable,
  functionalUpdate,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type TableOptions,
} from './data-grid-model.ts';

// The grid's model is held to TanStack Table's (v8), whose behaviour it keeps: the same tables are built on both, in
// the same state, and what each answers is compared.

interface Item {
  id: string;
  name: string;
  seats: number;
  lastUsage?: string;
  plan?: string;
}

const columns: ColumnDef<Item>[] = [
  { id: 'name', accessorKey: 'name', filterFn: 'includesString' },
  { id: 'seats', accessorKey: 'seats', sortingFn: 'basic', invertSorting: true },
  {
    id: 'lastUsage',
    accessorFn: (item) => item.lastUsage,
    sortUndefined: 'last',
    sortingFn: (a, b) => (a.original.lastUsage ?? '').localeCompare(b.original.lastUsage ?? ''),
  },
  { id: 'nameLength', accessorFn: (item) => item.name.length, sortUndefined: -1 },
  // Sorted by the comparison TanStack chooses from the values ('auto'), and filtered by equality of words.
  { accessorKey: 'plan', filterFn: 'equalsString' },
  { id: 'actions', header: 'Actions', enableSorting: false },
];

interface State {
  sorting?: SortingState;
  rowSelection?: RowSelectionState;
  columnFilters?: ColumnFiltersState;
  pagination?: PaginationState;
  manual?: boolean;
}

const fullState = (state: State) => ({
  sorting: state.sorting ?? [],
  rowSelection: state.rowSelection ?? {},
  columnFilters: state.columnFilters ?? [],
  pagination: state.pagination ?? { pageIndex: 0, pageSize: 1000 },
});

type Changes = Partial<Record<string, unknown[]>>;

/** Adds what a setter was asked to `changes`. */
function note(changes: Changes, key: string, value: unknown) {
  changes[key] = [...(changes[key] ?? []), value];
}

/** The grid's table of `data` in `state`; `changes` collects what its setters were asked. */
function modelOf(data: Item[], state: State = {}, changes: Changes = {}) {
  const record =
    <T>(key: string, current: T) =>
    (updater: T | ((old: T) => T)) => {
      note(changes, key, functionalUpdate(updater, current));
    };
  const full = fullState(state);
  const options: TableOptions<Item> = {
    data,
    columns,
    getRowId: (item) => item.id,
    state: full,
    onPaginationChange: record('pagination', full.pagination),
    onSortingChange: record('sorting', full.sorting),
    onColumnFiltersChange: record('columnFilters', full.columnFilters),
    onRowSelectionChange: record('rowSelection', full.rowSelection),
    manualPagination: state.manual,
    manualSorting: state.manual,
    manualFiltering: state.manual,
    ...(state.manual ? { rowCount: 1234 } : {}),
  };
  return createTable(options);
}

/** TanStack's own table of `data` in `state`, with its own row models; `changes` as above. */
function tanStackOf(data: Item[], state: State = {}, changes: Changes = {}) {
  const full = fullState(state);
  const table = createTanStackTable<Item>({
    data,
    columns: columns as TanStackColumnDef<Item, unknown>[],
    getRowId: (item) => item.id,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    manualPagination: state.manual,
    manualSorting: state.manual,
    manualFiltering: state.manual,
    ...(state.manual ? { rowCount: 1234 } : {}),
    autoResetPageIndex: false,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  table.setOptions((previous) => ({
    ...previous,
    state: { ...table.initialState, ...full },
    onSortingChange: (updater) => {
      note(changes, 'sorting', functionalUpdate(updater, full.sorting));
    },
    onColumnFiltersChange: (updater) => {
      note(changes, 'columnFilters', functionalUpdate(updater, full.columnFilters));
    },
  }));
  return table;
}

const ids = (table: { getRowModel(): { rows: { id: string }[] } }) => table.getRowModel().rows.map((row) => row.id);

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `i${index}`,
    name: `Name ${index % 7}`,
    seats: index % 5,
    ...(index % 3 === 0 ? {} : { lastUsage: `2025-0${(index % 9) + 1}-01` }),
  }));

const itemArbitrary = fc.record(
  {
    name: fc.string({ maxLength: 4 }),
    seats: fc.integer({ min: 0, max: 3 }),
    lastUsage: fc.constantFrom('2025-01-01', '2025-06-30', '2024-12-31'),
    plan: fc.constantFrom('Plan 2', 'plan 10', 'Basic', 'basic', 'Plan 1'),
  },
  { requiredKeys: ['name', 'seats'] },
);
const dataArbitrary = fc
  .array(itemArbitrary, { maxLength: 40 })
  .map((drawn) => drawn.map((item, index) => ({ ...item, id: `i${index}` })));
const sortArbitrary = fc.uniqueArray(
  fc.record({ id: fc.constantFrom('name', 'seats', 'lastUsage', 'nameLength', 'plan'), desc: fc.boolean() }),
  { maxLength: 3, selector: (sort) => sort.id },
);

describe('given the grid model against TanStack Table', () => {
  it('should sort in the same order, whatever the sorts, their directions, missing values and chosen comparisons', () => {
    fc.assert(
      fc.property(dataArbitrary, sortArbitrary, (data, sorting) => {
        expect(ids(modelOf(data, { sorting }))).toEqual(ids(tanStackOf(data, { sorting })));
      }),
    );
  });

  it('should filter the same rows, and give every row back once the filter is cleared', () => {
    fc.assert(
      fc.property(
        dataArbitrary,
        fc.string({ maxLength: 2 }),
        fc.constantFrom('Plan 2', 'plan 2', 'basic', 'x'),
        (data, text, plan) => {
          for (const columnFilters of [
            [{ id: 'name', value: text }],
            [{ id: 'plan', value: plan }],
            [
              { id: 'name', value: text },
              { id: 'plan', value: plan },
            ],
          ]) {
            const state = { sorting: [{ id: 'seats', desc: false }], columnFilters };
            expect(ids(modelOf(data, state))).toEqual(ids(tanStackOf(data, state)));
          }
        },
      ),
    );
    const table = modelOf(items(20), { columnFilters: [{ id: 'name', value: 'Name 3' }] });
    expect(ids(table)).toEqual(['i3', 'i10', 'i17']);
    table.setOptions({ ...table.options, state: { ...table.options.state, columnFilters: [] } });
    expect(table.getRowModel().rows).toHaveLength(20);
  });

  it('should page the same way, count the same rows, and find every row by its id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 25 }),
        fc.boolean(),
        (count, pageIndex, pageSize, manual) => {
          const state = { sorting: [{ id: 'name', desc: false }], pagination: { pageIndex, pageSize }, manual };
          const model = modelOf(items(count), state);
          const tanStack = tanStackOf(items(count), state);
          expect(ids(model)).toEqual(ids(tanStack));
          expect(model.getRowCount()).toBe(tanStack.getRowCount());
        },
      ),
    );
    const table = modelOf(items(30), { pagination: { pageIndex: 1, pageSize: 10 } });
    expect(table.getRowModel().rows.map((row) => row.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(table.getRow('i25')?.index).toBe(25);
  });

  it("should ask for the same sorting on each click of a column's header, a shift-click adding a sort", () => {
    const columnIds = ['name', 'seats', 'lastUsage', 'nameLength', 'plan', 'actions'];
    fc.assert(
      fc.property(
        dataArbitrary,
        sortArbitrary,
        fc.constantFrom(...columnIds),
        fc.boolean(),
        (data, sorting, id, shiftKey) => {
          const asked = (of: typeof modelOf | typeof tanStackOf) => {
            const changes: Changes = {};
            const table = of(data, { sorting }, changes);
            const column = table.getColumn(id)!;
            expect(column.getCanSort()).toBe(id !== 'actions');
            expect(column.getIsSorted()).toBe(
              sorting.find((sort) => sort.id === id)
                ? sorting.find((sort) => sort.id === id)!.desc
                  ? 'desc'
                  : 'asc'
                : false,
            );
            column.getToggleSortingHandler()?.({ shiftKey, persist: () => {} } as never);
            return changes.sorting;
          };
          expect(asked(modelOf)).toEqual(asked(tanStackOf));
        },
      ),
    );
  });

  it('should ask for the same column filters when a filter is set, changed or emptied', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'plan'),
        fc.constantFrom<unknown>('', undefined, null, 'a', 'Plan 2'),
        fc.array(fc.record({ id: fc.constantFrom('name', 'plan'), value: fc.constantFrom('a', 'b') }), {
          maxLength: 2,
        }),
        (id, value, existing) => {
          const columnFilters = existing.filter(
            (filter, index) => existing.findIndex((other) => other.id === filter.id) === index,
          );
          const asked = (of: typeof modelOf | typeof tanStackOf) => {
            const changes: Changes = {};
            of(items(5), { columnFilters }, changes).getColumn(id)!.setFilterValue(value);
            return changes.columnFilters;
          };
          expect(asked(modelOf)).toEqual(asked(tanStackOf));
        },
      ),
    );
  });

  it("should give a row's values, selection and cells the same answers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), fc.boolean(), (count, at, ticked) => {
        const index = at % count;
        const rowSelection = ticked ? { [`i${index}`]: true } : {};
        const model = modelOf(items(count), { rowSelection });
        const row = model.getRowModel().rows[index]!;
        const whole = tanStackOf(items(count), { rowSelection }).getRowModel().rows[index]!;
        const cells = whole.getVisibleCells();
        const contexts = model.getVisibleLeafColumns().map((column) => cellContextOf(model, row, column));
        expect(model.getVisibleLeafColumns().map((column) => column.id)).toEqual(cells.map((cell) => cell.column.id));
        expect(contexts.map((context) => context.getValue())).toEqual(cells.map((cell) => cell.getValue()));
        expect(contexts.map((context) => context.renderValue())).toEqual(cells.map((cell) => cell.renderValue()));
        expect(row.getIsSelected()).toBe(whole.getIsSelected());
        expect(model.getRow(`i${index}`)).toBe(row);
      }),
    );
  });
});

describe('given the grid model', () => {
  it('should keep each row through a sort, so a drawn row is not drawn again for it', () => {
    const table = modelOf(items(50));
    const before = new Map(table.getRowModel().rows.map((row) => [row.id, row]));
    table.setOptions({ ...table.options, state: { ...table.options.state, sorting: [{ id: 'seats', desc: false }] } });
    const sorted = table.getRowModel().rows;
    expect(sorted.map((row) => row.id)).not.toEqual([...before.keys()]);
    for (const row of sorted) expect(row).toBe(before.get(row.id));
  });

  it('should read an item once per column, and only for the columns asked', () => {
    let reads = 0;
    const table = createTable<Item>({
      ...modelOf([]).options,
      data: items(1000),
      columns: [
        {
          id: 'name',
          accessorFn: (item) => {
            reads += 1;
            return item.name;
          },
        },
      ],
    });
    const rows = table.getRowModel().rows;
    expect(reads).toBe(0);
    rows[3]!.getValue('name');
    rows[3]!.getValue('name');
    expect(reads).toBe(1);
  });

  it('should go back to the first page once drawn when the rows, their filters or their order change, unless the caller pages', async () => {
    const pageRequests = async (manual: boolean, change: (state: ReturnType<typeof fullState>) => object) => {
      const changes: Changes = {};
      const state = { pagination: { pageIndex: 2, pageSize: 5 }, manual };
      const table = modelOf(items(30), state, changes);
      table.getRowModel();
      await Promise.resolve();
      table.setOptions({ ...table.options, ...change(table.options.state) });
      table.getRowModel();
      await Promise.resolve();
      return changes.pagination ?? [];
    };
    const onPageOne = [{ pageIndex: 0, pageSize: 5 }];
    expect(await pageRequests(false, () => ({ data: items(30) }))).toEqual(onPageOne);
    expect(
      await pageRequests(false, (state) => ({ state: { ...state, sorting: [{ id: 'name', desc: true }] } })),
    ).toEqual(onPageOne);
    expect(
      await pageRequests(false, (state) => ({ state: { ...state, columnFilters: [{ id: 'name', value: 'Name' }] } })),
    ).toEqual(onPageOne);
    expect(await pageRequests(false, (state) => ({ state: { ...state, rowSelection: { i1: true } } }))).toEqual([]);
    expect(await pageRequests(true, () => ({ data: items(30) }))).toEqual([]);
    // Not for the first rows it draws.
    const changes: Changes = {};
    modelOf(items(30), { pagination: { pageIndex: 2, pageSize: 5 } }, changes).getRowModel();
    await Promise.resolve();
    expect(changes.pagination).toBeUndefined();
  });
});
