// `npm run restore -- FILE`: loads a dump that `npm run backup` wrote, of either engine, into the empty database the
// server of this environment would use (DATABASE_URL, else DATA_DIR). A database that holds anything is refused.
import { readFile } from 'node:fs/promises';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { folderInUse } from './backup-socket.ts';
import { CommandError, EXIT } from './command-error.ts';
import { checkDump, relationsIn, scriptFor } from './dump-script.ts';
import { commandTarget, describeTarget, openEmbeddedForCommand, runCommand, type Target } from './target.ts';

async function openTarget(target: Target): Promise<{ db: Database; close(): Promise<void> }> {
  if (target.databaseUrl) {
    const { openPostgres } = await import('../db/postgres.ts');
    const db = await openPostgres(target.databaseUrl, { max: 1 });
    return { db, close: () => db.close() };
  }
  if (await folderInUse(target.dataDir)) {
    throw new CommandError(
      `${target.dataDir} is open in a running server: stop it, and restore into a new DATA_DIR`,
      EXIT.refused,
    );
  }
  return openEmbeddedForCommand(target.dataDir, false);
}

/**
 * Loads the dump `file` into `target`, which must hold no table, view or sequence. The script runs as one statement
 * batch, so one transaction: a dump that fails part-way leaves the database as empty as it was. Answers the number of
 * tables loaded. The dump carries the migrations table, so the server started on it applies only what is newer.
 */
export async function restoreDatabase(target: Target, file: string): Promise<number> {
  const dump = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CommandError(`cannot read ${file}: ${error.code ?? error.message}`, EXIT.usage);
  });
  checkDump(dump);
  const { db, close } = await openTarget(target);
  try {
    const present = await relationsIn(db);
    if (present.length > 0) {
      const shown = present.slice(0, 5).join(', ') + (present.length > 5 ? ', …' : '');
      throw new CommandError(
        `${describeTarget(target)} is not empty (it holds ${present.length} tables, views or sequences: ${shown}); ` +
          'restore loads a dump only into an empty database: create a new database, or point DATA_DIR at a new folder',
        EXIT.refused,
      );
    }
    await db.exec(await scriptFor(dump, db));
    return (await relationsIn(db)).length;
  } finally {
    await close();
  }
}

if (import.meta.main) {
  await runCommand('npm run restore -- FILE', async (file) => {
    const target = commandTarget(readConfig());
    const relations = await restoreDatabase(target, file);
    return `Restored ${file} into ${describeTarget(target)} (${relations} tables and sequences). Start the server on it.`;
  });
}
