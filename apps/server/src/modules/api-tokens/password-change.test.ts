import { describe, expect, it } from 'vitest';
import { hashPassword, newPublicId } from '../../lib/crypto.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, lastOutboxId, nextMessage, signIn } from '../../test-support/test-app.ts';
import { createToken, tokenAudit, tokenCaller } from './test-fixtures.ts';

const app = await createTestApp();
const call = tokenCaller(app);
const adminCookie = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
const PASSWORD = 'Token!Owner-2026x';
const NEW_PASSWORD = 'Newer!Owner-2026y';
const passwordHash = await hashPassword(PASSWORD);

let serial = 0;
/** A fresh account with a password, signed in, holding two API tokens that work. */
async function accountWithTokens() {
  serial += 1;
  const email = `token.owner.${serial}.${Date.now()}@example.com`;
  const publicId = newPublicId();
  const [row] = await app.db.query<{ id: string }>(
    `insert into users (public_id, email, first_name, last_name, company, phone, country_code, password_hash)
     values ($1, $2, 'Tia', 'Token', 'Northwind', '5550100', 'US', $3) returning id::text`,
    [publicId, email, passwordHash],
  );
  const cookie = await signIn(app, email, PASSWORD);
  const tokens = [await createToken(app, cookie, { name: 'CI' }), await createToken(app, cookie, { name: 'Export' })];
  for (const { token } of tokens) expect(await works(token)).toBe(true);
  return { id: row!.id, email, publicId, cookie, tokens };
}

async function works(token: string) {
  return (await call({ token }, 'GET', '/api/CurrentUser')).statusCode === 200;
}

const profileBody = (email: string) => ({
  firstName: 'Tia',
  lastName: 'Token',
  email,
  company: 'Northwind',
  countryCode: 'US',
  phone: '5550100',
  password: NEW_PASSWORD,
  repassword: NEW_PASSWORD,
});

/** Every token of the account refused from now on, each revoke recorded as `actorId`'s with its reason. */
async function expectRevoked(account: Awaited<ReturnType<typeof accountWithTokens>>, actorId: string) {
  for (const { id, token } of account.tokens) {
    expect(await works(token)).toBe(false);
    expect(await tokenAudit(app, id)).toContainEqual({
      action: 'api-token.revoke',
      actorId,
      after: { reason: 'password-changed' },
    });
  }
  const signedInAgain = await signIn(app, account.email, NEW_PASSWORD);
  expect((await call({ cookie: signedInAgain }, 'GET', '/api/ApiTokens')).json()).toEqual([]);
}

describe('given a password change, API tokens are revoked with it', () => {
  it('should revoke them when the owner changes the password on My Profile', async () => {
    const account = await accountWithTokens();
    const changed = await call({ cookie: account.cookie }, 'PUT', '/api/User/Update', {
      body: { ...profileBody(account.email), currentPassword: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await expectRevoked(account, account.id);
  });

  it('should revoke them when a reset link sets a new password', async () => {
    const account = await accountWithTokens();
    const mark = await lastOutboxId(app.db);
    const forgot = await app.server.inject({
      method: 'POST',
      url: '/api/ForgotPassword',
      payload: { Email: account.email },
      remoteAddress: '127.0.0.31',
    });
    expect(forgot.statusCode).toBe(200);
    const link = /\/ResetPassword\?token=(\S+)/.exec(await nextMessage(app.db, account.email, mark))!;
    const reset = await app.server.inject({
      method: 'PUT',
      url: `/api/ResetPassword?t=${link[1]}&p=${encodeURIComponent(NEW_PASSWORD)}`,
      remoteAddress: '127.0.0.31',
    });
    expect(reset.statusCode).toBe(200);
    await expectRevoked(account, account.id);
  });

  it("should revoke them when an administrator sets the account's password, as the administrator's doing", async () => {
    const account = await accountWithTokens();
    const [admin] = await app.db.query<{ id: string }>('select id::text from users where email = $1', [
      demoAccounts.admin.email,
    ]);
    const changed = await call({ cookie: adminCookie }, 'PUT', '/api/User', {
      body: { ...profileBody(account.email), id: account.publicId },
    });
    expect(changed.statusCode).toBe(200);
    await expectRevoked(account, admin!.id);
  });

  it('should leave them working through a profile change that keeps the password', async () => {
    const account = await accountWithTokens();
    const { password: _password, repassword: _repassword, ...withoutPassword } = profileBody(account.email);
    const changed = await call({ cookie: account.cookie }, 'PUT', '/api/User/Update', {
      body: { ...withoutPassword, lastName: 'Tokens' },
    });
    expect(changed.statusCode).toBe(200);
    for (const { token } of account.tokens) expect(await works(token)).toBe(true);
  });
});
