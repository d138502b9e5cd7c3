// A widget's weight in an embedder's app (issue 45, "Fair weight for an embedder"): builds and packs packages/ui and
// packages/features, installs both tarballs into a fresh app outside the workspace with React, ReactDOM and TanStack
// Query from the npm registry (one `npm install`, as the features README tells a team), and bundles entries with Vite:
// a baseline (React, ReactDOM and the TanStack Query hooks the widgets call) and the license grid (the widget and the
// adapter's provider, the host handing its own adapter). The budget is the grid's eager JavaScript above the baseline,
// gzip level 9; lazily loaded chunks and the stylesheet are reported apart.
//
//   node bench/widget-weight.ts                  builds both packages first (about a minute, most of it npm)
//   SKIP_BUILD=1 node bench/widget-weight.ts     packs the dist folders as they are
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable } from './license-search-stats.ts';

/** The budget: the license grid's JavaScript above React, ReactDOM and TanStack Query. */
export const BUDGET_KB = 45;

const rootDir = join(import.meta.dirname, '..');
const uiDir = join(rootDir, 'packages', 'ui');
const featuresDir = join(rootDir, 'packages', 'features');
const requireFromRoot = createRequire(join(rootDir, 'package.json'));

const out = (line = '') => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipBytes = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Builds the package with tsup (unless SKIP_BUILD) and packs it as publishing would; the tarball's path. */
function buildAndPack(packageDir: string, destination: string): string {
  if (!process.env.SKIP_BUILD) run(process.execPath, [requireFromRoot.resolve('tsup/dist/cli-default.js')], packageDir);
  // pnpm pack applies publishConfig (exports to dist) and turns workspace: ranges into versions.
  const before = new Set(readdirSync(destination));
  run('pnpm', ['pack', '--pack-destination', destination], packageDir);
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${packageDir}`);
  return join(destination, tarball);
}

interface Scenario {
  name: string;
  source: string;
  /** Held to the budget against the baseline. */
  budgeted?: boolean;
}

/** A component calling the TanStack Query hooks the widgets call, so the baseline holds them as the widgets do. */
const queryHooks = `import { keepPreviousData, QueryClient, QueryClientProvider, skipToken, useIsFetching, useIsMutating,
  useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
function Queries() {
  const client = useQueryClient();
  const read = useQuery({ queryKey: ['a'], queryFn: window.hostRead ?? skipToken, placeholderData: keepPreviousData });
  const change = useMutation({ mutationFn: window.hostChange, onSuccess: () => client.invalidateQueries() });
  return h('output', null, String(read.data), change.status, useIsFetching(), useIsMutating());
}
`;

/** The embedder's app around a widget: React, ReactDOM, a QueryClient, the provider and the host's own adapter. */
function widgetApp(imports: string, widget: string) {
  return `${queryHooks}${imports}
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(Queries),
    h(ConsoleApiProvider, { api: window.hostConsoleApi }, ${widget})));
`;
}

function scenarios(exportsMap: Record<string, unknown>): Scenario[] {
  const subpath = (name: string) =>
    exportsMap[`./${name}`] ? `@license-console/features/${name}` : '@license-console/features';
  const grid = 'h(LicenseGrid, { user: window.hostUser, onNavigate: window.hostNavigate })';
  const list: Scenario[] = [
    {
      name: 'baseline: React, ReactDOM, TanStack Query',
      source: `${queryHooks}createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(Queries)));
`,
    },
    {
      name: `LicenseGrid (${subpath('licenses')}, provider from ${subpath('api')})`,
      source: widgetApp(
        `import { ConsoleApiProvider } from '${subpath('api')}';
import { LicenseGrid } from '${subpath('licenses')}';
import '@license-console/features/styles.css';`,
        grid,
      ),
      budgeted: true,
    },
  ];
  if (exportsMap['./licenses']) {
    list.push({
      name: 'LicenseGrid from the root entry (@license-console/features)',
      source: widgetApp(
        `import { ConsoleApiProvider, LicenseGrid } from '@license-console/features';
import '@license-console/features/styles.css';`,
        grid,
      ),
    });
  }
  list.push({
    name: "LicenseGrid with the package's HTTP adapter (createHttpConsoleApi)",
    source: widgetApp(
      `import { ConsoleApiProvider } from '${subpath('api')}';
import { createHttpConsoleApi } from '${subpath('adapter')}';
import { LicenseGrid } from '${subpath('licenses')}';
import '@license-console/features/styles.css';
window.hostConsoleApi = createHttpConsoleApi({ onNavigate: window.hostNavigate });`,
      grid,
    ),
  });
  return list;
}

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, { renderedLength: number }>;
}
interface OutputAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

interface Weight {
  eager: number;
  lazy: number;
  css: number;
  eagerFiles: number;
  lazyFiles: number;
  /** Each package's share of the eager scripts' gzip bytes, apportioned by its modules' rendered length. */
  byPackage: Map<string, number>;
  /** The same for our two packages' files, by the source modules their source maps name. */
  bySource: Map<string, number>;
}

/** The package a bundled module belongs to: its node_modules name, or the app's own file. */
function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id.split('\0').join(''));
  if (!match) return '(the app)';
  if (match[1] === 'react-dom' || match[1] === 'react' || match[1] === 'scheduler') return 'react, react-dom';
  return match[1]!;
}

/**
 * What one of our packages' dist files holds, from its source map: `features licenses/license-grid.tsx`, `domain
 * messages/home.ts` (the domain is bundled into both packages), or, for a file of many modules, their count.
 */
function sourceOf(id: string): string | undefined {
  const match = /node_modules\/@license-console\/([^/]+)\/dist\/(.*\.js)$/.exec(id);
  if (!match) return undefined;
  const [, name, file] = match;
  const label = (source: string) => {
    const own = /^(?:\.\.\/)+src\/(.*)$/.exec(source);
    if (own) return `${name} ${own[1]}`;
    const workspace = /([^/]+)\/src\/(.*)$/.exec(source);
    return workspace ? `${workspace[1]} ${workspace[2]}` : `${name} ${source}`;
  };
  try {
    const { sources } = JSON.parse(readFileSync(`${id}.map`, 'utf8')) as { sources: string[] };
    if (sources.length <= 2) return sources.map(label).join(', ');
    return `${name} ${file} (${sources.length} modules in one file, ${label(sources[0]!)} first)`;
  } catch {
    return `${name} ${file}`;
  }
}

/** The baseline's packages, left out of the build that says what the rest of a widget's weight is made of. */
const BASELINE_PACKAGES = /^(react|react-dom|scheduler|@tanstack\/react-query|@tanstack\/query-core)(\/|$)/;

/**
 * Bundles `source` with Vite as a host's production build; what the browser loads at once and later. With
 * `aboveBaseline`, React, ReactDOM and TanStack Query stay out of the bundle, so the shares say what the rest is.
 */
async function bundle(appDir: string, name: string, source: string, aboveBaseline = false): Promise<Weight> {
  const { build } = await import('vite');
  const entry = join(appDir, `${name}.js`);
  writeFileSync(entry, source);
  const result = (await build({
    configFile: false,
    root: appDir,
    logLevel: 'error',
    mode: 'production',
    build: {
      write: false,
      rolldownOptions: { input: entry, external: aboveBaseline ? (id) => BASELINE_PACKAGES.test(id) : undefined },
    },
  })) as { output: (OutputChunk | OutputAsset)[] } | { output: (OutputChunk | OutputAsset)[] }[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((part) => part.output);
  const chunks = new Map(
    output.filter((file): file is OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (files: string[], follow: (chunk: OutputChunk) => string[], into = new Set<string>()) => {
    for (const file of files) {
      // An import left external (the baseline's packages) is no file of the build.
      if (into.has(file) || !chunks.has(file)) continue;
      into.add(file);
      closure(follow(chunks.get(file)!), follow, into);
    }
    return into;
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const eager = closure(entries, (chunk) => chunk.imports);
  const all = closure(entries, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
  const lazy = [...all].filter((file) => !eager.has(file));
  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, file) => total + gzipBytes(chunks.get(file)!.code), 0);
  const byPackage = new Map<string, number>();
  const bySource = new Map<string, number>();
  for (const file of eager) {
    const chunk = chunks.get(file)!;
    const rendered = Object.values(chunk.modules).reduce((total, module) => total + module.renderedLength, 0);
    const gzip = gzipBytes(chunk.code);
    for (const [id, module] of Object.entries(chunk.modules)) {
      const share = rendered === 0 ? 0 : (gzip * module.renderedLength) / rendered;
      byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + share);
      const source = sourceOf(id);
      if (source) bySource.set(source, (bySource.get(source) ?? 0) + share);
    }
  }
  const css = output
    .filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
    .reduce((total, asset) => total + gzipBytes(asset.source), 0);
  return {
    eager: sum(eager),
    lazy: sum(lazy),
    css,
    eagerFiles: eager.size,
    lazyFiles: lazy.length,
    byPackage,
    bySource,
  };
}

if (import.meta.main) {
  const work = mkdtempSync(join(tmpdir(), 'lc-widget-weight-'));
  try {
    const tarballs = join(work, 'tarballs');
    const appDir = join(work, 'host');
    for (const dir of [tarballs, appDir]) run('mkdir', ['-p', dir], work);
    const uiTarball = buildAndPack(uiDir, tarballs);
    const featuresTarball = buildAndPack(featuresDir, tarballs);

    // The host: a fresh app outside the workspace; both tarballs and the peers in one npm install from the registry.
    writeFileSync(join(appDir, 'package.json'), '{ "name": "widget-host", "private": true, "type": "module" }\n');
    const peers = ['react@^19', 'react-dom@^19', '@tanstack/react-query@^5'];
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', uiTarball, featuresTarball, ...peers],
      appDir,
    );
    const installed = (name: string) =>
      JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
        exports: Record<string, unknown>;
      };
    const features = installed('@license-console/features');
    out(
      `installed from the registry: react ${installed('react').version}, react-dom ${installed('react-dom').version}, ` +
        `@tanstack/react-query ${installed('@tanstack/react-query').version}, zod ${installed('zod').version}`,
    );

    const weights: { scenario: Scenario; weight: Weight }[] = [];
    for (const [index, scenario] of scenarios(features.exports).entries()) {
      weights.push({ scenario, weight: await bundle(appDir, `entry-${index}`, scenario.source) });
    }
    const baseline = weights[0]!.weight;
    out();
    out('Vite production build per entry, JavaScript gzip level 9, KB (eager: what the entry loads before it runs):');
    out(
      formatTable(
        ['entry', 'eager', 'above baseline', 'lazy (apart)', 'CSS'],
        weights.map(({ scenario, weight }, index) => [
          scenario.name,
          `${kb(weight.eager)} (${weight.eagerFiles} files)`,
          index === 0 ? '-' : kb(weight.eager - baseline.eager),
          `${kb(weight.lazy)} (${weight.lazyFiles} files)`,
          kb(weight.css),
        ]),
      ),
    );
    const budgeted = weights.find(({ scenario }) => scenario.budgeted)!;
    const parts = await bundle(appDir, 'entry-parts', budgeted.scenario.source, true);
    out();
    out(
      `What the budgeted entry adds to the baseline, bundled without React, ReactDOM and TanStack Query ` +
        `(${kb(parts.eager)} KB eager), by package (gzip KB, apportioned by rendered length):`,
    );
    const largest = (shares: Map<string, number>, count: number) =>
      [...shares]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, bytes]) => `  ${kb(bytes).padStart(6)}  ${name}`);
    for (const line of largest(parts.byPackage, 15)) out(line);
    // A dist file of ours is one source module (see packages/ui/scripts/module-entries.ts); grouped by folder.
    const byFolder = new Map<string, number>();
    for (const [source, bytes] of parts.bySource) {
      const folder = source.includes(' modules in one file')
        ? source
        : source.replace(/^(\S+) ([^/,]+)\/.*$/, '$1 $2/').replace(/^(\S+) [^/,]+$/, '$1 (top level)');
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + bytes);
    }
    out('  of which our packages, by folder (domain: bundled into ui and features):');
    for (const line of largest(byFolder, 12)) out(`  ${line}`);
    out('  and by source module, the 20 largest:');
    for (const line of largest(parts.bySource, 20)) out(`  ${line}`);

    const above = budgeted.weight.eager - baseline.eager;
    const met = above / 1024 <= BUDGET_KB;
    out();
    out(
      `budget | LicenseGrid's JavaScript <= ${BUDGET_KB} KB gzip above React, ReactDOM and TanStack Query | ` +
        `${kb(above)} KB (${(above / 1024 / BUDGET_KB).toFixed(2)}x; lazy ${kb(budgeted.weight.lazy)} KB apart) | ` +
        `baseline: ${kb(baseline.eager)} KB | ${met ? 'met' : 'missed'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
