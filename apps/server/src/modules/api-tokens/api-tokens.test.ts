import { createHash } from 'node:crypto';
import { apiTokenMessages, messages } from '@license-console/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { type Roles, signInRoles } from '../licenses/test-fixtures.ts';
import { createToken, tokenAudit, tokenCaller } from './test-fixtures.ts';

const app = await createTestApp();
const call = tokenCaller(app);
let roles: Roles;

const publicIdOf = async (email: string) =>
  (await app.db.query<{ publicId: string }>('select public_id as "publicId" from users where email = $1', [email]))[0]!
    .publicId;

/** Every token row and audit entry: what a refused call must leave as it was. */
async function stored() {
  const [row] = await app.db.query<{ tokens: number; audits: number }>(
    `select (select count(*)::int from api_tokens) as tokens, (select count(*)::int from audit_log) as audits`,
  );
  return row!;
}

beforeAll(async () => {
  roles = await signInRoles(app);
});

describe('given POST /api/ApiTokens', () => {
  it('should answer the token once, lc_ and 256 random bits, and store only its SHA-256', async () => {
    const created = await createToken(app, roles.user, { name: '  Nightly export  ' });
    expect(created.token).toMatch(/^lc_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Nightly export', role: 'user', lastUsed: null });
    const [row] = await app.db.query<Record<string, unknown>>('select * from api_tokens where public_id = $1', [
      created.id,
    ]);
    expect(row!.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));
    const days = (Date.parse(String((row!.expires_at as Date).toISOString())) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await tokenAudit(app, created.id)).map((entry) => entry.action)).toEqual(['api-token.create']);
  });

  it.each([
    ['a missing name', { expiresInDays: 30 }, 'name'],
    ['a blank name', { name: '   ', expiresInDays: 30 }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101), expiresInDays: 30 }, 'name'],
    ['a control character', { name: 'CI\u0007', expiresInDays: 30 }, 'name'],
    ['an expiry of 0 days', { name: 'CI', expiresInDays: 0 }, 'expiresInDays'],
    ['an expiry of 366 days', { name: 'CI', expiresInDays: 366 }, 'expiresInDays'],
    ['a fractional expiry', { name: 'CI', expiresInDays: 1.5 }, 'expiresInDays'],
    ['an expiry as text', { name: 'CI', expiresInDays: '30' }, 'expiresInDays'],
    ['an unknown role', { name: 'CI', expiresInDays: 30, role: 'owner' }, 'role'],
  ])('should answer 400 to %s, writing nothing', async (_, body, field) => {
    const before = await stored();
    const response = await call({ cookie: roles.user }, 'POST', '/api/ApiTokens', { body });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('should answer the domain messages for a blank name and a bad expiry', async () => {
    const response = await call({ cookie: roles.user }, 'POST', '/api/ApiTokens', {
      body: { name: '', expiresInDays: 400 },
    });
    expect(response.json().fields).toEqual({
      name: apiTokenMessages.nameRequired,
      expiresInDays: messages.bounds.wholeNumber(1, 365),
    });
  });

  it('should refuse a role above the owner, writing nothing', async () => {
    const before = await stored();
    const response = await call({ cookie: roles.manager }, 'POST', '/api/ApiTokens', {
      body: { name: 'CI', expiresInDays: 7, role: 'administrator' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: apiTokenMessages.roleTooHigh });
    expect(await stored()).toEqual(before);
  });

  it("should give a token its owner's role unless told a lower one", async () => {
    expect((await createToken(app, roles.manager)).role).toBe('manager');
    expect((await createToken(app, roles.admin, { role: 'user' })).role).toBe('user');
  });

  it('should answer 401 without a session, naming the bearer scheme (RFC 6750)', async () => {
    const response = await call(null, 'POST', '/api/ApiTokens', { body: { name: 'CI', expiresInDays: 7 } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="License Console"');
  });
});

describe('given GET /api/ApiTokens', () => {
  it("should list the caller's live tokens with their last use, never a token", async () => {
    const created = await createToken(app, roles.manager, { name: 'Listed' });
    const expired = await createToken(app, roles.manager, { name: 'Expired' });
    await app.db.query(`update api_tokens set expires_at = now() - interval '1 second' where public_id = $1`, [
      expired.id,
    ]);
    const response = await call({ cookie: roles.manager }, 'GET', '/api/ApiTokens');
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Record<string, unknown>[];
    expect(listed.map((token) => token.name)).toContain('Listed');
    expect(listed.map((token) => token.name)).not.toContain('Expired');
    expect(listed.every((token) => !('token' in token))).toBe(true);
    expect(response.body).not.toContain(created.token);
    const own = listed.find((token) => token.id === created.id)!;
    expect(Object.keys(own).sort()).toEqual(['created', 'expires', 'id', 'lastUsed', 'name', 'role']);
    expect(own.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("should not list another account's tokens", async () => {
    const admins = (await call({ cookie: roles.admin }, 'GET', '/api/ApiTokens')).json() as { name: string }[];
    const users = (await call({ cookie: roles.user }, 'GET', '/api/ApiTokens')).json() as { id: string }[];
    expect(admins.map((token) => token.name)).not.toContain('Listed');
    expect(users.length).toBeGreaterThan(0);
    expect(admins.some((token) => users.some((other) => other.id === (token as { id?: string }).id))).toBe(false);
  });
});

describe('given a token for a service account (userId)', () => {
  it("should let an administrator create, list and revoke one at or below that account's role", async () => {
    const userId = await publicIdOf(demoAccounts.user.email);
    const refused = await call({ cookie: roles.admin }, 'POST', '/api/ApiTokens', {
      body: { name: 'Sync', expiresInDays: 90, role: 'administrator', userId },
    });
    expect(refused.statusCode).toBe(400);
    const created = await createToken(app, roles.admin, { name: 'Sync service', userId });
    expect(created.role).toBe('user');
    const listed = (await call({ cookie: roles.admin }, 'GET', `/api/ApiTokens?userId=${userId}`)).json();
    expect(listed.map((token: { id: string }) => token.id)).toContain(created.id);
    const own = (await call({ cookie: roles.user }, 'GET', '/api/ApiTokens')).json();
    expect(own.map((token: { id: string }) => token.id)).toContain(created.id);
    const me = await call({ token: created.token }, 'GET', '/api/CurrentUser');
    expect(me.json()).toMatchObject({ name: 'Uma User', administrator: false });
  });

  it('should refuse it to anyone but an administrator, writing nothing', async () => {
    const userId = await publicIdOf(demoAccounts.user.email);
    const before = await stored();
    const create = await call({ cookie: roles.manager }, 'POST', '/api/ApiTokens', {
      body: { name: 'Sync', expiresInDays: 90, userId },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ message: apiTokenMessages.otherOwnerNeedsAdministrator });
    expect((await call({ cookie: roles.manager }, 'GET', `/api/ApiTokens?userId=${userId}`)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('given DELETE /api/ApiTokens/{id}', () => {
  it("should revoke the owner's token, audited, and answer 404 the second time", async () => {
    const created = await createToken(app, roles.user);
    const revoke = () => call({ cookie: roles.user }, 'DELETE', `/api/ApiTokens/${created.id}`);
    expect((await revoke()).statusCode).toBe(200);
    expect((await revoke()).statusCode).toBe(404);
    const refused = await call({ token: created.token }, 'GET', '/api/CurrentUser');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="License Console", error="invalid_token"');
    expect((await tokenAudit(app, created.id)).map((entry) => entry.action)).toEqual([
      'api-token.create',
      'api-token.revoke',
    ]);
  });

  it("should answer 404 for another account's token and leave it working; an administrator may revoke it", async () => {
    const created = await createToken(app, roles.user);
    const foreign = await call({ cookie: roles.manager }, 'DELETE', `/api/ApiTokens/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await call({ token: created.token }, 'GET', '/api/CurrentUser')).statusCode).toBe(200);
    expect((await call({ cookie: roles.admin }, 'DELETE', `/api/ApiTokens/${created.id}`)).statusCode).toBe(200);
    expect((await call({ token: created.token }, 'GET', '/api/CurrentUser')).statusCode).toBe(401);
  });
});
