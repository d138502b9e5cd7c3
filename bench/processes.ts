// Throughput of 1, 2 and 4 server processes on one PostgreSQL database (docs/scaling.md): every process is the real
// server (`node apps/server/src/main.ts`), and each gets its share of the load from a load process of its own
// (bench/load.ts: keep-alive sockets, one session each), as a load balancer would spread it. Two paths: the signed-in
// user (answered from the process's session cache, so CPU-bound) and a page of ten licenses (queries each time). The
// figures are the sums over the processes. Figures only, never a test.
//
//   node bench/processes.ts                       3 rounds of 5 s per count and path: about 3 min
//   ROUNDS=1 SECONDS=3 node bench/processes.ts    a quick run
//   POOLER=1 node bench/processes.ts              the processes through PgBouncer (pool_mode=transaction)
import { cpus } from 'node:os';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { type PgBouncer, startPgBouncer } from '../apps/server/src/test-support/pgbouncer.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { httpClient, sessionCookie } from './http-client.ts';
import { formatTable } from './license-search-stats.ts';
import { freshPostgres, type LoadResult, median, runLoad, spread, stopAll } from './load-runner.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 48);
const COUNTS = [1, 2, 4] as const;
const PATHS = {
  'GET api/CurrentUser': '/api/CurrentUser',
  'GET api/Licenses/SearchLicensePaged (a page of 10)': '/api/Licenses/SearchLicensePaged?pageSize=10&pageNumber=1',
} as const;

const out = (line = '') => process.stdout.write(`${line}\n`);

const database = await freshPostgres('lc_bench_processes', out);
if (!database) process.exit(0);
let pooler: PgBouncer | undefined;
let servers: ServerProcess[] = [];

/** One session per connection, all the demo administrator's. */
async function sessions(origin: string, count: number): Promise<string[]> {
  const client = httpClient(origin);
  const cookies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await client.postJson('/api/Authenticate', {
      Email: demoAccounts.admin.email,
      Password: demoAccounts.admin.password,
    });
    cookies.push(sessionCookie(answer));
  }
  client.close();
  return cookies;
}

/** Every process under its share of the load at once: the answers per second of all of them together. */
async function loadAll(path: string, seconds: number, cookies: readonly string[][]): Promise<LoadResult[]> {
  const share = Math.floor(CONNECTIONS / servers.length);
  const results = await Promise.all(
    servers.map((server, index) =>
      runLoad(server.url, [path], { seconds, connections: share, cookies: cookies[index]! }),
    ),
  );
  for (const result of results) {
    const refused = Object.keys(result.statuses).filter((status) => status !== '200');
    if (refused.length > 0 || result.timeouts > 0 || result.errors > 0) {
      throw new Error(`not every request answered 200: ${JSON.stringify(result)}`);
    }
  }
  return results;
}

try {
  const setup = await openDatabase({ databaseUrl: database.url });
  await seedIfEmpty(setup);
  await setup.close();
  const env: Record<string, string> = {};
  if (process.env.POOLER) {
    pooler = await startPgBouncer(database.url, { poolSize: 20 });
    Object.assign(env, { DATABASE_URL: pooler.url(database.url), DATABASE_LISTEN_URL: database.url });
  }
  out(
    `${ROUNDS} rounds of ${SECONDS} s per count and path, ${CONNECTIONS} connections shared among the processes, ` +
      `${cpus().length} CPUs${pooler ? ', through PgBouncer (transaction pooling)' : ''}`,
  );
  const rows: string[][] = [];
  const medians: Record<string, Record<number, number>> = {};
  for (const count of COUNTS) {
    servers = await Promise.all(Array.from({ length: count }, () => startServerProcess(database.url, env)));
    const share = Math.floor(CONNECTIONS / count);
    const cookies = await Promise.all(servers.map((server) => sessions(server.url, share)));
    for (const [name, path] of Object.entries(PATHS)) {
      await loadAll(path, 1, cookies);
      const rounds: { perSecond: number; p50: number; p99: number }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const results = await loadAll(path, SECONDS, cookies);
        rounds.push({
          perSecond: results.reduce((sum, result) => sum + result.perSecond, 0),
          p50: median(results.map((result) => result.p50)),
          p99: Math.max(...results.map((result) => result.p99)),
        });
      }
      const perSecond = rounds.map((round) => round.perSecond);
      medians[name] = { ...medians[name], [count]: median(perSecond) };
      rows.push([
        name,
        String(count),
        spread(perSecond, 0),
        median(rounds.map((round) => round.p50)).toFixed(2),
        median(rounds.map((round) => round.p99)).toFixed(2),
        (median(perSecond) / medians[name]![1]!).toFixed(2),
      ]);
    }
    await stopAll(servers.map((server) => server.process));
    servers = [];
  }
  out();
  out(
    formatTable(
      ['path', 'processes', 'req/s min / median / max', 'p50 ms (median)', 'p99 ms (median)', 'vs 1 process'],
      rows,
    ),
  );
} finally {
  await stopAll(servers.map((server) => server.process));
  await pooler?.stop();
  await database.drop();
}
