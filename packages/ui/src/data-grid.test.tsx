import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataGrid, ServerDataGrid } from './data-grid.tsx';
import { selectionColumn } from './data-grid-columns.tsx';
import type { DataGridColumn } from './data-grid-table.ts';

interface Row {
  id: string;
  name: string;
}

const columns: DataGridColumn<Row>[] = [{ accessorKey: 'name', header: 'Name', meta: { filter: { type: 'text' } } }];
const rowsOf = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${from + index}`, name: `Name ${from + index}` }));

function grid(props: Partial<React.ComponentProps<typeof DataGrid<Row>>> = {}) {
  return <DataGrid<Row> label="People" data={rowsOf(12)} columns={columns} getRowId={(row) => row.id} {...props} />;
}

type ServerGridProps = Omit<React.ComponentProps<typeof DataGrid<Row>>, 'mode'>;

/** The server-side grids: the DataGrid in server mode, and the ServerDataGrid, whose engine has no browser row models. */
const serverGrids: Array<[string, (props: Partial<ServerGridProps>) => React.ReactElement]> = [
  ['DataGrid mode="server"', (props) => grid({ mode: 'server', ...props })],
  [
    'ServerDataGrid',
    (props) => (
      <ServerDataGrid<Row> label="People" data={rowsOf(12)} columns={columns} getRowId={(row) => row.id} {...props} />
    ),
  ],
];

describe.each(serverGrids)('given a server-side grid (%s)', (_name, serverGrid) => {
  it('should keep the previous page on screen while the next one loads', async () => {
    const screen = await render(
      serverGrid({ rowCount: 30, data: rowsOf(10), pagination: { pageIndex: 0, pageSize: 10 } }),
    );
    await screen.rerender(
      serverGrid({ rowCount: 30, data: [], loading: true, pagination: { pageIndex: 1, pageSize: 10 } }),
    );
    await expect.element(page.getByRole('cell', { name: 'Name 0', exact: true })).toBeVisible();
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(
      serverGrid({ rowCount: 30, data: rowsOf(10, 10), pagination: { pageIndex: 1, pageSize: 10 } }),
    );
    await expect.element(page.getByRole('cell', { name: 'Name 10', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('should report a page change to the caller without changing the page itself when controlled', async () => {
    const onPaginationChange = vi.fn();
    await render(
      serverGrid({
        rowCount: 30,
        data: rowsOf(10),
        pagination: { pageIndex: 0, pageSize: 10 },
        onPaginationChange,
      }),
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10 }, expect.anything());
    await expect.element(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

describe.each(serverGrids)(
  'given a server-side grid always in some order (enableSortingRemoval false) (%s)',
  (_name, serverGrid) => {
    it('should report the sort for the caller to fetch, and turn a sorted header between its two directions', async () => {
      const onSortingChange = vi.fn();
      const sortable: DataGridColumn<Row>[] = [{ accessorKey: 'name', header: 'Name', sortDescFirst: false }];
      const screen = await render(
        serverGrid({ rowCount: 12, columns: sortable, enableSortingRemoval: false, onSortingChange }),
      );
      const header = page.getByRole('columnheader', { name: 'Name' });
      await expect.element(header).toHaveAttribute('aria-sort', 'none');
      await page.getByRole('button', { name: 'Name' }).click();
      expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }], expect.anything());
      await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
      // Server mode leaves the rows as the caller gave them: the caller fetches them in that order.
      await expect.element(page.getByRole('cell', { name: 'Name 0', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Name' }).click();
      await expect.element(header).toHaveAttribute('aria-sort', 'descending');
      await page.getByRole('button', { name: 'Name' }).click();
      expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }], expect.anything());
      await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
      await screen.unmount();
    });
  },
);

describe('given a client-side grid on its last page', () => {
  // Regression: a filter that shrank the list left the grid on a page past the end, showing nothing.
  it('should go back to a page that exists when a filter shrinks the list', async () => {
    await render(grid({ defaultPagination: { pageIndex: 2, pageSize: 5 } }));
    await expect.element(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Filter Name' }).fill('Name 1');
    await expect.element(page.getByRole('cell', { name: 'Name 1', exact: true })).toBeVisible();
  });

  it('should let a consumer keep the page by preventing the change', async () => {
    await render(
      grid({
        onPaginationChange: (_next, details) => details.preventDefault(),
      }),
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.element(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('given a grid with a selection column', () => {
  // Guards the memoized rows: the merge screen lists 300 packs, and a tick must not redraw all of them.
  it('should redraw only the row whose box is ticked', async () => {
    const draws = new Map<string, number>();
    const counted: DataGridColumn<Row>[] = [
      selectionColumn<Row>({ header: 'Pick' }),
      {
        accessorKey: 'name',
        header: 'Name',
        cell: ({ row }) => {
          draws.set(row.id, (draws.get(row.id) ?? 0) + 1);
          return row.original.name;
        },
      },
    ];
    await render(
      grid({ columns: counted, getRowLabel: (row) => row.name, defaultPagination: { pageIndex: 0, pageSize: 10 } }),
    );
    const before = new Map(draws);
    await page.getByRole('checkbox', { name: 'Pick Name 3' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Pick Name 3' })).toBeChecked();
    const redrawn = [...draws].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(redrawn).toEqual(['r3']);
  });
});

/** Its layout effect runs once, after the grid's in the same commit: it tells the rows that commit drew. */
function CountRows({ onFirstCommit }: { onFirstCommit: (rows: number) => void }) {
  React.useLayoutEffect(() => {
    onFirstCommit(document.querySelectorAll('[data-slot="data-grid-row"]').length);
  }, [onFirstCommit]);
  return null;
}

describe('given a long grid whose caller knows where it starts (initialTop)', () => {
  // The merge screen reads where its grid goes from a placeholder in the frame before, so the grid's first rows are
  // drawn without laying the new table out to find where its body starts.
  it('should draw in its first commit the rows from there to the viewport bottom', async () => {
    let drawnInFirstCommit = -1;
    const rowHeight = 35;
    await render(
      <>
        {grid({
          data: rowsOf(300),
          defaultPagination: { pageIndex: 0, pageSize: 300 },
          fixedRowHeight: true,
          initialTop: window.innerHeight - 3 * rowHeight + 1,
        })}
        <CountRows
          onFirstCommit={(rows) => {
            drawnInFirstCommit = rows;
          }}
        />
      </>,
    );
    expect(drawnInFirstCommit).toBe(3);
  });

  it('should leave it aside for rows that scroll in a box of their own, whose top is not the viewport', async () => {
    let drawnInFirstCommit = -1;
    await render(
      <>
        {grid({
          data: rowsOf(300),
          defaultPagination: { pageIndex: 0, pageSize: 300 },
          fixedRowHeight: true,
          maxHeight: 400,
          initialTop: 300,
        })}
        <CountRows
          onFirstCommit={(rows) => {
            drawnInFirstCommit = rows;
          }}
        />
      </>,
    );
    // Its rows come from where its body starts in the box, read in that commit: none in the commit itself.
    expect(drawnInFirstCommit).toBe(0);
  });
});

describe('given a search that finds nothing after rows were shown', () => {
  it('should keep the body as tall as it was, so what follows the grid does not jump', async () => {
    const screen = await render(grid({ data: rowsOf(8) }));
    await expect.element(page.getByRole('cell', { name: 'Name 4', exact: true })).toBeVisible();
    const body = () => document.querySelector<HTMLElement>('[data-slot="data-grid-body"]')!.offsetHeight;
    const tall = body();
    await screen.rerender(grid({ data: [], emptyText: 'No match.' }));
    await expect.element(page.getByText('No match.')).toBeVisible();
    expect(Math.abs(body() - tall)).toBeLessThanOrEqual(1);
    // A page of fewer rows is as tall as its rows: only an empty one keeps the height.
    await screen.rerender(grid({ data: rowsOf(2) }));
    await expect.element(page.getByRole('cell', { name: 'Name 1', exact: true })).toBeVisible();
    expect(body()).toBeLessThan(tall);
  });
});
