// What `npm start` builds before the server runs from its sources: the console, only when its inputs changed since
// its last build, and the embedded database's snapshot, only when the migrations or PGlite changed (its own manifest
// check). The production server's bundle is `npm run build`'s alone: a start never runs it. `npm run build` builds
// everything, every time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldedStep, inputsDigest, skippedStep, stampIsCurrent, stepsDir, writeStamp } from './steps.mjs';

/** What the console's build reads: its sources and configs, the packages it bundles, the lockfile and root configs. */
export const CONSOLE_INPUTS = [
  'apps/console',
  'packages/ui',
  'packages/features',
  'packages/domain',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'tsconfig.json',
];

/** The console's build is current: one finished on exactly these inputs, and its output is still there. */
export function consoleBuildIsCurrent(root, digest = inputsDigest(root, CONSOLE_INPUTS)) {
  return (
    existsSync(join(root, 'apps', 'console', 'dist', 'index.html')) &&
    stampIsCurrent(join(stepsDir(root), 'console-build.json'), digest)
  );
}

async function main() {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const options = (name) => ({ cwd: root, env: process.env, logFile: join(stepsDir(root), `${name}.log`) });
  // The digest is taken before the build, so an edit made while it runs makes the next start build again.
  const digest = inputsDigest(root, CONSOLE_INPUTS);
  if (consoleBuildIsCurrent(root, digest)) {
    skippedStep('the console is current');
  } else {
    const status = foldedStep(
      'building the console',
      'pnpm',
      ['--filter', '@license-console/console', 'build'],
      options('console-build'),
    );
    if (status !== 0) process.exit(status);
    writeStamp(join(stepsDir(root), 'console-build.json'), digest);
  }
  // The snapshot's own check, in this process: a current one costs no Node of its own to say so.
  const { snapshotIsCurrent } = await import('../apps/server/src/db/snapshot.ts');
  if (await snapshotIsCurrent()) {
    skippedStep('the pre-migrated embedded database is current');
    return;
  }
  const status = foldedStep(
    'building the pre-migrated embedded database',
    process.execPath,
    [join(root, 'apps', 'server', 'build', 'pglite-snapshot.ts')],
    options('pglite-snapshot'),
  );
  if (status !== 0) process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
