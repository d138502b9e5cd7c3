// What the DataGrid's three story files share: rows, columns, the grids they draw and the helpers of their plays.
import type { Meta } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { within } from 'storybook/test';
import { Badge, licenseBadgeVariant } from './badge.tsx';
import { Button } from './button.tsx';
import { DataGrid, type DataGridProps } from './data-grid.tsx';
import { choiceColumn, selectionColumn } from './data-grid-columns.tsx';
import type { DataGridColumn } from './data-grid-table.ts';

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

/** What every story of the grid starts from: twelve license packs, five to a page. */
const licenseGridMeta = {
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

const rowsOf = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-slot') === 'data-grid-row');

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

/** Spec §4: 300 packs on one page; the last hundred are large, their #USERS wider than any drawn at the top. */
const threeHundred = makeLicenses(300).map((row, index) =>
  index < 200 ? row : { ...row, users: `${index * 7}/${index * 20}` },
);

export {
  columns,
  LicenseGrid,
  type LicenseRow,
  licenseGridMeta,
  MergeGrid,
  makeLicenses,
  rowsOf,
  scrollUntil,
  threeHundred,
  twelve,
  withSelection,
};
