import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';

/** What the engine knows of the table `t`: its rows as the planner sees them (-1: never counted) and its dead rows. */
async function tableState(db: Database) {
  // The backend's counters reach the statistics when it is idle, at most once a second: flushed, they are current.
  await db.query('select pg_stat_force_next_flush()');
  const [row] = await db.query<{ tuples: number; dead: number; vacuumed: boolean; analyzed: boolean }>(
    `select c.reltuples::int as tuples, s.n_dead_tup::int as dead, s.last_vacuum is not null as vacuumed,
            s.last_analyze is not null as analyzed
       from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.oid = 'public.t'::regclass`,
  );
  return row!;
}

async function withTable(work: (db: Database) => Promise<void>, options?: Parameters<typeof openPglite>[1]) {
  const db = await openPglite(undefined, options);
  try {
    await db.query('create table t (id int primary key, value int not null)');
    await work(db);
  } finally {
    await db.close();
  }
}

describe('given the embedded engine', () => {
  it('should start PostgreSQL with a 16 MB buffer pool and analyses of 3,000 rows, not its 128 MB and 30,000', async () => {
    const db = await openPglite();
    try {
      expect(await db.query('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      expect(await db.query('show default_statistics_target')).toEqual([{ default_statistics_target: '10' }]);
    } finally {
      await db.close();
    }
  });
});

describe('given the embedded engine, which has no autovacuum', () => {
  it('should vacuum and analyze a table once its inserts pass the threshold, and leave it alone after', async () => {
    await withTable(async (db) => {
      await db.query('insert into t select g, g from generate_series(1, 5000) g');
      expect(await tableState(db)).toMatchObject({ tuples: -1, vacuumed: false, analyzed: false });
      expect(await db.maintain!()).toEqual(['vacuum (analyze) public.t']);
      expect(await tableState(db)).toMatchObject({ tuples: 5000, vacuumed: true, analyzed: true });
      expect(await db.maintain!()).toEqual([]);
    });
  });

  it('should vacuum the dead rows of many updates, and analyze a table changed by fewer than vacuum waits for', async () => {
    await withTable(async (db) => {
      await db.query('insert into t select g, g from generate_series(1, 5000) g');
      await db.maintain!();
      // 600 changed rows: past analyze's 50 + 10% (550), short of vacuum's 50 + 20% dead (1,050).
      await db.query('update t set value = value + 1 where id <= 600');
      expect(await db.maintain!()).toEqual(['analyze public.t']);
      await db.query('update t set value = value + 1 where id <= 2000');
      expect((await tableState(db)).dead).toBeGreaterThan(1050);
      expect(await db.maintain!()).toEqual(['vacuum (analyze) public.t']);
      expect((await tableState(db)).dead).toBe(0);
    });
  });

  it('should run maintenance once at a time: a second caller shares the run under way', async () => {
    await withTable(async (db) => {
      await db.query('insert into t select g, g from generate_series(1, 5000) g');
      const [first, second] = await Promise.all([db.maintain!(), db.maintain!()]);
      expect(first).toEqual(['vacuum (analyze) public.t']);
      expect(second).toBe(first);
    });
  });

  it('should maintain the tables on its own, at its interval', async () => {
    await withTable(
      async (db) => {
        await db.query('insert into t select g, g from generate_series(1, 3000) g');
        await vi.waitFor(async () => expect(await tableState(db)).toMatchObject({ tuples: 3000, analyzed: true }), {
          timeout: 10_000,
          interval: 50,
        });
      },
      { maintenanceIntervalMs: 25 },
    );
  });
});
