import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type PGlite, protocol } from '@electric-sql/pglite';
import { bundled } from '../files.ts';
import { BACKUP_SOCKET } from '../ops/backup-socket.ts';

/**
 * What pg_dump is told besides what pglite-tools adds (`--inserts`, one job, its output file): no owners and no
 * grants, so that the dump loads as whichever role restores it, and rows a hundred to an INSERT, which loads them
 * some ten times faster than one row each. The PostgreSQL side (ops/backup.ts) tells its pg_dump the same.
 */
export const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

/** What a copy of the data folder leaves out: the backup socket, and the lock file of the process that has it open. */
const NOT_COPIED = new Set([BACKUP_SOCKET, 'postmaster.pid']);

/**
 * A logical dump (plain SQL, rows as INSERTs) of the embedded database open in `dataDir`, as of one moment, made
 * without holding the server for the dump's length. The pause is a checkpoint and a copy of the data folder's files
 * into a new private folder, taken once no transaction of the server is under way and with none starting meanwhile;
 * pglite-tools' pg_dump then reads that copy, opened by an engine of its own on a worker thread
 * (pglite-dump-worker.ts), while the server goes on answering, and the copy is removed. pg_dump in WebAssembly
 * answers every message at once and would hold the event loop for the whole dump: on the server's thread, every
 * request waited for it. The copy takes as much disk as the data folder until the dump ends.
 */
export async function dumpPgliteCopy(db: PGlite, dataDir: string): Promise<string> {
  let copy: string | undefined;
  try {
    await db._checkReady();
    // The locks are asked for first: whatever the server asks for after this call waits for the copy.
    const copied = await db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        copy = await mkdtemp(join(tmpdir(), 'license-console-dump-'));
        // As a protocol message: the engine's own exec() would wait for the locks held here.
        await db.execProtocolStream(protocol.serialize.query('checkpoint'), { syncToFs: true });
        await cp(dataDir, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
        return copy;
      }),
    );
    const worker = new Worker(
      new URL(bundled ? './pglite-dump-worker.mjs' : './pglite-dump-worker.ts', import.meta.url),
      { workerData: { dataDir: copied, args: DUMP_OPTIONS } },
    );
    try {
      return await new Promise<string>((resolve, reject) => {
        worker.once('message', (answer: { sql: string } | { error: string }) => {
          if ('sql' in answer) resolve(answer.sql);
          else reject(new Error(`the dump of the database's copy failed: ${answer.error}`));
        });
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the dump's worker ended (exit ${code}) without a dump`)));
      });
    } finally {
      await worker.terminate();
    }
  } finally {
    if (copy) await rm(copy, { recursive: true, force: true });
  }
}
