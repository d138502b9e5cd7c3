import {
  type ColumnDef,
  type ColumnFiltersState,
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellContextOf,
  getLightCoreRowModel,
  getLightFilteredRowModel,
  getLightPaginationRowModel,
  getStableSortedRowModel,
} from './data-grid-row-model.ts';

interface Item {
  id: string;
  name: string;
  seats: number;
  lastUsage?: string;
}

const columns: ColumnDef<Item, unknown>[] = [
  { id: 'name', accessorKey: 'name', filterFn: 'includesString' },
  { id: 'seats', accessorKey: 'seats', sortingFn: 'basic', invertSorting: true },
  {
    id: 'lastUsage',
    accessorFn: (item) => item.lastUsage,
    sortUndefined: 'last',
    sortingFn: (a, b) => (a.original.lastUsage ?? '').localeCompare(b.original.lastUsage ?? ''),
  },
  { id: 'nameLength', accessorFn: (item) => item.name.length, sortUndefined: -1 },
];

/** A table of `data` on TanStack's row models, or on the light ones, in the given state. */
function tableOf(
  data: Item[],
  light: boolean,
  sorting: SortingState = [],
  rowSelection: RowSelectionState = {},
  columnFilters: ColumnFiltersState = [],
  pagination = { pageIndex: 0, pageSize: 1000 },
) {
  const table = createTable<Item>({
    data,
    columns,
    getRowId: (item) => item.id,
    getCoreRowModel: light ? getLightCoreRowModel() : getCoreRowModel(),
    getFilteredRowModel: light ? getLightFilteredRowModel() : getFilteredRowModel(),
    getSortedRowModel: light ? getStableSortedRowModel() : getSortedRowModel(),
    getPaginationRowModel: light ? getLightPaginationRowModel() : getPaginationRowModel(),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  table.setOptions((previous) => ({
    ...previous,
    state: { ...table.initialState, sorting, rowSelection, columnFilters, pagination },
  }));
  return table;
}

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
  },
  { requiredKeys: ['name', 'seats'] },
);
const sortArbitrary = fc.uniqueArray(
  fc.record({ id: fc.constantFrom('name', 'seats', 'lastUsage', 'nameLength'), desc: fc.boolean() }),
  { maxLength: 3, selector: (sort) => sort.id },
);

describe('given the light row models', () => {
  it('should sort in the same order as TanStack Table, whatever the sorts, their directions and missing values', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 40 }), sortArbitrary, (drawn, sorting) => {
        const data = drawn.map((item, index) => ({ ...item, id: `i${index}` }));
        const ids = (light: boolean) =>
          tableOf(data, light, sorting)
            .getRowModel()
            .rows.map((row) => row.id);
        expect(ids(true)).toEqual(ids(false));
      }),
    );
  });

  it('should filter as TanStack Table does, and give every row back once the filter is cleared', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 40 }), fc.string({ maxLength: 2 }), (drawn, text) => {
        const data = drawn.map((item, index) => ({ ...item, id: `i${index}` }));
        const filters = [{ id: 'name', value: text }];
        const ids = (light: boolean) =>
          tableOf(data, light, [{ id: 'seats', desc: false }], {}, filters)
            .getRowModel()
            .rows.map((row) => row.id);
        expect(ids(true)).toEqual(ids(false));
      }),
    );
    const table = tableOf(items(20), true, [], {}, [{ id: 'name', value: 'Name 3' }]);
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(['i3', 'i10', 'i17']);
    table.setOptions((previous) => ({ ...previous, state: { ...previous.state, columnFilters: [] } }));
    expect(table.getRowModel().rows).toHaveLength(20);
  });

  it('should page as TanStack Table does, every row still found by its id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 25 }),
        (count, pageIndex, pageSize) => {
          const ids = (light: boolean) =>
            tableOf(items(count), light, [{ id: 'name', desc: false }], {}, [], { pageIndex, pageSize })
              .getRowModel()
              .rows.map((row) => row.id);
          expect(ids(true)).toEqual(ids(false));
        },
      ),
    );
    const table = tableOf(items(30), true, [], {}, [], { pageIndex: 1, pageSize: 10 });
    expect(table.getRowModel().rows.map((row) => row.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(table.getRow('i25')?.index).toBe(25);
  });

  it('should answer to the whole row API: values, selection, cells', () => {
    const table = tableOf(items(10), true, [], { i3: true });
    const row = table.getRowModel().rows[3]!;
    expect(row.id).toBe('i3');
    expect(row.index).toBe(3);
    expect(row.getValue('name')).toBe('Name 3');
    expect(row.renderValue('lastUsage')).toBe(null);
    expect(row.getIsSelected()).toBe(true);
    expect(table.getRowModel().rows[4]!.getIsSelected()).toBe(false);
    expect(row.getVisibleCells().map((cell) => cell.getValue())).toEqual(['Name 3', 3, undefined, 6]);
    expect(table.getRow('i3')).toBe(row);
  });

  it('should keep each row through a sort, so a drawn row is not drawn again for it', () => {
    const data = items(50);
    const unsorted = tableOf(data, true);
    const before = new Map(unsorted.getRowModel().rows.map((row) => [row.id, row]));
    unsorted.setOptions((previous) => ({
      ...previous,
      state: { ...previous.state, sorting: [{ id: 'seats', desc: false }] },
    }));
    const sorted = unsorted.getRowModel().rows;
    expect(sorted.map((row) => row.id)).not.toEqual([...before.keys()]);
    for (const row of sorted) expect(row).toBe(before.get(row.id));
  });

  it("should draw a row's cells with the context TanStack gives them, building no whole row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), fc.boolean(), (count, at, ticked) => {
        const index = at % count;
        const selection = ticked ? { [`i${index}`]: true } : {};
        const lightTable = tableOf(items(count), true, [], selection);
        const light = lightTable.getRowModel().rows[index]!;
        const whole = tableOf(items(count), false, [], selection).getRowModel().rows[index]!;
        const cells = whole.getVisibleCells();
        const contexts = lightTable.getVisibleLeafColumns().map((column) => cellContextOf(lightTable, light, column));
        expect(contexts.map((context) => context.cell.id)).toEqual(cells.map((cell) => cell.id));
        expect(contexts.map((context) => context.getValue())).toEqual(cells.map((cell) => cell.getValue()));
        expect(contexts.map((context) => context.renderValue())).toEqual(cells.map((cell) => cell.renderValue()));
        expect(contexts.every((context) => context.cell.getContext() === context && context.row === light)).toBe(true);
        expect(light.getIsSelected()).toBe(whole.getIsSelected());
        expect((light as unknown as { _whole?: unknown })._whole).toBeUndefined();
      }),
    );
  });

  it('should build no whole row for rows nobody draws', () => {
    const table = tableOf(items(1000), true, [{ id: 'name', desc: true }]);
    const rows = table.getRowModel().rows;
    rows[0]!.getVisibleCells();
    const whole = rows.filter((row) => (row as unknown as { _whole?: unknown })._whole !== undefined);
    expect(whole.map((row) => row.id)).toEqual([rows[0]!.id]);
  });
});
