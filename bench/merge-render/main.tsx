// The page bench/merge-render.ts builds and loads: the merge screen for the administrator with the number of packs
// in `?rows=`, styled as the console is and wrapped in the providers stories use; it times its first render and
// every click, and exposes the figures on `window.mergeRender`. `?warmup=0` leaves the list's warm-up out.
import '@license-console/ui/styles.css';
import type { License } from '@license-console/domain';
import { MergeLicenses, MergeLicensesWarmup } from '@license-console/features';
import { FakeConsoleProviders, fakePack, fakeUsers } from '@license-console/features/testing';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type ClickResults,
  type RenderTiming,
  renderTimed,
  renderTiming,
  tableRows,
  timeClicks,
} from '../page-timing.tsx';

/** What the page exposes on `window.mergeRender`. */
export interface MergeRenderResults extends ClickResults {
  /** The merge table's rows, as its aria-rowcount counts them (less its header rows), once drawn. */
  rows: number;
  /** Data-grid rows in the DOM then: the table draws only the rows near the viewport. */
  drawnRows: number;
  /** The page's first render, on code that has never run: the license list's first ten packs. */
  cold: RenderTiming;
  /** The merge screen with every pack, mounted afterwards, as it is when the list navigates to it. */
  render: RenderTiming;
}

declare global {
  interface Window {
    mergeRender?: MergeRenderResults;
  }
}

const results: MergeRenderResults = {
  rows: 0,
  drawnRows: 0,
  cold: renderTiming(),
  render: renderTiming(),
  clicks: [],
  presses: [],
  events: [],
};
timeClicks(results);

const rows = Number(new URLSearchParams(location.search).get('rows'));
const licenses = Array.from({ length: rows }, (_, index) => fakePack(index + 1));
const root = createRoot(document.getElementById('root')!);
const providers = (children: ReactNode) => <FakeConsoleProviders>{children}</FakeConsoleProviders>;

/** Renders the merge screen with `packs`, a new mount each time, timed into `into`. */
function show(packs: License[], into: RenderTiming, onDrawn: () => void) {
  const screen = <MergeLicenses user={fakeUsers.administrator} licenses={packs} />;
  renderTimed(root, String(packs.length), into, providers, screen, onDrawn);
}

// The merge screen is reached only from the license list, whose grid (the same table, columns and cells) has
// rendered by then: first a ten-pack screen on cold code; then, as the list does for an administrator, the merge
// screen's warm-up (out of sight, while idle); then, once the page is idle, every pack.
const warmup = new URLSearchParams(location.search).get('warmup') !== '0';
const warmupRoot = createRoot(document.createElement('div'));

function showEveryPack() {
  show(licenses, results.render, () => {
    Object.assign(results, tableRows());
    window.mergeRender = results;
  });
}

show(licenses.slice(0, 10), results.cold, () => {
  if (!warmup) return requestIdleCallback(showEveryPack);
  warmupRoot.render(
    providers(
      <MergeLicensesWarmup
        user={fakeUsers.administrator}
        onDone={() =>
          requestIdleCallback(() => {
            warmupRoot.unmount();
            showEveryPack();
          })
        }
      />,
    ),
  );
});
