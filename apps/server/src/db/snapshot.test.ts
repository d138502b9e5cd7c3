import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';
import { openPglite } from './pglite.ts';
import {
  buildSnapshot,
  currentManifest,
  restoreSnapshot,
  type SnapshotManifest,
  snapshotIsCurrent,
} from './snapshot.ts';

let root = '';
let snapshot = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lc-snapshot-'));
  snapshot = join(root, 'snapshot');
  expect(await buildSnapshot(snapshot)).toBe('built');
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/** The migrations a data folder's database has applied, in order. */
async function appliedIn(dataDir: string) {
  const db = await openPglite(dataDir);
  try {
    const rows = await db.query<{ name: string }>('select name from schema_migrations order by name');
    return rows.map((row) => row.name);
  } finally {
    await db.close();
  }
}

describe('given the build of the pre-migrated embedded database', () => {
  it('should make it once and find it current afterwards, with every migration listed', async () => {
    expect(await buildSnapshot(snapshot)).toBe('current');
    const manifest = JSON.parse(await readFile(join(snapshot, 'manifest.json'), 'utf8')) as SnapshotManifest;
    expect(manifest).toEqual(await currentManifest());
    expect(manifest.migrations.length).toBeGreaterThan(0);
  });

  it('should start a new data folder from it, already migrated', async () => {
    const dataDir = join(root, 'fresh');
    expect(await restoreSnapshot(dataDir, snapshot)).toBe(true);
    const manifest = await currentManifest();
    expect(await appliedIn(dataDir)).toEqual(manifest.migrations.map((migration) => migration.name));
    const db = await openDatabase({ dataDir: join(root, 'opened'), snapshotDir: snapshot });
    try {
      expect(await migrate(db)).toEqual([]);
      expect(existsSync(join(root, 'opened', 'PG_VERSION'))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("should give the new data folder to its user alone (0700), whatever the snapshot's mode", async () => {
    await chmod(join(snapshot, 'data'), 0o755);
    const dataDir = join(root, 'private');
    expect(await restoreSnapshot(dataDir, snapshot)).toBe(true);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('should give the new data folder copies of every file, none of them shared with the snapshot', async () => {
    const dataDir = join(root, 'copied');
    expect(await restoreSnapshot(dataDir, snapshot)).toBe(true);
    const files = (await readdir(join(snapshot, 'data'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(snapshot, 'data').length + 1));
    expect(files).toContain('PG_VERSION');
    for (const file of files) {
      const [original, copy] = await Promise.all([stat(join(snapshot, 'data', file)), stat(join(dataDir, file))]);
      expect({ file, size: copy.size, mode: copy.mode }).toEqual({ file, size: original.size, mode: original.mode });
      expect(copy.ino).not.toBe(original.ino);
    }
  });

  it('should never touch a data folder that holds anything', async () => {
    const used = join(root, 'used');
    await mkdir(used);
    await writeFile(join(used, 'note.txt'), 'mine');
    expect(await restoreSnapshot(used, snapshot)).toBe(false);
    expect(existsSync(join(used, 'PG_VERSION'))).toBe(false);
  });

  it('should be passed over once a migration changed, the database then created and migrated', async () => {
    const stale = join(root, 'stale');
    expect(await buildSnapshot(stale)).toBe('built');
    const manifest = JSON.parse(await readFile(join(stale, 'manifest.json'), 'utf8')) as SnapshotManifest;
    manifest.migrations[0]!.sha256 = '0'.repeat(64);
    await writeFile(join(stale, 'manifest.json'), JSON.stringify(manifest));
    expect(await snapshotIsCurrent(stale)).toBe(false);
    const dataDir = join(root, 'from-stale');
    expect(await restoreSnapshot(dataDir, stale)).toBe(false);
    const db = await openDatabase({ dataDir, snapshotDir: stale });
    await db.close();
    expect(await appliedIn(dataDir)).toEqual((await currentManifest()).migrations.map((migration) => migration.name));
    // And the build makes a current one again in its place.
    expect(await buildSnapshot(stale)).toBe('built');
    expect(await snapshotIsCurrent(stale)).toBe(true);
  });
});
