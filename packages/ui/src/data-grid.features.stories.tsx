import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  columns,
  type LicenseGrid,
  type LicenseRow,
  licenseGridMeta,
  MergeGrid,
  makeLicenses,
  rowsOf,
  scrollUntil,
  threeHundred,
  twelve,
  withSelection,
} from './data-grid.fixtures.tsx';
import { ServerDataGrid, type ServerDataGridProps } from './data-grid.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';
import { IconButton } from './icon-button.tsx';
import { MoreIcon } from './icons.tsx';
import { phoneStory } from './story-viewports.ts';

const meta = { ...licenseGridMeta, title: 'UI/DataGrid/Features' } satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const OnePage: Story = {
  args: { data: twelve.slice(0, 4) },
  play: async ({ canvas }) => {
    // Four rows fit on the first page of five: no paging control.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
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

/**
 * Server mode (ServerDataGrid): the caller owns page, page size and filters; the previous page stays while the next
 * loads.
 */
function ServerGrid(props: ServerDataGridProps<LicenseRow>) {
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
    <ServerDataGrid
      {...props}
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
    // The menu's keys are its own, even those it does not use: the grid around it moves no focus.
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for manager003@example.com' }));
    const reopened = await within(document.body).findByRole('menu');
    await expect(reopened).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(reopened).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(within(reopened).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  },
};

/**
 * On a phone the table scrolls sideways under its row actions: their column keeps to the box's right edge, with the
 * edge's shade on its left while columns are hidden beneath, and the arrow keys reach it from any cell.
 */
export const RowActionsPhone: Story = {
  ...phoneStory,
  args: {
    data: twelve.slice(0, 3),
    rowActions: (row: LicenseRow) => (
      <IconButton
        size="sm"
        label={`More actions for ${row.email}`}
        icon={<MoreIcon />}
        onClick={() => actions(row.id)}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const box = canvasElement.querySelector<HTMLElement>('[data-slot=data-grid-scroll]')!;
    const button = canvas.getByRole('button', { name: 'More actions for manager001@example.com' });
    const cell = button.closest('td')!;
    await waitFor(() => expect(box.scrollWidth).toBeGreaterThan(box.clientWidth));
    await expect(getComputedStyle(cell).position).toBe('sticky');
    await waitFor(() => expect(getComputedStyle(cell, '::before').display).toBe('block'));
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
    button.closest('tr')!.querySelector('td')!.focus();
    await userEvent.keyboard('{End}');
    await expect(button).toHaveFocus();
    // Scrolled to the end, nothing is hidden beneath it: no shade.
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(getComputedStyle(cell, '::before').display).toBe('none'));
  },
};

/**
 * Spec §4: the merge screen lists up to 300 packs on one page. The grid draws the rows near the viewport, tells
 * screen readers the whole count and each row's place, and draws more as the page scrolls; a tick far down stays.
 * Walks through it with the keyboard are in data-grid.dev.stories.tsx.
 */
export const ThreeHundredRows: Story = {
  args: { data: threeHundred, pageSizeOptions: [300] },
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

    const far = await scrollUntil(() => canvas.queryByRole('checkbox', { name: 'Merge manager250@example.com' }));
    await userEvent.click(far);
    await expect(far).toBeChecked();
    await expect(far.closest('tr')).toHaveAttribute('aria-rowindex', String(headerRows + 250));

    // Back at the top, the first row is drawn again, and the tick far below was kept: MAIN and MERGE are both set.
    window.scrollTo(0, 0);
    const main = await waitFor(() => canvas.getByRole('checkbox', { name: 'Main manager001@example.com' }));
    await expect(rowsOf(canvasElement).length).toBeLessThan(100);
    await userEvent.click(main);
    await expect(canvas.getByRole('checkbox', { name: 'Merge manager001@example.com' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toBeVisible();
  },
};

const thousand = makeLicenses(1000);

/**
 * A height of its own (a table in a dialog, where the page does not scroll): the rows scroll inside the grid under a
 * header that stays, windowed against that box; Tab and the arrow keys reach rows never drawn at first.
 */
export const ScrollsInItsBox: Story = {
  args: { data: thousand, pageSizeOptions: [1000], pagination: { pageIndex: 0, pageSize: 1000 }, maxHeight: 320 },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    const headerRows = table.querySelectorAll('thead tr').length;
    await expect(table).toHaveAttribute('aria-rowcount', String(headerRows + 1000));
    const box = canvasElement.querySelector('[data-slot="data-grid-scroll"]') as HTMLElement;
    await expect(box.clientHeight).toBeLessThanOrEqual(320);
    await expect(rowsOf(canvasElement).length).toBeLessThan(40);
    await expect(canvas.getByRole('cell', { name: 'manager001@example.com' })).toBeVisible();

    // The page stays where it is; the box scrolls, and its rows are drawn as they come into it.
    box.scrollTop = box.scrollHeight;
    const last = await canvas.findByRole('cell', { name: 'manager1000@example.com' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', String(headerRows + 1000));
    await expect(window.scrollY).toBe(0);
    await expect(rowsOf(canvasElement).length).toBeLessThan(40);
    const header = canvas.getAllByRole('columnheader')[0]!;
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.getBoundingClientRect().top);
    await expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(last.getBoundingClientRect().top);

    // Back at the top, an arrow key walks past the rows drawn at first.
    box.scrollTop = 0;
    const first = await canvas.findByRole('cell', { name: 'manager001@example.com' });
    first.focus();
    for (let step = 0; step < 30; step += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('manager031@example.com');
    await expect(window.scrollY).toBe(0);
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
