// The worker thread that dumps a copy of the embedded database (pglite-dump.ts, dumpPgliteCopy): it opens the copied
// data folder in an engine of its own and answers the logical dump of it. pg_dump in WebAssembly runs
// without a pause for as long as the dump takes; here it holds this thread, never the server's.
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const { dataDir, args } = workerData as { dataDir: string; args: string[] };
try {
  const copy = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const file = await pgDump({ pg: copy, args });
    parentPort?.postMessage({ sql: await file.text() });
  } finally {
    await copy.close();
  }
} catch (error) {
  // The engine's failures are not always Errors (an abort is an object of its own): said as text, whatever they are.
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : inspect(error) });
}
