import type { Database, Queryable } from './database.ts';

/**
 * Runs `work` with PostgreSQL's bitmap scans off, in a transaction of its own (or, inside one, for `work` alone).
 *
 * For: a list of addresses matched on `lower(account_name)` or `lower(email)`. Each of those columns has a btree and
 * a trigram GIN index (the search's), and since pg_trgm 1.6 the trigram one also answers equality. For an address list
 * the planner picks it and probes the posting lists of trigrams every address shares ('firstname.lastname.',
 * '@company.example'): 5.8 ms an address against 6,000 seats, so a 1,000-address batch took 5.8 s and a 3,000-row
 * import outlasted the 60 s query timeout; through the btree the same batch takes 20 ms (PostgreSQL 15). A GIN
 * index is only ever read by a bitmap scan, so with bitmap scans off the planner is left the btree.
 */
export async function withoutBitmapScans<T>(db: Queryable, work: (q: Queryable) => Promise<T>): Promise<T> {
  if ('transaction' in db && typeof (db as Database).transaction === 'function') {
    return (db as Database).transaction(async (tx) => {
      await tx.query('set local enable_bitmapscan = off');
      return work(tx);
    });
  }
  await db.query('set local enable_bitmapscan = off');
  try {
    return await work(db);
  } finally {
    await db.query('set local enable_bitmapscan = on');
  }
}
