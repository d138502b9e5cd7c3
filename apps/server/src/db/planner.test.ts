import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicenseUsageRepository } from '../modules/license-usages/repository.ts';
import { createTestDatabase } from '../test-support/test-app.ts';
import type { Database, Queryable } from './database.ts';
import { withoutBitmapScans } from './planner.ts';

// The pack-wide address checks of an import: 1,000 addresses against 6,000 seats that share most of their trigrams.
// With bitmap scans on, PostgreSQL answered them through the search's trigram index at 5.8 ms an address.
const SEATS = 6000;
const address = (pack: string, index: number) => `firstname.lastname.${pack}${index}@customer-company.example`;
const HELD_ELSEWHERE = `select distinct lower(u.account_name) as key from license_usages u
  join licenses l on l.id = u.license_id
  where lower(u.account_name) = any($1::text[]) and l.product_id = $2 and l.id <> $3
    and l.end_date >= current_date and l.merged_into is null`;

let db: Database;
let packs: number[];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.query(`insert into products (id, public_id, name) values (90001, 'planner-product', 'Planner')`);
  const [manager] = await db.query<{ id: number }>(
    `insert into users (public_id, email) values ('planner-manager', 'planner.manager@example.com') returning id::float8 as id`,
  );
  // The packs' statistics taken before they arrive (autovacuum has not analysed them yet), the seats' after (an
  // import analyses the table it filled): the state in which the planner took the trigram index.
  await db.query('analyze licenses');
  const rows = await db.query<{ id: number }>(
    `insert into licenses (public_id, product_id, manager_id, user_count, start_date, end_date)
       select 'planner-pack-' || g, 90001, $1, ${SEATS}, current_date, current_date + 365 from generate_series(1, 3) g
     returning id::float8 as id`,
    [manager!.id],
  );
  packs = rows.map((row) => row.id).sort((a, b) => a - b);
  await db.query(
    `insert into license_usages (public_id, license_id, account_name)
       select 'planner-usage-' || g, $1, 'firstname.lastname.a' || g || '@customer-company.example'
         from generate_series(0, ${SEATS - 1}) g`,
    [packs[0]],
  );
  await db.query('analyze license_usages');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The node types and index names of the plan of `sql`. */
async function planOf(q: Queryable, sql: string, params: unknown[]) {
  const [row] = await q.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
  const plan = Object.values(row!)[0];
  const text = typeof plan === 'string' ? plan : JSON.stringify(plan);
  const values = (key: string) =>
    [...text.matchAll(new RegExp(`"${key}":\\s*"([^"]+)"`, 'g'))].map((match) => match[1]!);
  return { nodes: values('Node Type'), indexes: values('Index Name') };
}

describe('given an address list matched against the seats (the import checks)', () => {
  const keys = Array.from({ length: 1000 }, (_, index) => address(index % 2 === 0 ? 'a' : 'b', index));

  it('should read no trigram index with bitmap scans off, in a transaction of its own', async () => {
    const plan = await withoutBitmapScans(db, (q) => planOf(q, HELD_ELSEWHERE, [keys, 90001, packs[1]]));
    expect(plan.nodes.length).toBeGreaterThan(0);
    expect(plan.nodes.filter((node) => node.startsWith('Bitmap'))).toEqual([]);
    expect(plan.indexes.filter((name) => name.endsWith('_trgm'))).toEqual([]);
    // Its own transaction ended: the connection's setting is back as it was.
    const [setting] = await db.query<{ value: string }>(`select current_setting('enable_bitmapscan') as value`);
    expect(setting!.value).toBe('on');
  });

  it('should turn them back on inside an enclosing transaction once the work is done', async () => {
    const after = await db.transaction(async (tx) => {
      const during = await withoutBitmapScans(tx, (q) =>
        q.query<{ value: string }>(`select current_setting('enable_bitmapscan') as value`),
      );
      expect(during[0]!.value).toBe('off');
      return tx.query<{ value: string }>(`select current_setting('enable_bitmapscan') as value`);
    });
    expect(after[0]!.value).toBe('on');
  });

  it('should find exactly the addresses another current pack of the product holds', async () => {
    const held = await createLicenseUsageRepository(db).heldElsewhere(keys, 90001, packs[1]!);
    expect([...held].sort()).toEqual(keys.filter((_, index) => index % 2 === 0).sort());
    expect(await createLicenseUsageRepository(db).heldElsewhere(keys, 90001, packs[0]!)).toEqual(new Set());
  });
});
