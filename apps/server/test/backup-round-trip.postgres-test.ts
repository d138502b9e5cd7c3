import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-data.ts';
import {
  newDatabase,
  runOpsCommand,
  signIn,
  stopServer,
  type TestDatabase,
  tableChecksums,
} from '../src/test-support/backups.ts';
import { startServerProcess } from '../src/test-support/server-process.ts';

// The move README's "Operating it" describes, and back: the embedded database's dump, taken while its server runs,
// restored into a new PostgreSQL database; that database's dump restored into a new embedded folder. Every table holds
// the same rows at each step, and a server on each copy signs the demo accounts in.
const SLOW = 300_000;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lc-round-trip-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Starts a server on `database`, signs the demo accounts in, backs it up to `file` while it runs, stops it. */
async function signInAndBackUp(database: TestDatabase, file: string) {
  const server = await startServerProcess(database.env.DATABASE_URL ?? '', database.env);
  try {
    for (const account of [demoAccounts.admin, demoAccounts.manager, demoAccounts.user]) {
      expect(await signIn(server.url, account)).toBe(200);
    }
    const backup = await runOpsCommand('backup', file, database.env);
    expect(backup.output).toContain(`to ${file}`);
    expect(backup.code).toBe(0);
  } finally {
    await stopServer(server);
  }
  const db = await database.open();
  const sums = await tableChecksums(db);
  await db.close();
  return sums;
}

async function restoreInto(database: TestDatabase, file: string) {
  const restored = await runOpsCommand('restore', file, database.env);
  expect(restored.output).toContain('Restored');
  expect(restored.code).toBe(0);
  const db = await database.open();
  const sums = await tableChecksums(db);
  await db.close();
  return sums;
}

it(
  'moves the embedded database to PostgreSQL and back with every row, sequence and migration',
  async () => {
    const embedded = await newDatabase('pglite', 'lc-embedded');
    const postgres = await newDatabase('postgres', 'lc_moved');
    const back = await newDatabase('pglite', 'lc-back');
    try {
      const embeddedDump = join(folder, 'embedded.sql');
      const original = await signInAndBackUp(embedded, embeddedDump);
      expect(original['public.schema_migrations']).toMatch(/^[1-9]\d* rows/);
      expect(original['public.sessions']).toMatch(/^3 rows/);

      expect(await restoreInto(postgres, embeddedDump)).toEqual(original);
      // The server on PostgreSQL finds its migrations applied and signs the demo accounts in, each sign-in a new
      // session numbered after the dump's: its backup holds three more.
      const postgresDump = join(folder, 'postgres.sql');
      const moved = await signInAndBackUp(postgres, postgresDump);
      expect(moved['public.sessions']).toMatch(/^6 rows/);
      expect(moved['public.sessions_id_seq (sequence)']).toBe('last value 6');

      expect(await restoreInto(back, postgresDump)).toEqual(moved);
      const server = await startServerProcess('', back.env);
      try {
        expect(await signIn(server.url, demoAccounts.admin)).toBe(200);
      } finally {
        await stopServer(server);
      }
    } finally {
      await Promise.all([embedded.drop(), postgres.drop(), back.drop()]);
    }
  },
  SLOW,
);
