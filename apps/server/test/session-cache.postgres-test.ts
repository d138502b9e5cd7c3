import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { type ServerProcess, startServerPair } from '../src/test-support/server-process.ts';
import { lastOutboxId, nextMessage } from '../src/test-support/test-app.ts';

let pair: Awaited<ReturnType<typeof startServerPair>>;
let first: ServerProcess;
let second: ServerProcess;
/** The test's own connections to the pair's database. */
let db: Database;

beforeAll(async () => {
  pair = await startServerPair('lc_sessions');
  [first, second] = pair.servers as [ServerProcess, ServerProcess];
  db = await openPostgres(pair.databaseUrl, { max: 1 });
});

afterAll(async () => {
  await db.close();
  await pair.stop();
});

async function signIn(server: ServerProcess, account: { email: string; password: string } = demoAccounts.user) {
  const response = await fetch(`${server.url}/api/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: account.email, Password: account.password }),
  });
  expect(response.status).toBe(200);
  return /lc_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
}

/** GET api/CurrentUser: its status, and the user it answered (null when refused). */
async function currentUserOf(server: ServerProcess, cookie: string) {
  const response = await fetch(`${server.url}/api/CurrentUser`, { headers: { cookie } });
  return {
    status: response.status,
    user: response.status === 200 ? ((await response.json()) as { administrator: boolean }) : null,
  };
}

const currentUser = (server: ServerProcess, cookie: string) =>
  currentUserOf(server, cookie).then((answer) => answer.status);

/** Milliseconds until `server` refuses the session, polling as fast as it answers. */
async function refusedAfter(server: ServerProcess, cookie: string, started: number): Promise<number> {
  while (performance.now() - started < 5000) {
    if ((await currentUser(server, cookie)) === 401) return performance.now() - started;
  }
  throw new Error('the session was never refused');
}

/** A change through `server` that sends a JSON body, from the console's own origin. */
function change(server: ServerProcess, method: 'PUT' | 'POST', path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
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

  it('should answer the account as it is now in the second within 100 ms of a role change through the first', async () => {
    const admin = await signIn(first, demoAccounts.admin);
    const cookie = await signIn(first);
    for (const server of [first, second, second]) {
      expect(await currentUserOf(server, cookie)).toMatchObject({ status: 200, user: { administrator: false } });
    }
    const [{ publicId }] = (await db.query<{ publicId: string }>(
      'select public_id as "publicId" from users where email = $1',
      [demoAccounts.user.email],
    )) as [{ publicId: string }];
    const toggle = () => change(first, 'PUT', '/api/Users', [publicId], admin);
    /** Toggles the role through the first; the second's answer once it shows `administrator`, and how long that took. */
    async function toggleSeenBySecond(administrator: boolean) {
      const started = performance.now();
      expect((await toggle()).status).toBe(200);
      let answer = await currentUserOf(second, cookie);
      while (answer.user?.administrator !== administrator && performance.now() - started < 5000) {
        answer = await currentUserOf(second, cookie);
      }
      return { answer, elapsed: performance.now() - started };
    }
    let granted = false;
    try {
      const { answer, elapsed } = await toggleSeenBySecond(true);
      granted = true;
      expect(elapsed).toBeLessThan(100);
      expect(answer).toMatchObject({ status: 200, user: { administrator: true } });
    } finally {
      if (granted) {
        // Taken back the same way: the second answers the change within the same 100 ms.
        const { answer, elapsed } = await toggleSeenBySecond(false);
        expect(answer).toMatchObject({ status: 200, user: { administrator: false } });
        expect(elapsed).toBeLessThan(100);
      }
    }
  });

  it('should be refused by the second within 100 ms of a password reset through the first, which ends them all', async () => {
    const sessions = [await signIn(first), await signIn(second)];
    for (const cookie of sessions) {
      for (const server of [first, second]) expect(await currentUser(server, cookie)).toBe(200);
    }
    const before = await lastOutboxId(db);
    expect((await change(first, 'POST', '/api/ForgotPassword', { Email: demoAccounts.user.email })).status).toBe(200);
    const token = /\/ResetPassword\?token=([^\s]+)/.exec(await nextMessage(db, demoAccounts.user.email, before))?.[1];
    expect(token).toBeDefined();
    const password = 'Another-Pass-2026!';
    const [{ hash: passwordHash }] = (await db.query<{ hash: string }>(
      'select password_hash as hash from users where email = $1',
      [demoAccounts.user.email],
    )) as [{ hash: string }];
    try {
      const reset = await fetch(`${first.url}/api/ResetPassword?t=${token!}&p=${encodeURIComponent(password)}`, {
        method: 'PUT',
      });
      expect(reset.status).toBe(200);
      // Timed from the answer: the new password's hashing comes before it.
      const started = performance.now();
      for (const cookie of sessions) expect(await refusedAfter(second, cookie, started)).toBeLessThan(100);
      for (const cookie of sessions) expect(await currentUser(first, cookie)).toBe(401);
    } finally {
      // The demo password back, for the other tests.
      await db.query('update users set password_hash = $1 where email = $2', [passwordHash, demoAccounts.user.email]);
    }
    expect(await currentUser(second, await signIn(second))).toBe(200);
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
    // A process learns of the loss from its socket's end, an event-loop turn after the database ends the connection:
    // a request it reads before that turn is still served as before the loss. Past that moment (and until it listens
    // again, a second later, with its cache emptied) it holds nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.query('delete from sessions where user_id = (select id from users where email = $1)', [
      demoAccounts.user.email,
    ]);
    expect(await currentUser(second, cookie)).toBe(401);
    expect(await currentUser(first, cookie)).toBe(401);
  });
});

/** The short session limits both processes of the second pair have: idle 3 s, 8 s in all. */
const IDLE_MS = 3000;
const ABSOLUTE_MS = 8000;

describe('given two processes whose sessions idle out after 3 s and end after 8 s in all', () => {
  let limited: Awaited<ReturnType<typeof startServerPair>>;
  beforeAll(async () => {
    limited = await startServerPair('lc_session_limits', {
      SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
      SESSION_MAX_HOURS: String(ABSOLUTE_MS / 3_600_000),
    });
  });
  afterAll(() => limited.stop());

  it('should refuse a session in both once it has been idle past its limit, though both hold it', async () => {
    const [one, two] = limited.servers as [ServerProcess, ServerProcess];
    const cookie = await signIn(one);
    for (const server of [one, two, one, two]) expect(await currentUser(server, cookie)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 500));
    expect(await currentUser(two, cookie)).toBe(401);
    expect(await currentUser(one, cookie)).toBe(401);
  });

  it('should keep a session in use through either alive past its idle limit, and refuse it in both at its end', async () => {
    const [one, two] = limited.servers as [ServerProcess, ServerProcess];
    // The session's absolute end is 8 s after the database made it: between these two moments.
    const started = performance.now();
    const cookie = await signIn(one);
    const signedIn = performance.now() - started;
    const answers: { sent: number; answered: number; server: number; status: number }[] = [];
    const afterEnd = () => answers.filter((answer) => answer.sent > signedIn + ABSOLUTE_MS + 300);
    // A request every 200 ms, by turns, until both processes have answered one sent past the end.
    for (let turn = 0; new Set(afterEnd().map((answer) => answer.server)).size < 2; turn += 1) {
      if (performance.now() - started > 20_000) throw new Error('no answers past the end from both processes');
      const server = turn % 2;
      const sent = performance.now() - started;
      const status = await currentUser(server === 0 ? one : two, cookie);
      answers.push({ sent, answered: performance.now() - started, server, status });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // In use for more than twice the idle limit, served mostly from the processes' caches, and never refused early.
    const beforeEnd = answers.filter((answer) => answer.answered < ABSOLUTE_MS - 300);
    expect(beforeEnd.at(-1)!.answered).toBeGreaterThan(2 * IDLE_MS);
    expect(beforeEnd.filter((answer) => answer.status !== 200)).toEqual([]);
    // Past its absolute end, neither process answers it.
    expect(afterEnd().filter((answer) => answer.status !== 401)).toEqual([]);
  });
});
