import { Checkbox } from './checkbox.tsx';
import { selectionStateOf, setRowSelected, setRowsSelected } from './data-grid-selection.ts';
import type { DataGridColumn, Row, RowData, Table } from './data-grid-table.ts';

interface SelectionColumnOptions<TData extends RowData> {
  /** The column's header (MERGE, say); also the start of each row checkbox's accessible name. */
  header: string;
  /** Rows that may not be ticked (the chosen row never may). */
  isRowSelectable?: (row: TData) => boolean;
  /** Whether the header carries a box that ticks every selectable row on the page (default true). */
  selectAll?: boolean;
  id?: string;
}

interface ChoiceColumnOptions<TData extends RowData> {
  /** The column's header (MAIN, say); also the start of each row checkbox's accessible name. */
  header: string;
  isRowChoosable?: (row: TData) => boolean;
  /** Spec §4: choosing another row clears the checkbox selection. */
  resetSelectionOnChange?: boolean;
  id?: string;
}

/** Words naming a row after a column's header in its checkbox's label. */
function rowName<TData extends RowData>(table: Table<TData>, row: Row<TData>): string {
  return table.options.meta?.rowLabel?.(row as unknown as { original: never; index: number }) ?? `row ${row.index + 1}`;
}

/**
 * A column of checkboxes that tick rows into the grid's row selection (`rowSelection` of the grid or its state
 * hook), with a header box for every selectable row on the page unless `selectAll` is false.
 */
function selectionColumn<TData extends RowData>({
  header,
  isRowSelectable,
  selectAll = true,
  id = 'selection',
}: SelectionColumnOptions<TData>): DataGridColumn<TData> {
  const canSelect = (table: Table<TData>, row: Row<TData>) =>
    row.id !== table.options.meta?.choice && (isRowSelectable?.(row.original) ?? true);
  return {
    id,
    enableSorting: false,
    meta: { headerClassName: 'w-px' },
    header: selectAll
      ? ({ table }) => {
          // Counted without a list of ids: the header draws with every change, over thousands of rows on a big page.
          const selection = table.atoms.rowSelection.get();
          const rows = table.getRowModel().rows;
          const someTicked = Object.keys(selection).length > 0;
          const everyRowSelectable = !isRowSelectable && table.options.meta?.choice == null;
          let selectable = 0;
          let ticked = 0;
          if (everyRowSelectable && !someTicked) selectable = rows.length;
          else {
            for (const row of rows) {
              if (!canSelect(table, row)) continue;
              selectable += 1;
              if (selection[row.id]) ticked += 1;
            }
          }
          const state = selectionStateOf(ticked, selectable);
          const selectableIds = () =>
            table
              .getRowModel()
              .rows.filter((row) => canSelect(table, row))
              .map((row) => row.id);
          return (
            <span className="inline-flex items-center gap-2">
              <Checkbox
                data-slot="data-grid-select-all"
                className="align-middle"
                aria-label={`${header}: all rows on this page`}
                checked={state === true}
                ref={(element) => {
                  if (element) element.indeterminate = state === 'indeterminate';
                }}
                disabled={selectable === 0}
                onCheckedChange={(checked) => {
                  const ids = selectableIds();
                  table.setRowSelection((current) => setRowsSelected(current, ids, checked));
                }}
              />
              {header}
            </span>
          );
        }
      : header,
    cell: ({ table, row }) => {
      const selectable = canSelect(table, row);
      return (
        <Checkbox
          data-slot="data-grid-select-row"
          className="align-middle"
          aria-label={`${header} ${rowName(table, row)}`}
          checked={row.getIsSelected() && selectable}
          disabled={!selectable}
          onCheckedChange={(checked) =>
            table.setRowSelection((selection) => setRowSelected(selection, row.id, checked))
          }
        />
      );
    },
  };
}

/**
 * A column of single-choice checkboxes (the merge screen's MAIN): ticking one makes its row the grid's `choice`
 * and takes it out of the row selection; ticking it again clears the choice.
 */
function choiceColumn<TData extends RowData>({
  header,
  isRowChoosable,
  resetSelectionOnChange = false,
  id = 'choice',
}: ChoiceColumnOptions<TData>): DataGridColumn<TData> {
  return {
    id,
    enableSorting: false,
    meta: { headerClassName: 'w-px' },
    header,
    cell: ({ table, row }) => (
      <Checkbox
        data-slot="data-grid-choose-row"
        className="align-middle"
        aria-label={`${header} ${rowName(table, row)}`}
        checked={table.options.meta?.choice === row.id}
        disabled={!(isRowChoosable?.(row.original) ?? true)}
        onCheckedChange={() => table.options.meta?.chooseRow?.(row.id, { resetSelection: resetSelectionOnChange })}
      />
    ),
  };
}

export { type ChoiceColumnOptions, choiceColumn, type SelectionColumnOptions, selectionColumn };
