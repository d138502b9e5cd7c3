import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newDatabase, runOpsCommand, type TestDatabase } from '../src/test-support/backups.ts';
import { runNode } from '../src/test-support/command-process.ts';

// Behind PgBouncer in transaction mode, migrate, backup and restore use DATABASE_LISTEN_URL, the direct connection:
// here DATABASE_URL leads nowhere, so each command works only if it takes the direct one.
const MIGRATE = fileURLToPath(new URL('../src/migrate-command.ts', import.meta.url));
const NOWHERE = 'postgres://postgres@127.0.0.1:1/pooled';
const SLOW = 120_000;

let folder: string;
let source: TestDatabase;
let copy: TestDatabase;
const direct = (database: TestDatabase) => ({ DATABASE_URL: NOWHERE, DATABASE_LISTEN_URL: database.env.DATABASE_URL! });
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lc-direct-'));
  source = await newDatabase('postgres', 'lc_direct_source');
  copy = await newDatabase('postgres', 'lc_direct_copy');
});
afterAll(async () => {
  await source?.drop();
  await copy?.drop();
  await rm(folder, { recursive: true, force: true });
});

it(
  'should migrate, back up and restore through DATABASE_LISTEN_URL when it is set',
  async () => {
    const migrated = runNode([MIGRATE], direct(source));
    expect(await migrated.exited).toBe(0);
    expect(migrated.output()).toContain('migration(s)');

    const file = join(folder, 'direct.sql');
    const backup = await runOpsCommand('backup', file, direct(source));
    expect(backup.output).toContain(`to ${file}`);
    expect(backup.code).toBe(0);

    const restore = await runOpsCommand('restore', file, direct(copy));
    expect(restore.output).toContain(`Restored ${file}`);
    expect(restore.code).toBe(0);
    const db = await copy.open();
    try {
      expect((await db.query<{ n: number }>('select count(*)::int as n from schema_migrations'))[0]!.n).toBeGreaterThan(
        0,
      );
    } finally {
      await db.close();
    }
  },
  SLOW,
);
