import type { Dashboard as DashboardFigures } from '@license-console/domain';
import { Card, CardDescription, CardHeader, CardTitle, Spinner, styleScope } from '@license-console/ui';
import * as React from 'react';
import { LoadFailed } from '../shared/load-failed.tsx';
import {
  chartBoxProps,
  expectedRows,
  FigureTable,
  figuresGridClass,
  numberTextClass,
  Panel,
  panelHeads,
} from './dashboard-panel.tsx';
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
          {state === 'loading' ? (
            // In the scope line's place, as tall as it, so the figures take the placeholder's place exactly.
            <CardDescription role="status" className="flex items-center gap-2">
              <Spinner size="sm" />
              <span>{strings.loading}</span>
            </CardDescription>
          ) : null}
        </CardHeader>
        {state === 'loading' ? <FiguresPlaceholder /> : null}
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

const blankNumber = <span className={numberTextClass}>{'\u00a0'}</span>;

/** Blank rows of a panel's table, as tall as its figures' rows (a number's line). */
function blankRows(count: number, cells: number) {
  return Array.from({ length: count }, (_, key) => ({
    key,
    header: '\u00a0',
    cells: Array.from({ length: cells }, (_, cell) => (cell === 0 ? blankNumber : '\u00a0')),
  }));
}

/**
 * The figures' panels with their headings and blank charts and tables, hidden from assistive technology (the status
 * above says it loads): they keep the room the figures take, so the list below does not move when they come.
 */
function FiguresPlaceholder() {
  const id = React.useId();
  const panels = [
    { key: 'seats', rows: expectedRows.products },
    { key: 'ending', rows: expectedRows.periods },
    { key: 'idle', rows: expectedRows.products },
  ] as const;
  return (
    <div aria-hidden="true" data-slot="dashboard-placeholder" className={figuresGridClass}>
      {panels.map(({ key, rows }) => {
        const { title, caption, headings } = panelHeads[key];
        return (
          <Panel
            key={key}
            id={`${id}-${key}`}
            title={title}
            caption={caption}
            chart={
              <div {...chartBoxProps(rows)}>
                <div className="size-full animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
              </div>
            }
          >
            <FigureTable panelId={`${id}-${key}`} headings={headings} rows={blankRows(rows, headings.length - 1)} />
          </Panel>
        );
      })}
    </div>
  );
}

export { DashboardFrame, type DashboardFrameProps, type DashboardState };
