/**
 * The published packages as another team gets them: builds workspace packages with tsup, packs each as pnpm would
 * publish it, unpacks the tarballs into a fixture app in a temporary folder outside the workspace, links only
 * their declared dependencies and peers from the workspace's store (offline: no registry), and lints each tarball
 * with publint. The packages' pack tests (packages/ui, packages/features) run it in Node, as a Vitest browser
 * command, and add what a consumer of their own does with the fixture.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
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

const rootDir = join(import.meta.dirname, '..');
const requireFromRoot = createRequire(join(rootDir, 'package.json'));

interface PackedPackageJson {
  name: string;
  version: string;
  license?: string;
  private?: boolean;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface InstalledPackage {
  /** Where the tarball was unpacked: `<fixture>/node_modules/<name>`. */
  dir: string;
  /** Files in the tarball, relative to the package root, sorted. */
  files: string[];
  packageJson: PackedPackageJson;
  /** publint's findings on the tarball, one line each, `error: …`, `warning: …` or `suggestion: …`. */
  lint: string[];
}

interface Fixture {
  /** The fixture app's folder, outside the workspace. */
  dir: string;
  /** The packed packages, in the order asked for. */
  packages: InstalledPackage[];
  write: (file: string, content: string) => void;
  /** Runs a command in the fixture's folder; throws unless it exits 0. */
  run: (command: string, args: string[]) => SpawnSyncReturns<string>;
  /** tsc, strict and without skipLibCheck, on one consumer file importing the packages. */
  typecheck: (source: string) => { output: string; status: number | null };
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

/** A dependency as the workspace installed it for the package in `packageDir` (pnpm's store). */
function installedPath(name: string, packageDir: string): string {
  for (const base of [join(packageDir, 'node_modules'), join(rootDir, 'node_modules')]) {
    try {
      return realpathSync(join(base, name));
    } catch {
      // not installed here; try the next folder
    }
  }
  throw new Error(`${name} is not installed in the workspace`);
}

/** Builds the package with tsup and packs it into `destination`; the tarball's path. */
function buildAndPack(packageDir: string, destination: string): string {
  run(process.execPath, [requireFromRoot.resolve('tsup/dist/cli-default.js')], packageDir);
  mkdirSync(destination, { recursive: true });
  // pnpm pack applies publishConfig (exports to dist) and rewrites workspace: ranges, as publishing does.
  const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
  const packArgs = ['pack', '--pack-destination', destination];
  const packed =
    pnpm.endsWith('.cjs') || pnpm.endsWith('.js')
      ? run(process.execPath, [pnpm, ...packArgs], packageDir)
      : run(pnpm, packArgs, packageDir);
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball:\n${packed.stdout}`);
  return join(destination, tarball);
}

/** publint on an unpacked tarball: every file in `dir` is one the tarball publishes. */
async function lint(dir: string): Promise<string[]> {
  const [{ publint }, { formatMessage }] = await Promise.all([import('publint'), import('publint/utils')]);
  const { messages, pkg } = await publint({ pkgDir: dir, pack: false, level: 'suggestion' });
  return messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
}

const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['consumer.ts'],
};

/**
 * Packs the packages in `packageDirs` (a dependency before its dependents: a packed package depending on another
 * of them gets that tarball, never the workspace's source), installs them into a fresh fixture with what they
 * declare, plus `links` (tooling such as @types/react), hands the fixture to `use`, then deletes it.
 */
async function withPackedFixture<T>(
  packageDirs: string[],
  use: (fixture: Fixture) => T | Promise<T>,
  { links = [] }: { links?: string[] } = {},
): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), 'lc-pack-'));
  try {
    const dir = join(work, 'fixture');
    const nodeModules = join(dir, 'node_modules');
    const packages: InstalledPackage[] = [];
    for (const [index, packageDir] of packageDirs.entries()) {
      const tarball = buildAndPack(packageDir, join(work, 'tarballs', String(index)));
      const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackedPackageJson;
      const installed = join(nodeModules, name);
      mkdirSync(installed, { recursive: true });
      run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], work);
      packages.push({
        dir: installed,
        files: listFiles(installed).sort(),
        packageJson: JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as PackedPackageJson,
        lint: await lint(installed),
      });
    }

    // Only what the tarballs declare (and the tooling asked for) resolves: the fixture is outside the workspace.
    const linked = new Map<string, string>();
    const link = (name: string, packageDir: string) => {
      if (packages.some((installed) => installed.packageJson.name === name)) return;
      const target = installedPath(name, packageDir);
      const earlier = linked.get(name);
      if (earlier && earlier !== target) throw new Error(`${name}: two packages want different installs`);
      if (earlier) return;
      linked.set(name, target);
      mkdirSync(dirname(join(nodeModules, name)), { recursive: true });
      symlinkSync(target, join(nodeModules, name), 'dir');
    };
    for (const [index, installed] of packages.entries()) {
      const { dependencies, peerDependencies } = installed.packageJson;
      for (const name of Object.keys({ ...dependencies, ...peerDependencies })) link(name, packageDirs[index]!);
    }
    for (const name of links) link(name, rootDir);

    const write = (file: string, content: string) => writeFileSync(join(dir, file), content);
    write('package.json', '{ "private": true, "type": "module" }\n');
    write('tsconfig.json', JSON.stringify(consumerTsconfig, null, 2));
    return await use({
      dir,
      packages,
      write,
      run: (command, args) => run(command, args, dir),
      typecheck: (source) => {
        write('consumer.ts', source);
        const tsc = spawnSync(
          process.execPath,
          [requireFromRoot.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'],
          {
            cwd: dir,
            encoding: 'utf8',
          },
        );
        return { output: `${tsc.stdout}${tsc.stderr}`.trim(), status: tsc.status };
      },
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export { type Fixture, type InstalledPackage, type PackedPackageJson, withPackedFixture };
