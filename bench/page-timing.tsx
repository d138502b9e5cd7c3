// What the render benchmarks' pages (merge-render/, usage-render/) time in the browser, with `performance.now()`:
// a screen's render up to its first frame and to the frame that draws its first table rows, and each click from its
// input to the next frame, with the clicks' Event Timing entries.
import { type ReactNode, useLayoutEffect } from 'react';
import type { Root } from 'react-dom/client';

/** One click on the page: `performance.now()` times, from the input's own time stamp to the next frame. */
export interface ClickTiming {
  /** The click event's time stamp: when the input happened. */
  input: number;
  /** When every click listener had run, React's render and commit of the update included. */
  handled: number;
  /** When the frame after the click was drawn. */
  painted: number;
}

/**
 * From just before `root.render`: when React finished committing the screen, when the next frame was drawn; then
 * when the first table rows were in the page and the frame that drew them (a long list's grid may mount after the
 * screen's first frame, in a transition).
 */
export interface RenderTiming {
  started: number;
  committed: number;
  painted: number;
  /** When the screen's data was answered, for a screen that reads it (0 for one that has it from the start). */
  answered: number;
  rowsCommitted: number;
  rowsPainted: number;
}

/**
 * Every click's timing and every press's (a pointer's button going down: what a menu button opens on), and the Event
 * Timing entries of those of 16 ms or more (their duration rounded to 8 ms).
 */
export interface ClickResults {
  clicks: ClickTiming[];
  presses: ClickTiming[];
  events: { name: string; startTime: number; duration: number }[];
}

/** The inputs the pages time, by their Event Timing name. */
export type TimedInput = 'click' | 'pointerdown';

declare global {
  interface Window {
    /** How many clicks and presses the page has timed up to their next frame. */
    inputsTimed?: Record<TimedInput, number>;
    /** The page's figures, once its big screen is drawn (render-bench.ts waits for them). */
    renderResults?: TableRenderResults;
  }
}

export const renderTiming = (): RenderTiming => ({
  started: 0,
  committed: 0,
  painted: 0,
  answered: 0,
  rowsCommitted: 0,
  rowsPainted: 0,
});

/** The Prioritized Task Scheduling API (Chromium's `scheduler`), not in TypeScript's DOM types yet. */
declare const scheduler: { postTask: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void> };

/**
 * Resolves with the time once the next frame is drawn: a task queued from that frame's requestAnimationFrame runs
 * after its style, layout and paint. The task is of the highest priority ('user-blocking'), so it runs before the
 * ordinary tasks queued earlier (a render React scheduled from an effect, say), which run after the frame too.
 */
export function nextFramePainted(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      void scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
    });
  });
}

/**
 * Times every click and press into `results`: its input time in the capture phase, before anything handles it;
 * `handled` once the event has bubbled to the window, after React's listener on the root and the synchronous render
 * it flushes for a discrete event; then the next frame. Event Timing adds the compositor's presentation.
 */
export function timeClicks(results: ClickResults) {
  // Event Timing's smallest threshold; `durationThreshold` is not in TypeScript's DOM types yet.
  const eventTiming: PerformanceObserverInit & { durationThreshold: number } = {
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  };
  new PerformanceObserver((list) => {
    for (const { name, startTime, duration } of list.getEntries()) {
      if (name === 'click' || name === 'pointerdown') results.events.push({ name, startTime, duration });
    }
  }).observe(eventTiming);
  const timed = { click: 0, pointerdown: 0 };
  window.inputsTimed = timed;
  for (const [type, into] of [
    ['click', results.clicks],
    ['pointerdown', results.presses],
  ] as const) {
    let input = 0;
    window.addEventListener(
      type,
      (event) => {
        input = event.timeStamp;
      },
      { capture: true },
    );
    window.addEventListener(type, () => {
      const timing = { input, handled: performance.now() };
      void nextFramePainted().then((painted) => {
        into.push({ ...timing, painted });
        timed[type] = into.length;
      });
    });
  }
}

/** Its layout effect runs after those of everything under it: the screen is committed. */
function Committed({
  timing,
  onPainted,
  children,
}: {
  timing: RenderTiming;
  onPainted: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    timing.committed = performance.now();
    void nextFramePainted().then((painted) => {
      timing.painted = painted;
      onPainted();
    });
  }, [timing, onPainted]);
  return children;
}

/** Resolves once the page holds table rows: when they were committed, and when their frame was drawn. */
function rowsDrawn(into: RenderTiming): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-slot="data-grid-row"]')) return;
      observer.disconnect();
      into.rowsCommitted = performance.now();
      void nextFramePainted().then((painted) => {
        into.rowsPainted = painted;
        resolve();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Renders `screen` into `root` under `wrap` (the providers, which stay from one render to the next as the console's
 * do when it navigates; the screen under them is new, its `key`), timed into `into`; `onDrawn` once its rows' frame is
 * drawn. Rows are looked for from the first change of the page on: a previous screen's leave in the commit that
 * mounts this one.
 */
export function renderTimed(
  root: Root,
  key: string,
  into: RenderTiming,
  wrap: (children: ReactNode) => ReactNode,
  screen: ReactNode,
  onDrawn: () => void,
) {
  const rows = rowsDrawn(into);
  // A profile of the render up to its rows' frame, taken only when the bench enables the profiler (PROFILE).
  // biome-ignore lint/suspicious/noConsole: console.profile is how a page marks a profile for the DevTools protocol.
  console.profile(`render-${key}`);
  const onPainted = () =>
    void rows.then(() => {
      // biome-ignore lint/suspicious/noConsole: the profile's end (see console.profile above).
      console.profileEnd(`render-${key}`);
      onDrawn();
    });
  into.started = performance.now();
  root.render(
    wrap(
      <Committed key={key} timing={into} onPainted={onPainted}>
        {screen}
      </Committed>,
    ),
  );
}

/**
 * What a render benchmark's page exposes once its big screen is drawn: the screen rendered first on cold code (a small
 * one, as the license list's comes first), the big one mounted afterwards, its table's rows, and every click.
 */
export interface TableRenderResults extends ClickResults {
  /** The table's rows, as its aria-rowcount counts them (less its header rows), once drawn. */
  rows: number;
  /** Data-grid rows in the DOM then: the table draws only the rows near the viewport. */
  drawnRows: number;
  /** The page's first render, on code that has never run: the small screen. */
  cold: RenderTiming;
  /** The big screen, mounted afterwards, as it is when the license list leads to it. */
  render: RenderTiming;
}

/** A page's results before anything is timed; its clicks and presses are timed into them from now on. */
export function tableRenderResults(): TableRenderResults {
  const results: TableRenderResults = {
    rows: 0,
    drawnRows: 0,
    cold: renderTiming(),
    render: renderTiming(),
    clicks: [],
    presses: [],
    events: [],
  };
  timeClicks(results);
  return results;
}

/** The table's rows as its aria-rowcount counts them (less its header rows), and the rows drawn in the page. */
export function tableRows() {
  const table = document.querySelector('[data-slot="data-grid-table"]');
  const rowCount = table?.getAttribute('aria-rowcount');
  const drawnRows = document.querySelectorAll('[data-slot="data-grid-row"]').length;
  const rows = rowCount ? Number(rowCount) - (table?.querySelectorAll('thead tr').length ?? 0) : drawnRows;
  return { rows, drawnRows };
}
