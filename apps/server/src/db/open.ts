import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface OpenOptions {
  /** A PostgreSQL connection string; without it the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded engine keeps its files; in memory when absent. */
  dataDir?: string | undefined;
}

/** Opens the configured engine and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}
