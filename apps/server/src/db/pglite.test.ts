import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';

/** What the engine knows of a table: its rows as the planner sees them (-1: never counted) and its dead rows. */
async function tableState(db: Database, table: string) {
  // The backend's counters reach the statistics when it is idle, at most once a second: flushed, they are current.
  await db.query('select pg_stat_force_next_flush()');
  const [row] = await db.query<{ tuples: number; dead: number; vacuumed: boolean; analyzed: boolean }>(
    `select c.reltuples::int as tuples, s.n_dead_tup::int as dead, s.last_vacuum is not null as vacuumed,
            s.last_analyze is not null as analyzed
       from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.oid = $1::regclass`,
    [`public.${table}`],
  );
  return row!;
}

/** A table of its own for each test, filled with `rows` rows. */
async function newTable(db: Database, table: string, rows: number) {
  await db.query(`create table ${table} (id int primary key, value int not null)`);
  await db.query(`insert into ${table} select g, g from generate_series(1, ${rows}) g`);
}

// One engine for the tests that run maintenance themselves: its own timer is set too far off to run meanwhile.
const db = await openPglite(undefined, { maintenanceIntervalMs: 2 ** 31 - 1 });
afterAll(() => db.close());

describe('given the embedded engine', () => {
  it('should start PostgreSQL with a 16 MB buffer pool and analyses of 3,000 rows, not its 128 MB and 30,000', async () => {
    expect(await db.query('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    expect(await db.query('show default_statistics_target')).toEqual([{ default_statistics_target: '10' }]);
  });
});

describe('given the embedded engine, which has no autovacuum', () => {
  it('should vacuum and analyze a table once its inserts pass the threshold, and leave it alone after', async () => {
    await newTable(db, 'inserted', 5000);
    expect(await tableState(db, 'inserted')).toMatchObject({ tuples: -1, vacuumed: false, analyzed: false });
    expect(await db.maintain!()).toEqual(['vacuum (analyze) public.inserted']);
    expect(await tableState(db, 'inserted')).toMatchObject({ tuples: 5000, vacuumed: true, analyzed: true });
    expect(await db.maintain!()).toEqual([]);
  });

  it('should vacuum the dead rows of many updates, and analyze a table changed by fewer than vacuum waits for', async () => {
    await newTable(db, 'updated', 5000);
    await db.maintain!();
    // 600 changed rows: past analyze's 50 + 10% (550), short of vacuum's 50 + 20% dead (1,050).
    await db.query('update updated set value = value + 1 where id <= 600');
    expect(await db.maintain!()).toEqual(['analyze public.updated']);
    await db.query('update updated set value = value + 1 where id <= 2000');
    expect((await tableState(db, 'updated')).dead).toBeGreaterThan(1050);
    expect(await db.maintain!()).toEqual(['vacuum (analyze) public.updated']);
    expect((await tableState(db, 'updated')).dead).toBe(0);
  });

  it('should run maintenance once at a time: a second caller shares the run under way', async () => {
    await newTable(db, 'shared', 5000);
    const [first, second] = await Promise.all([db.maintain!(), db.maintain!()]);
    expect(first).toEqual(['vacuum (analyze) public.shared']);
    expect(second).toBe(first);
  });

  it('should maintain the tables on its own, at its interval', async () => {
    const timed = await openPglite(undefined, { maintenanceIntervalMs: 25 });
    try {
      await newTable(timed, 'timed', 3000);
      await vi.waitFor(
        async () => expect(await tableState(timed, 'timed')).toMatchObject({ tuples: 3000, analyzed: true }),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await timed.close();
    }
  });
});
