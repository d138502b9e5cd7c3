import { flexRender } from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import type { Header, RowData } from './data-grid-table.ts';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from './icons.tsx';

const dataGridHeaderCellVariants = cva(
  'h-10 border-b border-border bg-muted px-3 text-left align-middle text-caption font-semibold tracking-wide text-foreground uppercase whitespace-nowrap',
);

interface DataGridColumnHeaderProps<TData extends RowData> extends React.ComponentProps<'th'> {
  header: Header<TData>;
}

/** A column's header cell: its title, and a button that cycles the sort when the column sorts (with aria-sort). */
function DataGridColumnHeader<TData extends RowData>({
  header,
  className,
  ...props
}: DataGridColumnHeaderProps<TData>) {
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort();
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      data-slot="data-grid-head"
      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
      className={cn(dataGridHeaderCellVariants(), header.column.columnDef.meta?.headerClassName, className)}
      {...props}
    >
      {canSort ? (
        <button
          type="button"
          data-slot="data-grid-sort"
          onClick={header.column.getToggleSortingHandler()}
          className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded-control px-1 py-0.5 uppercase hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
        >
          {content}
          {sorted === 'asc' ? (
            <ChevronUpIcon className="size-3.5" />
          ) : sorted === 'desc' ? (
            <ChevronDownIcon className="size-3.5" />
          ) : (
            <SortIcon className="size-3.5 text-muted-foreground" />
          )}
        </button>
      ) : (
        content
      )}
    </th>
  );
}

export { DataGridColumnHeader, type DataGridColumnHeaderProps, dataGridHeaderCellVariants };
