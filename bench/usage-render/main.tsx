// The page bench/usage-render.ts builds and loads: the license users screen of a pack with the number of users in
// `?rows=`, styled as the console is and wrapped in the providers stories use, over the fake adapter; it times its
// first render and every click, and exposes the figures on `window.renderResults`.
import '@license-console/ui/styles.css';
import { type LicenseUsageList, usageSettingsOf } from '@license-console/domain';
import { LicenseUsers } from '@license-console/features';
import { FakeConsoleProviders, fakeLicenseUsages } from '@license-console/features/testing';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { nextFramePainted, type RenderTiming, renderTimed, tableRenderResults, tableRows } from '../page-timing.tsx';

const results = tableRenderResults();

const PACK = 'bench-pack';
/** The pack as the server answers the pack's manager: every seat taken, product 1 (no roles column). */
const packOf = (count: number): LicenseUsageList => ({
  usages: fakeLicenseUsages(PACK, count),
  total: count,
  canShowRoles: false,
  startDate: '11/10/2025',
  endDate: '11/10/2026',
  productId: 1,
  settings: usageSettingsOf({ administrator: false, isManager: true }, { canManage: true, productId: 1 }),
});

const rows = Number(new URLSearchParams(location.search).get('rows'));
const small = packOf(10);
const big = packOf(rows);
const root = createRoot(document.getElementById('root')!);

/**
 * The adapter's answer: once the screen's first frame (its loading state) is drawn, as an answer over any network
 * comes later than that; then at once, so the figures are the page's, not a network's.
 */
async function answer(pack: LicenseUsageList, into: RenderTiming): Promise<LicenseUsageList> {
  await nextFramePainted();
  into.answered = performance.now();
  return pack;
}

/** Renders the screen of a pack of `pack`'s users, a new mount (and a new adapter and cache) each time. */
function show(pack: LicenseUsageList, into: RenderTiming, onDrawn: () => void) {
  const providers = (children: ReactNode) => (
    <FakeConsoleProviders
      key={pack.usages.length}
      overrides={{ licenseUsages: { licenseUsages: () => answer(pack, into) } }}
    >
      {children}
    </FakeConsoleProviders>
  );
  renderTimed(root, String(pack.usages.length), into, providers, <LicenseUsers licenseId={PACK} />, onDrawn);
}

// The screen opens from the license list, whose grid (the same table and cells) has rendered by then: first a
// ten-user pack on cold code, then, once the page is idle, the big pack. The ten-user screen loads its Settings
// dialogs' code once idle after drawing its users (LicenseUsersSettingsMenu); the big pack waits until that code is
// here, as it is by the time a person opens another pack: a chunk runs as soon as it arrives, and arriving during the
// big pack's render it would add its run to the frames measured.
const settingDialogsLoaded = () => import('../../packages/features/src/license-usages/setting-dialogs.ts');

show(small, results.cold, () =>
  requestIdleCallback(
    () =>
      void settingDialogsLoaded().then(() =>
        requestIdleCallback(() =>
          show(big, results.render, () => {
            Object.assign(results, tableRows());
            window.renderResults = results;
          }),
        ),
      ),
  ),
);
