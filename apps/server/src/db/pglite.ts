import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';

/** The embedded engine: PostgreSQL in WebAssembly, in-process, persisted to `dataDir` (in memory when absent). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    async listen(channel, onMessage, onGap) {
      // In-process: a notification cannot be lost, so there is never a gap.
      onGap(true);
      const stop = await db.listen(channel, onMessage);
      return async () => {
        await stop();
      };
    },
    close: () => db.close(),
  };
}
