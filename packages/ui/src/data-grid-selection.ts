/** Selection rules of the DataGrid (checkbox selection and single choice), kept pure so they are tested alone. */

/** Selected row ids, as the grid's table (TanStack's) keeps them: a ticked row's id is there, set to true. */
type RowSelection = Readonly<Record<string, boolean>>;

function selectedRowIds(selection: RowSelection): string[] {
  return Object.keys(selection).filter((id) => selection[id]);
}

function setRowSelected<T extends RowSelection>(selection: T, id: string, selected: boolean): T {
  if (Boolean(selection[id]) === selected) return selection;
  const next: Record<string, boolean> = { ...selection };
  if (selected) next[id] = true;
  else delete next[id];
  return next as T;
}

/** Ticks or clears the given rows (the header checkbox acts on the rows it can see), leaving the others as they are. */
function setRowsSelected<T extends RowSelection>(selection: T, ids: readonly string[], selected: boolean): T {
  let next = selection;
  for (const id of ids) next = setRowSelected(next, id, selected);
  return next;
}

/** The header checkbox's state from `ticked` of `selectable` rows: all ticked, none, or some (indeterminate). */
function selectionStateOf(ticked: number, selectable: number): boolean | 'indeterminate' {
  if (ticked === 0 || selectable === 0) return false;
  return ticked === selectable ? true : 'indeterminate';
}

interface ChoiceChange {
  choice: string | null;
  selection: RowSelection;
}

/**
 * Ticking a row's single-choice box (the merge screen's MAIN) makes it the choice, or clears it when it was one.
 * The chosen row leaves the checkbox selection (a pack is not merged into itself); with `resetSelection` a new
 * choice clears the whole selection (spec §4: selecting another main pack resets the merge selection).
 */
function chooseRow(
  current: string | null,
  selection: RowSelection,
  id: string,
  { resetSelection = false }: { resetSelection?: boolean } = {},
): ChoiceChange {
  if (current === id) return { choice: null, selection };
  if (resetSelection && current !== null) return { choice: id, selection: {} };
  return { choice: id, selection: setRowSelected(selection, id, false) };
}

export {
  type ChoiceChange,
  chooseRow,
  type RowSelection,
  selectedRowIds,
  selectionStateOf,
  setRowSelected,
  setRowsSelected,
};
