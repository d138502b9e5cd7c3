import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { hashToken } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, createTestDatabase, signIn } from '../../test-support/test-app.ts';
import type { LiveSession } from './repository.ts';
import { createSessionCache } from './session-cache.ts';

// The database with every session read counted: what the cache spares is what it does not read.
const base = await createTestDatabase();
let sessionReads = 0;
const db: Database = {
  ...base,
  query: (sql, params) => {
    if (sql.includes('from sessions s')) sessionReads += 1;
    return base.query(sql, params);
  },
};
const app = await createTestApp({ db });
const { manager, user } = demoAccounts;

function currentUser(cookie: string) {
  return app.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: { cookie } });
}

/** Waits for the database's announcement to reach the cache (it follows the commit, on its own connection). */
async function untilAnswered(cookie: string, status: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await currentUser(cookie);
    if (response.statusCode === status) return response;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never answered ${status}`);
}

describe('given a session this process verified', () => {
  it('should answer its next requests without reading the session again', async () => {
    const cookie = await signIn(app, user.email, user.password);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const before = sessionReads;
    for (let call = 0; call < 5; call += 1) expect((await currentUser(cookie)).statusCode).toBe(200);
    expect(sessionReads).toBe(before);
  });

  it('should refuse it at once once it is ended in the database, by whatever path', async () => {
    const cookie = await signIn(app, user.email, user.password);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    await db.query('delete from sessions where user_id = (select id from users where email = $1)', [user.email]);
    await untilAnswered(cookie, 401);
  });

  it('should answer the account as it is now after a role change', async () => {
    const cookie = await signIn(app, manager.email, manager.password);
    expect((await currentUser(cookie)).json()).toMatchObject({ isManager: true });
    await db.query('update users set is_manager = false where email = $1', [manager.email]);
    try {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if ((await currentUser(cookie)).json().isManager === false) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await currentUser(cookie)).json()).toMatchObject({ isManager: false });
    } finally {
      await db.query('update users set is_manager = true where email = $1', [manager.email]);
    }
  });

  it('should keep the idle and absolute limits: a session cut short is refused', async () => {
    const idle = await signIn(app, user.email, user.password);
    const old = await signIn(app, user.email, user.password);
    expect((await currentUser(idle)).statusCode).toBe(200);
    expect((await currentUser(old)).statusCode).toBe(200);
    const hash = (cookie: string) => hashToken(cookie.replace(/^lc_session=/, ''));
    await db.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [hash(idle)]);
    await db.query("update sessions set absolute_expires_at = now() - interval '1 second' where token_hash = $1", [
      hash(old),
    ]);
    await untilAnswered(idle, 401);
    await untilAnswered(old, 401);
  });

  it('should forget it in this process the moment it signs out', async () => {
    const cookie = await signIn(app, user.email, user.password);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await app.server.inject({ method: 'POST', url: '/api/Logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});

describe('given an idle limit shorter than what the cache may keep a session', () => {
  it('should keep a session in use alive past the limit, its cached answers ending in time to slide it', async () => {
    // 1.2 s idle: the cache's 10 s would outlast it, and answers from the cache slide nothing.
    const short = await buildApp({ db, sessionIdleMinutes: 0.02 });
    try {
      const signedIn = await short.server.inject({
        method: 'POST',
        url: '/api/Authenticate',
        payload: { Email: user.email, Password: user.password },
      });
      const cookie = `lc_session=${signedIn.cookies.find((item) => item.name === 'lc_session')!.value}`;
      const ask = () => short.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: { cookie } });
      const readsBefore = sessionReads;
      let requests = 0;
      for (const started = Date.now(); Date.now() - started < 3000; requests += 1) {
        expect((await ask()).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Most answers came from the cache, yet the session lived more than twice its idle time.
      expect(sessionReads - readsBefore).toBeLessThan(requests / 2);
      // Left alone, it idles out.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await ask()).statusCode).toBe(401);
    } finally {
      await short.server.close();
    }
  });
});

describe('given sessions whose time in the cache is up', () => {
  const session = (id: string): LiveSession => ({
    id,
    verified: true,
    user: {
      id: 1,
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      administrator: false,
      isManager: false,
      countryCode: null,
      phone: '',
    },
  });

  it('should drop them within its lifetime, though their tokens never come again', async () => {
    const cache = await createSessionCache(base, 40);
    try {
      cache.put('token-a', session('a'), Date.now() + 60_000, cache.mark());
      cache.put('token-b', session('b'), Date.now() + 60_000, cache.mark());
      expect(cache.size).toBe(2);
      // Swept within two of its lifetimes; the wait allows for a busy machine's late timers.
      for (let waited = 0; waited < 2000 && cache.size > 0; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(cache.size).toBe(0);
    } finally {
      await cache.close();
    }
  });

  it('should keep one whose time is not up', async () => {
    const cache = await createSessionCache(base, 10_000);
    try {
      cache.put('token-a', session('a'), Date.now() + 60_000, cache.mark());
      expect(cache.get('token-a', Date.now())?.id).toBe('a');
      expect(cache.size).toBe(1);
    } finally {
      await cache.close();
    }
  });
});
