import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { openPglite } from '../db/pglite.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { checkAnswers } from './answer-check.ts';

/** The engine this run tests: the embedded one, or PostgreSQL when the project sets TEST_ENGINE=postgres. */
export const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * The image of an embedded database just created and migrated, made once per worker (the suite's files share their
 * modules, vitest's isolate: false): each file's database starts from it in 0.3 s instead of PostgreSQL's initdb
 * and the migrations in 1.6 s. The engine's own start from nothing is tested by the files of the engine itself.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      return await db.dumpImage();
    } finally {
      await db.close();
    }
  })();
  return migratedImage;
}

/** The address of each test database on PostgreSQL, for a second process's own connections to it. */
const postgresUrls = new WeakMap<Database, string>();

/**
 * What another server process would open on the same test database: its own connections on PostgreSQL; on the
 * embedded engine, which one process holds alone, the same database.
 */
export async function openSameDatabase(db: Database): Promise<Database> {
  const url = postgresUrls.get(db);
  return url ? openDatabase({ databaseUrl: url }) : db;
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a new database on the test PostgreSQL. */
export async function createTestDatabase(): Promise<Database> {
  // The image's migrations are found applied, as a server's start on an existing data folder finds them.
  if (engine === 'pglite') return openDatabase({ image: await migratedPgliteImage() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `lc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  const close = db.close.bind(db);
  const testDb: Database = {
    ...db,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  postgresUrls.set(testDb, url.toString());
  return testDb;
}

/**
 * A seeded database and an in-process server for one test file, closed after the file's tests. Unless `checkAnswers`
 * is false, every answer is checked against the server's own OpenAPI document (answer-check.ts): a status or a body
 * the document does not describe fails the test that got it.
 */
export async function createTestApp(options: Partial<AppOptions> & { seed?: boolean; checkAnswers?: boolean } = {}) {
  const { checkAnswers: checked = true, ...appOptions } = options;
  const db = appOptions.db ?? (await createTestDatabase());
  if (appOptions.seed !== false) await seedIfEmpty(db);
  // The suites read the demo's mail at /dev/outbox, as inject's default client (127.0.0.1) may.
  const app = await buildApp({ validateResponses: true, devRoutes: true, ...appOptions, db });
  const answers = checked ? checkAnswers(app.server) : undefined;
  const mismatches = async () => {
    const found = (await answers?.mismatches()) ?? [];
    return found.length > 0 ? new Error(`Answers the OpenAPI document does not describe:\n${found.join('\n')}`) : null;
  };
  // Each test fails for the answers it got; the file, for those of its setup after its last test.
  afterEach(async () => {
    const error = await mismatches();
    if (error) throw error;
  });
  afterAll(async () => {
    const error = await mismatches();
    await app.server.close();
    await db.close();
    if (error) throw error;
  });
  return { ...app, db };
}

/** Signs in through the API and answers the Cookie header value that carries the session. */
export async function signIn(app: Awaited<ReturnType<typeof createTestApp>>, email: string, password: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/Authenticate',
    payload: { Email: email, Password: password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode}`);
  const cookie = response.cookies.find((item) => item.name === 'lc_session');
  if (!cookie) throw new Error('no session cookie');
  return `lc_session=${cookie.value}`;
}

/** The newest outbox id, to wait for what comes after it. */
export async function lastOutboxId(db: Database): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('select max(id)::int as id from outbox');
  return row?.id ?? 0;
}

/** The body of the first message to `recipient` queued after `afterId` (mail is sent after the answer). */
export async function nextMessage(db: Database, recipient: string, afterId: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await db.query<{ body: string }>(
      'select body from outbox where recipient = $1 and id > $2 order by id limit 1',
      [recipient, afterId],
    );
    if (row) return row.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no message to ${recipient}`);
}

/** A stand-in for the built console: index.html and one hashed asset, `/assets/index-AbC12.js`. */
export async function createConsoleDir(): Promise<string> {
  const consoleDir = await mkdtemp(join(tmpdir(), 'lc-console-'));
  await mkdir(join(consoleDir, 'assets'));
  await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>License Console</title>');
  await writeFile(join(consoleDir, 'assets', 'index-AbC12.js'), 'console.log(1)');
  return consoleDir;
}

/** Turns two-factor on in a manager's password policy, for the users of their packs. */
export async function turnTwoFactorOn(db: Database, managerEmail: string) {
  await db.query(
    'update password_settings set two_fa = true where manager_id = (select id from users where email = $1)',
    [managerEmail],
  );
}
