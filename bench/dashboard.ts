// Seats at a glance at scale (issue 44: GET /api/Dashboard at 1,000,000 packs on PostgreSQL, p95 <= 100 ms): on the
// license-search bench's data (bench/license-search-data.ts: LICENSES packs, about two usages each, in lc_bench),
// times GET /api/Dashboard through the real HTTP API as the demo administrator (every pack, from the totals migration
// 0024 keeps) and as the demo manager (their packs, from the packs), and the manager statement alone for the bulk's
// busiest pack administrator (thousands of packs; the bulk's accounts have no password to sign in with). Checks the
// administrator's answer against the same figures worked out from the packs and usages. Figures only, never a test.
//
//   node bench/dashboard.ts                      1,000,000 packs (generated once into lc_bench, then reused)
//   LICENSES=100000 ITERATIONS=50 node bench/dashboard.ts      a quick run
import { dashboardSchema } from '@license-console/domain';
import { createDashboardRepository } from '../apps/server/src/modules/dashboard/repository.ts';
import { serveWithDemoSessions } from './demo-server.ts';
import { prepareBenchData, requirePostgres } from './license-search-data.ts';
import { formatTable, percentile, timeInTurns } from './license-search-stats.ts';

const LICENSES = Number(process.env.LICENSES ?? 1_000_000);
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 30);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/lc_bench${LICENSES === 1_000_000 ? '' : `_${LICENSES}`}`;
const BUDGET_P95_MS = 100;

const out = (line = '') => process.stdout.write(`${line}\n`);

await requirePostgres(DATABASE_URL, out);

const { db, sizes } = await prepareBenchData(DATABASE_URL, LICENSES, out);
// The bulk load runs without triggers (session_replication_role = replica): the kept totals are made again from the
// packs and usages, as an operator would after such a load.
const rebuildStarted = performance.now();
await db.query('select dashboard_rebuild()');
out(`dashboard_rebuild(): ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`);

const { server, client, cookies } = await serveWithDemoSessions(db);

const [busiest] = await db.query<{ id: number; packs: number }>(
  `select manager_id::int as id, count(*)::int as packs from licenses group by manager_id order by count(*) desc limit 1`,
);
const repository = createDashboardRepository(db);

interface Scenario {
  name: string;
  run(): Promise<unknown>;
}
const viaHttp = (as: keyof typeof cookies) => async () => {
  const response = await client.get('/api/Dashboard', { cookie: cookies[as] });
  if (response.status !== 200) throw new Error(`GET /api/Dashboard as ${as}: ${response.status} ${response.body}`);
  return dashboardSchema.parse(JSON.parse(response.body));
};
const scenarios: Scenario[] = [
  { name: 'administrator: every pack (HTTP)', run: viaHttp('admin') },
  { name: 'demo manager: their 2 packs (HTTP)', run: viaHttp('manager') },
  {
    name: `busiest administrator: ${busiest!.packs.toLocaleString('en-US')} packs (statement)`,
    run: () => repository.managedPacks(busiest!.id),
  },
];

// The kept totals against the packs and usages themselves (the slow way, once).
const answer = (await scenarios[0]!.run()) as Awaited<ReturnType<ReturnType<typeof viaHttp>>>;
const [live] = await db.query<{ used: number; bought: number; idle: number; ending90: number }>(
  `select (select coalesce(sum(used_count), 0)::int from licenses where end_date >= current_date) as used,
          (select coalesce(sum(user_count), 0)::int from licenses where end_date >= current_date) as bought,
          (select count(*)::int from license_usages u join licenses l on l.id = u.license_id
            where l.end_date >= current_date and coalesce(u.last_usage, u.created_at)::date + 30 <= current_date) as idle,
          (select count(*)::int from licenses where end_date between current_date and current_date + 90) as "ending90"`,
);
const sum = (pick: (product: (typeof answer.products)[number]) => number) =>
  answer.products.reduce((total, product) => total + pick(product), 0);
const kept = {
  used: sum((product) => product.seatsUsed),
  bought: sum((product) => product.seatsBought),
  idle: sum((product) => product.seatsIdle),
  ending90: answer.expiring.at(-1)!.packs,
};
const agrees = JSON.stringify(kept) === JSON.stringify(live);
out(`kept totals ${agrees ? 'agree with' : 'DIFFER from'} the packs and usages: ${JSON.stringify(kept)}`);

const timings = await timeInTurns(scenarios, WARMUP, ITERATIONS);
const [rows] = await db.query<{ totals: number; steps: number }>(
  'select (select count(*) from dashboard_pack_totals)::int as totals, (select count(*) from dashboard_idle_steps)::int as steps',
);
out(
  `data: ${sizes.licenses.toLocaleString('en-US')} packs, ${sizes.usages.toLocaleString('en-US')} usages; kept rows: ` +
    `${rows!.totals.toLocaleString('en-US')} pack totals, ${rows!.steps.toLocaleString('en-US')} idle steps; ${ITERATIONS} rounds`,
);
const table = scenarios.map((scenario) => {
  const times = timings.get(scenario)!;
  return [scenario.name, percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)];
});
out(formatTable(['GET /api/Dashboard', 'p50 ms', 'p95 ms'], table));
const worst = Math.max(...scenarios.map((scenario) => percentile(timings.get(scenario)!, 95)));
out(
  `budget | GET /api/Dashboard at ${LICENSES.toLocaleString('en-US')} packs, p95 <= ${BUDGET_P95_MS} ms | ` +
    `worst p95 ${worst.toFixed(1)} ms${agrees ? '' : ' (totals differ)'} | - | ${worst <= BUDGET_P95_MS && agrees ? 'met' : 'missed'}`,
);
await server.close();
await db.close();
