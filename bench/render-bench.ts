// The node side of the render benchmarks (merge-render.ts, usage-render.ts): each builds its page (a folder beside
// it with main.tsx; index.html from bench-page.ts) the way the console is built, serves it from 127.0.0.1, loads it
// in Chromium again and again and prints p50, p95 and max of what the page timed (page-timing.tsx) against the 50 ms
// budget.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Locator, type Page } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions, chromiumPath } from '../scripts/browser.ts';
import { benchPage } from './bench-page.ts';
import { formatTable, percentile } from './license-search-stats.ts';
import type { ClickResults, ClickTiming, RenderTiming, TableRenderResults, TimedInput } from './page-timing.tsx';

/** DESIGN.md: a grid renders and responds to a click within one frame budget. */
export const BUDGET_MS = 50;
/** Chromium's CPU throttling (1 = none), to see the figures of a slower machine than this one. */
export const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
export const ITERATIONS = Number(process.env.ITERATIONS ?? 30);
export const WARMUP = Number(process.env.WARMUP ?? 2);
/** A folder to write each timed render's CPU profile into (`<render>-<load>.cpuprofile`), for DevTools. */
export const PROFILE = process.env.PROFILE;

/** Runs `load` WARMUP and then ITERATIONS times in one Chromium: the timed loads' results, and Chromium's version. */
async function timedLoads<T>(load: (browser: Browser) => Promise<T>) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const version = browser.version();
  const loads: T[] = [];
  try {
    for (let index = 0; index < WARMUP + ITERATIONS; index += 1) {
      const results = await load(browser);
      if (index >= WARMUP) loads.push(results);
    }
  } finally {
    await browser.close();
  }
  return { loads, version };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/**
 * Builds the page in `root` (titled `title`) with the plugins of apps/console/vite.config.ts (React, Tailwind), in
 * production mode, into a temporary folder outside the repository, and serves it on 127.0.0.1 until the process exits.
 */
async function buildAndServe(root: string, title: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'lc-render-bench-'));
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [benchPage(root, title), react(), tailwindcss()],
    // One chunk on purpose (nothing loads lazily), so no warning about its size.
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2023',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      // A profile names the functions as the sources do.
      minify: !PROFILE,
    },
  });
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = join(outDir, pathname === '/' ? 'index.html' : pathname);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let profiledLoads = 0;

/**
 * A new page, its CPU throttled when CPU_SLOWDOWN says so; with PROFILE, the profiler on: each render the page times
 * (page-timing.tsx's `console.profile`) is written to that folder.
 */
async function newPage(browser: { newPage: () => Promise<Page> }): Promise<Page> {
  const page = await browser.newPage();
  if (CPU_SLOWDOWN === 1 && !PROFILE) return page;
  const cdp = await page.context().newCDPSession(page);
  if (CPU_SLOWDOWN !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (PROFILE) {
    profiledLoads += 1;
    const load = profiledLoads;
    mkdirSync(PROFILE, { recursive: true });
    cdp.on('Profiler.consoleProfileFinished', ({ title, profile }) => {
      writeFileSync(join(PROFILE, `${title}-${load}.cpuprofile`), JSON.stringify(profile));
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  return page;
}

/** Waits until the page is idle: its fonts loaded, a frame drawn, then an idle period. */
function settle(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1000 })));
  });
}

/** How long the pointer rests on a target before pressing it, as a person's does: a fifth of a second. */
const POINTER_REST_MS = 200;

/**
 * Scrolls the page with the mouse wheel, as a person would, until `target` is drawn (the table draws the rows near
 * the viewport), then clicks it at a person's pace: the pointer rests on it (POINTER_REST_MS), presses, releases, the
 * page idle before each step, so the hover's and the press's own frames are not counted as the click's input delay.
 * Waits until the page has timed `timed.count` inputs of the kind `timed.input`.
 */
export async function clickLikeAPerson(
  page: Page,
  target: Locator,
  what: string,
  timed: { input: TimedInput; count: number },
) {
  for (let wheel = 0; (await target.count()) === 0; wheel += 1) {
    if (wheel === 200) throw new Error(`${what} is not drawn after scrolling the page`);
    await page.mouse.wheel(0, 600);
    await settle(page);
  }
  await target.hover();
  // A person's pointer rests on a target a moment before pressing it (what a menu button mounts its menu on).
  await page.waitForTimeout(POINTER_REST_MS);
  await settle(page);
  await page.mouse.down();
  await settle(page);
  await page.mouse.up();
  await page.waitForFunction(({ input, count }) => (window.inputsTimed?.[input] ?? 0) >= count, timed);
}

interface Measure {
  name: string;
  values: number[];
  /** Whether the 50 ms budget applies to it: the spans up to the next frame. */
  budgeted: boolean;
}

const measure = (name: string, values: number[], budgeted = false): Measure => ({ name, values, budgeted });

/**
 * A render's spans from its start: to its commit and first frame, and to the frame of its first rows. The budget
 * applies to the frames unless `budgeted` is false (the cold page, on code that has never run). A screen that reads
 * its rows (`answered` set) has them drawn by a second render, after its first frame: that render is timed from the
 * answer, and the span from the start (which includes the wait for the answer) is shown without a budget.
 */
export function renderMeasures(
  name: string,
  timings: RenderTiming[],
  { rows = true, budgeted = true } = {},
): Measure[] {
  const between = (from: 'started' | 'answered', moment: 'committed' | 'painted' | 'rowsCommitted' | 'rowsPainted') =>
    timings.map((timing) => timing[moment] - timing[from]);
  const answered = timings.length > 0 && timings.every((timing) => timing.answered > 0);
  // The rows' spans: from the answer for a screen that reads them, else from the start.
  const rowsFrom = answered ? 'answered' : 'started';
  const fromAnswer = answered ? ' from the answer' : '';
  return [
    measure(`${name}: render + commit`, between('started', 'committed')),
    measure(`${name}: to next frame`, between('started', 'painted'), budgeted),
    ...(rows
      ? [
          measure(`${name}: rows committed${answered ? ', from the answer' : ''}`, between(rowsFrom, 'rowsCommitted')),
          measure(`${name}: rows,${fromAnswer} to next frame`, between(rowsFrom, 'rowsPainted'), budgeted),
          ...(answered
            ? [measure(`${name}: rows, from the start to their frame`, between('started', 'rowsPainted'))]
            : []),
        ]
      : []),
  ];
}

/**
 * The `index`th click (or, with `input` 'pointerdown', press) of every load: input to handlers done, to the next
 * frame, and Event Timing's duration.
 */
export function clickMeasures(name: string, loads: ClickResults[], index: number, input: TimedInput = 'click') {
  const word = input === 'click' ? 'click' : 'press';
  const timedOf = (results: ClickResults) => (input === 'click' ? results.clicks : results.presses)[index]!;
  const sinceInput = (moment: (click: ClickTiming) => number) =>
    loads.map((results) => moment(timedOf(results)) - timedOf(results).input);
  // Event Timing's entry of the input, when it took 16 ms or more: its start time is the event's time stamp.
  const durations = loads.flatMap((results) =>
    results.events
      .filter((entry) => entry.name === input && Math.abs(entry.startTime - timedOf(results).input) < 0.01)
      .map((entry) => entry.duration),
  );
  return [
    measure(
      `${name} ${word}: input to handlers done`,
      sinceInput((click) => click.handled),
    ),
    measure(
      `${name} ${word}: input to next frame`,
      sinceInput((click) => click.painted),
      true,
    ),
    measure(`${name} ${word}: to presented (Event Timing)`, durations),
  ];
}

/** The table of every measure and the verdict on the budgeted ones' p95; a figure, never a failure. */
function report(header: string, measures: Measure[]) {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(header + (CPU_SLOWDOWN === 1 ? '' : `; CPU ${CPU_SLOWDOWN}x slower`));
  out('times in ms; Event Timing reports only clicks of 16 ms or more (n), rounded to 8 ms');
  out(
    formatTable(
      ['measure', 'n', 'p50', 'p95', 'max', 'budget'],
      measures.map(({ name, values, budgeted }) => {
        const figure = (p: number) => (values.length === 0 ? '-' : percentile(values, p).toFixed(1));
        return [name, String(values.length), figure(50), figure(95), figure(100), budgeted ? `< ${BUDGET_MS}` : ''];
      }),
    ),
  );
  const misses = measures.filter(
    ({ values, budgeted }) => budgeted && values.length > 0 && percentile(values, 95) >= BUDGET_MS,
  );
  out(
    misses.length === 0
      ? `verdict: within budget (p95 < ${BUDGET_MS} ms to the next frame)`
      : `verdict: OVER budget (p95 < ${BUDGET_MS} ms to the next frame): ${misses.map(({ name }) => name).join('; ')}`,
  );
  // One line per budgeted span for bench/run.ts's table of budgets.
  for (const { name, values, budgeted } of measures) {
    if (!budgeted || values.length === 0) continue;
    const [p50, p95] = [percentile(values, 50), percentile(values, 95)];
    out(
      `budget | ${name} < ${BUDGET_MS} ms (p95) | p50 ${p50.toFixed(1)} / p95 ${p95.toFixed(1)} ms | one frame: ${BUDGET_MS} ms | ${p95 < BUDGET_MS ? 'met' : 'missed'}`,
    );
  }
}

interface RenderBench {
  /** The page's folder (its main.tsx) and its title. */
  folder: string;
  title: string;
  /** The page's address: its path and query. */
  path: string;
  /** How long the page may take to draw its screen, in ms (Playwright's 30 s unless told). */
  drawnWithin?: number;
  /** Checks the drawn page's first figures, then clicks through the page. */
  clickThrough: (page: Page, drawn: TableRenderResults) => Promise<void>;
  /** What the page drew, for the header: "300 rows (12 drawn at first)". */
  drew: (loads: TableRenderResults[]) => string;
  /** A note after the loads and warm-ups, for the header. */
  note?: string;
  /** What to print of the timed loads. */
  measures: (loads: TableRenderResults[]) => Measure[];
}

/**
 * A render benchmark from start to end: `skipped` without Chromium; else the page built and served, WARMUP and
 * ITERATIONS loads, each a new page clicked through until idle (so Event Timing has reported every entry), and the
 * report of the timed ones.
 */
export async function runRenderBench(bench: RenderBench) {
  if (!existsSync(chromiumPath)) {
    process.stdout.write(`skipped: no Chromium at ${chromiumPath}; set CHROMIUM_PATH\n`);
    process.exit(0);
  }
  const origin = await buildAndServe(bench.folder, bench.title);
  const read = (page: Page) => page.evaluate(() => window.renderResults!);
  const { loads, version } = await timedLoads(async (browser) => {
    const page = await newPage(browser);
    await page.goto(`${origin}${bench.path}`);
    await page.waitForFunction(() => window.renderResults !== undefined, undefined, { timeout: bench.drawnWithin });
    await bench.clickThrough(page, await read(page));
    // Event Timing reports an entry once its frame is presented: an idle page has reported the last one.
    await settle(page);
    const results = await read(page);
    await page.close();
    return results;
  });
  report(
    `Chromium ${version}, ${bench.drew(loads)}, production build; ${ITERATIONS} loads after ${WARMUP} warm-up` +
      (bench.note ? `; ${bench.note}` : ''),
    bench.measures(loads),
  );
}
