import { currentUserSchema, messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';

// Sessions read from the database on every request: these tests move its clock and expiries under it (the
// per-process cache has its own tests, session-cache.test.ts).
const app = await createTestApp({ sessionCacheSeconds: 0 });
const { admin, manager, user } = demoAccounts;

function tokenHash(cookie: string) {
  return hashToken(cookie.slice('lc_session='.length));
}

function currentUser(cookie?: string, url = '/api/CurrentUser') {
  return app.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('given the demo accounts', () => {
  it.each([
    [admin, { administrator: true, isManager: false }],
    [manager, { administrator: false, isManager: true }],
    [user, { administrator: false, isManager: false }],
  ])('should sign $email in and answer who they are', async (account, role) => {
    const cookie = await signIn(app, account.email, account.password);
    const response = await currentUser(cookie);
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(response.json())).toEqual({
      name: `${account.firstName} ${account.lastName}`,
      ...role,
      needVerification: false,
      sms: false,
      countryCode: 'US',
    });
  });

  it('should store every password as an argon2id hash', async () => {
    const rows = await app.db.query<{ hash: string }>(
      'select password_hash as hash from users where password_hash is not null',
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$/);
  });
});

describe('given a sign-in', () => {
  it('should set an HttpOnly, SameSite session cookie whose token is stored only hashed', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: admin.email, Password: admin.password, RememberPassword: true, IsEncodedPassword: false },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === 'lc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await app.db.query('select 1 from sessions where token_hash = $1', [cookie!.value]);
    expect(stored).toHaveLength(0);
  });

  it('should accept any letter case of the e-mail address', async () => {
    const cookie = await signIn(app, admin.email.toUpperCase(), admin.password);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it('should start a new session at every sign-in', async () => {
    const first = await signIn(app, user.email, user.password);
    const second = await signIn(app, user.email, user.password);
    expect(first).not.toBe(second);
  });

  it('should answer the older /api/authenticate variant with lower-case fields', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: manager.email, password: manager.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isManager: true });
  });

  it('should match the path in any letter case', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/API/AUTHENTICATE',
      payload: { Email: user.email, Password: user.password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('given wrong credentials', () => {
  it('should answer the same 401 for a wrong password and an unknown address', async () => {
    const wrongPassword = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: admin.email, Password: 'not-the-password' },
    });
    const unknown = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: 'nobody@example.com', Password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: messages.login.signInFailed,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('should refuse a body without a password with 400 and the field named', async () => {
    const response = await app.server.inject({ method: 'POST', url: '/api/Authenticate', payload: { Email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fields: { Password: expect.any(String) },
    });
  });
});

describe('given the current-user call', () => {
  it('should answer 401 without a session', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('should answer the older api/currentUser spelling with a cache-busting version parameter', async () => {
    const cookie = await signIn(app, user.email, user.password);
    const response = await currentUser(cookie, `/api/currentUser?v=${Math.random()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Uma User' });
  });

  it('should answer 401 once the session has been idle past its expiry', async () => {
    const cookie = await signIn(app, user.email, user.password);
    await app.db.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [
      tokenHash(cookie),
    ]);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('should slide the idle expiry only when that gains more than a minute, and then in full', async () => {
    const cookie = await signIn(app, manager.email, manager.password);
    const expiry = async () => {
      const [row] = await app.db.query<{ expiresAt: Date; lastSeenAt: Date }>(
        'select expires_at as "expiresAt", last_seen_at as "lastSeenAt" from sessions where token_hash = $1',
        [tokenHash(cookie)],
      );
      return row!;
    };
    // Just signed in: a request would gain less than a minute, so nothing is written.
    const fresh = await expiry();
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect(await expiry()).toEqual(fresh);
    // Two idle minutes later (expiry 28 minutes ahead), the next request slides it back to 30 minutes.
    await app.db.query(
      `update sessions set expires_at = now() + interval '28 minutes', last_seen_at = now() - interval '2 minutes'
        where token_hash = $1`,
      [tokenHash(cookie)],
    );
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const [row] = await app.db.query<{ idle: number; seenAgo: number }>(
      `select extract(epoch from (expires_at - now()))::int as idle,
              extract(epoch from (now() - last_seen_at))::int as "seenAgo"
         from sessions where token_hash = $1`,
      [tokenHash(cookie)],
    );
    expect(row!.idle).toBeGreaterThan(29 * 60);
    expect(row!.seenAgo).toBeLessThan(60);
  });

  it('should slide the idle expiry forward, never past the absolute lifetime', async () => {
    const cookie = await signIn(app, manager.email, manager.password);
    await app.db.query(
      `update sessions set expires_at = now() + interval '1 minute', absolute_expires_at = now() + interval '10 minutes'
        where token_hash = $1`,
      [tokenHash(cookie)],
    );
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const [row] = await app.db.query<{ idle: number; capped: boolean }>(
      `select extract(epoch from (expires_at - now()))::int as idle, expires_at = absolute_expires_at as capped
         from sessions where token_hash = $1`,
      [tokenHash(cookie)],
    );
    // Sliding moved it from 1 minute to the 10-minute absolute cap (30 idle minutes would pass the cap).
    expect(row!.idle).toBeGreaterThan(9 * 60);
    expect(row!.capped).toBe(true);
  });
});

describe('given a logout', () => {
  it('should end the session on the server and clear the cookie', async () => {
    const cookie = await signIn(app, admin.email, admin.password);
    const response = await app.server.inject({ method: 'POST', url: '/api/Logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((item) => item.name === 'lc_session')?.value).toBe('');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('should succeed without a session too', async () => {
    const response = await app.server.inject({ method: 'POST', url: '/api/Logout' });
    expect(response.statusCode).toBe(200);
  });
});

describe('given a request from another site', () => {
  it.each([{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }])(
    'should refuse a state-changing call with %o and open no session',
    async (headers) => {
      const before = await app.db.query<{ count: number }>('select count(*)::int as count from sessions');
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/Authenticate',
        headers: { host: 'console.example', ...headers },
        payload: { Email: admin.email, Password: admin.password },
      });
      expect(response.statusCode).toBe(403);
      const after = await app.db.query<{ count: number }>('select count(*)::int as count from sessions');
      expect(after[0]!.count).toBe(before[0]!.count);
    },
  );

  it('should accept the same call from its own origin', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { host: 'console.example', origin: 'https://console.example', 'sec-fetch-site': 'same-origin' },
      payload: { Email: admin.email, Password: admin.password },
    });
    expect(response.statusCode).toBe(200);
  });
});
