// GET api/CurrentUser against a bare Fastify route answering the same JSON (the performance issue's budget: the
// API at least 0.60 of the bare route's rate). Everything out of process, as in production: the real server
// (`node apps/server/src/main.ts`) on a fresh PostgreSQL database, the bare server (bench/current-user-bare.ts),
// and the load (bench/load.ts: CONNECTIONS keep-alive sockets, one session each) in a process of its own. The
// targets take turns in every round, in a fresh random order, so drift on a shared machine hits them alike.
// Figures only, never a test.
//
//   node bench/current-user.ts                       5 rounds of 5 s per target: about 1.5 min
//   ROUNDS=3 SECONDS=3 node bench/current-user.ts    a quick run
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { startServerProcess } from '../apps/server/src/test-support/server-process.ts';
import { httpClient, sessionCookie } from './http-client.ts';
import { formatTable, shuffle } from './license-search-stats.ts';
import { freshPostgres, type LoadResult, median, runLoad, spread, stopAll } from './load-runner.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const TARGET = 0.6;
const PATH = '/api/CurrentUser';

const out = (line = '') => process.stdout.write(`${line}\n`);

const database = await freshPostgres('lc_bench_current_user', out);
if (!database) process.exit(0);
const databaseUrl = database.url;
const children: ChildProcess[] = [];

/**
 * CPU time a process has used so far (user and system), in µs, from /proc; null where there is no /proc. The clock
 * ticks are Linux's usual 100 a second (USER_HZ).
 */
function cpuMicroseconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** Each target's process id, for its CPU time. */
const pids = new Map<string, number>();

/** The bare server as a child process; answers its origin once it listens. */
async function startBare(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'current-user-bare.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [origin] = await createInterface({ input: child.stdout! })
    [Symbol.asyncIterator]()
    .next()
    .then(({ value }) => [value as string | undefined]);
  if (!origin?.startsWith('http://')) throw new Error('the bare server did not start');
  pids.set(origin, child.pid!);
  return origin;
}

/**
 * One load run on the server or a floor, with the CPU time its process spent per answer (µs; NaN without /proc);
 * anything but a 200 makes the figures meaningless.
 */
async function load(
  origin: string,
  seconds: number,
  cookies: readonly string[],
): Promise<LoadResult & { cpuPerAnswer: number }> {
  const pid = pids.get(origin)!;
  const before = cpuMicroseconds(pid);
  const result = await runLoad(origin, [PATH], { seconds, connections: CONNECTIONS, cookies });
  const after = cpuMicroseconds(pid);
  const refused = Object.entries(result.statuses).filter(([status]) => status !== '200');
  if (refused.length > 0 || result.timeouts > 0 || result.errors > 0) {
    throw new Error(`${origin}: not every request answered 200: ${JSON.stringify(result)}`);
  }
  const cpuPerAnswer = before === null || after === null ? Number.NaN : (after - before) / result.answers;
  return { ...result, cpuPerAnswer };
}

try {
  const setup = await openDatabase({ databaseUrl });
  await seedIfEmpty(setup);
  await setup.close();
  const app = await startServerProcess(databaseUrl);
  children.push(app.process);
  pids.set(app.url, app.process.pid!);

  // One session per connection, as many users would hold: each is verified once, then served from the cache.
  const client = httpClient(app.url);
  const cookies: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    cookies.push(
      sessionCookie(
        await client.postJson('/api/Authenticate', {
          Email: demoAccounts.admin.email,
          Password: demoAccounts.admin.password,
        }),
      ),
    );
  }
  const answer = await client.get(PATH, { cookie: cookies[0]! });
  client.close();
  if (answer.status !== 200) throw new Error(`CurrentUser answered ${answer.status}`);

  const targets: Record<string, string> = {
    'GET api/CurrentUser (the server)': app.url,
    'bare route, same JSON (the floor)': await startBare({ BODY: answer.body }),
    'bare route + one select 1': await startBare({ BODY: answer.body, DATABASE_URL: databaseUrl }),
  };
  const names = Object.keys(targets);
  const [apiName, bareName, selectName] = names as [string, string, string];

  out(
    `${ROUNDS} rounds of ${SECONDS} s per target, ${CONNECTIONS} connections, load from its own process; ` +
      `answer: ${answer.body}`,
  );
  for (const target of names) await load(targets[target]!, 1, cookies);
  const results: Record<string, (LoadResult & { cpuPerAnswer: number })[]> = Object.fromEntries(
    names.map((target) => [target, []]),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of shuffle(names)) results[target]!.push(await load(targets[target]!, SECONDS, cookies));
  }

  out();
  out(
    formatTable(
      ['target', 'req/s min / median / max', 'p50 ms (median)', 'p99 ms (median)', 'CPU µs/answer (median)', 'answers'],
      names.map((target) => [
        target,
        spread(
          results[target]!.map((result) => result.perSecond),
          0,
        ),
        median(results[target]!.map((result) => result.p50)).toFixed(2),
        median(results[target]!.map((result) => result.p99)).toFixed(2),
        median(results[target]!.map((result) => result.cpuPerAnswer)).toFixed(1),
        String(results[target]!.reduce((sum, result) => sum + result.answers, 0)),
      ]),
    ),
  );
  // Each round's ratio: its two runs were seconds apart.
  const ratios = (over: string) =>
    results[apiName]!.map((result, round) => result.perSecond / results[over]![round]!.perSecond);
  const toBare = ratios(bareName);
  out();
  out(`ratio to the bare route (min / median / max): ${spread(toBare, 2)} (target >= ${TARGET.toFixed(2)})`);
  out(`ratio to the bare route doing one select: ${spread(ratios(selectName), 2)}`);
  const met = median(toBare) >= TARGET;
  out(
    `budget | GET api/CurrentUser >= ${TARGET.toFixed(2)} of a bare Fastify route (PostgreSQL, ${CONNECTIONS} ` +
      `connections) | ${spread(toBare, 2)} (${median(results[apiName]!.map((r) => r.perSecond)).toFixed(0)} vs ` +
      `${median(results[bareName]!.map((r) => r.perSecond)).toFixed(0)} req/s) | bare route; with one select: ` +
      `${spread(ratios(selectName), 2)} | ${met ? 'met' : 'missed'}`,
  );
} finally {
  await stopAll(children);
  await database.drop();
}
