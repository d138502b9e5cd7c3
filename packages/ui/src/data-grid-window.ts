import { useWindowVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';

/**
 * From this many rows on a page, the grid draws only the rows in and near the viewport (the merge screen lists
 * 300): mounting and laying out every one of them takes far longer than a frame.
 */
const WINDOWED_FROM = 100;
/** A body row's height before it is measured: one line of text or a badge, with the cell padding and border. */
const ROW_HEIGHT_ESTIMATE = 35;
/** Rows drawn beyond each edge of the viewport, so arrow keys and short scrolls always find a drawn row. */
const OVERSCAN = 6;

interface RowWindow {
  /** Whether only some rows are drawn. */
  windowed: boolean;
  /** The indexes of the rows to draw, in order. */
  indexes: number[];
  /** The height, in pixels, of the rows not drawn above the first drawn one and below the last. */
  before: number;
  after: number;
  /** A drawn row's ref (the row carries `data-index`): its real height replaces the estimate. */
  measure: (row: HTMLTableRowElement | null) => void;
  /** The table body's ref: where it starts on the page decides which rows the viewport shows. */
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
}

const everyRow = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * Which of `count` body rows to draw as the page scrolls: all of them below WINDOWED_FROM, otherwise those near the
 * viewport, with the height of the others kept so the page scrolls as if every row were there.
 */
function useRowWindow(count: number, keyOf: (index: number) => string): RowWindow {
  const windowed = count >= WINDOWED_FROM;
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  const [bodyTop, setBodyTop] = React.useState(0);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: windowed ? count : 0,
    enabled: windowed,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: bodyTop,
    getItemKey: keyOf,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  // Content above the table (a heading that wraps, a filter row) moves the body: measured after every render.
  React.useLayoutEffect(() => {
    if (!windowed || !bodyRef.current) return;
    const top = bodyRef.current.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - bodyTop) >= 1) setBodyTop(top);
  });
  if (!windowed) return { windowed, indexes: everyRow(count), before: 0, after: 0, measure: noMeasure, bodyRef };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    windowed,
    indexes: items.map((item) => item.index),
    before: first ? first.start - bodyTop : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - bodyTop) : 0,
    measure: virtualizer.measureElement,
    bodyRef,
  };
}

function noMeasure() {}

/**
 * While rows are windowed, the columns keep the widths the first drawn rows gave them (returned for a `<colgroup>`
 * and a fixed table layout): otherwise each scroll would lay the table out from other rows and shift the columns by a
 * few pixels. They are measured again when the table's box changes width or the columns change.
 */
function useFrozenColumnWidths(
  windowed: boolean,
  tableRef: React.RefObject<HTMLTableElement | null>,
  columnCount: number,
): number[] | null {
  const [widths, setWidths] = React.useState<number[] | null>(null);
  const frozen = windowed && widths?.length === columnCount ? widths : null;
  React.useLayoutEffect(() => {
    const cells = tableRef.current?.tHead?.rows[0]?.cells;
    if (!windowed || frozen || !cells) return;
    setWidths(Array.from(cells, (cell) => cell.getBoundingClientRect().width));
  });
  React.useEffect(() => {
    const box = tableRef.current?.parentElement;
    if (!windowed || !box) return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      setWidths(null);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [windowed, tableRef]);
  return frozen;
}

export { type RowWindow, useFrozenColumnWidths, useRowWindow, WINDOWED_FROM };
