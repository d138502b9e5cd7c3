import type { Range, Virtualizer as VirtualizerOf, VirtualizerOptions } from '@tanstack/virtual-core';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { lateModule } from './late-module.ts';

/**
 * From this many rows on a page, the grid draws only the rows in and near the viewport (the merge screen lists
 * 300): mounting and laying out every one of them takes far longer than a frame.
 */
const WINDOWED_FROM = 100;
/**
 * A body row's height before it is measured: one line of text or a badge, with the cell padding and border. Rows
 * held to one line (`fixedRowHeight`) are this tall and never measured.
 */
const ROW_HEIGHT = 35;
/**
 * Rows drawn beyond each edge of the viewport, so arrow keys, Tab and short scrolls always find a drawn row. Not in
 * the grid's first frame, which draws the rows the viewport can show: those beyond its edges follow once it is drawn
 * (each row drawn for the first time costs milliseconds of script, style and layout), with the virtualizer.
 */
const OVERSCAN = 6;

/** The virtualizer's code (TanStack Virtual's core), which only a windowed grid needs: most pages never load it. */
type VirtualCore = typeof import('@tanstack/virtual-core');
type Virtualizer = VirtualizerOf<Element | Window, HTMLTableRowElement>;

const virtualCore = lateModule<VirtualCore>(() => import('@tanstack/virtual-core'));

/**
 * Loads the virtualizer's code once (a failed load is tried again on the next call). A screen that will window its
 * rows calls it early, while idle, so the code is there by the grid's second frame, where the virtualizer attaches.
 */
function loadRowWindow(): Promise<VirtualCore> {
  return virtualCore.load();
}

/**
 * The virtualizer's code once `needed`: null while it loads, 'failed' when it could not be fetched. Its arrival
 * draws the grid again only when `waiting` says the rows wait for it; otherwise the grid's next render picks it up.
 */
function useVirtualCore(needed: boolean, waiting: () => boolean): VirtualCore | 'failed' | null {
  const [failed, setFailed] = React.useState(false);
  const [, arrived] = React.useReducer((count: number) => count + 1, 0);
  const isWaiting = React.useEffectEvent(waiting);
  // What this render drew with: the code may arrive between the render and this effect.
  const seen = virtualCore.current;
  React.useEffect(() => {
    if (!needed) return;
    if (virtualCore.current) {
      if (!seen && isWaiting()) arrived();
      return;
    }
    let gone = false;
    loadRowWindow().then(
      () => !gone && isWaiting() && arrived(),
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
    };
  }, [needed]);
  return failed ? 'failed' : seen;
}

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

/**
 * A drawn row's height from the ResizeObserver, which reports it after the frame's layout. When the row is first
 * drawn there is no report yet: its last known height, or ROW_HEIGHT, stands until the report (the virtualizer's
 * default reads the row's height there and then, which lays out every new row before the frame does). Only a
 * virtualizer calls it, so the virtualizer's code is loaded by then.
 */
function rowHeight(row: HTMLTableRowElement, entry: ResizeObserverEntry | undefined, virtualizer: Virtualizer): number {
  if (entry) return virtualCore.current!.measureElement(row, entry, virtualizer);
  return virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(virtualizer.indexFromElement(row))) ?? ROW_HEIGHT;
}

const everyRow = (count: number): DrawnRow[] => Array.from({ length: count }, (_, index) => ({ index, gapBefore: 0 }));

/** The `data-index` of the row an element sits in, or null. */
function rowIndexOf(element: EventTarget | null): number | null {
  const row = element instanceof Element ? element.closest('tr[data-index]') : null;
  return row ? Number(row.getAttribute('data-index')) : null;
}

/**
 * TanStack Virtual's virtualizer, as its React adapter makes it, from code loaded on demand: null until `loaded` is
 * here. `optionsOf` gives the options on every render, with the re-render to call when the virtualizer changes (at
 * once when the change is a scroll, unless it comes from measuring a row in the commit).
 */
function useVirtualizer(
  loaded: VirtualCore | null,
  optionsOf: (
    core: VirtualCore,
    rerender: (instance: Virtualizer, sync: boolean) => void,
  ) => VirtualizerOptions<Element | Window, HTMLTableRowElement>,
): Virtualizer | null {
  const [, rerender] = React.useReducer((version: number) => version + 1, 0);
  const measuring = React.useRef(false);
  const instance = React.useRef<Virtualizer | null>(null);
  if (loaded) {
    const options = optionsOf(loaded, (_, sync) => {
      if (sync && !measuring.current) flushSync(rerender);
      else rerender();
    });
    if (!instance.current) {
      const virtualizer = new loaded.Virtualizer(options);
      const measure = virtualizer.measureElement;
      virtualizer.measureElement = (row) => {
        measuring.current = true;
        try {
          measure(row);
        } finally {
          measuring.current = false;
        }
      };
      instance.current = virtualizer;
    }
    instance.current.setOptions(options);
  }
  const virtualizer = instance.current;
  React.useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  React.useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });
  return virtualizer;
}

/** The box the rows scroll in, when not the page: the grid's own region, with its height before it is laid out. */
interface RowScrollBox {
  ref: React.RefObject<HTMLElement | null>;
  initialHeight: number;
}

/**
 * Which of `count` body rows to draw as the page (or `box`, when the rows scroll inside the grid) scrolls: all of
 * them below WINDOWED_FROM, otherwise those near the viewport plus the one holding the focus, with the height of the
 * others kept so it scrolls as if every row were there. With `fixedRowHeight` every row is ROW_HEIGHT tall and none
 * is measured. `initialTop`, where the grid starts in the viewport when the caller knows it, stands for where the body
 * starts in the first frame, so that frame's rows are drawn without reading the layout.
 */
function useRowWindow(
  count: number,
  keyOf: (index: number) => string,
  box?: RowScrollBox,
  fixedRowHeight = false,
  initialTop?: number,
): RowWindow {
  const windowed = count >= WINDOWED_FROM;
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  // Where the body starts on the page (or in the box), for the virtualizer: null until the rows' first frame, in
  // which it is read. Before that frame, `firstTop` places the first rows: where the body starts in the viewport (or
  // box), read once in the commit that first has no rows to draw, before any row is drawn (the layout it takes is
  // the new screen's without its rows, which the frame would take anyway); then only the rows below it are drawn.
  const [bodyTop, setBodyTop] = React.useState<number | null>(null);
  // `initialTop` is where the grid starts in the viewport: it stands only for a page-scrolled grid windowed from its
  // first render (a box's rows start from the box's top; a grid windowed later reads where it is).
  const [firstTop, setFirstTop] = React.useState<number | null>(() =>
    box === undefined && windowed ? (initialTop ?? null) : null,
  );
  const [focused, setFocused] = React.useState<number | null>(null);
  // Whether the rows' first frame is drawn (`bodyTop` read), so that only the virtualizer's code is missing.
  const firstFrameDrawn = React.useRef(false);
  const core = useVirtualCore(windowed, () => firstFrameDrawn.current);
  const loaded = core === 'failed' ? null : core;
  const viewportHeight = box ? box.initialHeight : typeof window === 'undefined' ? 0 : window.innerHeight;
  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const indexes = loaded ? loaded.defaultRangeExtractor(range) : [];
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused, loaded],
  );
  // The virtualizer takes over from the second frame on, once its code is here: attached in the commit, it would
  // scroll the page (or box) to its start, which lays the new screen out there and then, and measure every row's place.
  const attached = windowed && bodyTop !== null && loaded !== null;
  const virtualizer = useVirtualizer(loaded, (code, rerender) => {
    const shared = {
      count: attached ? count : 0,
      enabled: attached,
      estimateSize: () => ROW_HEIGHT,
      measureElement: rowHeight,
      overscan: OVERSCAN,
      scrollMargin: bodyTop ?? 0,
      getItemKey: keyOf,
      rangeExtractor,
      onChange: rerender,
    };
    if (box) {
      return {
        ...shared,
        getScrollElement: () => box.ref.current,
        observeElementRect: code.observeElementRect,
        observeElementOffset: code.observeElementOffset,
        scrollToFn: code.elementScroll,
        initialOffset: () => box.ref.current?.scrollTop ?? 0,
        initialRect: { width: 0, height: viewportHeight },
      } as VirtualizerOptions<Element | Window, HTMLTableRowElement>;
    }
    // Attached where the page is: the virtualizer's own start (0) would scroll it to the top.
    return {
      ...shared,
      getScrollElement: () => window,
      observeElementRect: code.observeWindowRect,
      observeElementOffset: code.observeWindowOffset,
      scrollToFn: code.windowScroll,
      initialOffset: () => window.scrollY,
      initialRect: { width: window.innerWidth, height: viewportHeight },
    } as VirtualizerOptions<Element | Window, HTMLTableRowElement>;
  });
  /** Where the body starts below the top of the viewport (or box). */
  const bodyTopInView = (body: HTMLTableSectionElement) =>
    body.getBoundingClientRect().top - (box?.ref.current?.getBoundingClientRect().top ?? 0);
  // Content above the body (a heading that wraps, a filter row) moves it: measured from the top of the page, or of
  // the box's scrolled content, after the first frame, then after every render.
  const placeBody = () => {
    const body = bodyRef.current;
    if (!windowed || !body) return;
    const scroller = box?.ref.current;
    const top = bodyTopInView(body) + (scroller ? scroller.scrollTop : window.scrollY);
    if (bodyTop === null || Math.abs(top - bodyTop) >= 1) setBodyTop(top);
  };
  React.useLayoutEffect(() => {
    firstFrameDrawn.current = bodyTop !== null;
    if (bodyTop !== null) placeBody();
    else if (windowed && firstTop === null && bodyRef.current) setFirstTop(Math.max(0, bodyTopInView(bodyRef.current)));
  });
  React.useEffect(() => {
    if (bodyTop !== null) return;
    const frame = requestAnimationFrame(placeBody);
    return () => cancelAnimationFrame(frame);
  });
  const onFocus = (event: React.FocusEvent<HTMLTableSectionElement>) => {
    if (windowed) setFocused(rowIndexOf(event.target));
  };
  const onBlur = (event: React.FocusEvent<HTMLTableSectionElement>) => {
    if (windowed && !event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };
  // Every row when few, or when the virtualizer's code could not be fetched (slower, but nothing is missing).
  if (!windowed || core === 'failed') {
    return { windowed: false, rows: everyRow(count), after: 0, measure: noMeasure, bodyRef, onFocus, onBlur };
  }
  if (!attached || !virtualizer) {
    // The first frame: the rows the viewport (or box) shows below where the body starts; the others' height below.
    const shown =
      firstTop === null ? 0 : Math.min(count, Math.ceil(Math.max(0, viewportHeight - firstTop) / ROW_HEIGHT));
    return {
      windowed,
      rows: everyRow(shown),
      after: (count - shown) * ROW_HEIGHT,
      measure: noMeasure,
      bodyRef,
      onFocus,
      onBlur,
    };
  }
  const top = bodyTop;
  let end = top;
  const rows = virtualizer.getVirtualItems().map((item) => {
    const row = { index: item.index, gapBefore: item.start - end };
    end = item.end;
    return row;
  });
  return {
    windowed,
    rows,
    after: virtualizer.getTotalSize() - (end - top),
    measure: fixedRowHeight ? noMeasure : virtualizer.measureElement,
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
 * changes width, and each time the rows become windowed: in the frame that first draws them, whose layout gives the
 * widths (read in the commit, they would lay the new table out there and then, and again once fixed).
 */
function useFrozenColumnWidths(
  windowed: boolean,
  tableRef: React.RefObject<HTMLTableElement | null>,
  columnsKey: string,
): number[] | null {
  const [frozen, setFrozen] = React.useState<{ key: string; widths: number[] } | null>(null);
  const current = windowed && frozen?.key === columnsKey ? frozen.widths : null;
  React.useEffect(() => {
    if (!windowed) {
      if (frozen) setFrozen(null);
      return;
    }
    if (current) return;
    const frame = requestAnimationFrame(() => {
      // The last header row has a cell per column (a grouped header's first row spans several).
      const headerRows = tableRef.current?.querySelectorAll('tr[data-slot="data-grid-header-row"]');
      const cells = headerRows?.[headerRows.length - 1]?.children;
      if (!cells) return;
      setFrozen({ key: columnsKey, widths: Array.from(cells, (cell) => cell.getBoundingClientRect().width) });
    });
    return () => cancelAnimationFrame(frame);
  });
  React.useEffect(() => {
    const box = tableRef.current?.parentElement;
    if (!windowed || !box) return;
    // Read in the observer's first report, after the frame's layout: read here, it would lay the page out at once.
    let width: number | null = null;
    const observer = new ResizeObserver(() => {
      const seen = width;
      width = box.clientWidth;
      if (seen !== null && width !== seen) setFrozen(null);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [windowed, tableRef]);
  return current;
}

export {
  type DrawnRow,
  loadRowWindow,
  ROW_HEIGHT,
  type RowScrollBox,
  type RowWindow,
  useFrozenColumnWidths,
  useRowWindow,
  WINDOWED_FROM,
};
