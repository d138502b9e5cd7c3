import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataGrid } from './data-grid.tsx';
import type { DataGridColumn } from './data-grid-table.ts';

// The virtualizer's code cannot be fetched (the network dropped after the page loaded).
vi.mock('@tanstack/virtual-core', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

interface Row {
  id: string;
  name: string;
}

const columns: DataGridColumn<Row>[] = [{ accessorKey: 'name', header: 'Name' }];
const rows: Row[] = Array.from({ length: 150 }, (_, index) => ({ id: `r${index}`, name: `Name ${index}` }));

describe('given a long table whose windowing code cannot be fetched', () => {
  it('should draw every row instead of leaving the rows past the first screen blank', async () => {
    await render(
      <DataGrid<Row>
        label="People"
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        pageSizeOptions={[150]}
        defaultPagination={{ pageIndex: 0, pageSize: 150 }}
      />,
    );
    await expect.element(page.getByRole('cell', { name: 'Name 149', exact: true })).toBeInTheDocument();
    const table = page.getByRole('table', { name: 'People' });
    await expect.element(table).not.toHaveAttribute('aria-rowcount');
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(150);
  });
});
