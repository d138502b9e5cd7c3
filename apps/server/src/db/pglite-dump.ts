import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/**
 * What pg_dump is told besides what pglite-tools adds (`--inserts`, one job, its output file): no owners and no
 * grants, so that the dump loads as whichever role restores it, and rows a hundred to an INSERT, which loads them
 * some ten times faster than one row each. The PostgreSQL side (ops/backup.ts) tells its pg_dump the same.
 */
export const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

/**
 * A logical dump (plain SQL, rows as INSERTs) of an open embedded database, taken by pglite-tools' pg_dump over the
 * engine's one connection. The dump runs synchronously (a WebAssembly pg_dump whose every message the engine
 * answers at once) in one repeatable-read transaction, and it starts only once no transaction or statement of the
 * server is under way and none can start: the dump is the database as of one moment, whatever the server does
 * meanwhile (its requests wait, and the event loop with them, for the dump's duration).
 *
 * pg_dump leaves its session as it found it only in part: its transaction stays open (it ends by closing a
 * connection the engine never closes), its settings stay set, and pglite-tools deallocates every prepared statement.
 * The session is put back afterwards (rolled back, settings reset); `afterwards` is told, so the caller forgets the
 * statements it had prepared.
 */
export async function dumpPglite(db: PGlite, afterwards: () => void): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  // The engine's own query() and exec() wait for the locks held here: pg_dump is handed a stand-in whose statements
  // go to the engine as protocol messages, which take no lock.
  const simpleQuery = async (sql: string) =>
    parse.parseResults(await db.execProtocolStream(protocol.serialize.query(sql), { syncToFs: false }), db.parsers);
  const session = {
    query: async (sql: string) => (await simpleQuery(sql))[0],
    exec: simpleQuery,
    execProtocolRawStream: db.execProtocolRawStream.bind(db),
  } as unknown as PGlite;
  await db._checkReady();
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      try {
        const file = await pgDump({ pg: session, args: DUMP_OPTIONS });
        return await file.text();
      } finally {
        await simpleQuery('rollback');
        await simpleQuery('reset all');
        await simpleQuery('deallocate all');
        afterwards();
      }
    }),
  );
}
