// The embedded engine against PostgreSQL (the performance issue's budget: PGlite within 3x of PostgreSQL, and 50
// concurrent clients answered without timeouts). Each engine gets the real server as its own process
// (`node apps/server/src/main.ts`) on a fresh, seeded database; the load (bench/load.ts) comes from a process of
// its own: the license grid's searches and counts, several filters in turn, first from one connection (the time of
// a call), then from 50 (the rate, and the slowest answer against the 10 s a client waits). The four runs take
// turns in every round, in a fresh random order. Figures only, never a test.
//
//   node bench/pglite-load.ts                   3 rounds of 5 s per run: about 1.5 min
//   ROUNDS=2 SECONDS=3 node bench/pglite-load.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { licenseGridSearches } from '../apps/server/src/test-support/license-searches.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { httpClient, sessionCookie } from './http-client.ts';
import { formatTable, shuffle } from './license-search-stats.ts';
import { freshPostgres, type LoadResult, median, runLoad, spread, stopAll } from './load-runner.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 5);
const TARGET = 3;
const PATHS = licenseGridSearches;

const out = (line = '') => process.stdout.write(`${line}\n`);

const load = (origin: string, connections: number, cookies: readonly string[]) =>
  runLoad(origin, PATHS, { seconds: SECONDS, connections, cookies });

const database = await freshPostgres('lc_bench_pglite_load', out);
if (!database) process.exit(0);
const databaseUrl = database.url;
const dataRoot = await mkdtemp(join(tmpdir(), 'lc-bench-pglite-load-'));
const servers: ServerProcess[] = [];

try {
  const seeded = await openDatabase({ databaseUrl });
  await seedIfEmpty(seeded);
  await seeded.close();
  const engines = {
    pglite: await startServerProcess('', { DATABASE_URL: '', DATA_DIR: join(dataRoot, 'data') }),
    postgres: await startServerProcess(databaseUrl),
  };
  servers.push(engines.pglite, engines.postgres);
  const cookies: Record<keyof typeof engines, string[]> = { pglite: [], postgres: [] };
  for (const engine of ['pglite', 'postgres'] as const) {
    const client = httpClient(engines[engine].url);
    for (let index = 0; index < 10; index += 1) {
      const answer = await client.postJson('/api/Authenticate', {
        Email: demoAccounts.admin.email,
        Password: demoAccounts.admin.password,
      });
      cookies[engine].push(sessionCookie(answer));
    }
    client.close();
  }

  const runs = ['pglite 1', 'postgres 1', 'pglite 50', 'postgres 50'] as const;
  const run = (which: (typeof runs)[number]) => {
    const [engine, connections] = which.split(' ') as [keyof typeof engines, string];
    return load(engines[engine].url, Number(connections), cookies[engine]);
  };
  out(
    `${ROUNDS} rounds of ${SECONDS} s per run; the demo data; ${PATHS.length} searches and counts in turn; ` +
      `load from its own process`,
  );
  for (const which of runs) await run(which);
  const results: Record<string, LoadResult[]> = Object.fromEntries(runs.map((which) => [which, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const which of shuffle(runs)) results[which]!.push(await run(which));
  }

  out();
  out(
    formatTable(
      ['engine, connections', 'req/s min / median / max', 'p50 ms', 'p99 ms', 'slowest ms', 'not 200', 'timeouts'],
      runs.map((which) => {
        const rows = results[which]!;
        const refused = rows.reduce(
          (sum, row) =>
            sum +
            Object.entries(row.statuses)
              .filter(([status]) => status !== '200')
              .reduce((count, [, times]) => count + times, 0) +
            row.errors,
          0,
        );
        return [
          which,
          spread(
            rows.map((row) => row.perSecond),
            0,
          ),
          median(rows.map((row) => row.p50)).toFixed(1),
          median(rows.map((row) => row.p99)).toFixed(1),
          Math.max(...rows.map((row) => row.max)).toFixed(0),
          String(refused),
          String(rows.reduce((sum, row) => sum + row.timeouts, 0)),
        ];
      }),
    ),
  );
  // Per round: how many times the embedded engine's time a call takes PostgreSQL's, alone and at 50 connections.
  const alone = results['pglite 1']!.map((row, round) => row.p50 / results['postgres 1']![round]!.p50);
  const loaded = results['pglite 50']!.map((row, round) => results['postgres 50']![round]!.perSecond / row.perSecond);
  const timeouts = results['pglite 50']!.reduce((sum, row) => sum + row.timeouts, 0);
  const slowest = Math.max(...results['pglite 50']!.map((row) => row.max));
  out();
  out(`PGlite / PostgreSQL, one connection (time of a call): ${spread(alone, 2)}`);
  out(`PGlite / PostgreSQL, 50 connections (time per answer, from the rates): ${spread(loaded, 2)}`);
  const met = Math.max(median(alone), median(loaded)) <= TARGET && timeouts === 0;
  out(
    `budget | PGlite within ${TARGET}x of PostgreSQL, 50 connections without timeouts | ` +
      `${spread(alone, 2)} one at a time, ${spread(loaded, 2)} at 50 connections; ${timeouts} timeouts, slowest ` +
      `${(slowest / 1000).toFixed(2)} s | PostgreSQL | ${met ? 'met' : 'missed'}`,
  );
} finally {
  await stopAll(servers.map((server) => server.process));
  await rm(dataRoot, { recursive: true, force: true });
  await database.drop();
}
