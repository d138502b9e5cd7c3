// A lost PostgreSQL connection is a warn line of the server's log, under LOG_LEVEL like any other (it was written to
// stderr by console.error whatever the level). PostgreSQL only: the embedded engine has no connections to lose.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../src/test-support/auth-client.ts';
import {
  type EmptyTestDatabase,
  emptyTestDatabase,
  startServerScript,
  stopWithSigterm,
} from '../src/test-support/command-process.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

describe('a PostgreSQL connection lost under LOG_LEVEL', () => {
  let database: EmptyTestDatabase;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await emptyTestDatabase('lc_log_level');
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  it('should be a warn line of the log at warn, and nothing at error', async () => {
    const settings = { ...database.env, SEED_DEMO: 'false' };
    const atWarn = await startServerScript([MAIN], { ...settings, LOG_LEVEL: 'warn' });
    const atError = await startServerScript([MAIN], { ...settings, LOG_LEVEL: 'error' });
    try {
      expect(atWarn.outcome, atWarn.output()).toBe('ready');
      expect(atError.outcome, atError.output()).toBe('ready');
      // A readiness check each, so that both pools hold an idle connection (they close after 10 s idle); then every
      // connection to the database ends at once.
      expect((await fetch(`${atWarn.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${atError.url}/readyz`)).status).toBe(200);
      const name = new URL(database.env.DATABASE_URL!).pathname.slice(1);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const lost = await eventually(
        () =>
          atWarn
            .output()
            .split('\n')
            .find((line) => line.includes('database connection lost')),
        'line of the lost connection',
      );
      expect(JSON.parse(lost)).toMatchObject({ level: 40, msg: expect.stringContaining('database connection lost') });
      expect(atWarn.output()).not.toMatch(/\(node:\d+\)/);
      // Both servers answer again, on new connections: a readiness check may still draw a connection the pool has
      // not yet seen end (503), never for long.
      for (const server of [atWarn, atError]) {
        await eventually(
          async () => ((await fetch(`${server.url}/readyz`)).status === 200 ? true : undefined),
          `readiness of ${server.url} again`,
        );
      }
      expect(atError.output()).not.toContain('database connection lost');
    } finally {
      await stopWithSigterm(atWarn);
      await stopWithSigterm(atError);
    }
  }, 120_000);
});
