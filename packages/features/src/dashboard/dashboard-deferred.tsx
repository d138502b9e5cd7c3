import { lateModule } from '@license-console/ui';
import * as React from 'react';
import { useAfterPageReads } from '../shared/use-after-page-reads.ts';
import type { DashboardProps } from './dashboard.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';
import { expectsDashboard } from './use-dashboard.ts';

const dashboardModule = lateModule(() => import('./dashboard.tsx'));

/**
 * Seats at a glance after the page's first reads, for a screen whose first content is something else (the home's
 * license list): its loading card is drawn at once for the readers who see it load, as `Dashboard`'s own is; its code
 * and its read follow once the reads in flight are in and the page is idle. Once its code has come (a later visit),
 * it is `Dashboard` from the start.
 */
function DeferredDashboard(props: DashboardProps) {
  const after = useAfterPageReads();
  const [loaded, setLoaded] = React.useState(dashboardModule.current);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (!after || loaded || failed) return;
    let gone = false;
    dashboardModule.load().then(
      (module) => !gone && setLoaded(module),
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
    };
  }, [after, loaded, failed]);
  if (loaded) return <loaded.Dashboard {...props} />;
  const state = !expectsDashboard(props.user) ? 'hidden' : failed ? 'failed' : 'loading';
  // The code could not be fetched: its Retry asks for it again.
  return (
    <DashboardFrame
      state={state}
      dashboard={null}
      reload={() => setFailed(false)}
      reloading={false}
      className={props.className}
    />
  );
}

export { DeferredDashboard };
