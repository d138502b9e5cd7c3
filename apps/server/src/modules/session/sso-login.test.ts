import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { messages } from '@license-console/domain';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import {
  createSsoKeyBox,
  createSsoSiteService,
  generateSiteKeyPair,
  type SsoSiteRecord,
} from '../single-sign-on/index.ts';

const publicUrl = 'http://localhost:3000';
const ssoKeySecret = 'sso-key-secret-for-tests-with-32-or-more-characters';
const { manager, user } = demoAccounts;

const app = await createTestApp({ publicUrl, ssoKeySecret });
const keyBox = createSsoKeyBox({ secret: ssoKeySecret, production: false });
const sites = createSsoSiteService({ db: app.db, keyBox });
// The same database behind a production server without SSO_KEY_SECRET, and a development one (the seed's key).
const production = await buildApp({ db: app.db, validateResponses: true, production: true, publicUrl });
const development = await buildApp({ db: app.db, validateResponses: true, publicUrl, devRoutes: true });
afterAll(async () => {
  await production.server.close();
  await development.server.close();
});

interface TestSite {
  record: SsoSiteRecord;
  privateKey: string;
}

/** A site as the console creates one: a generated key pair, the private key sealed server-side. */
async function createSite(url: string, pair = generateSiteKeyPair()): Promise<TestSite> {
  const record = await sites.add({ name: `Site ${randomUUID().slice(0, 6)}`, url, ...pair });
  return { record, privateKey: pair.privateKey };
}

const site = await createSite('https://help.example.com/sso/callback');

/** What a site does to start a login: a JWT signed with its private key (iss = its public id, jti, exp). */
async function requestToken(
  from: TestSite,
  options: { key?: string; jti?: string; expiresIn?: string | number; issuer?: string; alg?: string } = {},
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: options.alg ?? 'ES256' })
    .setIssuer(options.issuer ?? from.record.publicId)
    .setJti(options.jti ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(createPrivateKey(options.key ?? from.privateKey));
}

let address = 0;
function authenticate(token: string, email: string, password: string, server: typeof app.server = app.server) {
  address += 1;
  return server.inject({
    method: 'POST',
    url: `/api/ExternalAuthenticate/${token}`,
    payload: { Email: email, Password: password },
    remoteAddress: `10.2.0.${address}`,
  });
}

function assertionOf(location: string | undefined, from: TestSite): string {
  const url = new URL(String(location));
  expect(`${url.origin}${url.pathname}`).toBe(from.record.url);
  return url.searchParams.get('assertion') ?? '';
}

function expectRefused(response: Awaited<ReturnType<typeof authenticate>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: messages.auth.externalTokenInvalid });
  expect(response.headers.location).toBeUndefined();
}

describe('given a login request signed by a registered site', () => {
  it('should answer the site’s URL with an assertion the site verifies with its public key', async () => {
    const jti = randomUUID();
    const response = await authenticate(await requestToken(site, { jti }), user.email, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(String(response.headers.location)).toMatch(/^https:\/\/help\.example\.com\/sso\/callback\?assertion=/);
    const assertion = assertionOf(response.headers.location as string, site);
    const { payload, protectedHeader } = await jwtVerify(assertion, createPublicKey(site.record.publicKey), {
      audience: site.record.url,
      issuer: publicUrl,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      nonce: jti,
      aud: site.record.url,
    });
    expect(payload.sub).toMatch(/^[\w-]{22}$/);
    expect(payload.exp! - payload.iat!).toBe(120);
    expect(payload.jti).toBeTruthy();
  });

  it('should refuse the same request a second time', async () => {
    const token = await requestToken(site);
    expect((await authenticate(token, user.email, user.password)).statusCode).toBe(200);
    expectRefused(await authenticate(token, user.email, user.password));
  });

  it('should let the user correct a mistyped password with the same request', async () => {
    const token = await requestToken(site);
    const wrong = await authenticate(token, user.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: messages.login.signInFailed });
    expect(wrong.headers.location).toBeUndefined();
    expect((await authenticate(token, user.email, user.password)).statusCode).toBe(200);
  });

  it('should answer an unknown address exactly like a wrong password', async () => {
    const response = await authenticate(await requestToken(site), 'nobody@example.com', user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.login.signInFailed });
  });

  it('should sign with RS256 for a site whose key pair is RSA', async () => {
    const rsa = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const rsaSite = await createSite('https://rsa.example.com/', rsa);
    const response = await authenticate(await requestToken(rsaSite, { alg: 'RS256' }), manager.email, manager.password);
    expect(response.statusCode).toBe(200);
    const assertion = assertionOf(response.headers.location as string, rsaSite);
    const { protectedHeader, payload } = await jwtVerify(assertion, createPublicKey(rsa.publicKey), {
      audience: rsaSite.record.url,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.email).toBe(manager.email);
  });
});

describe('given a login request the console must refuse', () => {
  it('should refuse one signed with another key (forged)', async () => {
    const other = generateSiteKeyPair();
    expectRefused(await authenticate(await requestToken(site, { key: other.privateKey }), user.email, user.password));
  });

  it('should refuse one signed by another registered site in this site’s name', async () => {
    const otherSite = await createSite('https://other.example.com/');
    const token = await requestToken(site, { key: otherSite.privateKey });
    expectRefused(await authenticate(token, user.email, user.password));
  });

  it('should refuse an expired one and one that lives longer than ten minutes', async () => {
    const expired = await requestToken(site, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    expectRefused(await authenticate(expired, user.email, user.password));
    const tooLong = await requestToken(site, { expiresIn: '1h' });
    expectRefused(await authenticate(tooLong, user.email, user.password));
  });

  it('should refuse one from an unknown site, one without jti, and one that is not a JWT', async () => {
    expectRefused(await authenticate(await requestToken(site, { issuer: 'unknown-site' }), user.email, user.password));
    const withoutJti = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(site.record.publicId)
      .setExpirationTime('5m')
      .sign(createPrivateKey(site.privateKey));
    expectRefused(await authenticate(withoutJti, user.email, user.password));
    expectRefused(await authenticate('not-a-token', user.email, user.password));
  });

  it('should refuse an unsigned one (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ iss: site.record.publicId, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url');
    expectRefused(await authenticate(`${header}.${body}.`, user.email, user.password));
  });

  it('should check the request before the password, so a bad request reveals nothing about the account', async () => {
    const forged = await requestToken(site, { key: generateSiteKeyPair().privateKey });
    expectRefused(await authenticate(forged, 'nobody@example.com', 'whatever'));
  });
});

describe('given the sites’ private keys', () => {
  it('should store them sealed with AES-256-GCM, bound to their site', async () => {
    const [row] = await app.db.query<{ sealed: string }>(
      'select private_key_encrypted as sealed from sso_sites where public_id = $1',
      [site.record.publicId],
    );
    expect(row!.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.sealed).not.toContain('PRIVATE KEY');
    expect(keyBox.open(site.record.publicId, row!.sealed)).toBe(site.privateKey);
    expect(() => keyBox.open('another-site', row!.sealed)).toThrow();
    expect(() =>
      createSsoKeyBox({ secret: `${ssoKeySecret}!`, production: false }).open(site.record.publicId, row!.sealed),
    ).toThrow();
  });
});

describe('given the seeded demo site', () => {
  it('should be a complete round trip through the development stand-in site at /dev/sso-demo', async () => {
    const start = await development.server.inject({ method: 'GET', url: '/dev/sso-demo' });
    expect(start.statusCode).toBe(302);
    const token = /^\/account\/login\/referer\/(.+)$/.exec(String(start.headers.location))?.[1] ?? '';
    expect(decodeJwt(token).jti).toBeTruthy();
    const signedIn = await authenticate(token, user.email, user.password, development.server);
    expect(signedIn.statusCode).toBe(200);
    const back = new URL(String(signedIn.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/dev/sso-demo`);
    const verified = await development.server.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(verified.json()).toMatchObject({ site: 'Demo Help Center', verified: true, claims: { email: user.email } });
  });

  it('should not exist in production, where no SSO_KEY_SECRET means no SSO sign-in at all', async () => {
    expect((await production.server.inject({ method: 'GET', url: '/dev/sso-demo' })).statusCode).toBe(404);
    const response = await authenticate(await requestToken(site), user.email, user.password, production.server);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: messages.auth.ssoNotConfigured });
  });
});

describe('given a password policy that turns two-factor on', () => {
  it('should not let a password alone sign in to a site', async () => {
    await app.db.query(
      'update password_settings set two_fa = true where manager_id = (select id from users where email = $1)',
      [manager.email],
    );
    try {
      const token = await requestToken(site);
      const response = await authenticate(token, user.email, user.password);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.auth.externalTwoFactorRequired });
    } finally {
      await app.db.query('update password_settings set two_fa = false');
    }
  });
});
