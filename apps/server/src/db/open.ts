import type { Database } from './database.ts';
import { migrate } from './migrate.ts';

export interface OpenOptions {
  /** A PostgreSQL connection string; without it the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded engine keeps its files; in memory when absent. */
  dataDir?: string | undefined;
  /** The build's pre-migrated embedded database (snapshot.ts); the build's own unless told. */
  snapshotDir?: string;
  /** An image of an embedded database's data folder (`dumpImage()`) that an in-memory database starts from. */
  image?: Blob;
}

/**
 * Opens the configured engine and brings its schema up to date. An embedded database's first start copies the
 * build's pre-migrated snapshot when it matches this server's migrations (snapshot.ts); without one, or with a
 * stale one, it creates and migrates the database. Each engine's driver is loaded only when it is the one opened:
 * a server on PostgreSQL never loads the embedded engine, nor the embedded one the PostgreSQL client.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await (await import('./postgres.ts')).openPostgres(options.databaseUrl)
    : await openEmbedded(options);
  try {
    await migrate(db);
  } catch (error) {
    // Closed, so that nothing of it (the embedded engine's maintenance timer, PostgreSQL's pools) outlives the failure.
    await db.close();
    throw error;
  }
  return db;
}

/** The embedded engine's module loads while a first start copies the snapshot (the copy runs off the main thread). */
async function openEmbedded({ dataDir, snapshotDir, image }: OpenOptions): Promise<Database> {
  const [{ openPglite }] = await Promise.all([
    import('./pglite.ts'),
    dataDir ? import('./snapshot.ts').then(({ restoreSnapshot }) => restoreSnapshot(dataDir, snapshotDir)) : null,
  ]);
  return openPglite(dataDir, image ? { image } : {});
}
