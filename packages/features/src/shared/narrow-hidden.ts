/**
 * Column classes for what a phone leaves out of a list (below the `md` breakpoint), so the row's key text and its
 * actions fit without scrolling sideways.
 */
export const NARROW_HIDDEN = { cellClassName: 'hidden md:table-cell', headerClassName: 'hidden md:table-cell' };
