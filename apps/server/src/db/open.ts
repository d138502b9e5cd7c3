import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { restoreSnapshot } from './snapshot.ts';

export interface OpenOptions {
  /** A PostgreSQL connection string; without it the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded engine keeps its files; in memory when absent. */
  dataDir?: string | undefined;
  /** The build's pre-migrated embedded database (snapshot.ts); the build's own unless told. */
  snapshotDir?: string;
}

/**
 * Opens the configured engine and brings its schema up to date. An embedded database's first start copies the
 * build's pre-migrated snapshot when it matches this server's migrations (snapshot.ts); without one, or with a
 * stale one, it creates and migrates the database.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (!options.databaseUrl && options.dataDir) await restoreSnapshot(options.dataDir, options.snapshotDir);
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}
