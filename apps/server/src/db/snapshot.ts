import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrationsDir, snapshotDir } from '../files.ts';
import { migrate } from './migrate.ts';

/**
 * A pre-migrated embedded database, made by the build (`build/pglite-snapshot.ts`), so that a first start copies a
 * database instead of creating one (PostgreSQL's initdb, in WebAssembly, takes seconds) and migrating it. Beside it,
 * the manifest of what it was made from: PGlite's version and every migration, by name and digest. A start uses it
 * only when the manifest matches the server's own; any other start creates and migrates the database as before.
 */
export const SNAPSHOT_DIR = snapshotDir;
const DATA = 'data';
const MANIFEST = 'manifest.json';

export interface SnapshotManifest {
  pglite: string;
  migrations: { name: string; sha256: string }[];
}

/** PGlite's version: a data folder is made for the engine that wrote it. */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The manifest a snapshot of this server's migrations would have. */
export async function currentManifest(): Promise<SnapshotManifest> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations = await Promise.all(
    files.map(async (name) => ({
      name,
      sha256: createHash('sha256')
        .update(await readFile(join(migrationsDir, name)))
        .digest('hex'),
    })),
  );
  return { pglite: await pgliteVersion(), migrations };
}

/** The snapshot's manifest, or null when there is none (or it cannot be read). */
async function snapshotManifest(snapshotDir: string): Promise<SnapshotManifest | null> {
  try {
    return JSON.parse(await readFile(join(snapshotDir, MANIFEST), 'utf8')) as SnapshotManifest;
  } catch {
    return null;
  }
}

const sameManifest = (a: SnapshotManifest | null, b: SnapshotManifest) => JSON.stringify(a) === JSON.stringify(b);

/** True when `snapshotDir` holds a snapshot of exactly this server's migrations, for this PGlite. */
export async function snapshotIsCurrent(snapshotDir = SNAPSHOT_DIR): Promise<boolean> {
  return (
    existsSync(join(snapshotDir, DATA, 'PG_VERSION')) &&
    sameManifest(await snapshotManifest(snapshotDir), await currentManifest())
  );
}

/**
 * Makes the snapshot unless a current one is there: a new database, migrated, closed cleanly, then moved into
 * place with its manifest (written last, so an interrupted build leaves no snapshot that claims to be whole).
 */
export async function buildSnapshot(snapshotDir = SNAPSHOT_DIR): Promise<'built' | 'current'> {
  if (await snapshotIsCurrent(snapshotDir)) return 'current';
  const manifest = await currentManifest();
  const work = `${snapshotDir}.building-${randomBytes(4).toString('hex')}`;
  await mkdir(work, { recursive: true });
  try {
    const { openPglite } = await import('./pglite.ts');
    const db = await openPglite(join(work, DATA));
    await migrate(db);
    await db.close();
    await rm(snapshotDir, { recursive: true, force: true });
    await rename(work, snapshotDir);
    await writeFile(join(snapshotDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return 'built';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Copies the folder `from` to `to` (which must not exist): every file as its own copy, all of them at once, so the
 * copies run side by side on the thread pool; fs.cp went file by file and took three times as long. Each file is
 * copied, never linked: the engine writes its files in place, and a link would let it write into the snapshot.
 * `mode` is the top folder's (the source's unless given); every folder is made with no access for others, so one
 * given 0700 is never open to them.
 */
async function copyTree(from: string, to: string, mode?: number): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  await chmod(to, mode ?? (await stat(from)).mode);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) return copyTree(source, target);
      if (entry.isFile()) return copyFile(source, target);
      throw new Error(`${source}: the snapshot holds only folders and files`);
    }),
  );
}

/**
 * Fills a data folder that holds no database from the snapshot, when the snapshot is current. Copied beside the
 * folder first and moved into place whole, so an interrupted copy never leaves a half database to open. Answers
 * whether it did; the caller migrates in any case (nothing to do after a copy).
 */
export async function restoreSnapshot(dataDir: string, snapshotDir = SNAPSHOT_DIR): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return false;
  if (!(await snapshotIsCurrent(snapshotDir))) return false;
  const copy = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    // The data folder is its user's alone from the first file copied (data-dir.ts).
    await mkdir(dirname(dataDir), { recursive: true });
    await copyTree(join(snapshotDir, DATA), copy, 0o700);
    if (existsSync(dataDir)) await rmdir(dataDir);
    await rename(copy, dataDir);
    return true;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
