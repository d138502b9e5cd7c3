import type { Database } from './database.ts';
import { migrate, pendingMigrations } from './migrate.ts';

export interface OpenOptions {
  /** A PostgreSQL connection string; without it the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded engine keeps its files; in memory when absent. */
  dataDir?: string | undefined;
  /** The build's pre-migrated embedded database (snapshot.ts); the build's own unless told. */
  snapshotDir?: string;
  /** An image of an embedded database's data folder (`dumpImage()`) that an in-memory database starts from. */
  image?: Blob;
  /** PostgreSQL's direct connection for LISTEN when `databaseUrl` leads to a transaction pooler (postgres.ts). */
  databaseListenUrl?: string | undefined;
  /**
   * Apply the migrations not yet applied (the default); false refuses a database that lacks any of them instead,
   * for deployments that migrate before they start the servers (`npm run migrate`, MIGRATE_ON_START=false).
   */
  migrate?: boolean;
}

/** A database that lacks migrations this server needs, opened by a server told not to apply them. */
export class SchemaNotCurrentError extends Error {
  constructor(pending: readonly string[]) {
    super(
      `the database schema is not current: ${pending.length} migration(s) not applied (${pending.join(', ')}); ` +
        'run `npm run migrate` (node dist/migrate.mjs in the image) against this database first, or start the ' +
        'server without MIGRATE_ON_START=false',
    );
    this.name = 'SchemaNotCurrentError';
  }
}

/**
 * Opens the configured engine and brings its schema up to date (or, told not to, refuses it unless it is). An
 * embedded database's first start copies the build's pre-migrated snapshot when it matches this server's migrations
 * (snapshot.ts); without one, or with a stale one, it creates and migrates the database.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const db = await openEngine(options);
  try {
    if (options.migrate === false) {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new SchemaNotCurrentError(pending);
    } else {
      await migrate(db);
    }
  } catch (error) {
    // Closed, so that nothing of it (the embedded engine's maintenance timer, PostgreSQL's pools) outlives the failure.
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Opens the configured engine as it is, its schema untouched (an empty embedded data folder still gets the
 * snapshot). Each engine's driver is loaded only when it is the one opened: a server on PostgreSQL never loads the
 * embedded engine, nor the embedded one the PostgreSQL client.
 */
export async function openEngine(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? (await import('./postgres.ts')).openPostgres(options.databaseUrl, { listenUrl: options.databaseListenUrl })
    : openEmbedded(options);
}

/** The embedded engine's module loads while a first start copies the snapshot (the copy runs off the main thread). */
async function openEmbedded({ dataDir, snapshotDir, image }: OpenOptions): Promise<Database> {
  const [{ openPglite }] = await Promise.all([
    import('./pglite.ts'),
    dataDir ? import('./snapshot.ts').then(({ restoreSnapshot }) => restoreSnapshot(dataDir, snapshotDir)) : null,
  ]);
  return openPglite(dataDir, image ? { image } : {});
}
