import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';

/**
 * From this many rows on a page, the grid draws only the rows in and near the viewport (the merge screen lists
 * 300): mounting and laying out every one of them takes far longer than a frame.
 */
const WINDOWED_FROM = 100;
/** A body row's height before it is measured: one line of text or a badge, with the cell padding and border. */
const ROW_HEIGHT_ESTIMATE = 35;
/** Rows drawn beyond each edge of the viewport, so arrow keys, Tab and short scrolls always find a drawn row. */
const OVERSCAN = 6;

/** A row to draw, and the height of the rows not drawn just above it (0 when the row before it is drawn). */
interface DrawnRow {
  index: number;
  gapBefore: number;
}

interface RowWindow {
  /** Whether only some rows are drawn. */
  windowed: boolean;
  /** The rows to draw, in order. */
  rows: DrawnRow[];
  /** The height, in pixels, of the rows not drawn below the last drawn one. */
  after: number;
  /** A drawn row's ref (the row carries `data-index`): its real height replaces the estimate. */
  measure: (row: HTMLTableRowElement | null) => void;
  /** The table body's ref: where it starts on the page decides which rows the viewport shows. */
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
  /** The table body's focus handlers: the row holding the focus stays drawn, however far the page scrolls. */
  onFocus: (event: React.FocusEvent<HTMLTableSectionElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLTableSectionElement>) => void;
}

const everyRow = (count: number): DrawnRow[] => Array.from({ length: count }, (_, index) => ({ index, gapBefore: 0 }));

/** The `data-index` of the row an element sits in, or null. */
function rowIndexOf(element: EventTarget | null): number | null {
  const row = element instanceof Element ? element.closest('tr[data-index]') : null;
  return row ? Number(row.getAttribute('data-index')) : null;
}

/**
 * Which of `count` body rows to draw as the page scrolls: all of them below WINDOWED_FROM, otherwise those near the
 * viewport plus the one holding the focus, with the height of the others kept so the page scrolls as if every row
 * were there.
 */
function useRowWindow(count: number, keyOf: (index: number) => string): RowWindow {
  const windowed = count >= WINDOWED_FROM;
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  const [bodyTop, setBodyTop] = React.useState(0);
  const [focused, setFocused] = React.useState<number | null>(null);
  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: windowed ? count : 0,
    enabled: windowed,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: bodyTop,
    getItemKey: keyOf,
    rangeExtractor,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  // Content above the table (a heading that wraps, a filter row) moves the body: measured after every render.
  React.useLayoutEffect(() => {
    if (!windowed || !bodyRef.current) return;
    const top = bodyRef.current.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - bodyTop) >= 1) setBodyTop(top);
  });
  const onFocus = (event: React.FocusEvent<HTMLTableSectionElement>) => {
    if (windowed) setFocused(rowIndexOf(event.target));
  };
  const onBlur = (event: React.FocusEvent<HTMLTableSectionElement>) => {
    if (windowed && !event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };
  if (!windowed) {
    return { windowed, rows: everyRow(count), after: 0, measure: noMeasure, bodyRef, onFocus, onBlur };
  }
  let end = bodyTop;
  const rows = virtualizer.getVirtualItems().map((item) => {
    const row = { index: item.index, gapBefore: item.start - end };
    end = item.end;
    return row;
  });
  return {
    windowed,
    rows,
    after: virtualizer.getTotalSize() - (end - bodyTop),
    measure: virtualizer.measureElement,
    bodyRef,
    onFocus,
    onBlur,
  };
}

function noMeasure() {}

/**
 * While rows are windowed, the columns keep the widths the first drawn rows gave them (returned for a `<colgroup>`
 * and a fixed table layout): otherwise each scroll would lay the table out from other rows and shift the columns by a
 * few pixels. `columnsKey` names the columns; the widths are measured again when it changes, when the table's box
 * changes width, and each time the rows become windowed.
 */
function useFrozenColumnWidths(
  windowed: boolean,
  tableRef: React.RefObject<HTMLTableElement | null>,
  columnsKey: string,
): number[] | null {
  const [frozen, setFrozen] = React.useState<{ key: string; widths: number[] } | null>(null);
  const current = windowed && frozen?.key === columnsKey ? frozen.widths : null;
  React.useLayoutEffect(() => {
    if (!windowed) {
      if (frozen) setFrozen(null);
      return;
    }
    if (current) return;
    // The last header row has a cell per column (a grouped header's first row spans several).
    const headerRows = tableRef.current?.querySelectorAll('tr[data-slot="data-grid-header-row"]');
    const cells = headerRows?.[headerRows.length - 1]?.children;
    if (!cells) return;
    setFrozen({ key: columnsKey, widths: Array.from(cells, (cell) => cell.getBoundingClientRect().width) });
  });
  React.useEffect(() => {
    const box = tableRef.current?.parentElement;
    if (!windowed || !box) return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      setFrozen(null);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [windowed, tableRef]);
  return current;
}

export { type DrawnRow, type RowWindow, useFrozenColumnWidths, useRowWindow, WINDOWED_FROM };
