import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { pendingMigrations } from '../src/db/migrate.ts';
import {
  type EmptyTestDatabase,
  emptyTestDatabase,
  runNode,
  signInAdmin,
  startServerScript,
  stopWithSigterm,
} from '../src/test-support/command-process.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const MIGRATE = fileURLToPath(new URL('../src/migrate-command.ts', import.meta.url));

async function pendingIn(database: EmptyTestDatabase) {
  const db = await database.open();
  try {
    return await pendingMigrations(db);
  } finally {
    await db.close();
  }
}

describe('MIGRATE_ON_START', () => {
  it('should be true unless set to false, and refuse anything but true or false', () => {
    expect(readConfig({}).migrateOnStart).toBe(true);
    expect(readConfig({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(readConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => readConfig({ MIGRATE_ON_START: 'no' })).toThrow('MIGRATE_ON_START must be true or false');
  });
});

describe('given a database without the schema, migrated apart from the servers', () => {
  let database: EmptyTestDatabase;
  beforeAll(async () => {
    database = await emptyTestDatabase('lc_migrate');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('should refuse to start with MIGRATE_ON_START=false, saying the schema is not current, and apply nothing', async () => {
    const server = await startServerScript([MAIN], { ...database.env, MIGRATE_ON_START: 'false' });
    if (server.outcome === 'ready') await stopWithSigterm(server);
    expect(server.outcome).toBe('exited');
    expect(server.exitCode).toBe(1);
    expect(server.output()).toContain('the database schema is not current');
    expect(server.output()).toContain('npm run migrate');
    expect((await pendingIn(database)).length).toBeGreaterThan(0);
  }, 120_000);

  it('should apply every migration with the migrate command, then find nothing left to apply', async () => {
    const pending = await pendingIn(database);
    const first = runNode([MIGRATE], database.env);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain(`applied ${pending.length} migration(s)`);
    expect(first.output()).toContain(pending.at(-1));
    expect(await pendingIn(database)).toEqual([]);

    const again = runNode([MIGRATE], database.env);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('is current: no migration to apply');
  }, 120_000);

  it('should then serve with MIGRATE_ON_START=false: ready, the demo administrator signs in, SIGTERM exits 0', async () => {
    const server = await startServerScript([MAIN], { ...database.env, MIGRATE_ON_START: 'false' });
    expect(server.outcome, server.output()).toBe('ready');
    expect(await signInAdmin(server.url)).toBe(200);
    expect(await stopWithSigterm(server)).toBe(0);
  }, 120_000);
});
