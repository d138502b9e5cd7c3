import { describe, expect, it } from 'vitest';
import { chooseRow, selectedRowIds, selectionStateOf, setRowSelected, setRowsSelected } from './data-grid-selection.ts';

describe('given a checkbox selection', () => {
  it('should tick and clear one row, keeping the same object when nothing changes', () => {
    const ticked = setRowSelected({}, 'a', true);
    expect(ticked).toEqual({ a: true });
    expect(setRowSelected(ticked, 'a', true)).toBe(ticked);
    expect(setRowSelected(ticked, 'a', false)).toEqual({});
  });

  it('should tick the rows on the page and leave rows of other pages alone', () => {
    expect(setRowsSelected({ z: true }, ['a', 'b'], true)).toEqual({ z: true, a: true, b: true });
    expect(setRowsSelected({ z: true, a: true }, ['a', 'b'], false)).toEqual({ z: true });
  });

  it.each([
    [0, 2, false],
    [1, 2, 'indeterminate'],
    [2, 2, true],
    [0, 0, false],
  ] as const)('should show the header of %i ticked of %i selectable rows as %s', (ticked, selectable, state) => {
    expect(selectionStateOf(ticked, selectable)).toBe(state);
  });

  it('should list the ticked ids only', () => {
    expect(selectedRowIds({ a: true, b: false, c: true })).toEqual(['a', 'c']);
  });
});

describe('given a single choice beside a selection (MAIN and MERGE)', () => {
  it('should choose a row and take it out of the selection', () => {
    expect(chooseRow(null, { a: true, b: true }, 'a')).toEqual({ choice: 'a', selection: { b: true } });
  });

  it('should clear the choice when the chosen row is ticked again', () => {
    const selection = { b: true };
    expect(chooseRow('a', selection, 'a')).toEqual({ choice: null, selection });
  });

  it('should move the choice to another row, keeping the rest of the selection', () => {
    expect(chooseRow('a', { b: true, c: true }, 'b')).toEqual({ choice: 'b', selection: { c: true } });
  });

  // Spec §4: selecting another main pack resets the merge selection.
  it('should reset the selection when another row is chosen with resetSelection', () => {
    expect(chooseRow('a', { b: true, c: true }, 'b', { resetSelection: true })).toEqual({ choice: 'b', selection: {} });
    expect(chooseRow(null, { b: true, c: true }, 'b', { resetSelection: true })).toEqual({
      choice: 'b',
      selection: { c: true },
    });
  });
});
