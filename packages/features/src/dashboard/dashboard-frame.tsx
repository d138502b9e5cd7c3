import type { Dashboard as DashboardFigures } from '@license-console/domain';
import { Card, CardDescription, CardHeader, CardTitle, Spinner, styleScope } from '@license-console/ui';
import * as React from 'react';
import { LoadFailed } from '../shared/load-failed.tsx';
import { dashboardStrings as strings } from './strings.ts';

/** What the section shows: nothing (not the reader's), its loading, its failure, no active pack, or the figures. */
type DashboardState = 'hidden' | 'loading' | 'failed' | 'empty' | 'ready';

interface DashboardFrameProps {
  state: DashboardState;
  dashboard: DashboardFigures | null;
  reload: () => void;
  reloading: boolean;
  className?: string;
  /** The figures, when there are some to show. */
  children?: React.ReactNode;
}

/**
 * Seats at a glance's card: its title, what it counts, and its loading, failed and empty states; the figures are
 * its children. Apart from them, so a screen can draw the loading card before the figures' code is in.
 */
function DashboardFrame({ state, dashboard, reload, reloading, className, children }: DashboardFrameProps) {
  const titleId = React.useId();
  if (state === 'hidden') return null;
  const scope = dashboard?.scope === 'managed' ? strings.scopeManaged : strings.scopeAll;
  return (
    <Card data-slot="dashboard" className={className} {...styleScope}>
      <section aria-labelledby={titleId} aria-busy={state === 'loading' || reloading} className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle id={titleId}>{strings.title}</CardTitle>
          {state === 'ready' || state === 'empty' ? <CardDescription>{scope}</CardDescription> : null}
        </CardHeader>
        {state === 'loading' ? (
          <div role="status" className="flex min-h-32 items-center gap-3 text-muted-foreground">
            <Spinner />
            <span>{strings.loading}</span>
          </div>
        ) : null}
        {state === 'failed' ? (
          <LoadFailed message={strings.failed} onRetry={reload} retryLabel={strings.retry} />
        ) : null}
        {state === 'empty' ? (
          <p className="text-body text-muted-foreground">
            {dashboard?.scope === 'managed' ? strings.emptyManaged : strings.emptyAll}
          </p>
        ) : null}
        {state === 'ready' ? children : null}
      </section>
    </Card>
  );
}

export { DashboardFrame, type DashboardFrameProps, type DashboardState };
