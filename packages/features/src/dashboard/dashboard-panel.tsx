import type * as React from 'react';
import { dashboardStrings as strings } from './strings.ts';

// The figures' layout, shared by the figures and by the loading card, which keeps their place so nothing below moves.

const figuresGridClass = 'grid gap-8 lg:grid-cols-2 xl:grid-cols-3';

/** A chart's box: its width, and its height from its rows (each bar 34 units of 320). */
function chartBoxProps(rows: number) {
  return { className: 'w-full max-w-sm', style: { aspectRatio: `320 / ${Math.max(1, rows) * 34}` } };
}

/** Each panel's heading, what it counts, and its table's headings. */
const panelHeads = {
  seats: {
    title: strings.seatsTitle,
    caption: strings.seatsCaption,
    headings: [strings.product, strings.packs, strings.seatsUsed, strings.seatsBought, strings.share],
  },
  ending: {
    title: strings.expiringTitle,
    caption: strings.expiringCaption,
    headings: [strings.period, strings.packs, strings.seats],
  },
  idle: {
    title: strings.idleTitle,
    caption: strings.idleCaption,
    headings: [strings.product, strings.idleSeats, strings.idleShare],
  },
} as const;

/** The rows the loading card keeps room for: the products last drawn in this page, or six; always three periods. */
const expectedRows = { products: 6, periods: 3 };

/** A number's link, drawn as a link-styled button. */
const numberLinkClass = 'h-auto p-0 tabular-nums underline';
/** A number that is not a link (none counted): in the links' size and line, so every row is as tall. */
const numberTextClass = 'inline-flex text-body tabular-nums';

const tableClass = 'w-full border-collapse text-left text-caption';
const headClass = 'border-b border-border text-muted-foreground';
const rowClass = 'border-b border-border last:border-b-0';
const numberHead = 'py-2 pl-3 text-right font-medium';
const numberCell = 'py-1.5 pl-3 text-right tabular-nums';

/** One of the three panels: its heading, what it counts, its chart and its table. */
function Panel({
  id,
  title,
  caption,
  chart,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  chart: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-slot="dashboard-panel" className="flex min-w-0 flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lead font-semibold">
        {title}
      </h3>
      <p id={`${id}-caption`} className="text-caption text-muted-foreground">
        {caption}
      </p>
      {chart}
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

/** A panel's table: a row header per row, then its numbers (links, or text), right-aligned under their headings. */
function FigureTable({
  panelId,
  headings,
  rows,
}: {
  panelId: string;
  /** The row headers' heading, then the numbers'. */
  headings: readonly string[];
  rows: readonly { key: number; header: string; cells: readonly React.ReactNode[] }[];
}) {
  return (
    <table className={tableClass} aria-labelledby={`${panelId}-title`} aria-describedby={`${panelId}-caption`}>
      <thead>
        <tr className={headClass}>
          {headings.map((heading, index) => (
            <th key={heading} scope="col" className={index === 0 ? 'py-2 font-medium' : numberHead}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={rowClass}>
            <th scope="row" className="py-1.5 font-medium">
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              // The cells of a row are a fixed list: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <td key={index} className={numberCell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export {
  chartBoxProps,
  expectedRows,
  FigureTable,
  figuresGridClass,
  numberLinkClass,
  numberTextClass,
  Panel,
  panelHeads,
};
