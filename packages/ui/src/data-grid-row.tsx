import { flexRender } from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';
import type { Row, RowData, Table } from './data-grid-table.ts';

const dataGridRowVariants = cva(
  'group/row hover:bg-muted/60 data-[state=selected]:bg-info-subtle aria-[current=true]:bg-warning-subtle aria-[current=true]:hover:bg-warning-subtle',
);
/**
 * The row actions' column below `md`: it stays at the box's right edge while the other columns scroll under it, so a
 * row's menu is always in reach on a phone; a shade on its left says columns pass beneath while some are hidden.
 */
const stickyActions = [
  'max-md:sticky max-md:right-0 max-md:z-[1]',
  // The shade the box's edge would carry (a cell in a collapsed-border table draws no box-shadow).
  'max-md:before:pointer-events-none max-md:before:absolute max-md:before:inset-y-0 max-md:before:right-full',
  'max-md:before:w-6 max-md:before:bg-linear-to-l max-md:before:from-foreground/15 max-md:before:to-transparent',
  'max-md:before:hidden max-md:group-data-[more-end]/grid-scroll:before:block',
].join(' ');

/**
 * A sticky cell's own background (the columns pass beneath it), in its row's tint when the row is hovered, ticked or
 * just changed, in the same order of precedence as the row's; opaque, so the hover's translucent grey is mixed with
 * the surface it lies on.
 */
const stickyActionsBackground = [
  'max-md:bg-surface max-md:group-hover/row:bg-[color-mix(in_srgb,var(--color-muted)_60%,var(--color-surface))]',
  'max-md:group-data-[state=selected]/row:bg-info-subtle max-md:group-aria-[current=true]/row:bg-warning-subtle',
].join(' ');

const dataGridCellVariants = cva(
  'border-b border-border px-3 py-2 align-middle text-body focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
);

interface DataGridRowProps<TData extends RowData> extends React.ComponentProps<'tr'> {
  table: Table<TData>;
  row: Row<TData>;
  /** Buttons or a menu for the row, in a last cell. */
  rowActions?: ((row: TData) => React.ReactNode) | undefined;
  /** The row's height in pixels, its cells held to one line; its content's height when absent. */
  fixedHeight?: number | undefined;
}

interface MemoizedRowProps<TData extends RowData> extends Omit<DataGridRowProps<TData>, 'ref' | 'table'> {
  rowRef: React.Ref<HTMLTableRowElement> | undefined;
  selected: boolean;
  chosen: boolean;
  /** The row's item: a new item (the same id, new values) redraws the row, whose object TanStack may keep. */
  original: TData;
  /** The columns (a new list when the columns change, which redraws every row). */
  columns: Table<TData>['options']['columns'];
}

/**
 * One body row: a cell per visible column, then the row actions. It redraws when its row (data), its selection or
 * choice state, the columns, the row actions or its attributes change, so ticking one box in 300 rows redraws one row.
 */
function DataGridRow<TData extends RowData>({ table, row, ref, ...props }: DataGridRowProps<TData>) {
  return (
    <MemoizedRow
      row={row}
      original={row.original}
      rowRef={ref}
      selected={row.getIsSelected()}
      chosen={table.options.meta?.choice === row.id}
      columns={table.options.columns}
      {...props}
    />
  );
}

/**
 * The row's cells, drawn from the row alone: its cells' contexts carry the table as it is now (the choice, the
 * selection), so a row whose own state did not change need not redraw when another's does.
 */
function MemoizedRowImpl<TData extends RowData>({
  row,
  original,
  rowRef,
  selected,
  chosen,
  rowActions,
  fixedHeight,
  className,
  ...props
}: MemoizedRowProps<TData>) {
  return (
    <tr
      ref={rowRef}
      data-slot="data-grid-row"
      data-state={selected || chosen ? 'selected' : undefined}
      className={cn(dataGridRowVariants(), className)}
      style={fixedHeight === undefined ? undefined : { height: fixedHeight }}
      {...props}
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.column.id}
          data-slot="data-grid-cell"
          tabIndex={-1}
          className={cn(
            dataGridCellVariants(),
            fixedHeight !== undefined && 'whitespace-nowrap',
            cell.column.columnDef.meta?.cellClassName,
          )}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
      {rowActions ? (
        <td
          data-slot="data-grid-cell"
          tabIndex={-1}
          className={cn(dataGridCellVariants(), 'py-1', stickyActions, stickyActionsBackground)}
        >
          <div data-slot="data-grid-row-actions" className="flex items-center justify-end gap-1">
            {rowActions(original)}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

const MemoizedRow = React.memo(MemoizedRowImpl) as typeof MemoizedRowImpl;

/** The height of rows not drawn, between drawn ones or at either end; hidden from screen readers. */
function DataGridSpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row with nothing focusable in it; it only keeps space.
    <tr data-slot="data-grid-spacer" aria-hidden="true">
      <td data-slot="data-grid-spacer-cell" colSpan={columnCount} className="p-0" style={{ height }} />
    </tr>
  );
}

export {
  DataGridRow,
  type DataGridRowProps,
  DataGridSpacerRow,
  dataGridCellVariants,
  dataGridRowVariants,
  stickyActions,
};
