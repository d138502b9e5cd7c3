import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { secureDataDir } from './data-dir.ts';
import {
  type Database,
  PLAN_SETTING,
  type PlanMode,
  preparedName,
  type Queryable,
  type QueryOptions,
} from './database.ts';
import { dumpPgliteCopy } from './pglite-dump.ts';

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

/**
 * How much of a table an analysis samples (300 rows per unit) and how many of a column's commonest values it keeps.
 * PostgreSQL's default, 100, samples 30,000 rows of a big table, which grew the engine's memory by 7 MB for good
 * (an analysis of 100,000 users); 10 samples 3,000 rows and grows it by nothing, and still keeps the ten biggest
 * packs' sizes, which is what the plans of the embedded engine's tables turn on.
 */
const STATISTICS_TARGET = 10;

/**
 * PostgreSQL's autovacuum does not run in the embedded engine (one backend, no launcher): without a stand-in, no table
 * would ever be vacuumed or analyzed, so the planner would know nothing of how many rows a table or a pack holds
 * (an export of a pack of 100,000 users then sorted all its remaining users for each batch) and dead rows would
 * never be cleared. The engine runs autovacuum's rule itself, with PostgreSQL's default thresholds, as often as
 * autovacuum looks (its naptime): a table is vacuumed and analyzed once its dead rows pass 50 + 20% of its rows, or
 * its rows inserted since its last vacuum 1,000 + 20%, and analyzed once its rows changed since its last analysis
 * pass 50 + 10%.
 */
export const MAINTENANCE_INTERVAL_MS = 60_000;

const TABLES_DUE = `
  select format('%I.%I', s.schemaname, s.relname) as "table",
         s.n_dead_tup > 50 + 0.2 * c.tuples or s.n_ins_since_vacuum > 1000 + 0.2 * c.tuples as "vacuum"
    from pg_stat_user_tables s
    cross join lateral (select greatest(reltuples, 0) as tuples from pg_class where oid = s.relid) c
   where s.n_dead_tup > 50 + 0.2 * c.tuples
      or s.n_ins_since_vacuum > 1000 + 0.2 * c.tuples
      or s.n_mod_since_analyze > 50 + 0.1 * c.tuples
   order by 1`;

export interface PgliteOptions {
  /** How often the engine's maintenance looks for tables due (MAINTENANCE_INTERVAL_MS unless told). */
  maintenanceIntervalMs?: number;
  /**
   * A data folder's image (`dumpImage()` of another embedded database) to start from instead of an empty database:
   * the engine unpacks it (0.3 s) instead of running PostgreSQL's initdb (1.5 s).
   */
  image?: Blob;
}

/** The embedded engine's database, which can also be saved whole as an image of its data folder. */
export interface PgliteDatabase extends Database {
  /** The data folder as an uncompressed tar image, for `PgliteOptions.image`. */
  dumpImage(): Promise<Blob>;
}

/** The embedded engine: PostgreSQL in WebAssembly, in-process, persisted to `dataDir` (in memory when absent). */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (dataDir) await secureDataDir(dataDir);
  const db = await PGlite.create({
    dataDir,
    ...(options.image ? { loadDataDir: options.image } : {}),
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${SHARED_BUFFERS}`,
      '-c',
      `default_statistics_target=${STATISTICS_TARGET}`,
    ],
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

  /**
   * Vacuums and analyzes the tables due, one statement each; answers the statements run. A table whose statement
   * fails is told to the operator and left for the next run; the others are still maintained.
   */
  async function maintainDue(): Promise<string[]> {
    // The counters of this engine's one backend reach the statistics the rule reads at most once a second, when it
    // is idle: flushed first, they count every change so far.
    await engine.query('select pg_stat_force_next_flush()');
    const due = await engine.query<{ table: string; vacuum: boolean }>(TABLES_DUE);
    const run: string[] = [];
    for (const { table, vacuum } of due) {
      const statement = vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`;
      try {
        await engine.query(statement);
        run.push(statement);
      } catch (error) {
        process.emitWarning(`embedded database maintenance: ${statement} failed: ${String(error)}`);
      }
    }
    return run;
  }
  // One run at a time, whoever asks (the timer, or a caller of maintain(), which then shares the run under way). The
  // engine's one connection queues the requests that come meanwhile, as it queues any statement, so a request waits
  // while a table is vacuumed: the usages, 100,000 of them, take 0.3 s once they were inserted and 0.55 s once a third
  // of them changed. A run that fails is told to the operator and tried again at the next turn.
  let maintaining: Promise<string[]> | null = null;
  const maintain = () =>
    (maintaining ??= maintainDue().finally(() => {
      maintaining = null;
    }));
  const timer = setInterval(() => {
    maintain().catch((error: unknown) => process.emitWarning(`embedded database maintenance failed: ${String(error)}`));
  }, options.maintenanceIntervalMs ?? MAINTENANCE_INTERVAL_MS);
  timer.unref();

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
    maintain,
    // pg_dump reads a copy of the data folder, on a thread of its own (an engine in memory has no folder to copy).
    ...(dataDir ? { dump: () => dumpPgliteCopy(db, dataDir) } : {}),
    dumpImage: () => db.dumpDataDir('none'),
    async close() {
      clearInterval(timer);
      await maintaining?.catch(() => undefined);
      await db.close();
    },
  };
}
