import type { CurrentUser, Dashboard as DashboardFigures } from '@license-console/domain';
import { Button } from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';
import {
  chartBoxProps,
  expectedRows,
  FigureTable,
  figuresGridClass,
  numberLinkClass,
  numberTextClass,
  Panel,
  panelHeads,
} from './dashboard-panel.tsx';
import { dashboardStrings as strings } from './strings.ts';
import { type DashboardController, useDashboard } from './use-dashboard.ts';

// The charts and their library load with the first figures, never with the page's first scripts.
const SeatsChart = React.lazy(() =>
  import('./dashboard-charts.tsx').then((module) => ({ default: module.SeatsChart })),
);
const ExpiringChart = React.lazy(() =>
  import('./dashboard-charts.tsx').then((module) => ({ default: module.ExpiringChart })),
);
const IdleChart = React.lazy(() => import('./dashboard-charts.tsx').then((module) => ({ default: module.IdleChart })));

const count = (value: number) => value.toLocaleString('en-US');

/** A chart's place, kept while its code loads (or if it cannot), so nothing below it moves. */
function ChartBox({ rows, children }: { rows: number; children: React.ReactNode }) {
  return (
    <div data-slot="dashboard-chart" {...chartBoxProps(rows)}>
      <ChartBoundary>
        <React.Suspense fallback={null}>{children}</React.Suspense>
      </ChartBoundary>
    </div>
  );
}

/** A chart whose code could not load leaves its place empty: the table beside it holds every number. */
class ChartBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A number that opens the license grid filtered to what it counts; none counted is plain text (nothing to open). */
function NumberLinkOrZero({
  href,
  label,
  value,
  ...navigation
}: NavigationProps & { href: string; label: string; value: number }) {
  if (value === 0) return <span className={numberTextClass}>{count(value)}</span>;
  return (
    <Button asChild variant="link" className={numberLinkClass}>
      <AppLink href={href} aria-label={label} {...navigation}>
        {count(value)}
      </AppLink>
    </Button>
  );
}

function Figures({
  dashboard,
  paths,
  ...navigation
}: NavigationProps & { dashboard: DashboardFigures } & Pick<DashboardController, 'paths'>) {
  const id = React.useId();
  const { products, expiring } = dashboard;
  React.useEffect(() => {
    expectedRows.products = products.length;
  }, [products.length]);
  const link = (href: string, label: string, value: number) => (
    <NumberLinkOrZero href={href} label={label} value={value} {...navigation} />
  );
  return (
    <div className={figuresGridClass}>
      <Panel
        id={`${id}-seats`}
        title={panelHeads.seats.title}
        caption={panelHeads.seats.caption}
        chart={
          <ChartBox rows={products.length}>
            <SeatsChart products={products} />
          </ChartBox>
        }
      >
        <FigureTable
          panelId={`${id}-seats`}
          headings={panelHeads.seats.headings}
          rows={products.map((product) => {
            const href = paths.product(product.productId);
            return {
              key: product.productId,
              header: product.name,
              cells: [
                link(href, strings.packsOfProduct(count(product.packs), product.name), product.packs),
                link(href, strings.seatsUsedOfProduct(count(product.seatsUsed), product.name), product.seatsUsed),
                link(href, strings.seatsBoughtOfProduct(count(product.seatsBought), product.name), product.seatsBought),
                strings.percent(product.seatsUsed, product.seatsBought),
              ],
            };
          })}
        />
      </Panel>
      <Panel
        id={`${id}-ending`}
        title={panelHeads.ending.title}
        caption={panelHeads.ending.caption}
        chart={
          <ChartBox rows={expiring.length}>
            <ExpiringChart expiring={expiring} />
          </ChartBox>
        }
      >
        <FigureTable
          panelId={`${id}-ending`}
          headings={panelHeads.ending.headings}
          rows={expiring.map((period) => {
            const href = paths.expiring(period.withinDays);
            return {
              key: period.withinDays,
              header: strings.withinDays(period.withinDays),
              cells: [
                link(href, strings.packsEnding(count(period.packs), period.withinDays), period.packs),
                link(href, strings.seatsEnding(count(period.seats), period.withinDays), period.seats),
              ],
            };
          })}
        />
      </Panel>
      <Panel
        id={`${id}-idle`}
        title={panelHeads.idle.title}
        caption={panelHeads.idle.caption}
        chart={
          <ChartBox rows={products.length}>
            <IdleChart products={products} />
          </ChartBox>
        }
      >
        <FigureTable
          panelId={`${id}-idle`}
          headings={panelHeads.idle.headings}
          rows={products.map((product) => ({
            key: product.productId,
            header: product.name,
            cells: [
              link(
                paths.idle(product.productId),
                strings.idleOfProduct(count(product.seatsIdle), product.name),
                product.seatsIdle,
              ),
              strings.percent(product.seatsIdle, product.seatsUsed),
            ],
          }))}
        />
      </Panel>
    </div>
  );
}

type DashboardViewProps = DashboardController & NavigationProps & { className?: string };

/**
 * Seats at a glance (issue 44): seats used against bought by product, packs ending within 30, 60 and 90 days, and
 * seats idle for 30 days or more, each a chart with the table it draws beside it, every number a link to the license
 * grid filtered to it. Renders nothing for a reader the figures are not for.
 */
function DashboardView({ state, dashboard, reload, reloading, paths, className, ...navigation }: DashboardViewProps) {
  return (
    <DashboardFrame state={state} dashboard={dashboard} reload={reload} reloading={reloading} className={className}>
      {dashboard ? <Figures dashboard={dashboard} paths={paths} {...navigation} /> : null}
    </DashboardFrame>
  );
}

type DashboardProps = NavigationProps & { user: CurrentUser; className?: string };

/** Seats at a glance for the signed-in user, over the injected adapter. */
function Dashboard({ user, ...props }: DashboardProps) {
  return <DashboardView {...useDashboard({ user })} {...props} />;
}

export { Dashboard, type DashboardProps, DashboardView, type DashboardViewProps };
