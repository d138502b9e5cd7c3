// The history of changes at scale (issue 44 "History": a filtered page over 1,000,000 entries on PostgreSQL,
// p95 <= 50 ms): on ENTRIES generated audit-log entries in a local PostgreSQL, times GET /api/AuditLog through the
// real HTTP API for the filters the History screen and a pack's History tab send, as an administrator and as a
// pack's manager, the scenarios taking turns; prints p50/p95 per filter and each plan's root. Figures only, never a
// test.
//
//   node bench/audit-log.ts                      1,000,000 entries (generated once into lc_bench_audit, then reused)
//   ENTRIES=100000 ITERATIONS=50 node bench/audit-log.ts      a quick run
import { openDatabase } from '../apps/server/src/db/open.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { demoAccounts } from '../apps/server/src/seed/demo-data.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { serveWithDemoSessions } from './demo-server.ts';
import { requirePostgres, withDatabase } from './license-search-data.ts';
import { formatTable, percentile, shuffle } from './license-search-stats.ts';

const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 30);
/** Packs the bulk entries are spread over: about fifty entries a pack at 1,000,000. */
const PACKS = Math.max(10, Math.round(ENTRIES / 50));
const DATA_VERSION = 1;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/lc_bench_audit${ENTRIES === 1_000_000 ? '' : `_${ENTRIES}`}`;
const BUDGET_P95_MS = 50;

const out = (line = '') => process.stdout.write(`${line}\n`);

await requirePostgres(DATABASE_URL, out);

/** A 22-character id shaped like the server's public ids, from a tag and a number (as license-search-data.ts). */
const PUBLIC_ID = (expression: string) =>
  `rtrim(translate(encode(decode(md5('audit-pack' || ${expression}), 'hex'), 'base64'), '+/', '-_'), '=')`;

/** Opens the bench database, migrated and seeded, generating its entries when it holds none of this size. */
async function prepare() {
  const name = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
  const admin = await openPostgres(withDatabase(DATABASE_URL, 'postgres'), { max: 1, queryTimeoutMs: 0 });
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).length === 0) {
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.close();
  }
  const db = await openDatabase({ databaseUrl: DATABASE_URL });
  await seedIfEmpty(db);
  await db.exec('create table if not exists bench_meta (entries integer not null, version integer not null)');
  const [meta] = await db.query<{ entries: number; version: number }>('select entries, version from bench_meta');
  if (meta?.entries === ENTRIES && meta.version === DATA_VERSION) {
    out(`reusing database ${name} (${ENTRIES.toLocaleString('en-US')} entries)`);
    return db;
  }
  const started = performance.now();
  // Entries a minute apart over the last ENTRIES minutes: mostly packs' (the bulk packs, and every 500th one of the
  // demo manager's), some users', products' and SSO sites'; actors from every account; the fields a change records.
  await db.exec(`
    truncate audit_log;
    delete from bench_meta;
    insert into audit_log (actor_id, action, entity, entity_id, before, after, created_at)
    select actors.ids[1 + g % cardinality(actors.ids)],
           (array['license.update', 'license-usage.assign', 'license-usage.revoke', 'license.renew',
                  'user.update', 'product.update', 'sso-site.update', 'license-usage.update'])[1 + g % 8],
           case when g % 8 in (4) then 'user' when g % 8 = 5 then 'product' when g % 8 = 6 then 'sso_site'
                else 'license' end,
           case when g % 8 in (4, 5, 6) then (g % 5000)::text
                when g % 500 = 0 then managed.ids[1 + (g / 500) % cardinality(managed.ids)]
                else ${PUBLIC_ID(`(g % ${PACKS})::text`)} end,
           jsonb_build_object('userCount', g % 50, 'usage', jsonb_build_object('accountName', 'person' || g || '@example.org')),
           jsonb_build_object('userCount', g % 50 + 1, 'usage', jsonb_build_object('accountName', 'person' || g || '@example.org')),
           now() - (${ENTRIES} - g) * interval '1 minute'
      from generate_series(1, ${ENTRIES}) g,
           (select array_agg(id order by id) as ids from users) actors,
           (select array_agg(l.public_id order by l.id) as ids from licenses l join users u on u.id = l.manager_id
             where u.email = '${demoAccounts.manager.email}') managed;
    insert into bench_meta values (${ENTRIES}, ${DATA_VERSION});
    analyze audit_log;
  `);
  out(`generated ${ENTRIES.toLocaleString('en-US')} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return db;
}

const db = await prepare();
const { server, client, cookies } = await serveWithDemoSessions(db);

// A bulk pack whose number leaves its entries packs' (numbers 4 to 6 modulo 8 went to other entities).
const [bulkPack] = await db.query<{ id: string }>(`select ${PUBLIC_ID(`'${8 * Math.floor(PACKS / 24) + 1}'`)} as id`);
const [managedPack] = await db.query<{ id: string }>(
  `select l.public_id as id from licenses l join users u on u.id = l.manager_id where u.email = $1 order by l.id limit 1`,
  [demoAccounts.manager.email],
);
const [middle] = await db.query<{ day: string }>(
  `select to_char((now() - ${Math.floor(ENTRIES / 2)} * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD') as day`,
);
const day = middle!.day;
const monthAfter = new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);

interface Scenario {
  name: string;
  as: keyof typeof cookies;
  query: Record<string, string>;
}
const scenarios: Scenario[] = [
  { name: 'administrator, no filter, page 1', as: 'admin', query: {} },
  { name: 'administrator, one pack (licenseId)', as: 'admin', query: { licenseId: bulkPack!.id } },
  {
    name: 'administrator, action + a month',
    as: 'admin',
    query: { action: 'license.renew', from: day, to: monthAfter },
  },
  { name: 'administrator, actorEmail', as: 'admin', query: { actorEmail: demoAccounts.user.email } },
  { name: 'administrator, entity user, page 20', as: 'admin', query: { entity: 'user', pageNumber: '20' } },
  { name: 'administrator, one day', as: 'admin', query: { from: day, to: day } },
  { name: "manager, all their packs' entries", as: 'manager', query: {} },
  { name: 'manager, their pack (licenseId)', as: 'manager', query: { licenseId: managedPack!.id } },
];

async function page(scenario: Scenario): Promise<number> {
  const started = performance.now();
  const response = await client.get(`/api/AuditLog?${new URLSearchParams(scenario.query)}`, {
    cookie: cookies[scenario.as],
  });
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${scenario.name}: ${response.status} ${response.body}`);
  return elapsed;
}

const rows: string[][] = [];
const timings = new Map<Scenario, number[]>(scenarios.map((scenario) => [scenario, []]));
for (const scenario of scenarios) for (let round = 0; round < WARMUP; round += 1) await page(scenario);
for (let round = 0; round < ITERATIONS; round += 1) {
  for (const scenario of shuffle(scenarios)) timings.get(scenario)!.push(await page(scenario));
}
let worst = 0;
for (const scenario of scenarios) {
  const times = timings.get(scenario)!;
  const found = JSON.parse(
    (await client.get(`/api/AuditLog?${new URLSearchParams(scenario.query)}`, { cookie: cookies[scenario.as] })).body,
  ) as { entries: unknown[] };
  const p95 = percentile(times, 95);
  worst = Math.max(worst, p95);
  rows.push([scenario.name, String(found.entries.length), percentile(times, 50).toFixed(1), p95.toFixed(1)]);
}
out(
  `data: ${ENTRIES.toLocaleString('en-US')} entries over ${PACKS.toLocaleString('en-US')} bulk packs; ${ITERATIONS} rounds`,
);
out(formatTable(['GET /api/AuditLog (page of 25)', 'rows', 'p50 ms', 'p95 ms'], rows));
out(
  `budget | a filtered page of the history at ${ENTRIES.toLocaleString('en-US')} entries, p95 <= ${BUDGET_P95_MS} ms | ` +
    `worst p95 ${worst.toFixed(1)} ms | - | ${worst <= BUDGET_P95_MS ? 'met' : 'missed'}`,
);
await server.close();
await db.close();
