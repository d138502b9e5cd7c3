// The header's search at scale (issue 44 "Find anything": answers <= 100 ms p95 at 1,000,000 packs and 1,000,000
// users on PostgreSQL): on the license-search bench's data (bench/license-search-data.ts: LICENSES packs, about two
// usages each, LICENSES / 5 users) in a database of its own, with bulk users added up to USERS, times GET /api/Search
// through the real HTTP API as the demo administrator and the demo manager for texts from rare to common, and the
// search alone (the service, no HTTP) as the bulk's busiest pack administrator (thousands of packs; the bulk's
// accounts cannot sign in). Figures only, never a test.
//
//   node bench/search.ts                                   1,000,000 packs and users (generated once, then reused)
//   LICENSES=100000 USERS=100000 ITERATIONS=50 node bench/search.ts      a quick run
//   PLANS=1 node bench/search.ts                           also each statement's EXPLAIN (ANALYZE, BUFFERS), once
import { searchResultsSchema } from '@license-console/domain';
import type { Database } from '../apps/server/src/db/database.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { createSearchService } from '../apps/server/src/modules/search/service.ts';
import { serveWithDemoSessions } from './demo-server.ts';
import { bulkUsersSql, prepareBenchData, requirePostgres, shapeOf } from './license-search-data.ts';
import { formatTable, percentile, timeInTurns } from './license-search-stats.ts';

const LICENSES = Number(process.env.LICENSES ?? 1_000_000);
const USERS = Number(process.env.USERS ?? 1_000_000);
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 30);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/lc_bench_search${LICENSES === 1_000_000 && USERS === 1_000_000 ? '' : `_${LICENSES}_${USERS}`}`;
const BUDGET_P95_MS = 100;

const out = (line = '') => process.stdout.write(`${line}\n`);

await requirePostgres(DATABASE_URL, out);

const { db, sizes } = await prepareBenchData(DATABASE_URL, LICENSES, out);
// As the generator's load: a connection of its own, without the server's query timeout.
const loader = await openPostgres(DATABASE_URL, { max: 1, queryTimeoutMs: 0 });
try {
  await addUsers(loader);
} finally {
  await loader.close();
}

/**
 * Adds bulk users after the generator's own until the bulk holds USERS (its numbers go on, e-mails unique through
 * them), once: bench_search_meta records it. Their secondary indexes are built again afterwards, as the generator does.
 */
async function addUsers(database: Database) {
  await database.exec('create table if not exists bench_search_meta (users integer not null)');
  const [meta] = await database.query<{ users: number }>('select users from bench_search_meta');
  const shape = shapeOf(LICENSES);
  if (meta?.users === USERS || USERS <= shape.users) return;
  const started = performance.now();
  out(
    `adding ${(USERS - shape.users).toLocaleString('en-US')} users (up to ${USERS.toLocaleString('en-US')} in the bulk)`,
  );
  await database.transaction(async (tx) => {
    // The bulk's user number g has the id user0 + g, and its organization org0 + 1 + g modulo the organizations.
    const [bases] = await tx.query<{ user0: number; org0: number }>(
      `select (select min(id) from users where email like '%@company%.example')::int - 1 as user0,
              (select id from organizations where name = 'Company 1 Ltd')::int - 1 as org0`,
    );
    const indexes = await tx.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename = 'users'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
          and i.indexdef not like 'CREATE UNIQUE%'`,
    );
    await tx.query("set local maintenance_work_mem = '1GB'");
    for (const index of indexes) await tx.query(`drop index ${index.name}`);
    await tx.query(bulkUsersSql({ ...bases!, from: shape.users + 1, to: USERS, shape }));
    for (const index of indexes) await tx.query(index.definition);
    await tx.query("select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))");
    await tx.query('delete from bench_search_meta');
    await tx.query('insert into bench_search_meta (users) values ($1)', [USERS]);
  });
  await database.query('vacuum (analyze) users');
  out(`  users added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const [counts] = await db.query<{ users: number; packs: number; usages: number; organizations: number }>(
  `select (select count(*) from users)::int as users, (select count(*) from licenses)::int as packs,
          (select count(*) from license_usages)::int as usages, (select count(*) from organizations)::int as organizations`,
);

// Statements are recorded while `recording` is on, to explain them (PLANS=1).
interface Recorded {
  sql: string;
  params: readonly unknown[];
}
let recording: Recorded[] | null = null;
const recorded: Database = {
  ...db,
  query(sql, params, options) {
    recording?.push({ sql, params: params ?? [] });
    return db.query(sql, params, options);
  },
};

const { server, client, cookies } = await serveWithDemoSessions(recorded);

// A bulk user from the users added last (or the generator's, on a smaller run): their address's local part is rare.
const [rare] = await db.query<{ email: string }>(
  "select email from users where email like '%@company%.example' order by id desc limit 1 offset 12345",
);
const [busiest] = await db.query<{ id: number; email: string; packs: number }>(
  `select m.id::int as id, m.email, count(*)::int as packs from licenses l join users m on m.id = l.manager_id
    group by m.id order by count(*) desc limit 1`,
);
const [organization] = await db.query<{ name: string }>(
  "select name from organizations where name like 'Company %' order by id limit 1 offset 1233",
);
const service = createSearchService(recorded);

interface Scenario {
  name: string;
  run(): Promise<{ packs: unknown[]; people: unknown[]; products: unknown[]; ssoSites: unknown[] }>;
}
const viaHttp =
  (as: keyof typeof cookies, text: string): Scenario['run'] =>
  async () => {
    const response = await client.get(`/api/Search?q=${encodeURIComponent(text)}`, { cookie: cookies[as] });
    if (response.status !== 200) throw new Error(`GET /api/Search?q=${text} as ${as}: ${response.status}`);
    return searchResultsSchema.parse(JSON.parse(response.body));
  };
const localPart = rare!.email.split('@')[0]!;
const scenarios: Scenario[] = [
  { name: `administrator: an address, rare ("${localPart}")`, run: viaHttp('admin', localPart) },
  { name: 'administrator: a last name ("smith")', run: viaHttp('admin', 'smith') },
  { name: 'administrator: a whole name ("ava smith")', run: viaHttp('admin', 'ava smith') },
  { name: 'administrator: every address holds it ("example")', run: viaHttp('admin', 'example') },
  { name: 'administrator: two characters ("av")', run: viaHttp('admin', 'av') },
  { name: `administrator: an organization ("${organization!.name}")`, run: viaHttp('admin', organization!.name) },
  { name: 'administrator: a product ("business")', run: viaHttp('admin', 'business') },
  { name: 'administrator: nothing matches ("qzxv")', run: viaHttp('admin', 'qzxv') },
  { name: 'demo manager: a seat holder ("riley")', run: viaHttp('manager', 'riley') },
  { name: 'demo manager: every address ("example")', run: viaHttp('manager', 'example') },
  {
    name: `busiest administrator, ${busiest!.packs.toLocaleString('en-US')} packs: "smith" (service)`,
    run: () =>
      service.search({ id: busiest!.id, email: busiest!.email, administrator: false, isManager: true }, 'smith'),
  },
];

out(
  `data: ${counts!.packs.toLocaleString('en-US')} packs, ${counts!.users.toLocaleString('en-US')} users, ` +
    `${counts!.usages.toLocaleString('en-US')} usages, ${counts!.organizations.toLocaleString('en-US')} organizations ` +
    `(generator: ${sizes.licenses.toLocaleString('en-US')} packs); ${ITERATIONS} rounds after ${WARMUP}`,
);

const found = new Map<Scenario, string>();
for (const scenario of scenarios) {
  const answer = await scenario.run();
  found.set(
    scenario,
    [answer.packs, answer.people, answer.products, answer.ssoSites].map((kind) => kind.length).join('/'),
  );
}

if (process.env.PLANS) {
  for (const scenario of scenarios) {
    recording = [];
    await scenario.run();
    const statements = recording.filter(({ sql }) => /from (users|licenses|products|sso_sites)/.test(sql));
    recording = null;
    for (const statement of statements) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        statement.params,
      );
      out(`\n-- ${scenario.name}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

const timings = await timeInTurns(scenarios, WARMUP, ITERATIONS);
const table = scenarios.map((scenario) => {
  const times = timings.get(scenario)!;
  return [scenario.name, found.get(scenario)!, percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)];
});
out(formatTable(['GET /api/Search', 'found p/u/pr/s', 'p50 ms', 'p95 ms'], table));
const worst = Math.max(...scenarios.map((scenario) => percentile(timings.get(scenario)!, 95)));
out(
  `budget | GET /api/Search at ${counts!.packs.toLocaleString('en-US')} packs and ` +
    `${counts!.users.toLocaleString('en-US')} users, p95 <= ${BUDGET_P95_MS} ms | worst p95 ${worst.toFixed(1)} ms | - | ` +
    `${worst <= BUDGET_P95_MS ? 'met' : 'missed'}`,
);
await server.close();
await db.close();
