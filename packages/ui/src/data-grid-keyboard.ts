import type * as React from 'react';

/** Arrow keys between cells, Home/End to a row's ends; keys a text box or select needs are left to it. */
function moveCellFocus(event: React.KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key) || event.altKey || event.metaKey || event.ctrlKey) return;
  const target = event.target as HTMLElement;
  // An open menu in a row keeps its keys to itself (DropdownMenuContent stops them), so none arrive from it.
  if (target.matches('input:not([type=checkbox]):not([type=radio]), select, textarea')) return;
  const cell = target.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const cells = Array.from(row.children) as HTMLElement[];
  const column = cells.indexOf(cell);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowLeft') next = cells[column - 1];
  else if (event.key === 'ArrowRight') next = cells[column + 1];
  else if (event.key === 'Home') next = cells[0];
  else if (event.key === 'End') next = cells.at(-1);
  else {
    const sibling = event.key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling;
    // The space kept for rows not drawn is no row to move to.
    if (sibling?.getAttribute('data-slot') !== 'data-grid-spacer') {
      next = sibling?.children[column] as HTMLElement | undefined;
    }
  }
  if (!next) return;
  event.preventDefault();
  // The first control the cell shows: one a narrow screen hides (display: none) takes no focus.
  const focusable = Array.from(
    next.querySelectorAll<HTMLElement>('button, a[href], input, select, [tabindex]:not([tabindex="-1"])'),
  ).find((element) => element.checkVisibility());
  (focusable ?? next).focus();
}

export { moveCellFocus };
