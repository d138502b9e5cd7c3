import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type Database,
  PLAN_SETTING,
  type PlanMode,
  preparedName,
  type Queryable,
  type QueryOptions,
} from './database.ts';

const { serialize } = protocol;

/** Several protocol messages as one buffer: the engine runs them in one call. */
function messages(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * The engine's buffer pool. PGlite starts PostgreSQL with the default 128 MB, which the engine's memory fills as work
 * goes on and never gives back (the server rested 120 MB larger); the demo's and an import's working set fit in
 * 16 MB, and a page pushed out is one write to the data folder's files.
 */
const SHARED_BUFFERS = '16MB';

/** The embedded engine: PostgreSQL in WebAssembly, in-process, persisted to `dataDir` (in memory when absent). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });

  // PGlite's query() parses, describes and plans every statement anew. A prepared statement is sent as protocol
  // messages instead: parsed and described once (its parameter types say how to write its values), then bound and
  // executed in one call, between setting the engine to its plan mode and resetting that (the one connection also
  // runs the unprepared statements, left to the engine's own rule).
  const parameterTypes = new Map<string, number[]>();
  const run = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });

  async function queryPrepared<T>(sql: string, params: readonly unknown[], name: string, plan: PlanMode) {
    // As query() does: wait for any transaction under way, then hold the engine for this statement alone.
    await db._checkReady();
    return db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        let types = parameterTypes.get(name);
        if (!types) {
          const described = await run(
            messages(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
          );
          types = parse.parseDescribeStatementResults(described);
          parameterTypes.set(name, types);
        }
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const write = db.serializers[types[index]!];
          return write ? write(value) : String(value);
        });
        const answer = await run(
          messages(
            serialize.query(`set ${PLAN_SETTING[plan]}`),
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
            serialize.query('reset plan_cache_mode'),
          ),
        );
        await db.syncToFs();
        // The setting's answer, the statement's, then the reset's.
        return (parse.parseResults(answer, db.parsers)[1]?.rows ?? []) as T[];
      }),
    );
  }

  const engine = wrap(db);
  return {
    engine: 'pglite',
    query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      if (!options.prepare) return engine.query<T>(sql, params);
      return queryPrepared<T>(sql, params, preparedName(options.prepare.name, sql), options.prepare.plan);
    },
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
