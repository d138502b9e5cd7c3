import pg from 'pg';
import type { Database, Queryable } from './database.ts';

// Dates stay as text (MM/DD/YYYY is formatted in SQL) and bigint counts as numbers: both engines answer alike.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The scaled engine: a PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover, an administrator) must not take the process down:
  // the pool discards it and opens a new one for the next query.
  pool.on('error', (error) => {
    console.error(`database connection lost: ${error.message}`);
  });
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
