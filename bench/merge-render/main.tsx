// The page bench/merge-render.ts builds and loads: the merge screen for the administrator with the number of packs
// in `?rows=`, styled as the console is and wrapped in the providers stories use; it times its first render and
// every click, and exposes the figures on `window.renderResults`. `?warmup=0` leaves the list's warm-up out.
import '@license-console/ui/styles.css';
import type { License } from '@license-console/domain';
import { MergeLicenses, MergeLicensesWarmup } from '@license-console/features';
import { FakeConsoleProviders, fakePack, fakeUsers } from '@license-console/features/testing';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { type RenderTiming, renderTimed, tableRenderResults, tableRows } from '../page-timing.tsx';

const results = tableRenderResults();

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
    window.renderResults = results;
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
