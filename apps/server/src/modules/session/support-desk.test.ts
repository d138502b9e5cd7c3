import { messages } from '@license-console/domain';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { DEV_SUPPORT_DESK_PATH } from './support-desk.ts';

const secret = 'support-desk-shared-secret-of-at-least-32-characters';
const key = new TextEncoder().encode(secret);
const { manager, user } = demoAccounts;

const deskUrl = 'https://desk.example.com/access/jwt';
const app = await createTestApp({ supportDeskJwtSecret: secret, supportDeskUrl: deskUrl });
// The same database behind a production server without the secret, a development one without it (and with its
// stand-in desk), and one with a secret but no desk address.
const production = await buildApp({ db: app.db, validateResponses: true, production: true });
const development = await buildApp({ db: app.db, validateResponses: true, devRoutes: true });
const noDesk = await buildApp({ db: app.db, validateResponses: true, supportDeskJwtSecret: secret });
afterAll(async () => {
  await production.server.close();
  await development.server.close();
  await noDesk.server.close();
});

let address = 0;
/** Posts the support-desk form, each call from its own address unless told (the per-address limit is shared). */
function post(
  email: string,
  password: string,
  options: { server?: typeof app.server; from?: string; cookie?: string } = {},
) {
  address += 1;
  return (options.server ?? app.server).inject({
    method: 'POST',
    url: '/Authenticate/Zendesk',
    payload: new URLSearchParams({ email, password }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    remoteAddress: options.from ?? `10.0.0.${address}`,
  });
}

/** The answer's query-like string: exactly the token and the desk's address. */
function answerOf(body: string): { jwt: string; url: string } {
  const answer = new URLSearchParams(body);
  expect([...answer.keys()].sort(), body).toEqual(['jwt', 'url']);
  expect(answer.get('jwt')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return { jwt: answer.get('jwt')!, url: answer.get('url')! };
}

const tokenOf = (body: string) => answerOf(body).jwt;

describe('given a console user signing in to the support desk', () => {
  it('should answer jwt=<token>, an HS256 JWT signed with the shared secret, with the user’s e-mail and name', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await post(user.email, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const { payload, protectedHeader } = await jwtVerify(tokenOf(response.body), key, { algorithms: ['HS256'] });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ email: user.email, name: `${user.firstName} ${user.lastName}` });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.jti).toMatch(/^[\w-]{16,}$/);
  });

  it('should give every token its own jti', async () => {
    const first = decodeJwt(tokenOf((await post(user.email, user.password)).body));
    const second = decodeJwt(tokenOf((await post(user.email, user.password)).body));
    expect(first.jti).not.toBe(second.jti);
  });

  it('should sign tokens that expire after five minutes', async () => {
    const token = tokenOf((await post(user.email, user.password)).body);
    const sixMinutesLater = new Date(Date.now() + 6 * 60_000);
    await expect(jwtVerify(token, key, { currentDate: sixMinutesLater })).rejects.toThrow(/exp/);
  });

  it('should sign with the configured secret only', async () => {
    const token = tokenOf((await post(user.email, user.password)).body);
    await expect(jwtVerify(token, new TextEncoder().encode(`${secret}-other`))).rejects.toThrow();
  });
});

describe('given wrong credentials', () => {
  it('should answer 401 with the sign-in failure message, for a wrong password and an unknown address alike', async () => {
    const wrong = await post(user.email, 'not the password');
    const unknown = await post('nobody@example.com', user.password);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: messages.login.signInFailed });
      expect(response.body).not.toContain('jwt=');
    }
  });

  it('should count on the sign-in limits: five failures here hold that address back here and at sign-in', async () => {
    const email = 'riley.chen@example.com';
    const from = '10.1.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post(email, 'wrong', { from })).statusCode).toBe(401);
    const held = await post(email, 'wrong', { from });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    const signInNow = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      payload: { Email: email, Password: 'wrong' },
      remoteAddress: from,
    });
    expect(signInNow.statusCode).toBe(429);
  });

  it('should refuse a body without the form fields', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/Authenticate/Zendesk',
      payload: 'email=someone%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('given a password policy that turns two-factor on', () => {
  async function setTwoFactor(on: boolean) {
    await app.db.query(
      'update password_settings set two_fa = $2 where manager_id = (select id from users where email = $1)',
      [manager.email, on],
    );
  }

  it('should ask for a verified console session of the same user first', async () => {
    const adminSession = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
    await setTwoFactor(true);
    try {
      const refused = await post(user.email, user.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: messages.auth.externalTwoFactorRequired });
      // Another user's verified session does not count, nor does the user's own session still awaiting its code.
      expect((await post(user.email, user.password, { cookie: adminSession })).statusCode).toBe(403);
      const pending = await signIn(app, user.email, user.password);
      expect((await post(user.email, user.password, { cookie: pending })).statusCode).toBe(403);
      // What the verification code does to the session.
      await app.db.query(
        'update sessions set verified = true where user_id = (select id from users where email = $1)',
        [user.email],
      );
      expect((await post(user.email, user.password, { cookie: pending })).statusCode).toBe(200);
    } finally {
      await setTwoFactor(false);
    }
  });
});

describe('given the support desk address', () => {
  it('should name the configured address beside the token', async () => {
    expect(answerOf((await post(user.email, user.password)).body).url).toBe(deskUrl);
  });

  it('should answer 503 without one, before checking any password', async () => {
    const response = await post(user.email, 'not the password', { server: noDesk.server });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: messages.auth.supportDeskNotConfigured });
  });
});

describe('given the development stand-in desk', () => {
  function postToDesk(form: Record<string, string>, server = development.server) {
    return server.inject({
      method: 'POST',
      url: DEV_SUPPORT_DESK_PATH,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  it('should be where a development server sends the token, and verify it', async () => {
    const { jwt, url } = answerOf((await post(user.email, user.password, { server: development.server })).body);
    expect(url).toBe(DEV_SUPPORT_DESK_PATH);
    const desk = await postToDesk({ jwt, return_to: 'https://desk.example.com/hc' });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toMatchObject({
      verified: true,
      claims: { email: user.email },
      returnTo: 'https://desk.example.com/hc',
    });
  });

  it('should refuse a token it did not sign, and a missing one', async () => {
    const other = tokenOf((await post(user.email, user.password)).body);
    expect((await postToDesk({ jwt: other })).statusCode).toBe(401);
    expect((await postToDesk({})).statusCode).toBe(401);
  });

  it('should not exist without DEV_ROUTES', async () => {
    expect((await postToDesk({ jwt: 'x' }, noDesk.server)).statusCode).toBe(404);
  });
});

describe('given no SUPPORT_DESK_JWT_SECRET', () => {
  it('should answer 503 with a clear message in production, before checking any password', async () => {
    const response = await post(user.email, user.password, { server: production.server });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: messages.auth.supportDeskNotConfigured });
  });

  it('should sign with a random per-process secret in development, which the shared secret does not verify', async () => {
    const response = await post(user.email, user.password, { server: development.server });
    expect(response.statusCode).toBe(200);
    const token = tokenOf(response.body);
    expect(decodeJwt(token)).toMatchObject({ email: user.email });
    await expect(jwtVerify(token, key)).rejects.toThrow();
  });
});
