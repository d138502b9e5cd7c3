/**
 * Proves the published package works for a consumer: builds packages/ui with tsup, packs it as pnpm would publish
 * it, unpacks the tarball into a fixture folder outside the workspace, links its dependencies from the workspace's
 * store (offline: no registry), then renders a primitive with react-dom/server and type-checks an import.
 * Runs in Node as a Vitest browser command (see vitest.config.ts); src/package.test.ts asserts on what it returns.
 */
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const uiDir = join(import.meta.dirname, '..');
const rootDir = join(uiDir, '..', '..');
const requireFromRoot = createRequire(join(rootDir, 'package.json'));

interface PackedPackage {
  name: string;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface PackResult {
  /** Files in the tarball, relative to the package root. */
  files: string[];
  packageJson: PackedPackage;
  /** renderToString of the fixture's elements, imported from the installed package. */
  html: string;
  /** The installed dist/styles.css. */
  css: string;
  /** tsc's output on a consumer file importing the package (empty when it type-checks). */
  typecheck: string;
  typecheckStatus: number | null;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The dependency as the workspace installed it (pnpm's store), for the fixture to link to. */
function installedPath(name: string): string {
  for (const base of [join(uiDir, 'node_modules'), join(rootDir, 'node_modules')]) {
    try {
      return realpathSync(join(base, name));
    } catch {
      // not installed here; try the next folder
    }
  }
  throw new Error(`${name} is not installed in the workspace`);
}

function link(nodeModules: string, name: string) {
  const target = join(nodeModules, name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(installedPath(name), target, 'dir');
}

const renderScript = `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Badge, Button, DataGrid, selectionColumn, VersionStatus } from '@license-console/ui';

const columns = [selectionColumn({ header: 'Pick' }), { accessorKey: 'email', header: 'Email' }];
process.stdout.write(
  renderToString(
    h('div', null,
      h(Button, { variant: 'destructive' }, 'Delete'),
      h(Badge, { variant: 'success' }, 'Active'),
      h(VersionStatus, { status: 'needs-update', version: '23.9.0' }),
      h(DataGrid, {
        label: 'Licenses',
        data: [{ email: 'ada@example.com' }],
        columns,
        getRowId: (row) => row.email,
        getRowLabel: (row) => row.email,
      }),
    ),
  ),
);
`;

const consumerSource = `import { Button, type ButtonProps, DataGrid, type DataGridColumn, selectionColumn } from '@license-console/ui';
import { createElement } from 'react';

interface Row { email: string }
const props: ButtonProps = { variant: 'secondary', size: 'sm', loading: true };
const columns: DataGridColumn<Row>[] = [
  selectionColumn<Row>({ header: 'Pick' }),
  { accessorKey: 'email', header: 'Email', meta: { filter: { type: 'text' } } },
];
export const button = createElement(Button, props, 'Save');
export const grid = createElement(DataGrid<Row>, { label: 'Users', data: [], columns, getRowId: (row: Row) => row.email });
`;

const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['consumer.ts'],
};

export function packAndRender(): PackResult {
  const work = mkdtempSync(join(tmpdir(), 'lc-ui-pack-'));
  try {
    run(process.execPath, [requireFromRoot.resolve('tsup/dist/cli-default.js')], uiDir);
    // pnpm pack applies publishConfig (exports to dist) and rewrites workspace: ranges, as publishing does.
    const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
    const packArgs = ['pack', '--pack-destination', work];
    const packed =
      pnpm.endsWith('.cjs') || pnpm.endsWith('.js')
        ? run(process.execPath, [pnpm, ...packArgs], uiDir)
        : run(pnpm, packArgs, uiDir);
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball:\n${packed.stdout}`);

    // The fixture lives outside the workspace: only what the tarball holds and its declared dependencies resolve.
    const fixture = join(work, 'fixture');
    const nodeModules = join(fixture, 'node_modules');
    const installed = join(nodeModules, '@license-console', 'ui');
    mkdirSync(installed, { recursive: true });
    run('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1'], work);
    const packageJson = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as PackedPackage;
    for (const name of Object.keys({ ...packageJson.dependencies, ...packageJson.peerDependencies })) {
      link(nodeModules, name);
    }
    link(nodeModules, '@types/react');
    writeFileSync(join(fixture, 'package.json'), '{ "private": true, "type": "module" }\n');
    writeFileSync(join(fixture, 'render.mjs'), renderScript);
    writeFileSync(join(fixture, 'consumer.ts'), consumerSource);
    writeFileSync(join(fixture, 'tsconfig.json'), JSON.stringify(consumerTsconfig, null, 2));

    const html = run(process.execPath, ['render.mjs'], fixture).stdout;
    const tsc = spawnSync(process.execPath, [requireFromRoot.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: fixture,
      encoding: 'utf8',
    });
    return {
      files: listFiles(installed).sort(),
      packageJson,
      html,
      css: readFileSync(join(installed, 'dist', 'styles.css'), 'utf8'),
      typecheck: `${tsc.stdout}${tsc.stderr}`.trim(),
      typecheckStatus: tsc.status,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export type { PackResult };
