import pg from 'pg';
import type { Database, Queryable } from './database.ts';

// Dates stay as text (MM/DD/YYYY is formatted in SQL) and bigint counts as numbers: both engines answer alike.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** How long a request waits for a connection before it fails (503) instead of hanging. */
  connectTimeoutMs?: number;
  /**
   * How long one statement may wait for its answer before it fails, so a server that went silent is not waited on;
   * 0 waits for ever (bulk loads). Scripts (migrations) are never timed out.
   */
  queryTimeoutMs?: number;
}

/**
 * The scaled engine: a PostgreSQL server reached through `DATABASE_URL`. When the server restarts or its connections
 * are terminated, the statements under way fail at once (the app answers 503 with Retry-After), their transactions
 * are rolled back by PostgreSQL, the broken connections leave the pool and the next request opens fresh ones.
 */
export async function openPostgres(
  connectionString: string,
  { max = 10, connectTimeoutMs = 3000, queryTimeoutMs = 60_000 }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover, an administrator) must not take the process down:
  // the pool discards it and opens a new one for the next query.
  pool.on('error', (error) => {
    console.error(`database connection lost: ${error.message}`);
  });
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query({
        text: sql,
        values: params as unknown[],
        ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
      });
      return result.rows as T[];
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // A connection that could not even roll back is broken: it is destroyed, never handed to another request.
      let broken: Error | undefined;
      // A connection that ends between two statements of the transaction reports it as an event: without a
      // listener that would take the process down. The next statement then fails, and the transaction with it.
      const lost = (error: Error) => {
        broken = error;
      };
      client.on('error', lost);
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        // The cause, never the failed rollback, is what the caller learns.
        throw error;
      } finally {
        client.removeListener('error', lost);
        client.release(broken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
