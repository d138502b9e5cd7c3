// Fresh start on the embedded database (the performance issue's budget: the first answer within 3 s of starting the
// built server on a clean clone): starts `node apps/server/src/main.ts` as `npm start` does, on a new data folder,
// and times it from the spawn to the first 200 from /readyz; then starts it again on the folder it left, the floor.
// When `npm run build` has bundled the production server, it also starts `node apps/server/dist/server.mjs` on a new
// data folder as the image runs it (NODE_ENV=production: no demo data), held to 2 s. They take turns for ROUNDS rounds. Figures only, never a test.
//
//   node bench/fresh-start.ts               5 rounds: about 1 min
//   ROUNDS=3 node bench/fresh-start.ts
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SNAPSHOT_DIR, snapshotIsCurrent } from '../apps/server/src/db/snapshot.ts';
import { freePort } from '../apps/server/src/test-support/server-process.ts';
import { formatTable } from './license-search-stats.ts';
import { median, spread, stopAll } from './load-runner.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BUDGET_SECONDS = 3;
const BUNDLE_BUDGET_SECONDS = 2;
const MAIN = join(import.meta.dirname, '..', 'apps', 'server', 'src', 'main.ts');
const BUNDLE = join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'server.mjs');

const out = (line = '') => process.stdout.write(`${line}\n`);

/**
 * Seconds from spawning the server (`script`) on `dataDir` to its first 200 from /readyz; it is stopped after. The
 * bundle runs in the image's environment (NODE_ENV=production).
 */
async function timeToReady(dataDir: string, script = MAIN): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const image = script === BUNDLE ? { NODE_ENV: 'production' } : {};
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...image, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (ready?.status === 200) return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error(`not ready after 2 min: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await stopAll([child]);
  }
}

const current = await snapshotIsCurrent();
out(
  current
    ? `snapshot: ${SNAPSHOT_DIR} is current`
    : `snapshot: none current in ${SNAPSHOT_DIR} (npm run build makes it): a fresh start creates and migrates`,
);
const root = await mkdtemp(join(tmpdir(), 'lc-bench-fresh-'));
const bundled = existsSync(BUNDLE);
if (!bundled) out(`bundle: no ${BUNDLE} (npm run build makes it): the production server is not timed`);
const fresh: number[] = [];
const existing: number[] = [];
const bundleFresh: number[] = [];
const bundleExisting: number[] = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const dataDir = join(root, `data-${round}`);
    fresh.push(await timeToReady(dataDir));
    existing.push(await timeToReady(dataDir));
    await rm(dataDir, { recursive: true, force: true });
    if (bundled) {
      bundleFresh.push(await timeToReady(join(root, `bundle-${round}`), BUNDLE));
      bundleExisting.push(await timeToReady(join(root, `bundle-${round}`), BUNDLE));
      await rm(join(root, `bundle-${round}`), { recursive: true, force: true });
    }
  }
} finally {
  await rm(root, { recursive: true, force: true });
}

out();
out(`${ROUNDS} rounds; seconds from spawn to the first 200 from /readyz (min / median / max)`);
out(
  formatTable(
    ['start', 'seconds'],
    [
      ['new data folder (the budget)', spread(fresh, 2)],
      ['the folder it left (the floor)', spread(existing, 2)],
      ...(bundled
        ? [
            ['dist/server.mjs as the image runs it, new data folder', spread(bundleFresh, 2)],
            ['dist/server.mjs as the image runs it, the folder it left', spread(bundleExisting, 2)],
          ]
        : []),
    ],
  ),
);
out();
const met = median(fresh) <= BUDGET_SECONDS;
out(
  `budget | fresh start on the embedded database <= ${BUDGET_SECONDS} s to the first answer | ` +
    `${spread(fresh, 2)} s${current ? '' : ' (no current snapshot)'} | existing data folder: ${spread(existing, 2)} s | ` +
    `${met ? 'met' : 'missed'} (${(median(fresh) / median(existing)).toFixed(2)}x the floor)`,
);
if (bundled) {
  out(
    `budget | production server (dist/server.mjs), fresh start <= ${BUNDLE_BUDGET_SECONDS} s to the first answer | ` +
      `${spread(bundleFresh, 2)} s | its existing data folder: ${spread(bundleExisting, 2)} s | ` +
      `${median(bundleFresh) <= BUNDLE_BUDGET_SECONDS ? 'met' : 'missed'} ` +
      `(${(median(bundleFresh) / median(bundleExisting)).toFixed(2)}x the floor)`,
  );
}
