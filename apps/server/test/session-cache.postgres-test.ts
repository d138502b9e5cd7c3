import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { type ServerProcess, startServerPair } from '../src/test-support/server-process.ts';

let pair: Awaited<ReturnType<typeof startServerPair>>;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  pair = await startServerPair('lc_sessions');
  [first, second] = pair.servers as [ServerProcess, ServerProcess];
});

afterAll(() => pair.stop());

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
    const ended = await pair.admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [pair.name],
    );
    expect(ended.rowCount).toBe(2);
    const direct = new pg.Client({ connectionString: pair.databaseUrl });
    await direct.connect();
    await direct.query('delete from sessions where user_id = (select id from users where email = $1)', [
      demoAccounts.user.email,
    ]);
    await direct.end();
    expect(await currentUser(second, cookie)).toBe(401);
    expect(await currentUser(first, cookie)).toBe(401);
  });
});
