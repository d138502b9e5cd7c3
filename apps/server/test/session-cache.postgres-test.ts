// Sessions kept by each server process (modules/session/session-cache.ts) across two real processes on one
// PostgreSQL: an end in one reaches the other through the database's notifications. PostgreSQL only: PGlite lives
// inside one process.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { type ServerProcess, startServerProcess } from '../src/test-support/server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('the two-process session tests need TEST_DATABASE_URL');
const name = `lc_sessions_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: adminUrl });
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const db = await openDatabase({ databaseUrl: databaseUrl.toString() });
  await seedIfEmpty(db);
  await db.close();
  [first, second] = await Promise.all([
    startServerProcess(databaseUrl.toString()),
    startServerProcess(databaseUrl.toString()),
  ]);
});

afterAll(async () => {
  for (const server of [first, second]) server?.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: demoAccounts.user.email, Password: demoAccounts.user.password }),
  });
  expect(response.status).toBe(200);
  return /lc_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
}

const currentUser = (server: ServerProcess, cookie: string) =>
  fetch(`${server.url}/api/CurrentUser`, { headers: { cookie } }).then((response) => response.status);

/** Milliseconds until `server` refuses the session, polling as fast as it answers. */
async function refusedAfter(server: ServerProcess, cookie: string, started: number): Promise<number> {
  while (performance.now() - started < 5000) {
    if ((await currentUser(server, cookie)) === 401) return performance.now() - started;
  }
  throw new Error('the session was never refused');
}

describe('given a session verified by both processes', () => {
  it('should be refused by the second within 100 ms of signing out through the first', async () => {
    const cookie = await signIn(first);
    // Both have verified it, so both hold it.
    for (const server of [first, second, first, second]) expect(await currentUser(server, cookie)).toBe(200);
    const started = performance.now();
    const logout = await fetch(`${first.url}/api/Logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect(await refusedAfter(second, cookie, started)).toBeLessThan(100);
    expect(await currentUser(first, cookie)).toBe(401);
  });

  it('should hold nothing while its notifications may be missed, then hold again', async () => {
    const cookie = await signIn(first);
    expect(await currentUser(second, cookie)).toBe(200);
    // Both processes lose their listening connections: what happens meanwhile cannot reach them.
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [name],
    );
    expect(ended.rowCount).toBe(2);
    await admin.query(`select 1`);
    const direct = new pg.Client({ connectionString: databaseUrl.toString() });
    await direct.connect();
    await direct.query('delete from sessions where user_id = (select id from users where email = $1)', [
      demoAccounts.user.email,
    ]);
    await direct.end();
    expect(await currentUser(second, cookie)).toBe(401);
    expect(await currentUser(first, cookie)).toBe(401);
  });
});
