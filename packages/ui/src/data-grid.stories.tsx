import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, licenseBadgeVariant } from './badge.tsx';
import { Button } from './button.tsx';
import { DataGrid, type DataGridProps } from './data-grid.tsx';
import { choiceColumn, selectionColumn } from './data-grid-columns.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';
import { IconButton } from './icon-button.tsx';
import { MoreIcon } from './icons.tsx';
import type { DataGridColumn } from './use-data-grid.ts';

interface LicenseRow {
  id: string;
  product: string;
  email: string;
  type: 'Trial' | 'Full';
  status: 'Active' | 'Expired';
  validFrom: string;
  validUntil: string;
  users: string;
}

const productNames = ['Standard', 'for Outlook', 'Business'] as const;

function makeLicenses(count: number): LicenseRow[] {
  return Array.from({ length: count }, (_, index) => {
    const month = String((index % 12) + 1).padStart(2, '0');
    return {
      id: `lic-${index + 1}`,
      product: productNames[index % 3] ?? 'Standard',
      email: `manager${String(index + 1).padStart(3, '0')}@example.com`,
      type: index % 4 === 0 ? 'Trial' : 'Full',
      status: index % 5 === 0 ? 'Expired' : 'Active',
      validFrom: `${month}/01/2025`,
      validUntil: `${month}/01/2026`,
      users: `${index % 7}/${(index % 7) + 3}`,
    };
  });
}

const columns: DataGridColumn<LicenseRow>[] = [
  {
    accessorKey: 'product',
    header: 'Product',
    meta: { filter: { type: 'select', options: productNames.map((name) => ({ value: name, label: name })) } },
  },
  { accessorKey: 'email', header: 'Email', meta: { filter: { type: 'text', placeholder: 'Email part' } } },
  {
    accessorKey: 'type',
    header: 'Type',
    cell: (context) => (
      <Badge variant={licenseBadgeVariant[context.row.original.type]}>{context.row.original.type}</Badge>
    ),
    meta: {
      filter: {
        type: 'select',
        options: [
          { value: 'Trial', label: 'Trial' },
          { value: 'Full', label: 'Full' },
        ],
      },
    },
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: (context) => (
      <Badge variant={licenseBadgeVariant[context.row.original.status]}>{context.row.original.status}</Badge>
    ),
    meta: {
      filter: {
        type: 'select',
        options: [
          { value: 'Active', label: 'Active' },
          { value: 'Expired', label: 'Expired' },
        ],
      },
    },
  },
  { accessorKey: 'validFrom', header: 'Valid From', enableSorting: false },
  { accessorKey: 'validUntil', header: 'Valid Until', enableSorting: false },
  { accessorKey: 'users', header: '#Users', enableSorting: false, meta: { cellClassName: 'tabular-nums' } },
];

/** The data columns after a checkbox column that selects rows. */
const withSelection = [selectionColumn<LicenseRow>({ header: 'Select' }), ...columns];

const twelve = makeLicenses(12);

/** DataGrid bound to the story's row type, so args are typed. */
function LicenseGrid(props: DataGridProps<LicenseRow>) {
  return <DataGrid {...props} />;
}

const meta = {
  title: 'UI/DataGrid',
  component: LicenseGrid,
  args: {
    label: 'Licenses',
    data: twelve,
    columns,
    getRowId: (row: LicenseRow) => row.id,
    getRowLabel: (row: LicenseRow) => row.email,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-slot') === 'data-grid-row');

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Licenses' });
    await expect(table).toBeVisible();
    // Client mode starts on 5 rows a page (spec §2.9), so 12 rows make 3 pages.
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('1–5 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('6–10 of 12')).toBeVisible();
    // Sorting by Email descending puts the last manager first.
    const email = canvas.getByRole('columnheader', { name: /Email/ });
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('manager012@example.com');
  },
};

export const Playground: Story = {
  args: { loading: false, emptyText: 'There are no users to show.', enableSorting: true },
};

export const Filters: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Email' }), '00');
    await expect(canvas.getByText('1–5 of 9')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter Type' }), 'Trial');
    // Trial rows among manager001..009: 001, 005, 009.
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(3));
    // One page left: the paging control goes away.
    await expect(canvas.queryByRole('navigation', { name: 'Licenses pages' })).not.toBeInTheDocument();
  },
};

export const PageSizes: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const size = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15', '20', '25']);
    await userEvent.selectOptions(size, '10');
    await expect(rowsOf(canvasElement)).toHaveLength(10);
    await userEvent.selectOptions(size, '15');
    await expect(rowsOf(canvasElement)).toHaveLength(12);
    await expect(canvas.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [], emptyText: 'There are no users to show.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no users to show.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText('Loading...').length).toBeGreaterThan(0);
  },
};

export const LoadingWithRows: Story = { args: { data: twelve.slice(0, 5), loading: true } };

const actions = fn();

export const RowActions: Story = {
  args: {
    data: twelve.slice(0, 3),
    rowActions: (row: LicenseRow) => (
      <>
        <Button size="sm" variant="link" onClick={() => actions('usage', row.id)}>
          Users
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton size="sm" label={`More actions for ${row.email}`} icon={<MoreIcon />} />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions('edit', row.id)}>Edit</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions('renew', row.id)}>Renew</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    actions.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for manager002@example.com' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Renew' }));
    await expect(actions).toHaveBeenCalledWith('renew', 'lic-2');
  },
};

/** Arrow keys move between cells; Home and End go to a row's ends. */
export const KeyboardNavigation: Story = {
  args: { data: twelve.slice(0, 3), columns: withSelection },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('checkbox', { name: 'Select manager001@example.com' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('checkbox', { name: 'Select manager002@example.com' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select manager002@example.com' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('for Outlook');
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveTextContent('1/4');
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('0/3');
  },
};

export const Selection: Story = {
  args: { columns: withSelection, onRowSelectionChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select manager002@example.com' }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ 'lic-2': true }, expect.anything());
    const all = canvas.getByRole('checkbox', { name: 'Select: all rows on this page' });
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select manager005@example.com' })).toBeChecked();
  },
};

/** The merge screen: MAIN is a single choice, MERGE a checkbox selection; a new MAIN resets MERGE (spec §4). */
function MergeGrid({ columns, ...props }: DataGridProps<LicenseRow>) {
  const mergeColumns = useMemo(
    () => [
      ...columns,
      choiceColumn<LicenseRow>({ header: 'Main', resetSelectionOnChange: true }),
      selectionColumn<LicenseRow>({ header: 'Merge', selectAll: false }),
    ],
    [columns],
  );
  const [main, setMain] = useState<string | null>(null);
  const [merge, setMerge] = useState<Record<string, boolean>>({});
  const ready = main !== null && Object.values(merge).some(Boolean);
  return (
    <div className="grid gap-3">
      <p className="text-body">Select License Packs for merging</p>
      <DataGrid
        {...props}
        columns={mergeColumns}
        choice={main}
        onChoiceChange={setMain}
        rowSelection={merge}
        onRowSelectionChange={setMerge}
      />
      {ready ? <Button className="justify-self-end">Merge Licenses</Button> : null}
    </div>
  );
}

export const MainAndMerge: Story = {
  args: { data: twelve.slice(0, 4), pageSizeOptions: [300] },
  render: (args) => <MergeGrid {...args} />,
  play: async ({ canvas, userEvent }) => {
    // Merging picks packs one by one: the MERGE header has no box that ticks them all.
    await expect(canvas.queryByRole('checkbox', { name: /all rows/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Main manager001@example.com' }));
    // The main pack cannot be merged into itself.
    await expect(canvas.getByRole('checkbox', { name: 'Merge manager001@example.com' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Merge Licenses' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Merge manager003@example.com' }));
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toBeVisible();
    // Only one main: choosing another clears the first and resets the merge selection.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Main manager002@example.com' }));
    await expect(canvas.getByRole('checkbox', { name: 'Main manager001@example.com' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Merge manager003@example.com' })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Merge Licenses' })).not.toBeInTheDocument();
  },
};

/** Scrolls the page down until `find` finds what it looks for: the grid draws rows as they come near the viewport. */
async function scrollUntil<T>(find: () => T | null): Promise<T> {
  for (let step = 0; step < 100; step += 1) {
    const found = find();
    if (found) return found;
    window.scrollBy(0, 400);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }
  throw new Error('still not drawn at the bottom of the page');
}

/**
 * Spec §4: the merge screen lists up to 300 packs on one page. The grid draws the rows near the viewport, tells
 * screen readers the whole count and each row's place, and draws more as the page scrolls; a tick far down stays.
 */
export const ThreeHundredRows: Story = {
  // The last hundred packs are large: their #USERS is wider than any drawn at the top.
  args: {
    data: makeLicenses(300).map((row, index) => (index < 200 ? row : { ...row, users: `${index * 7}/${index * 20}` })),
    pageSizeOptions: [300],
  },
  render: (args) => <MergeGrid {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table');
    const headerRows = table.querySelectorAll('thead tr').length;
    await expect(table).toHaveAttribute('aria-rowcount', String(headerRows + 300));
    const drawn = rowsOf(canvasElement);
    await expect(drawn.length).toBeGreaterThan(5);
    await expect(drawn.length).toBeLessThan(100);
    await expect(drawn[0]).toHaveAttribute('aria-rowindex', String(headerRows + 1));
    await expect(canvas.queryByRole('checkbox', { name: 'Merge manager250@example.com' })).toBeNull();

    // Arrow keys walk past the rows drawn at first: each focused row scrolls into view and the next is drawn.
    canvas.getByRole('checkbox', { name: 'Merge manager001@example.com' }).focus();
    for (let step = 0; step < 60; step += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('checkbox', { name: 'Merge manager061@example.com' })).toHaveFocus();
    await expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', String(headerRows + 61));

    // Tab walks on too: each focused box scrolls into view and the rows after it are drawn.
    canvas.getByRole('checkbox', { name: 'Main manager062@example.com' }).focus();
    for (let step = 0; step < 40; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Main manager082@example.com' })).toHaveFocus();

    const columnWidths = () => Array.from(table.querySelectorAll('thead tr:first-child th'), (th) => th.clientWidth);
    const widthsAtTop = columnWidths();
    const far = await scrollUntil(() => canvas.queryByRole('checkbox', { name: 'Merge manager250@example.com' }));
    // Other rows drawn, same columns: the widths the first rows gave them stay.
    await expect(columnWidths()).toEqual(widthsAtTop);
    await userEvent.click(far);
    await expect(far).toBeChecked();
    await expect(far.closest('tr')).toHaveAttribute('aria-rowindex', String(headerRows + 250));

    // Back at the top, the first row is drawn again. The focused row stays drawn (focus is not lost to the page),
    // and the tick far below was kept.
    window.scrollTo(0, 0);
    const main = await waitFor(() => canvas.getByRole('checkbox', { name: 'Main manager001@example.com' }));
    await expect(far).toHaveFocus();
    await expect(rowsOf(canvasElement).length).toBeLessThan(100);
    await userEvent.click(main);
    await expect(canvas.getByRole('checkbox', { name: 'Merge manager001@example.com' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toBeVisible();
  },
};

interface ServerPage {
  items: LicenseRow[];
  total: number;
}

const allServerRows = makeLicenses(42);

function fetchPage(pageIndex: number, pageSize: number, email: string): Promise<ServerPage> {
  const matching = allServerRows.filter((row) => row.email.includes(email));
  return new Promise((resolve) =>
    setTimeout(
      () =>
        resolve({ items: matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: matching.length }),
      150,
    ),
  );
}

/** Server mode: the caller owns page, page size and filters; the previous page stays while the next loads. */
function ServerGrid(props: DataGridProps<LicenseRow>) {
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const [filters, setFilters] = useState<{ id: string; value: unknown }[]>([]);
  const [page, setPage] = useState<ServerPage>({ items: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const email = String(filters.find((filter) => filter.id === 'email')?.value ?? '');
  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(pagination.pageIndex, pagination.pageSize, email).then((result) => {
      if (!current) return;
      setPage(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [pagination, email]);
  return (
    <DataGrid
      {...props}
      mode="server"
      data={page.items}
      rowCount={page.total}
      loading={loading}
      pagination={pagination}
      onPaginationChange={setPagination}
      columnFilters={filters}
      onColumnFiltersChange={(next) => {
        setFilters(next);
        setPagination((previous) => ({ ...previous, pageIndex: 0 }));
      }}
    />
  );
}

export const ServerSide: Story = {
  args: { columns: columns.map((column) => ({ ...column, enableSorting: false })) },
  render: (args) => <ServerGrid {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    // While page 5 loads, page 1 stays on screen.
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('manager001@example.com');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(2));
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('manager041@example.com');
    await expect(canvas.getByText('41–42 of 42')).toBeVisible();
  },
};

export const OnePage: Story = {
  args: { data: twelve.slice(0, 4) },
  play: async ({ canvas }) => {
    // Four rows fit on the first page of five: no paging control.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    data: [
      {
        ...(twelve[0] as LicenseRow),
        email: 'someone.with.a.really.long.address@subsidiary.example-company.com',
        product: 'Business',
      },
      ...twelve.slice(1, 3),
    ],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { columns: withSelection, defaultRowSelection: { 'lic-2': true } },
};
