// A repeated `npm start` on an unchanged tree (the budget: the first answer within 5 s): runs `node scripts/lc.mjs
// start` (what `npm start` runs) once to build whatever is stale, then ROUNDS more times on the data folder the first
// one left, as a person's next start would, each timed from the spawn to the first 200 from /readyz. The floor is
// the server alone (`node apps/server/src/main.ts`) on the same folder, the two taking turns. It also counts the
// lines a start prints before that answer. Figures only, never a test.
//
//   node bench/repeat-start.ts               5 rounds: about 1 min when nothing is stale
//   ROUNDS=3 node bench/repeat-start.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test-support/server-process.ts';
import { formatTable } from './license-search-stats.ts';
import { median, spread } from './load-runner.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BUDGET_SECONDS = 5;
const ROOT = join(import.meta.dirname, '..');

const out = (line = '') => process.stdout.write(`${line}\n`);

/**
 * Stops `child` and everything it started (pnpm, its shell, the server): it leads a process group of its own, and the
 * launcher exits at the signal while the server is still closing its data folder, which the next start needs.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const alive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-child.pid!, 'SIGTERM');
  const stopped = performance.now();
  while (alive()) {
    if (performance.now() - stopped > 60_000) throw new Error('the start did not stop within 60 s of SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Seconds from spawning `args` on `dataDir` to the first 200 from /readyz, and the lines it printed until then. */
async function timeToReady(args: string[], dataDir: string): Promise<{ seconds: number; lines: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // No drain: no load balancer watches these servers, and the next start waits for the data folder.
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the start exited: ${output}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (ready?.status === 200) {
        const seconds = (performance.now() - started) / 1000;
        return { seconds, lines: output.split('\n').filter((line) => line.trim() !== '').length };
      }
      if (performance.now() - started > 600_000) throw new Error(`not ready after 10 min: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await stopGroup(child);
  }
}

const START = [join(ROOT, 'scripts', 'lc.mjs'), 'start'];
const SERVER = [join(ROOT, 'apps', 'server', 'src', 'main.ts')];
const dataDir = await mkdtemp(join(tmpdir(), 'lc-bench-repeat-'));
try {
  const first = await timeToReady(START, dataDir);
  out(`first npm start (builds what is stale, a new data folder): ${first.seconds.toFixed(2)} s, ${first.lines} lines`);
  const repeated: number[] = [];
  const lines: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = await timeToReady(START, dataDir);
    repeated.push(start.seconds);
    lines.push(start.lines);
    floor.push((await timeToReady(SERVER, dataDir)).seconds);
  }
  out();
  out(
    formatTable(
      ['start on the folder the first one left', `s to the first answer (min / median / max, ${ROUNDS} rounds)`],
      [
        ['npm start (node scripts/lc.mjs start)', spread(repeated, 2)],
        ['node apps/server/src/main.ts (the floor)', spread(floor, 2)],
      ],
    ),
  );
  out(`lines npm start printed before its first answer: ${spread(lines, 0)}`);
  out();
  const met = median(repeated) <= BUDGET_SECONDS;
  out(
    `budget | repeated npm start on an unchanged tree <= ${BUDGET_SECONDS} s to the first answer | ` +
      `${spread(repeated, 2)} s | the server alone: ${spread(floor, 2)} s | ` +
      `${met ? 'met' : 'missed'} (${(median(repeated) / median(floor)).toFixed(2)}x the floor)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
