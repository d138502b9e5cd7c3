import type { DashboardExpiring, DashboardProduct } from '@license-console/domain';
import { scaleBand, scaleLinear } from '@visx/scale';
import { memo } from 'react';
import { dashboardStrings as strings } from './strings.ts';

// The charts of Seats at a glance, drawn as SVG on visx's scales (@visx/scale) in a module the section loads lazily, so
// the library travels with the home only. Each chart is a picture of the table beside it: hidden from assistive
// technology, which reads the table, and never the only way to a number.

/** Width the charts are drawn in; the SVG scales to its box (viewBox), on a phone as on a wide screen. */
const WIDTH = 320;
/** A row: its label on a line of its own (product names run long), its bar under it. */
const ROW = 34;
const LABEL_LINE = 14;
const BAR = 12;
const NUMBER = 48;

const chartClass = 'block h-auto w-full text-caption text-foreground';

/** Horizontal bars, one per row: `value` over `whole` in the primary colour, the rest of `whole` in the muted one. */
function RowBars({
  rows,
}: {
  rows: readonly { key: number | string; label: string; value: number; whole: number; text: string }[];
}) {
  const height = rows.length * ROW;
  const longest = Math.max(1, ...rows.map((row) => Math.max(row.whole, row.value)));
  const x = scaleLinear<number>({ domain: [0, longest], range: [0, WIDTH - NUMBER] });
  const y = scaleBand<number>({ domain: rows.map((_, index) => index), range: [0, height] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className={chartClass} aria-hidden="true" focusable="false">
      {rows.map((row, index) => {
        const top = y(index) ?? 0;
        const barTop = top + LABEL_LINE + 2;
        return (
          <g key={row.key}>
            <text x={0} y={top + LABEL_LINE - 3} fill="currentColor" fontSize={11}>
              {row.label}
            </text>
            <rect x={0} y={barTop} width={x(row.whole)} height={BAR} rx={3} className="fill-muted" data-part="whole" />
            <rect
              x={0}
              y={barTop}
              width={x(row.value)}
              height={BAR}
              rx={3}
              className="fill-primary"
              data-part="value"
            />
            <text
              x={WIDTH}
              y={barTop + BAR / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fill="currentColor"
              fontSize={11}
              className="tabular-nums"
            >
              {row.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Seats used against seats bought, per product. */
function SeatsChart({ products }: { products: readonly DashboardProduct[] }) {
  return (
    <RowBars
      rows={products.map((product) => ({
        key: product.productId,
        label: product.name,
        value: product.seatsUsed,
        whole: product.seatsBought,
        text: strings.percent(product.seatsUsed, product.seatsBought),
      }))}
    />
  );
}

/** Packs ending within each period, against those of the longest period. */
function ExpiringChart({ expiring }: { expiring: readonly DashboardExpiring[] }) {
  const longest = expiring.at(-1)?.packs ?? 0;
  return (
    <RowBars
      rows={expiring.map((period) => ({
        key: period.withinDays,
        label: strings.withinDays(period.withinDays),
        value: period.packs,
        whole: longest,
        text: period.packs.toLocaleString('en-US'),
      }))}
    />
  );
}

/** Idle seats against seats used, per product. */
function IdleChart({ products }: { products: readonly DashboardProduct[] }) {
  return (
    <RowBars
      rows={products.map((product) => ({
        key: product.productId,
        label: product.name,
        value: product.seatsIdle,
        whole: product.seatsUsed,
        text: strings.percent(product.seatsIdle, product.seatsUsed),
      }))}
    />
  );
}

// Memoised: a chart redraws only when its figures change, not when the page around it does. (This module also
// importing React keeps the build from splitting React apart from its JSX runtime, which would add a chunk to /login.)
const SeatsChartMemo = memo(SeatsChart);
const ExpiringChartMemo = memo(ExpiringChart);
const IdleChartMemo = memo(IdleChart);

export { ExpiringChartMemo as ExpiringChart, IdleChartMemo as IdleChart, SeatsChartMemo as SeatsChart };
