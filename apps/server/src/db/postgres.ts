import pg from 'pg';
import {
  type Database,
  PLAN_SETTING,
  type PlanMode,
  preparedName,
  type Queryable,
  type QueryOptions,
} from './database.ts';

// Dates stay as text (MM/DD/YYYY is formatted in SQL) and bigint counts as numbers: both engines answer alike.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  /** Connections in each of the two pools (see `openPostgres`). */
  max?: number;
  /** How long a request waits for a connection before it fails (503) instead of hanging. */
  connectTimeoutMs?: number;
  /**
   * How long one statement may wait for its answer before it fails, so a server that went silent is not waited on;
   * 0 waits for ever (bulk loads). Scripts (migrations) are never timed out.
   */
  queryTimeoutMs?: number;
  /**
   * A direct connection to the server for LISTEN, when the connection string leads to a pooler in transaction mode
   * (PgBouncer's pool_mode=transaction), which hands a connection to a client for one transaction only: a LISTEN
   * made through it would be left on a connection others use, and its notifications lost. Given one, nothing is
   * kept on the pooled connections: statements go unnamed (parsed each time, planned with their values) and the
   * plan modes' setting is not sent.
   */
  listenUrl?: string | undefined;
}

/**
 * The connection string with a setting every connection starts with (PostgreSQL's `options` startup parameter,
 * added to any the string already gives).
 */
function withSetting(connectionString: string, setting: string): string {
  const url = new URL(connectionString);
  const option = `-c ${setting.replace(/\s*=\s*/, '=')}`;
  const given = url.searchParams.get('options');
  url.searchParams.set('options', given ? `${given} ${option}` : option);
  return url.toString();
}

/**
 * The scaled engine: a PostgreSQL server reached through `DATABASE_URL`. When the server restarts or its connections
 * are terminated, the statements under way fail at once (the app answers 503 with Retry-After), their transactions
 * are rolled back by PostgreSQL, the broken connections leave the pool and the next request opens fresh ones.
 *
 * Two pools, each of up to `max` connections (idle ones close after 10 s), one per plan mode (database.ts): the
 * setting belongs to a connection, so a connection holding both kinds would have to be set again around each
 * statement, a round trip each time. Transactions and unprepared statements run on the `custom` pool, where they
 * are planned with their values as they always are.
 */
export async function openPostgres(
  connectionString: string,
  { max = 10, connectTimeoutMs = 3000, queryTimeoutMs = 60_000, listenUrl }: PostgresOptions = {},
): Promise<Database> {
  const pooler = listenUrl !== undefined;
  const openPool = (plan: PlanMode) => {
    const created = new pg.Pool({
      connectionString: pooler ? connectionString : withSetting(connectionString, PLAN_SETTING[plan]),
      max,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    // An idle connection the server drops (restart, failover, an administrator) must not take the process down:
    // the pool discards it and opens a new one for the next query. A process warning, which the server logs as a
    // warn line under LOG_LEVEL (plugins/logging.ts, logProcessWarnings) and a command's Node prints.
    created.on('error', (error) => {
      process.emitWarning(`database connection lost: ${error.message}`);
    });
    return created;
  };
  const pools: Record<PlanMode, pg.Pool> = { generic: openPool('generic'), custom: openPool('custom') };
  const pool = pools.custom;
  await pool.query('select 1');
  const timeout = queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {};
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query({ text: sql, values: params as unknown[], ...timeout });
      return result.rows as T[];
    },
  });
  const pooled = wrap(pool);

  return {
    engine: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      if (!options.prepare || pooler) return pooled.query<T>(sql, params);
      // Each pooled connection parses the named statement once; node-postgres remembers which it has.
      const name = preparedName(options.prepare.name, sql);
      const result = await pools[options.prepare.plan].query({
        name,
        text: sql,
        values: params as unknown[],
        ...timeout,
      });
      return result.rows as T[];
    },
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
        const next = new pg.Client({
          connectionString: listenUrl ?? connectionString,
          connectionTimeoutMillis: connectTimeoutMs,
          keepAlive: true,
        });
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
    poolStats: () => ({
      total: pools.generic.totalCount + pools.custom.totalCount,
      idle: pools.generic.idleCount + pools.custom.idleCount,
      waiting: pools.generic.waitingCount + pools.custom.waitingCount,
    }),
    async close() {
      await Promise.all([pools.generic.end(), pools.custom.end()]);
    },
  };
}
