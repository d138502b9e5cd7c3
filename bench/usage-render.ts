// License users render (the License users issue: "the page windows rows via the DataGrid"): builds the license users
// screen of a 5,000-seat pack as a production page, loads it in Chromium ITERATIONS times and prints p50/p95/max of
// its render (after a ten-user pack, as the license list comes first): its first frame, and the frame that draws the
// table's rows; and of ticking a user's box and opening a user's Manage Access menu, each up to the next frame,
// against the 50 ms budget. Figures only, never a test.
//
//   node bench/usage-render.ts
//   ROWS=20000 ITERATIONS=10 CPU_SLOWDOWN=4 node bench/usage-render.ts
import { join } from 'node:path';
import { clickLikeAPerson, clickMeasures, renderMeasures, runRenderBench } from './render-bench.ts';

/** The License users issue's pack: 5,000 seats, every one taken. */
const ROWS = Number(process.env.ROWS ?? 5000);
/** The user clicked: far enough down that the page scrolls to it (the last but one of a smaller pack). */
const ROW = Math.min(200, ROWS - 1);
const FIRST_NAMES = ['avery', 'blake', 'casey', 'devon', 'emery', 'finley', 'harper', 'jamie', 'kendall', 'logan'];
const LAST_NAMES = ['adams', 'brooks', 'clarke', 'diaz', 'evans', 'foster', 'garcia', 'hughes', 'ito', 'jensen'];
const emailOf = (row: number) =>
  `${FIRST_NAMES[(row - 1) % 10]}.${LAST_NAMES[Math.floor((row - 1) / 10) % 10]}.${row}@example.com`;

// Each load in a new context: the first render, then ticking a user, then opening another's menu.
await runRenderBench({
  folder: join(import.meta.dirname, 'usage-render'),
  title: 'License users render benchmark',
  path: `/?rows=${ROWS}`,
  drawnWithin: 60_000,
  async clickThrough(page, { rows, drawnRows }) {
    if (rows !== ROWS) throw new Error(`expected a table of ${ROWS} rows, saw ${rows}`);
    if (drawnRows === 0 || drawnRows >= Math.min(200, ROWS))
      throw new Error(`expected the rows near the viewport drawn, saw ${drawnRows}`);

    const box = page.getByRole('checkbox', { name: `Select ${emailOf(ROW)}` });
    await clickLikeAPerson(page, box, `the box of ${emailOf(ROW)}`, { input: 'click', count: 1 });
    if (!(await box.isChecked())) throw new Error(`${emailOf(ROW)} is not ticked after the click`);
    const menu = page.getByRole('button', { name: `Manage Access: ${emailOf(ROW + 1)}` });
    // The menu opens as its button is pressed (the first press was the box's).
    await clickLikeAPerson(page, menu, `the Manage Access menu of ${emailOf(ROW + 1)}`, {
      input: 'pointerdown',
      count: 2,
    });
    await page.getByRole('menuitem', { name: 'Revoke User' }).waitFor();
  },
  drew: (loads) => `a pack of ${ROWS} users (${loads[0]?.drawnRows} rows drawn at first)`,
  measures: (loads) => [
    ...renderMeasures(
      'cold page: 10 users',
      loads.map((results) => results.cold),
      { budgeted: false },
    ),
    ...renderMeasures(
      `license users: ${ROWS} users`,
      loads.map((results) => results.render),
    ),
    ...clickMeasures('tick a user', loads, 0),
    ...clickMeasures('Manage Access menu', loads, 1, 'pointerdown'),
  ],
});
