// The console's JavaScript budgets (the performance issue): what /login loads, the shell every signed-in route
// shares, and each route's own chunks, all gzip level 9, counted the way the browser loads them. Two ways: the build's
// module graph (Vite's manifest, `imports` followed from the entry and from the lazy route modules), and, when
// Chromium is here, the scripts a real browser fetches from the real server for /login and for the home after signing
// in, checked against the graph.
//
//   node bench/bundle-size.ts              after `pnpm x:build-console` (npm run bench builds first)
//   CONSOLE_DIST=/tmp/dist node bench/bundle-size.ts     another build of the console
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { chromiumPath } from '../scripts/browser.ts';
import { formatTable } from './license-search-stats.ts';

/**
 * The budgets: /login's scripts in all; what each lazily loaded route adds to /login and the shell (the shell, what
 * every signed-in route shares, counted once, apart); and the issue's first signed-in screen, the shell and the
 * license list together above /login.
 */
export const BUDGET = { loginKb: 120, chunkKb: 60, firstScreenKb: 75 };

/** The modules the console loads lazily, as its source names them (apps/console/src/console-app.tsx). */
const SIGNED_OUT = 'src/routes/signed-out.tsx';
/**
 * The signed-in routes load with the query cache, and the first answer of a sign-in loads the session's schemas. The
 * signed-in routes' module brings the console's own code of the first screen with it (the `console` and `common`
 * chunks, apps/console/build/chunk-plan.ts), the license list's included: the shell counts them.
 */
const SIGNED_IN = [
  'src/routes/signed-in.tsx',
  'src/routes/query-boundary.tsx',
  '../../packages/features/src/session/session-contract.ts',
];
/**
 * What every signed-in list shares (the data grid's engine, TanStack Table):
 * the console's `shell` chunk group (apps/console/vite.config.ts), counted with the shell, once, whichever screen loads
 * it first (the license list, after signing in).
 */
const SHELL_LIBRARIES = 'shell';
const VERIFICATION = ['src/routes/verification-pending.tsx', ...SIGNED_IN.slice(1)];
const HOME = 'src/routes/sections/licenses-home.tsx';
/** Where a section's screens live when each loads on its own as it is opened: a folder of the section's name. */
const SECTION_SCREENS = /^src\/routes\/sections\/[^/]+\//;
/** The adapter of the home's calls, which the console's HTTP adapter loads on the first call. */
const HOME_ADAPTER = '../../packages/features/src/licenses/http.ts';
/**
 * Seats at a glance, which the home of every signed-in user draws above the list (the server says whose figures) and
 * loads after it: the widget once the list's reads are in and the page is idle, its adapter with its read, its charts
 * and their library (visx) once the figures have come.
 */
const HOME_AFTER_LIST = [
  '../../packages/features/src/dashboard/dashboard.tsx',
  '../../packages/features/src/dashboard/http.ts',
  '../../packages/features/src/dashboard/dashboard-charts.tsx',
];
/** The license screens, which the home loads while idle (the merge screen is a click away). */
const HOME_IDLE = [
  'src/routes/sections/license.tsx',
  'src/routes/sections/license/form.tsx',
  'src/routes/sections/license/merge.tsx',
];
/** The administrators' end-date dialog, which the home loads when it opens or while idle. */
const HOME_DATES_DIALOG = '../../packages/features/src/licenses/license-dates-dialog.tsx';
/** The shell's dialogs (message, country, inactivity warning) and toasts, which it loads when one opens or while idle. */
const SHELL_OVERLAYS = '../../packages/features/src/shell/shell-overlays.tsx';
/**
 * TanStack Virtual, which the grid loads when it first windows a long table, and the home while idle (the merge
 * screen lists 300 rows, a big pack's users page thousands): the console's `virtual` chunk group.
 */
const ROW_WINDOW = 'virtual';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSet {
  /** What the set is: /login, the shell, a route's module. */
  name: string;
  files: string[];
  kb: number;
  budgetKb?: number;
}

const consoleDir = join(import.meta.dirname, '..', 'apps', 'console');
const defaultDist = join(consoleDir, 'dist');

/**
 * The floor /login is held against: bare React 19 and react-router rendering one route (bundle-floor/), built as the
 * console is, its scripts in gzip KB.
 */
export async function bareReactKb(): Promise<number> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const { benchPage } = await import('./bench-page.ts');
  const outDir = await mkdtemp(join(tmpdir(), 'lc-bundle-floor-'));
  const root = join(import.meta.dirname, 'bundle-floor');
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [benchPage(root, 'Bare React and react-router', { viewport: false }), react()],
      build: { outDir, emptyOutDir: true, target: 'es2023', reportCompressedSize: false },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length / 1024, 0);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The console build's graph, with the gzip size of every script it names. */
export function readBuild(dist = defaultDist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the console first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipKb = (file: string) => {
    let kb = sizes.get(file);
    if (kb === undefined) {
      kb = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
      sizes.set(file, kb);
    }
    return kb;
  };
  /** The files a module's chunk needs before it runs: its chunk and its static imports, transitively. */
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the manifest has no ${key}`);
      if (into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  /**
   * A module's key: its source path, or the name of the shared chunk the bundler put it in (a lazily loaded module
   * that other modules also import is no chunk of its own, e.g. `_signed-in-….js`).
   */
  const keyOf = (module: string) => {
    const name = basename(module).replace(/\.tsx?$/, '');
    const key =
      Object.keys(manifest).find((candidate) => manifest[candidate]!.src === module) ??
      Object.keys(manifest).find((candidate) => !manifest[candidate]!.src && manifest[candidate]!.name === name);
    if (!key) throw new Error(`the manifest has no chunk for ${module}`);
    return key;
  };
  const nameOf = (key: string) => manifest[key]!.src ?? `${manifest[key]!.name ?? key} (shared chunk)`;
  return { manifest, entry, closure, gzipKb, keyOf, nameOf };
}

/**
 * Chunks that import each other, directly or through others: the console's chunks run in plain import order
 * (apps/console/vite.config.ts), so such a cycle could run a module before one it needs.
 */
export function chunkCycles(manifest: Manifest): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (key: string, path: string[]) => {
    if (path.includes(key)) {
      cycles.push([...path.slice(path.indexOf(key)), key].map((part) => manifest[part]!.file));
      return;
    }
    if (done.has(key)) return;
    for (const next of manifest[key]!.imports ?? []) visit(next, [...path, key]);
    done.add(key);
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

/**
 * /login: the entry's scripts and the signed-out routes' (the session probe answers 401, so the console loads them
 * at once); the shell: what the signed-in routes' module adds; then what each lazily loaded signed-in route adds
 * to both (its own chunks, shared ones included), and the verification screen's part.
 */
export function measureBundle(dist = defaultDist) {
  const { manifest, entry, closure, gzipKb, keyOf, nameOf } = readBuild(dist);
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const minus = (files: Set<string>, ...loaded: Set<string>[]) =>
    [...files].filter((file) => !loaded.some((set) => set.has(file)));
  const set = (name: string, files: string[], budgetKb?: number): ChunkSet => ({
    name,
    files,
    kb: sum(files),
    budgetKb,
  });

  const login = closure([entry, keyOf(SIGNED_OUT)]);
  const shell = new Set(minus(closure([...SIGNED_IN, SHELL_LIBRARIES].map(keyOf)), login));
  // A route whose screens load on their own when opened (src/routes/sections/<route>/…) counts alone, and once per
  // screen: the route's module and that screen's, what opening the screen loads.
  const screensOf = (key: string) =>
    (manifest[key]!.dynamicImports ?? []).filter((screen) => SECTION_SCREENS.test(nameOf(screen)));
  const routes = (manifest[keyOf(SIGNED_IN[0]!)]!.dynamicImports ?? [])
    .filter((key) => nameOf(key).startsWith('src/routes/'))
    .flatMap((key) => {
      const screens = screensOf(key);
      // A screen that draws a part of its own at once (My Profile's API tokens) counts with it.
      const opened = [[key], ...screens.map((screen) => [key, screen, ...screensOf(screen)])];
      return opened.map((keys) =>
        set(keys.map(nameOf).join(' → '), minus(closure(keys), login, shell), BUDGET.chunkKb),
      );
    });
  return {
    login: set('/login', [...login], BUDGET.loginKb),
    shell: set('shell (signed-in routes, query cache, session schemas, grid)', [...shell]),
    home: set(HOME, minus(closure([keyOf(HOME), keyOf(HOME_ADAPTER)]), login, shell)),
    homeAfterList: set(
      "Seats at a glance (the widget, its adapter, its charts with visx), after the list's reads",
      minus(closure(HOME_AFTER_LIST.map(keyOf)), login, shell, closure([keyOf(HOME), keyOf(HOME_ADAPTER)])),
    ),
    homeIdle: set(
      "the license forms and merge screen, the end-date dialog, the shell's dialogs and toasts and the grid's windowing",
      minus(
        closure([...HOME_IDLE.map(keyOf), keyOf(HOME_DATES_DIALOG), keyOf(SHELL_OVERLAYS), keyOf(ROW_WINDOW)]),
        login,
        shell,
        closure([keyOf(HOME), keyOf(HOME_ADAPTER), ...HOME_AFTER_LIST.map(keyOf)]),
      ),
    ),
    verification: set(VERIFICATION[0]!, minus(closure(VERIFICATION.map(keyOf)), login), BUDGET.chunkKb),
    // A visit with a session already open: the entry's scripts, then the shell and the home, no signed-out screen.
    returning: set('the home opened with a session already open', [
      ...closure([entry, ...SIGNED_IN.map(keyOf), keyOf(HOME), keyOf(HOME_ADAPTER)]),
    ]),
    routes: routes.sort((a, b) => b.kb - a.kb),
    gzipKb,
    closure,
    keyOf,
  };
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const kb = (value: number) => value.toFixed(1);

/**
 * Loads /login in Chromium from the real server (a fresh embedded database, the demo accounts seeded), then signs in
 * as the demo administrator: the scripts fetched for each step, their gzip size and what travelled.
 */
async function browserLoads(dist: string) {
  const { chromium } = await import('playwright');
  const { chromiumLaunchOptions } = await import('../scripts/browser.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'lc-bundle-size-'));
  const server = await startServerProcess('', {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    CONSOLE_DIR: dist,
  } as Record<string, string>);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const pending: Promise<{ file: string; wireBytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (!/^\/assets\/.+\.js$/.test(path)) return;
      pending.push(
        (async () => ({
          file: path.slice(1),
          wireBytes: (await request.sizes()).responseBodySize,
          encoding: (await (await request.response())?.headerValue('content-encoding')) ?? 'identity',
        }))(),
      );
    });
    /** The scripts fetched since the last step. */
    const fetched = () => Promise.all(pending.splice(0));
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const login = await fetched();
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Admin!2345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Licenses' }).waitFor();
    // The list's packs drawn, then two idle periods (the home loads the license screens in one) and a quiet network.
    await page
      .getByRole('table', { name: 'Licenses' })
      .getByRole('link', { name: /^Edit: / })
      .first()
      .waitFor();
    await page.evaluate(async () => {
      for (let idle = 0; idle < 2; idle += 1) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    await page.waitForLoadState('networkidle');
    const home = await fetched();
    return { login, home, chromium: browser.version() };
  } finally {
    await browser.close();
    server.process.kill();
    await new Promise((resolve) => server.process.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const dist = process.env.CONSOLE_DIST ?? defaultDist;
  const { login, shell, home, homeAfterList, homeIdle, verification, returning, routes, gzipKb } = measureBundle(dist);
  const row = ({ name, files, kb: size, budgetKb }: ChunkSet) => [
    name,
    String(files.length),
    kb(size),
    budgetKb === undefined ? '-' : String(budgetKb),
    budgetKb === undefined ? '-' : `${(size / budgetKb).toFixed(2)}x`,
    budgetKb === undefined ? '' : size > budgetKb ? 'OVER' : 'ok',
  ];
  out('From the build (.vite/manifest.json), gzip level 9, KB:');
  out(
    formatTable(
      ['scripts', 'files', 'KB gzip', 'budget', 'ratio', ''],
      [row(login), row(shell), row(verification), ...routes.map(row)],
    ),
  );
  out('(a route counts what it adds to /login and the shell: its own chunks and those it shares with other routes;');
  out(` the first screen after signing in, the license list, loads /login, the shell and ${kb(home.kb)} KB more:`);
  out(` ${kb(login.kb + shell.kb + home.kb)} KB in all; ${homeAfterList.name}: ${kb(homeAfterList.kb)} KB more;`);
  out(` ${returning.name}, without /login: ${kb(returning.kb)} KB in all, ${returning.files.length} files)`);
  out();
  out('The shell and the license list, file by file:');
  for (const file of [...shell.files, ...home.files].sort((a, b) => gzipKb(b) - gzipKb(a)))
    out(`  ${kb(gzipKb(file)).padStart(6)}  ${file}`);
  out();
  out('/login, file by file:');
  for (const file of [...login.files].sort((a, b) => gzipKb(b) - gzipKb(a)))
    out(`  ${kb(gzipKb(file)).padStart(6)}  ${file}`);

  const floorKb = await bareReactKb();
  out();
  out(
    `floor: bare React 19 and react-router, one route: ${kb(floorKb)} KB gzip; /login is ${kb(login.kb - floorKb)} KB above it`,
  );
  const cycles = chunkCycles(readBuild(dist).manifest);
  out();
  out(
    cycles.length === 0
      ? 'chunk import cycles: none'
      : `chunk import cycles: ${cycles.map((cycle) => cycle.join(' -> ')).join('; ')}`,
  );
  const firstScreen: ChunkSet = {
    name: 'signed-in shell + the license list',
    files: [...shell.files, ...home.files],
    kb: shell.kb + home.kb,
    budgetKb: BUDGET.firstScreenKb,
  };
  const over = [login, verification, ...routes, firstScreen].filter(
    (set) => set.budgetKb !== undefined && set.kb > set.budgetKb,
  );
  if (!existsSync(chromiumPath)) out(`\nChromium: skipped (no Chromium at ${chromiumPath}; set CHROMIUM_PATH)`);
  else {
    const loads = await browserLoads(dist);
    /** `fetched` against the build graph's `expected`; `idle` may have loaded too, or not yet. */
    const compare = (step: string, fetched: typeof loads.login, expected: Set<string>, idle = new Set<string>()) => {
      const files = new Set(fetched.map(({ file }) => file));
      const wire = fetched.reduce((total, { wireBytes }) => total + wireBytes, 0) / 1024;
      const encodings = [...new Set(fetched.map(({ encoding }) => encoding))].join(', ');
      const gzip = [...files].reduce((total, file) => total + gzipKb(file), 0);
      out(`  ${step}: ${files.size} scripts, ${kb(gzip)} KB gzip, ${kb(wire)} KB on the wire (${encodings || 'none'})`);
      const missing = [...expected].filter((file) => !files.has(file));
      const extra = [...files].filter((file) => !expected.has(file) && !idle.has(file));
      const idleLoaded = [...files].filter((file) => idle.has(file));
      if (idle.size > 0) out(`    loaded while idle: ${idleLoaded.length} of ${idle.size} scripts`);
      if (missing.length === 0 && extra.length === 0) out('    the same scripts as the build graph');
      else {
        if (extra.length > 0) out(`    fetched beyond the build graph: ${extra.join(', ')}`);
        if (missing.length > 0) out(`    in the build graph, not fetched: ${missing.join(', ')}`);
      }
      return gzip;
    };
    out(`\nChromium ${loads.chromium}, the real server:`);
    const loginKb = compare('/login', loads.login, new Set(login.files));
    compare(
      `signed in, the home (/private), ${homeIdle.name} (${kb(homeIdle.kb)} KB) loading while idle`,
      loads.home,
      new Set([...shell.files, ...home.files, ...homeAfterList.files]),
      new Set(homeIdle.files),
    );
    if (loginKb > BUDGET.loginKb && !over.includes(login)) over.push(login);
  }
  out();
  out(
    over.length === 0
      ? `verdict: within budget (/login ${kb(login.kb)} of ${BUDGET.loginKb} KB; every route within ${BUDGET.chunkKb} KB; ` +
          `the shell and the license list ${kb(firstScreen.kb)} of ${BUDGET.firstScreenKb} KB)`
      : `verdict: OVER budget: ${over.map((set) => `${set.name} ${kb(set.kb)} KB`).join(', ')}`,
  );
  const largest = routes[0];
  out(
    `budget | /login scripts <= ${BUDGET.loginKb} KB gzip | ${kb(login.kb)} KB (${(login.kb / BUDGET.loginKb).toFixed(2)}x) | bare React + react-router: ${kb(floorKb)} KB | ${login.kb <= BUDGET.loginKb ? 'met' : 'missed'}`,
  );
  if (largest)
    out(
      `budget | each route's own chunks <= ${BUDGET.chunkKb} KB gzip (shell ${kb(shell.kb)} KB, once) | largest ${kb(largest.kb)} KB (${largest.name}) | - | ${largest.kb <= BUDGET.chunkKb ? 'met' : 'missed'}`,
    );
  out(
    `budget | signed-in shell + the license list <= ${BUDGET.firstScreenKb} KB gzip above /login | ${kb(firstScreen.kb)} KB (${(firstScreen.kb / BUDGET.firstScreenKb).toFixed(2)}x; shell ${kb(shell.kb)}, list ${kb(home.kb)}) | - | ${firstScreen.kb <= BUDGET.firstScreenKb ? 'met' : 'missed'}`,
  );
  if (over.length > 0 || cycles.length > 0) process.exitCode = 1;
}
