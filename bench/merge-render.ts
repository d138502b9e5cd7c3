// Merge table render (the merge screen's issue; DESIGN.md budget "Grid"): builds the merge screen with 300 packs as a
// production page, loads it in Chromium ITERATIONS times and prints p50/p95/max of its render (after a ten-pack
// screen, as the license list comes first): its first frame, and the frame that draws the table's rows; and of a MAIN
// and a MERGE click, each up to the next frame, against the 50 ms budget. Figures only, never a test.
//
//   node bench/merge-render.ts
//   ITERATIONS=100 CPU_SLOWDOWN=4 node bench/merge-render.ts      more loads, on a CPU emulated 4 times slower
//   LIST_WARMUP=0 node bench/merge-render.ts                      without the list's warm-up of the merge screen
import { join } from 'node:path';
import type { Page } from 'playwright';
import { clickLikeAPerson, clickMeasures, renderMeasures, runRenderBench } from './render-bench.ts';

/** Spec §4: the merge screen lists up to 300 packs on one page. */
const ROWS = 300;
/** Whether the page runs the list's warm-up of the merge screen (MergeLicensesWarmup) before the 300 packs. */
const LIST_WARMUP = process.env.LIST_WARMUP !== '0';
/** MAIN on a row in the middle of the table, then MERGE on the next one. */
const CLICKS = [
  { column: 'MAIN', row: 150 },
  { column: 'MERGE', row: 151 },
] as const;

/**
 * Clicks one row's box, found by its accessible name ("MAIN Standard owner150@example.com valid until …"), then checks
 * that the click took.
 */
async function click(page: Page, column: string, row: number, done: number) {
  const email = `owner${String(row).padStart(3, '0')}@example.com`;
  const box = page.getByRole('checkbox', { name: new RegExp(`^${column} .+ ${email.replaceAll('.', '\\.')} `) });
  await clickLikeAPerson(page, box, `${column} of ${email}`, { input: 'click', count: done });
  if (!(await box.isChecked())) throw new Error(`${column} of ${email} is not checked after the click`);
}

// The page (bench/merge-render/) built the way the console is (apps/console/vite.config.ts), outside the repository;
// each load in a new context: the first render, then each click, up to the next frame.
await runRenderBench({
  folder: join(import.meta.dirname, 'merge-render'),
  title: 'Merge table render benchmark',
  path: `/?rows=${ROWS}${LIST_WARMUP ? '' : '&warmup=0'}`,
  async clickThrough(page, { rows, drawnRows }) {
    if (rows !== ROWS) throw new Error(`expected a table of ${ROWS} rows, saw ${rows}`);
    if (drawnRows === 0) throw new Error('no row was drawn');
    for (const [index, { column, row }] of CLICKS.entries()) await click(page, column, row, index + 1);
  },
  drew: (loads) => `${ROWS} rows (${loads[0]?.drawnRows} drawn at first)`,
  note: `${LIST_WARMUP ? 'with' : 'without'} the list's warm-up of the screen`,
  measures: (loads) => [
    ...renderMeasures(
      'cold page: 10 packs',
      loads.map((results) => results.cold),
      { rows: false, budgeted: false },
    ),
    ...renderMeasures(
      'merge screen',
      loads.map((results) => results.render),
    ),
    ...CLICKS.flatMap(({ column }, index) => clickMeasures(column, loads, index)),
  ],
});
