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
    async listen(channel, onMessage, onGap) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      // One connection of its own (a pooled one would be handed to other work). Lost, it is opened again every
      // second until it listens; meanwhile the listener is told notifications may be missed.
      let stopped = false;
      let client: pg.Client | null = null;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
        next.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        try {
          await next.connect();
          await next.query(`listen ${channel}`);
        } catch {
          lost(next);
          return;
        }
        if (stopped) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
        onGap(true);
      };
      const lost = (which: pg.Client) => {
        if (stopped || (client !== null && client !== which)) return;
        client = null;
        onGap(false);
        void which.end().catch(() => {});
        clearTimeout(retry);
        retry = setTimeout(() => void connect(), 1000);
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}
