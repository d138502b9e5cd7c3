import { apiTokenMessages, messages } from '@license-console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, openSameDatabase } from '../../test-support/test-app.ts';
import { type Roles, signInRoles } from '../licenses/test-fixtures.ts';
import { createToken, tokenAudit, tokenCaller } from './test-fixtures.ts';

const app = await createTestApp();
const call = tokenCaller(app);
/** A second server process on the same database (its own connections on PostgreSQL). */
const otherDb = await openSameDatabase(app.db);
const other = await buildApp({ db: otherDb, validateResponses: true });
const callOther = tokenCaller(other);
let roles: Roles;

beforeAll(async () => {
  roles = await signInRoles(app);
});

afterAll(async () => {
  await other.server.close();
  if (otherDb !== app.db) await otherDb.close();
});

const FOREIGN = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };

describe('given Authorization: Bearer with a live token', () => {
  it('should act as the owner with no cookie, on every process, auditing each call', async () => {
    const { id, token } = await createToken(app, roles.manager);
    for (const server of [call, callOther]) {
      const response = await server({ token }, 'GET', '/api/CurrentUser');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Morgan Manager', isManager: true, administrator: false });
    }
    const uses = (await tokenAudit(app, id)).filter((entry) => entry.action === 'api-token.use');
    expect(uses).toHaveLength(2);
    expect(uses[0]!.actorId).toBe(uses[1]!.actorId);
    expect(uses[0]!.after).toMatchObject({ method: 'GET', route: '/api/currentuser' });
    // The README's example: the licenses the owner may see.
    const licenses = await call({ token }, 'GET', '/api/Licenses');
    expect(licenses.statusCode).toBe(200);
    expect((licenses.json() as unknown[]).length).toBeGreaterThan(0);
    const listed = (await call({ cookie: roles.manager }, 'GET', '/api/ApiTokens')).json() as { id: string }[];
    expect(listed.find((token) => token.id === id)).toMatchObject({ lastUsed: expect.stringMatching(/Z$/) });
  });

  it('should not need the cross-site guard, which still refuses a cookie from another site', async () => {
    const { id, token } = await createToken(app, roles.user);
    const withCookie = await call({ cookie: roles.user }, 'DELETE', `/api/ApiTokens/${id}`, { headers: FOREIGN });
    expect(withCookie.statusCode).toBe(403);
    const withToken = await call({ token }, 'DELETE', `/api/ApiTokens/${id}`, { headers: FOREIGN });
    expect(withToken.statusCode).toBe(200);
  });

  it("should make only the calls of the token's role", async () => {
    const admin = await createToken(app, roles.admin);
    const lowered = await createToken(app, roles.admin, { role: 'user' });
    expect((await call({ token: admin.token }, 'GET', '/api/LockedAccounts')).statusCode).toBe(200);
    const refused = await call({ token: lowered.token }, 'GET', '/api/LockedAccounts');
    expect(refused.statusCode).toBe(403);
    expect((await call({ token: lowered.token }, 'GET', '/api/CurrentUser')).json()).toMatchObject({
      administrator: false,
    });
  });

  it('should follow the owner down: a demoted administrator’s token loses the role', async () => {
    const { token } = await createToken(app, roles.admin);
    await app.db.query('update users set administrator = false where email = $1', [demoAccounts.admin.email]);
    try {
      expect((await call({ token }, 'GET', '/api/LockedAccounts')).statusCode).toBe(403);
    } finally {
      await app.db.query('update users set administrator = true where email = $1', [demoAccounts.admin.email]);
    }
  });

  it('should not create tokens, nor send a sign-in code', async () => {
    const { token } = await createToken(app, roles.user);
    const create = await call({ token }, 'POST', '/api/ApiTokens', { body: { name: 'Child', expiresInDays: 7 } });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ message: apiTokenMessages.notWithToken });
    expect((await call({ token }, 'GET', '/api/Authenticate/SendEmail')).statusCode).toBe(403);
  });

  it('should refuse the token of a locked owner', async () => {
    const { token } = await createToken(app, roles.user);
    const account = demoAccounts.user.email;
    await app.db.query(
      `insert into rate_limits (key, limit_name, account, hits, locked_until)
       values ($1, 'signInPerAccount', $2, 31, now() + interval '10 minutes')
       on conflict (key) do update set locked_until = excluded.locked_until`,
      [`signInPerAccount:${account}`, account],
    );
    try {
      const response = await call({ token }, 'GET', '/api/CurrentUser');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: apiTokenMessages.tokenRefused });
    } finally {
      await app.db.query('delete from rate_limits where account = $1', [account]);
    }
    expect((await call({ token }, 'GET', '/api/CurrentUser')).statusCode).toBe(200);
  });
});

describe('given a revoked or expired token', () => {
  it('should answer 401 at once on the other process', async () => {
    const { id, token } = await createToken(app, roles.user);
    expect((await callOther({ token }, 'GET', '/api/CurrentUser')).statusCode).toBe(200);
    expect((await call({ cookie: roles.user }, 'DELETE', `/api/ApiTokens/${id}`)).statusCode).toBe(200);
    const refused = await callOther({ token }, 'GET', '/api/CurrentUser');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: apiTokenMessages.tokenRefused });
  });

  it('should answer 401 once it expires, even on a public call', async () => {
    const { id, token } = await createToken(app, roles.user);
    await app.db.query(`update api_tokens set expires_at = now() - interval '1 second' where public_id = $1`, [id]);
    expect((await callOther({ token }, 'GET', '/api/CurrentUser')).statusCode).toBe(401);
    expect((await call({ token }, 'POST', '/api/Logout')).statusCode).toBe(401);
  });

  it('should not fall back to the cookie it came with', async () => {
    const headers = { cookie: roles.user };
    const response = await call({ token: 'lc_wrong' }, 'GET', '/api/CurrentUser', { headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('given wrong tokens from one address', () => {
  it("should count them against the password sign-in's per-address limit, then answer 429", async () => {
    const remoteAddress = '127.0.0.77';
    const { token } = await createToken(app, roles.user);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const wrong = await call({ token: `lc_guess${attempt}` }, 'GET', '/api/CurrentUser', { remoteAddress });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await call({ token: 'lc_guess' }, 'GET', '/api/CurrentUser', { remoteAddress });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await call(null, 'POST', '/api/Authenticate', {
      body: { Email: demoAccounts.user.email, Password: demoAccounts.user.password },
      remoteAddress,
    });
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json().message).toBe(messages.auth.tooManyAttempts(15));
    // A live token proves its holder: it is not a guess, and the lock holds guesses back only.
    expect((await call({ token }, 'GET', '/api/CurrentUser', { remoteAddress })).statusCode).toBe(200);
  });

  it('should leave other Authorization schemes to the cookie', async () => {
    const response = await call({ cookie: roles.user }, 'GET', '/api/CurrentUser', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(response.statusCode).toBe(200);
  });
});
