// The page bench/merge-render.ts builds and loads: the merge screen for the administrator with the number of packs
// in `?rows=`, styled as the console is and wrapped in the providers stories use; it times its first render and
// every click, and exposes the figures on `window.mergeRender`.
import '@license-console/ui/styles.css';
import type { License } from '@license-console/domain';
import { MergeLicenses } from '@license-console/features';
import { FakeConsoleProviders, fakePack, fakeUsers } from '@license-console/features/testing';
import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** One click on the page: `performance.now()` times, from the input's own time stamp to the next frame. */
export interface ClickTiming {
  /** The click event's time stamp: when the input happened. */
  input: number;
  /** When every click listener had run, React's render and commit of the update included. */
  handled: number;
  /** When the frame after the click was drawn. */
  painted: number;
}

/** From just before `root.render`: when React finished committing the tree, when the next frame was drawn. */
export interface RenderTiming {
  started: number;
  committed: number;
  painted: number;
}

/** What the page exposes on `window.mergeRender`. */
export interface MergeRenderResults {
  /** The merge table's rows, as its aria-rowcount counts them (less its header rows), once drawn. */
  rows: number;
  /** Data-grid rows in the DOM then: the table draws only the rows near the viewport. */
  drawnRows: number;
  /** The page's first render, on code that has never run: the license list's first ten packs. */
  cold: RenderTiming;
  /** The merge screen with every pack, mounted afterwards, as it is when the list navigates to it. */
  render: RenderTiming;
  clicks: ClickTiming[];
  /**
   * Event Timing entries of the clicks, from input to the next frame presented: only those of 16 ms or more are
   * reported, their duration rounded to 8 ms.
   */
  events: { startTime: number; duration: number }[];
}

declare global {
  interface Window {
    mergeRender?: MergeRenderResults;
  }
}

/**
 * Resolves with the time once the next frame is drawn: a task queued from that frame's requestAnimationFrame runs
 * after its style, layout and paint.
 */
function nextFramePainted(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

const timing = (): RenderTiming => ({ started: 0, committed: 0, painted: 0 });
const results: MergeRenderResults = { rows: 0, drawnRows: 0, cold: timing(), render: timing(), clicks: [], events: [] };

// Event Timing's smallest threshold; `durationThreshold` is not in TypeScript's DOM types yet.
const eventTiming: PerformanceObserverInit & { durationThreshold: number } = {
  type: 'event',
  durationThreshold: 16,
  buffered: true,
};
new PerformanceObserver((list) => {
  for (const { name, startTime, duration } of list.getEntries()) {
    if (name === 'click') results.events.push({ startTime, duration });
  }
}).observe(eventTiming);

// A click's input time in the capture phase, before anything handles it; `handled` once the event has bubbled
// to the window, after React's listener on the root and the synchronous render it flushes for a discrete event.
let input = 0;
window.addEventListener(
  'click',
  (event) => {
    input = event.timeStamp;
  },
  { capture: true },
);
window.addEventListener('click', () => {
  const click = { input, handled: performance.now() };
  void nextFramePainted().then((painted) => results.clicks.push({ ...click, painted }));
});

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

const rows = Number(new URLSearchParams(location.search).get('rows'));
const licenses = Array.from({ length: rows }, (_, index) => fakePack(index + 1));
const root = createRoot(document.getElementById('root')!);

/** Renders the merge screen with `packs`, a new mount each time (its key), timed into `into`. */
function show(packs: License[], into: RenderTiming, onPainted: () => void) {
  into.started = performance.now();
  // The providers stay, as the console's do when it navigates; the screen under them is new.
  root.render(
    <FakeConsoleProviders>
      <Committed key={packs.length} timing={into} onPainted={onPainted}>
        <MergeLicenses user={fakeUsers.administrator} licenses={packs} />
      </Committed>
    </FakeConsoleProviders>,
  );
}

// The merge screen is reached only from the license list, whose grid (the same table, columns and cells) has
// rendered by then: first a ten-pack screen on cold code, then, once the page is idle, every pack.
show(licenses.slice(0, 10), results.cold, () =>
  requestIdleCallback(() =>
    show(licenses, results.render, () => {
      const table = document.querySelector('[data-slot="data-grid-table"]');
      const rowCount = table?.getAttribute('aria-rowcount');
      results.drawnRows = document.querySelectorAll('[data-slot="data-grid-row"]').length;
      results.rows = rowCount
        ? Number(rowCount) - (table?.querySelectorAll('thead tr').length ?? 0)
        : results.drawnRows;
      window.mergeRender = results;
    }),
  ),
);
