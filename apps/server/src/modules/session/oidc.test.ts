import { messages } from '@license-console/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../test-support/oidc-provider.ts';
import { createTestApp } from '../../test-support/test-app.ts';

const publicUrl = 'http://localhost:3000';
const { manager, user } = demoAccounts;

// Workplace puts the e-mail claims in the ID token; Consumer, strictly conforming, only in userinfo.
const workplace = await startTestProvider({ redirectUri: `${publicUrl}/signin-oidc/workplace`, claimsInIdToken: true });
const consumer = await startTestProvider({ redirectUri: `${publicUrl}/signin-oidc/consumer`, claimsInIdToken: false });
afterAll(async () => {
  await workplace.close();
  await consumer.close();
});

const settingsOf = (provider: TestProvider) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
});
const app = await createTestApp({
  publicUrl,
  oidcProviders: { Workplace: settingsOf(workplace), Consumer: settingsOf(consumer) },
});

type Provider = 'Workplace' | 'Consumer';
type Injected = Awaited<ReturnType<typeof app.server.inject>>;

function cookieNamed(response: Injected, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

async function startSignIn(provider: Provider, server = app.server) {
  const response = await server.inject({
    method: 'POST',
    url: '/Account/ExternalLogin',
    payload: `Provider=${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { response, location: String(response.headers.location ?? ''), state: cookieNamed(response, 'lc_oidc_state') };
}

async function callback(url: URL, stateCookie: string | undefined) {
  return app.server.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: stateCookie ? { cookie: `lc_oidc_state=${stateCookie}` } : {},
  });
}

async function checkToken(code: string, cookie?: string) {
  return app.server.inject({
    method: 'POST',
    url: '/external-login/check-token',
    payload: { Code: code },
    headers: cookie ? { cookie } : {},
  });
}

/** The whole browser round trip up to the console's callback; answers the callback's answer. */
async function signInThrough(provider: Provider, login: string, options: { abort?: boolean } = {}) {
  const started = await startSignIn(provider);
  expect(started.response.statusCode).toBe(302);
  const back = await signInAtProvider(started.location, {
    login,
    stopAt: `${publicUrl}/signin-oidc/`,
    ...options,
  });
  const answer = await callback(back, started.state?.value);
  return { started, back, answer };
}

function codeOf(answer: Injected): string {
  expect(answer.statusCode).toBe(302);
  const location = new URL(String(answer.headers.location), publicUrl);
  expect(location.pathname).toBe('/external-login-verify');
  return location.searchParams.get('code') ?? '';
}

function expectFailure(answer: Injected) {
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe('/Login');
  const failed = cookieNamed(answer, 'ExternalLogin');
  expect(failed?.value).toBe('false');
  // The console reads it (spec §8), so it must not be HttpOnly; it lives only briefly.
  expect(failed?.httpOnly).toBeFalsy();
  expect(failed?.maxAge).toBeLessThanOrEqual(300);
}

async function linkOf(email: string) {
  const [row] = await app.db.query<{ issuer: string | null; subject: string | null }>(
    'select oidc_issuer as issuer, oidc_subject as subject from users where lower(email) = lower($1)',
    [email],
  );
  return row;
}

describe('given a Workplace identity whose verified e-mail belongs to a console user', () => {
  it('should start an authorization-code sign-in with PKCE (S256), state and nonce kept on the server', async () => {
    const { response, location, state } = await startSignIn('Workplace');
    expect(response.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin).toBe(workplace.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(workplace.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${publicUrl}/signin-oidc/workplace`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const stored = await app.db.query<{ provider: string; nonce: string; verifier: string }>(
      'select provider, nonce, code_verifier as verifier from oidc_states where state = $1',
      [url.searchParams.get('state')],
    );
    expect(stored).toEqual([
      { provider: 'Workplace', nonce: url.searchParams.get('nonce'), verifier: expect.stringMatching(/^[\w-]{43,}$/) },
    ]);
    expect(location).not.toContain(stored[0]!.verifier);
    expect(state).toMatchObject({ value: url.searchParams.get('state'), httpOnly: true, path: '/signin-oidc' });
  });

  it('should match the account by e-mail, link the identity, and open a verified session', async () => {
    workplace.accounts.set('workplace-alex', { email: user.email.toUpperCase(), email_verified: true });
    const { answer } = await signInThrough('Workplace', 'workplace-alex');
    const code = codeOf(answer);
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(await linkOf(user.email)).toEqual({ issuer: workplace.issuer, subject: 'workplace-alex' });

    const checked = await checkToken(code);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ name: `${user.firstName} ${user.lastName}`, needVerification: false });
    const session = cookieNamed(checked, 'lc_session');
    expect(session?.httpOnly).toBe(true);
    const current = await app.server.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { cookie: `lc_session=${session?.value}` },
    });
    expect(current.json()).toMatchObject({ name: `${user.firstName} ${user.lastName}`, needVerification: false });
  });

  it('should match the linked account by subject on a later sign-in, whatever address the provider gives', async () => {
    workplace.accounts.set('workplace-alex', { email: 'alex@elsewhere.test', email_verified: false });
    const { answer } = await signInThrough('Workplace', 'workplace-alex');
    const checked = await checkToken(codeOf(answer));
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ name: `${user.firstName} ${user.lastName}` });
  });

  it('should refuse a replayed callback: the state works once', async () => {
    workplace.accounts.set('workplace-alex', { email: user.email, email_verified: true });
    const { started, back, answer } = await signInThrough('Workplace', 'workplace-alex');
    codeOf(answer);
    expectFailure(await callback(back, started.state?.value));
  });

  it('should refuse a replayed code: it opens one session only', async () => {
    workplace.accounts.set('workplace-alex', { email: user.email, email_verified: true });
    const code = codeOf((await signInThrough('Workplace', 'workplace-alex')).answer);
    expect((await checkToken(code)).statusCode).toBe(200);
    const replayed = await checkToken(code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ message: messages.auth.externalLoginCodeInvalid });
    expect(cookieNamed(replayed, 'lc_session')).toBeUndefined();
  });

  it('should refuse an expired code and a made-up one', async () => {
    const code = codeOf((await signInThrough('Workplace', 'workplace-alex')).answer);
    await app.db.query(
      "update external_login_codes set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await checkToken(code)).json()).toMatchObject({ message: messages.auth.externalLoginCodeInvalid });
    expect((await checkToken('not-a-code')).statusCode).toBe(400);
  });

  it('should refuse a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    const started = await startSignIn('Workplace');
    const back = await signInAtProvider(started.location, {
      login: 'workplace-alex',
      stopAt: `${publicUrl}/signin-oidc/`,
    });
    expectFailure(await callback(back, undefined));
    expectFailure(await callback(back, started.state?.value));
  });

  it('should refuse a callback whose state has expired or was made up', async () => {
    const started = await startSignIn('Workplace');
    const back = await signInAtProvider(started.location, {
      login: 'workplace-alex',
      stopAt: `${publicUrl}/signin-oidc/`,
    });
    await app.db.query("update oidc_states set created_at = now() - interval '11 minutes'");
    expectFailure(await callback(back, started.state?.value));
    const forged = new URL(back);
    forged.searchParams.set('state', 'made-up');
    expectFailure(await callback(forged, 'made-up'));
  });

  it('should refuse a state started for the other provider', async () => {
    const started = await startSignIn('Workplace');
    const back = await signInAtProvider(started.location, {
      login: 'workplace-alex',
      stopAt: `${publicUrl}/signin-oidc/`,
    });
    expectFailure(await callback(new URL(`/signin-oidc/consumer${back.search}`, publicUrl), started.state?.value));
  });
});

describe('given a provider identity that matches no console account', () => {
  it('should send the browser back to /Login with the ExternalLogin=false cookie for an unknown address', async () => {
    workplace.accounts.set('workplace-stranger', { email: 'nobody@elsewhere.test', email_verified: true });
    expectFailure((await signInThrough('Workplace', 'workplace-stranger')).answer);
  });

  it('should not trust an address the provider has not verified', async () => {
    workplace.accounts.set('workplace-unverified', { email: manager.email, email_verified: false });
    expectFailure((await signInThrough('Workplace', 'workplace-unverified')).answer);
    expect(await linkOf(manager.email)).toEqual({ issuer: null, subject: null });
  });

  it('should not hand an account linked to one subject to another subject of the same provider', async () => {
    workplace.accounts.set('workplace-mallory', { email: user.email, email_verified: true });
    expectFailure((await signInThrough('Workplace', 'workplace-mallory')).answer);
    expect(await linkOf(user.email)).toEqual({ issuer: workplace.issuer, subject: 'workplace-alex' });
  });

  it('should fail the same way when the user cancels at the provider', async () => {
    const { back, answer } = await signInThrough('Workplace', 'workplace-alex', { abort: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expectFailure(answer);
  });
});

describe('given the Consumer provider, which gives the e-mail in userinfo only', () => {
  it('should read the verified address from userinfo and sign the user in', async () => {
    consumer.accounts.set('consumer-morgan', { email: manager.email, email_verified: true });
    const checked = await checkToken(codeOf((await signInThrough('Consumer', 'consumer-morgan')).answer));
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ name: `${manager.firstName} ${manager.lastName}`, isManager: true });
    expect(await linkOf(manager.email)).toEqual({ issuer: consumer.issuer, subject: 'consumer-morgan' });
  });

  it('should count the provider as the second factor when the user’s password policy turns two-factor on', async () => {
    await app.db.query(
      'update password_settings set two_fa = true where manager_id = (select id from users where email = $1)',
      [manager.email],
    );
    try {
      const checked = await checkToken(codeOf((await signInThrough('Consumer', 'consumer-morgan')).answer));
      expect(checked.json()).toMatchObject({ needVerification: false });
      const session = `lc_session=${cookieNamed(checked, 'lc_session')?.value}`;
      const settings = await app.server.inject({
        method: 'GET',
        url: '/api/PasswordSettings/CurrentUser',
        headers: { cookie: session },
      });
      expect(settings.statusCode).toBe(200);
    } finally {
      await app.db.query('update password_settings set two_fa = false');
    }
  });

  it('should replace the session the browser already had', async () => {
    const first = await checkToken(codeOf((await signInThrough('Consumer', 'consumer-morgan')).answer));
    const firstCookie = `lc_session=${cookieNamed(first, 'lc_session')?.value}`;
    const second = await checkToken(codeOf((await signInThrough('Consumer', 'consumer-morgan')).answer), firstCookie);
    expect(second.statusCode).toBe(200);
    const old = await app.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: { cookie: firstCookie } });
    expect(old.statusCode).toBe(401);
  });
});

describe('given the external-login page data', () => {
  it('should answer the portal and console addresses and which providers are configured', async () => {
    const answer = await app.server.inject({ method: 'GET', url: '/external-login/urlData' });
    expect(answer.json()).toEqual({
      portalUrl: 'https://www.example.com',
      consoleUrl: publicUrl,
      providers: { Workplace: true, Consumer: true },
    });
  });
});

// The same database behind a server without providers, and one whose provider is down.
const bare = await buildApp({ db: app.db, validateResponses: true, portalUrl: 'https://portal.example.org' });
const unreachable = await buildApp({
  db: app.db,
  validateResponses: true,
  oidcProviders: { Workplace: { issuer: 'http://127.0.0.1:9', clientId: 'console', clientSecret: 'secret' } },
});
afterAll(async () => {
  await bare.server.close();
  await unreachable.server.close();
});

describe('given a server with no provider configured', () => {
  it('should answer a clear 400 naming the provider', async () => {
    for (const provider of ['Workplace', 'Consumer'] as const) {
      const { response } = await startSignIn(provider, bare.server);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: `The ${provider} sign-in is not configured.` });
      expect(response.json().message).toBe(messages.auth.externalProviderNotConfigured(provider));
    }
  });

  it('should refuse a provider the contract does not know', async () => {
    const response = await bare.server.inject({
      method: 'POST',
      url: '/Account/ExternalLogin',
      payload: 'Provider=Elsewhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('should say so in the page data and fail a callback', async () => {
    const answer = await bare.server.inject({ method: 'GET', url: '/external-login/urlData' });
    expect(answer.json()).toMatchObject({
      portalUrl: 'https://portal.example.org',
      providers: { Workplace: false, Consumer: false },
    });
    const failed = await bare.server.inject({ method: 'GET', url: '/signin-oidc/workplace?code=x&state=y' });
    expect(failed.headers.location).toBe('/Login');
    expect(failed.cookies.find((cookie) => cookie.name === 'ExternalLogin')?.value).toBe('false');
  });
});

describe('given a configured provider that cannot be reached', () => {
  it('should send the browser back to /Login with the ExternalLogin=false cookie', async () => {
    const { response } = await startSignIn('Workplace', unreachable.server);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/Login');
    expect(response.cookies.find((cookie) => cookie.name === 'ExternalLogin')?.value).toBe('false');
  });
});

describe('given the OpenID Connect environment variables', () => {
  const base = { OIDC_WORKPLACE_CLIENT_ID: 'console', OIDC_WORKPLACE_CLIENT_SECRET: 'secret' };

  it('should configure a provider from its three variables and leave the other out', () => {
    const config = readConfig({ ...base, OIDC_WORKPLACE_ISSUER: 'https://login.example.com/tenant' });
    expect(config.oidcProviders).toEqual({
      Workplace: { issuer: 'https://login.example.com/tenant', clientId: 'console', clientSecret: 'secret' },
    });
    expect(config.portalUrl).toBe('https://www.example.com');
  });

  it('should refuse a half-configured provider and a plain-http issuer other than localhost', () => {
    expect(() => readConfig(base)).toThrow(/OIDC_WORKPLACE_ISSUER, OIDC_WORKPLACE_CLIENT_ID and/);
    expect(() => readConfig({ ...base, OIDC_WORKPLACE_ISSUER: 'http://login.example.com' })).toThrow(/https/);
    expect(
      readConfig({ ...base, OIDC_WORKPLACE_ISSUER: 'http://127.0.0.1:8080' }).oidcProviders.Workplace,
    ).toBeDefined();
  });

  it('should refuse signing and encryption secrets shorter than 32 characters', () => {
    expect(() => readConfig({ SUPPORT_DESK_JWT_SECRET: 'short' })).toThrow(/SUPPORT_DESK_JWT_SECRET/);
    expect(() => readConfig({ SSO_KEY_SECRET: 'short' })).toThrow(/SSO_KEY_SECRET/);
  });
});
