import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-app.ts';
import { type PlanMode, preparedName, type QueryOptions } from './database.ts';

const db = await createTestDatabase();
afterAll(() => db.close());

const prepare = (name: string, plan: PlanMode = 'generic'): QueryOptions => ({ prepare: { name, plan } });

// Reads its own counters from pg_prepared_statements: the engine counts each plan as it picks it, before it runs.
const OWN_PLANS = `select generic_plans::int as generic, custom_plans::int as custom
                     from pg_prepared_statements where name = $1`;

async function ownPlans(name: string, plan: PlanMode) {
  const [row] = await db.query<{ generic: number; custom: number }>(
    OWN_PLANS,
    [preparedName(name, OWN_PLANS)],
    prepare(name, plan),
  );
  return row;
}

/** The plan setting a statement runs under. */
async function planSetting(options?: QueryOptions) {
  const [row] = await db.query<{ mode: string }>('select current_setting($1) as mode', ['plan_cache_mode'], options);
  return row!.mode;
}

describe('given a statement prepared by name', () => {
  it('should answer exactly what the same statement answers unprepared, for every kind of value', async () => {
    const sql = `select $1::int8 as big, $2::text[] as list, $3::boolean as flag, $4::jsonb as doc, $5::text as missing,
                        $6::date as day, to_char($6::date, 'MM/DD/YYYY') as shown, $7::interval as span`;
    const params = [9_007_199_254, ['a', 'b,c', 'd"e'], false, { deep: [1, 'two'] }, null, '2024-02-29', '5 minutes'];
    const plain = await db.query(sql, params);
    for (const plan of ['generic', 'custom'] as const) {
      expect(await db.query(sql, params, prepare('kinds', plan))).toEqual(plain);
      // Again: the second call only binds and executes what the first one prepared.
      expect(await db.query(sql, params, prepare('kinds', plan))).toEqual(plain);
    }
    expect(plain[0]).toMatchObject({ big: 9_007_199_254, list: ['a', 'b,c', 'd"e'], flag: false, missing: null });
  });

  it('should plan a generic statement once for all values, and a custom one with each call, from the first', async () => {
    // Left to themselves the engines would plan the first five calls with their values, then choose.
    for (let call = 1; call <= 7; call += 1) {
      expect(await ownPlans('own_generic', 'generic')).toEqual({ generic: call, custom: 0 });
      expect(await ownPlans('own_custom', 'custom')).toEqual({ generic: 0, custom: call });
    }
  });

  it('should leave unprepared statements to the engine, before, between and after prepared ones', async () => {
    // An unprepared statement is parsed anew each time, so the engine plans it with its values whatever it decides
    // for prepared ones: all it must not see is the generic setting.
    const unprepared = ['auto', 'force_custom_plan'];
    expect(unprepared).toContain(await planSetting());
    for (let round = 0; round < 3; round += 1) {
      expect(await planSetting(prepare('setting', 'generic'))).toBe('force_generic_plan');
      expect(unprepared).toContain(await planSetting());
      expect(await planSetting(prepare('setting', 'custom'))).toBe('force_custom_plan');
      expect(await planSetting(prepare('setting', 'generic'))).toBe('force_generic_plan');
      expect(unprepared).toContain(await planSetting());
    }
    await db.query("select 'never-prepared' as marker");
    const left = "select name from pg_prepared_statements where statement like '%never-' || 'prepared%'";
    expect(await db.query(left)).toEqual([]);
  });

  it('should refuse a bad value as the engine does, and keep serving prepared statements after it', async () => {
    const sql = 'select $1::int as n';
    const refused = await db.query(sql, ['twelve'], prepare('refused')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '22P02' });
    expect(await db.query(sql, ['12'], prepare('refused'))).toEqual([{ n: 12 }]);
    const broken = await db.query('select from nowhere', [], prepare('broken')).catch((error: unknown) => error);
    expect(broken).toMatchObject({ code: '42P01' });
    expect(await ownPlans('after_failures', 'custom')).toEqual({ generic: 0, custom: 1 });
  });

  it('should write rows and see them at once outside any transaction', async () => {
    await db.query('create table prepared_writes (id int primary key, note text)');
    const insert = 'insert into prepared_writes (id, note) values ($1, $2) returning id';
    expect(await db.query(insert, [1, 'one'], prepare('write'))).toEqual([{ id: 1 }]);
    expect(await db.query('select note from prepared_writes')).toEqual([{ note: 'one' }]);
  });

  it('should never run inside a transaction under way, and wait for it to end', async () => {
    await db.query('create table prepared_isolation (id int primary key)');
    const count = 'select count(*)::int as n from prepared_isolation';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.query('insert into prepared_isolation values (1)');
        await held;
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    // Fifty statements at once while the transaction holds its row: none of them may see it.
    const reads = Array.from({ length: 50 }, (_, index) =>
      db.query<{ n: number }>(count, [], prepare('isolated', index % 2 === 0 ? 'generic' : 'custom')),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await transaction).toBe('rolled back on purpose');
    expect((await Promise.all(reads)).map(([row]) => row!.n)).toEqual(Array(50).fill(0));
  });

  it('should name two different texts apart under one name', () => {
    expect(preparedName('license_page', 'select 1')).not.toBe(preparedName('license_page', 'select 2'));
    expect(preparedName('license_page', 'select 1')).toBe(preparedName('license_page', 'select 1'));
    expect(preparedName('license_page', 'select 1')).toMatch(/^license_page_[0-9a-f]{16}$/);
  });
});
