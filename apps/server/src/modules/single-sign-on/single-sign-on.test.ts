import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  messages,
  type SsoSite,
  type SsoSiteDraft,
  type SsoSiteJwks,
  type SsoSiteRotation,
} from '@license-console/domain';
import { calculateJwkThumbprint, decodeProtectedHeader, exportJWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { createSsoKeyBox, generateSiteKeyPair } from './index.ts';

const publicUrl = 'http://localhost:3000';
const ssoKeySecret = 'sso-key-secret-for-the-site-calls-32-characters-or-more';
const app = await createTestApp({ publicUrl, ssoKeySecret });
const keyBox = createSsoKeyBox({ secret: ssoKeySecret, production: false });
const { admin, manager, user } = demoAccounts;
const adminCookie = await signIn(app, admin.email, admin.password);
const managerCookie = await signIn(app, manager.email, manager.password);
const userCookie = await signIn(app, user.email, user.password);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, payload?: object, cookie: string | null = adminCookie) {
  return app.server.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

async function draft(): Promise<SsoSiteDraft> {
  const response = await call('GET', '/api/SingleSignOn/new');
  expect(response.statusCode).toBe(200);
  return response.json();
}

let sequence = 0;
/** A site as an administrator adds one: the key pair of GET new, a name and URL of its own. */
async function createSite(overrides: Partial<SsoSiteDraft> = {}) {
  sequence += 1;
  const fresh = await draft();
  const body = {
    ...fresh,
    name: `Help Center ${sequence}`,
    url: `https://help${sequence}.example.com/sso`,
    ...overrides,
  };
  const response = await call('POST', '/api/SingleSignOn', body);
  expect(response.statusCode, response.body).toBe(201);
  return { site: response.json() as SsoSite, privateKey: body.privateKey };
}

async function sites(): Promise<SsoSite[]> {
  const response = await call('GET', '/api/singlesignon');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every stored site row and audit row, to show a refused call changed nothing. */
async function stored() {
  return {
    sites: await app.db.query('select * from sso_sites order by id'),
    audit: await app.db.query<{ count: number }>('select count(*)::int as count from audit_log'),
  };
}

async function auditOf(action: string, siteId: number) {
  return app.db.query<{ actorId: number; before: unknown; after: unknown }>(
    `select actor_id::int as "actorId", before, after from audit_log where action = $1 and entity_id = $2`,
    [action, String(siteId)],
  );
}

async function internalId(publicId: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('select id::int as id from sso_sites where public_id = $1', [
    publicId,
  ]);
  return row!.id;
}

/** What a site does to start a login: a JWT it signs with its private key, then the console's sign-in. */
let address = 0;
async function signInThrough(site: SsoSite, privateKey: string, kid?: string) {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', ...(kid ? { kid } : {}) })
    .setIssuer(site.id)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(createPrivateKey(privateKey));
  address += 1;
  return app.server.inject({
    method: 'POST',
    url: `/api/ExternalAuthenticate/${token}`,
    payload: { Email: user.email, Password: user.password },
    remoteAddress: `10.3.0.${address}`,
  });
}

/** A sign-in the console refuses: the request token is not (or no longer) good, and the browser goes nowhere. */
function expectSignInRefused(response: Awaited<ReturnType<typeof signInThrough>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: messages.auth.externalTokenInvalid });
  expect(response.headers.location).toBeUndefined();
}

describe('given GET api/SingleSignOn/new', () => {
  it('should answer a blank site with a fresh P-256 key pair, a different one each time', async () => {
    const first = await draft();
    const second = await draft();
    expect(first).toMatchObject({ name: '', url: '' });
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(first.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(second.publicKey).not.toBe(first.publicKey);
    const derived = createPublicKey(createPrivateKey(first.privateKey)).export({ type: 'spki', format: 'pem' });
    expect(derived).toBe(first.publicKey);
    expect(createPublicKey(first.publicKey).asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('should store nothing', async () => {
    const before = await stored();
    await draft();
    expect(await stored()).toEqual(before);
  });

  it('should answer 503 where the server cannot seal a private key (production without SSO_KEY_SECRET)', async () => {
    const production = await buildApp({ db: app.db, validateResponses: true, production: true, publicUrl });
    afterAll(() => production.server.close());
    const response = await production.server.inject({
      method: 'GET',
      url: '/api/SingleSignOn/new',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: messages.auth.ssoNotConfigured });
  });
});

describe('given POST api/SingleSignOn', () => {
  it('should create the site with its key pair, answer it without the private key, and seal that at rest', async () => {
    const { site, privateKey } = await createSite({
      name: '  Contoso Portal  ',
      url: ' https://portal.contoso.com/acs ',
    });
    expect(site).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      name: 'Contoso Portal',
      url: 'https://portal.contoso.com/acs',
      publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
    });
    const [row] = await app.db.query<{ sealed: string; publicKey: string }>(
      'select private_key_encrypted as sealed, public_key as "publicKey" from sso_sites where public_id = $1',
      [site.id],
    );
    expect(row!.sealed).toMatch(/^v1\./);
    expect(row!.sealed).not.toContain('PRIVATE KEY');
    expect(keyBox.open(site.id, row!.sealed)).toBe(privateKey);
    expect(row!.publicKey).toBe(site.publicKey);
  });

  it('should record the creation in the audit log, without the private key', async () => {
    const { site } = await createSite();
    const [entry] = await auditOf('sso-site.create', await internalId(site.id));
    expect(entry).toMatchObject({ after: { name: site.name, url: site.url, publicKey: site.publicKey } });
    expect(JSON.stringify(entry)).not.toContain('PRIVATE KEY');
    const [adminRow] = await app.db.query<{ id: number }>('select id::int as id from users where email = $1', [
      admin.email,
    ]);
    expect(entry!.actorId).toBe(adminRow!.id);
  });

  it('should take an RSA key pair of 2048 bits, in PKCS#1 as well, and store it as SPKI and PKCS#8', async () => {
    const rsa = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const { site } = await createSite({ publicKey: rsa.publicKey, privateKey: rsa.privateKey });
    expect(site.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const [row] = await app.db.query<{ sealed: string }>(
      'select private_key_encrypted as sealed from sso_sites where public_id = $1',
      [site.id],
    );
    expect(keyBox.open(site.id, row!.sealed)).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  const other = generateSiteKeyPair();
  const encrypted = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secret' },
  });
  const p384 = generateKeyPairSync('ec', {
    namedCurve: 'P-384',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const rsa1024 = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  it.each<[string, (fresh: SsoSiteDraft) => Partial<SsoSiteDraft>, string, string]>([
    ['keys of two pairs', () => ({ privateKey: other.privateKey }), 'publicKey', messages.sso.keyPairMismatch],
    [
      'a private key as the public key',
      (fresh) => ({ publicKey: fresh.privateKey }),
      'publicKey',
      messages.sso.publicKeyFormat,
    ],
    [
      'a public key that is not PEM',
      () => ({ publicKey: 'ssh-ed25519 AAAAC3Nza' }),
      'publicKey',
      messages.sso.publicKeyFormat,
    ],
    [
      'a PEM public key whose body is not a key',
      () => ({ publicKey: '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----' }),
      'publicKey',
      messages.sso.publicKeyFormat,
    ],
    [
      'a public key as the private key',
      (fresh) => ({ privateKey: fresh.publicKey }),
      'privateKey',
      messages.sso.privateKeyFormat,
    ],
    [
      'an encrypted private key',
      () => ({ publicKey: encrypted.publicKey, privateKey: encrypted.privateKey }),
      'privateKey',
      messages.sso.privateKeyFormat,
    ],
    ['a P-384 pair', () => p384, 'publicKey', messages.sso.publicKeyFormat],
    ['an RSA pair of 1024 bits', () => rsa1024, 'publicKey', messages.sso.publicKeyFormat],
    ['a blank name', () => ({ name: '  ' }), 'name', messages.sso.nameRequired],
    ['a URL without a scheme', () => ({ url: 'portal.example.com/sso' }), 'url', messages.sso.urlFormat],
    ['an ftp URL', () => ({ url: 'ftp://portal.example.com/sso' }), 'url', messages.sso.urlFormat],
    ['a blank private key', () => ({ privateKey: '' }), 'privateKey', messages.sso.privateKeyRequired],
  ])('should refuse %s with a clear 400 and store nothing', async (_case, change, field, message) => {
    const fresh = await draft();
    const before = await stored();
    const body = { ...fresh, name: `Refused ${randomUUID()}`, url: 'https://refused.example.com/', ...change(fresh) };
    const response = await call('POST', '/api/SingleSignOn', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await stored()).toEqual(before);
  });

  it('should refuse a name or a URL another site has, case aside, and store nothing', async () => {
    const { site } = await createSite();
    const before = await stored();
    const sameName = await call('POST', '/api/SingleSignOn', {
      ...(await draft()),
      name: site.name.toUpperCase(),
      url: 'https://elsewhere.example.com/',
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toMatchObject({
      message: messages.sso.nameTaken,
      fields: { name: messages.sso.nameTaken },
    });
    const sameUrl = await call('POST', '/api/SingleSignOn', {
      ...(await draft()),
      name: 'Another name',
      url: site.url.toUpperCase(),
    });
    expect(sameUrl.statusCode).toBe(400);
    expect(sameUrl.json()).toMatchObject({ message: messages.sso.urlTaken, fields: { url: messages.sso.urlTaken } });
    expect(await stored()).toEqual(before);
  });

  it('should create only one of two sites with the same name sent at once', async () => {
    const [first, second] = await Promise.all([draft(), draft()]);
    const name = `Twin ${randomUUID()}`;
    const answers = await Promise.all([
      call('POST', '/api/SingleSignOn', { ...first, name, url: 'https://twin-a.example.com/' }),
      call('POST', '/api/SingleSignOn', { ...second, name, url: 'https://twin-b.example.com/' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await sites()).filter((site) => site.name === name)).toHaveLength(1);
  });

  it.each([
    ['control characters in the name', { name: 'Portal\u0000' }],
    ['a 300,000-character name', { name: 'n'.repeat(300_000) }],
    ['a 300,000-character URL', { url: `https://x.example.com/${'u'.repeat(300_000)}` }],
    ['a 300,000-character public key', { publicKey: 'k'.repeat(300_000) }],
    ['a number as the name', { name: 1e308 }],
    ['no private key', { privateKey: undefined }],
  ])('should refuse %s with 400 and store nothing', async (_case, change) => {
    const before = await stored();
    const response = await call('POST', '/api/SingleSignOn', { ...(await draft()), ...change });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('given GET api/SingleSignOn/{siteId} and GET /api/singlesignon', () => {
  it('should read a site and list every site by name, never with a private key', async () => {
    const { site } = await createSite({ name: 'aardvark portal' });
    const read = await call('GET', `/api/SingleSignOn/${site.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(site);
    const listed = await sites();
    expect(listed).toContainEqual(site);
    expect(listed.map((row) => row.name)).toEqual(
      [...listed.map((row) => row.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(listed.map((row) => row.name)).toContain('Demo Help Center');
    expect(`${read.body}${JSON.stringify(listed)}`).not.toMatch(/PRIVATE KEY|privateKey/);
  });

  it('should answer 404 for an id no site has, and 400 for a malformed one', async () => {
    const unknown = await call('GET', '/api/SingleSignOn/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.server.notFound });
    expect((await call('GET', '/api/SingleSignOn/not-an-id')).statusCode).toBe(400);
  });
});

describe('given PUT api/SingleSignOn', () => {
  it('should change the name and URL, keep the key pair, answer without the private key and audit it', async () => {
    const { site, privateKey } = await createSite();
    const response = await call('PUT', '/api/SingleSignOn', {
      ...site,
      name: `${site.name} renamed`,
      url: 'https://renamed.example.com/sso',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as SsoSite;
    expect(updated).toEqual({ ...site, name: `${site.name} renamed`, url: 'https://renamed.example.com/sso' });
    expect(response.body).not.toContain('PRIVATE KEY');
    expect((await call('GET', `/api/SingleSignOn/${site.id}`)).json()).toEqual(updated);
    const [entry] = await auditOf('sso-site.update', await internalId(site.id));
    expect(entry).toMatchObject({
      before: { name: site.name, url: site.url },
      after: { name: updated.name, url: updated.url, publicKey: site.publicKey },
    });
    // The sealed private key still signs for the site at its new URL.
    const signedIn = await signInThrough(updated, privateKey);
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers.location)).toMatch(/^https:\/\/renamed\.example\.com\/sso\?assertion=/);
  });

  it('should take its own public key in another layout, and keep its own name in another case', async () => {
    const { site } = await createSite();
    const response = await call('PUT', '/api/SingleSignOn', {
      ...site,
      name: site.name.toUpperCase(),
      publicKey: `\n${site.publicKey.replaceAll('\n', '\r\n')}  `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: site.name.toUpperCase(), publicKey: site.publicKey });
  });

  it('should refuse another public key, since the key pair cannot change, and change nothing', async () => {
    const { site } = await createSite();
    const before = await stored();
    const response = await call('PUT', '/api/SingleSignOn', { ...site, publicKey: generateSiteKeyPair().publicKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.sso.keyPairFixed,
      fields: { publicKey: messages.sso.keyPairFixed },
    });
    expect(await stored()).toEqual(before);
  });

  it('should refuse the name or URL of another site, a bad URL, an unknown and a malformed id, changing nothing', async () => {
    const { site } = await createSite();
    const { site: taken } = await createSite();
    const before = await stored();
    const refusals: [object, number, string | undefined][] = [
      [{ ...site, name: taken.name.toLowerCase() }, 400, messages.sso.nameTaken],
      [{ ...site, url: taken.url }, 400, messages.sso.urlTaken],
      [{ ...site, url: 'javascript:alert(1)' }, 400, messages.sso.urlFormat],
      [{ ...site, id: 'AAAAAAAAAAAAAAAAAAAAAA' }, 404, messages.server.notFound],
      [{ ...site, id: '../../etc' }, 400, undefined],
      [{ ...site, name: 'x'.repeat(300_000) }, 400, undefined],
    ];
    for (const [body, status, message] of refusals) {
      const response = await call('PUT', '/api/SingleSignOn', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(response.json()).toMatchObject({ message });
    }
    expect(await stored()).toEqual(before);
  });
});

describe('given DELETE /api/SingleSignOn/{id}', () => {
  it('should delete the site, audit it, and end sign-ins through it at once', async () => {
    const { site, privateKey } = await createSite();
    const working = await signInThrough(site, privateKey);
    expect(working.statusCode).toBe(200);
    const id = await internalId(site.id);

    const response = await call('DELETE', `/api/SingleSignOn/${site.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await call('GET', `/api/SingleSignOn/${site.id}`)).statusCode).toBe(404);
    expect((await sites()).map((row) => row.id)).not.toContain(site.id);
    const [entry] = await auditOf('sso-site.delete', id);
    expect(entry).toMatchObject({ before: { name: site.name, url: site.url } });

    expectSignInRefused(await signInThrough(site, privateKey));
  });

  it('should answer 404 for an id no site has and 400 for a malformed one, deleting nothing', async () => {
    const before = await stored();
    expect((await call('DELETE', '/api/SingleSignOn/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/SingleSignOn/x')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('given a site created through the calls', () => {
  it('should sign a user in to it and send an assertion it verifies with its public key', async () => {
    const { site, privateKey } = await createSite();
    const response = await signInThrough(site, privateKey);
    expect(response.statusCode).toBe(200);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(site.url);
    const { payload } = await jwtVerify(location.searchParams.get('assertion')!, createPublicKey(site.publicKey), {
      audience: site.url,
      issuer: publicUrl,
    });
    expect(payload.email).toBe(user.email);
  });
});

/** The `kid` of a PEM public key: its RFC 7638 thumbprint, as the JWK Set and the assertions name it. */
async function kidOf(publicKeyPem: string) {
  return calculateJwkThumbprint(await exportJWK(createPublicKey(publicKeyPem)), 'sha256');
}

function rotate(siteId: string, overlapDays: unknown = 7, cookie: string | null = adminCookie) {
  return call('POST', `/api/SingleSignOn/${siteId}/rotate`, { overlapDays }, cookie);
}

/** Rotates a site's keys as an administrator, with the given overlap. */
async function rotated(siteId: string, overlapDays = 7): Promise<SsoSiteRotation> {
  const response = await rotate(siteId, overlapDays);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Ends a rotation's overlap now, as the clock would: the row's end moved into the past. */
async function endOverlap(siteId: string) {
  await app.db.query(
    "update sso_sites set previous_key_expires_at = now() - interval '1 second' where public_id = $1",
    [siteId],
  );
}

async function jwks(siteId: string) {
  return app.server.inject({ method: 'GET', url: `/api/SingleSignOn/${siteId}/jwks.json` });
}

/** Signs in through the site; answers the assertion's protected header once it verified with `publicKey`. */
async function assertionSignedBy(site: SsoSite, privateKey: string, publicKey: string, kid?: string) {
  const response = await signInThrough(site, privateKey, kid);
  expect(response.statusCode, response.body).toBe(200);
  const assertion = new URL(String(response.headers.location)).searchParams.get('assertion')!;
  await jwtVerify(assertion, createPublicKey(publicKey), { audience: site.url, issuer: publicUrl });
  return decodeProtectedHeader(assertion);
}

describe('given POST api/SingleSignOn/{siteId}/rotate', () => {
  it('should answer a new key pair once, keep the former public key with its end, seal both and audit it', async () => {
    const { site, privateKey } = await createSite();
    const started = Date.now();
    const answer = await rotated(site.id, 7);
    expect(answer).toEqual({
      id: site.id,
      name: site.name,
      url: site.url,
      publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/),
      privateKey: expect.stringMatching(/^-----BEGIN PRIVATE KEY-----\n/),
      previousKey: { publicKey: site.publicKey, expiresAt: expect.any(String) },
    });
    expect(answer.publicKey).not.toBe(site.publicKey);
    expect(createPublicKey(createPrivateKey(answer.privateKey)).export({ type: 'spki', format: 'pem' })).toBe(
      answer.publicKey,
    );
    const expiresAt = Date.parse(answer.previousKey!.expiresAt);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(started + week - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + week + 60_000);

    // Never again: the site and the list show both public keys, no private key.
    const { privateKey: _shownOnce, ...shown } = answer;
    const read = await call('GET', `/api/SingleSignOn/${site.id}`);
    expect(read.json()).toEqual(shown);
    expect(await sites()).toContainEqual(shown);
    expect(`${read.body}${JSON.stringify(await sites())}`).not.toMatch(/PRIVATE KEY|privateKey/);

    const [row] = await app.db.query<{ sealed: string; previousSealed: string }>(
      `select private_key_encrypted as sealed, previous_private_key_encrypted as "previousSealed"
         from sso_sites where public_id = $1`,
      [site.id],
    );
    expect(keyBox.open(site.id, row!.sealed)).toBe(answer.privateKey);
    expect(keyBox.open(site.id, row!.previousSealed)).toBe(privateKey);

    const [entry] = await auditOf('sso-site.rotate', await internalId(site.id));
    expect(entry).toMatchObject({
      before: { name: site.name, url: site.url, publicKey: site.publicKey },
      after: {
        publicKey: answer.publicKey,
        previousPublicKey: site.publicKey,
        previousKeyExpiresAt: answer.previousKey!.expiresAt,
        overlapDays: 7,
      },
    });
    expect(JSON.stringify(entry)).not.toContain('PRIVATE KEY');
  });

  it('should sign in with the former key during the overlap, answering with the pair it signed with, and with the new key', async () => {
    const { site, privateKey } = await createSite();
    const answer = await rotated(site.id, 1);
    const [oldKid, newKid] = [await kidOf(site.publicKey), await kidOf(answer.publicKey)];
    // A site still on its former keys: its assertion is signed by the former pair, which it verifies as before.
    expect(await assertionSignedBy(answer, privateKey, site.publicKey)).toMatchObject({ alg: 'ES256', kid: oldKid });
    expect(await assertionSignedBy(answer, privateKey, site.publicKey, oldKid)).toMatchObject({ kid: oldKid });
    // A site that installed the new private key.
    expect(await assertionSignedBy(answer, answer.privateKey, answer.publicKey)).toMatchObject({ kid: newKid });
    expect(await assertionSignedBy(answer, answer.privateKey, answer.publicKey, newKid)).toMatchObject({
      kid: newKid,
    });
    // A kid that is not the signing key's is refused, not tried against the other key.
    expectSignInRefused(await signInThrough(answer, privateKey, newKid));
    expectSignInRefused(await signInThrough(answer, privateKey, 'no-such-key'));
  });

  it('should refuse the former key once the overlap has ended, keep the new one, and show and publish it alone', async () => {
    const { site, privateKey } = await createSite();
    const answer = await rotated(site.id, 30);
    expect((await signInThrough(answer, privateKey)).statusCode).toBe(200);
    await endOverlap(site.id);

    expectSignInRefused(await signInThrough(answer, privateKey));
    await assertionSignedBy(answer, answer.privateKey, answer.publicKey);
    const { privateKey: _once, previousKey: _ended, ...alone } = answer;
    expect((await call('GET', `/api/SingleSignOn/${site.id}`)).json()).toEqual(alone);
    expect((await sites()).find((row) => row.id === site.id)).toEqual(alone);
    expect(((await jwks(site.id)).json() as SsoSiteJwks).keys.map((key) => key.kid)).toEqual([
      await kidOf(answer.publicKey),
    ]);
    // Read once as ended, the former key's sealed private key is erased.
    const [row] = await app.db.query<{ previous: string | null; sealed: string | null; ends: unknown }>(
      `select previous_public_key as previous, previous_private_key_encrypted as sealed,
              previous_key_expires_at as ends from sso_sites where public_id = $1`,
      [site.id],
    );
    expect(row).toEqual({ previous: null, sealed: null, ends: null });
  });

  it.each([
    ['0 days', 0],
    ['31 days', 31],
    ['a day and a half', 1.5],
    ['a negative overlap', -3],
  ])('should refuse an overlap of %s with the field’s message, changing nothing', async (_case, overlapDays) => {
    const { site } = await createSite();
    const before = await stored();
    const response = await rotate(site.id, overlapDays);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.sso.overlapDaysRange,
      fields: { overlapDays: messages.sso.overlapDaysRange },
    });
    expect(await stored()).toEqual(before);
  });

  it('should refuse an overlap that is not a number, and an unknown or malformed id, changing nothing', async () => {
    const { site } = await createSite();
    const before = await stored();
    expect((await rotate(site.id, '7')).statusCode).toBe(400);
    expect((await call('POST', `/api/SingleSignOn/${site.id}/rotate`, {})).statusCode).toBe(400);
    const unknown = await rotate('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.server.notFound });
    expect((await rotate('not-an-id')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('should rotate once of two rotations at once, refuse the other (409), and never hold three keys', async () => {
    const { site, privateKey } = await createSite();
    const answers = await Promise.all([rotate(site.id, 5), rotate(site.id, 9)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ message: messages.sso.rotationUnderWay });
    expect(refused.body).not.toContain('PRIVATE KEY');
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as SsoSiteRotation;
    expect(winner.previousKey?.publicKey).toBe(site.publicKey);
    expect(((await jwks(site.id)).json() as SsoSiteJwks).keys.map((key) => key.kid)).toEqual([
      await kidOf(winner.publicKey),
      await kidOf(site.publicKey),
    ]);
    expect(await auditOf('sso-site.rotate', await internalId(site.id))).toHaveLength(1);
    // The key the site still uses keeps working, and so does the new one.
    expect((await signInThrough(winner, privateKey)).statusCode).toBe(200);
    expect((await signInThrough(winner, winner.privateKey)).statusCode).toBe(200);

    // Once the overlap has ended, the site rotates again: the second pair becomes the former one.
    await endOverlap(site.id);
    const again = await rotated(site.id, 2);
    expect(again.previousKey?.publicKey).toBe(winner.publicKey);
    expectSignInRefused(await signInThrough(again, privateKey));
    expect((await signInThrough(again, winner.privateKey)).statusCode).toBe(200);
  });
});

describe('given GET api/SingleSignOn/{siteId}/jwks.json', () => {
  it('should answer anyone the site’s valid public keys as JWKs named by their thumbprints, current first', async () => {
    const { site } = await createSite();
    const alone = await jwks(site.id);
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['cache-control']).toBe('public, max-age=300');
    const [only] = (alone.json() as SsoSiteJwks).keys;
    expect(only).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
      kid: await kidOf(site.publicKey),
      use: 'sig',
      alg: 'ES256',
    });
    expect(alone.body).not.toMatch(/"d"|PRIVATE/);
    const samePem = createPublicKey({ key: only!, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    expect(samePem).toBe(site.publicKey);

    const answer = await rotated(site.id);
    const both = (await jwks(site.id)).json() as SsoSiteJwks;
    expect(both.keys.map((key) => key.kid)).toEqual([await kidOf(answer.publicKey), await kidOf(site.publicKey)]);
    expect(JSON.stringify(both)).not.toMatch(/"d"/);
  });

  it('should publish an RSA key as such', async () => {
    const rsa = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const { site } = await createSite(rsa);
    const [key] = ((await jwks(site.id)).json() as SsoSiteJwks).keys;
    expect(key).toEqual({
      kty: 'RSA',
      n: expect.any(String),
      e: 'AQAB',
      kid: await kidOf(rsa.publicKey),
      use: 'sig',
      alg: 'RS256',
    });
  });

  it('should answer 404 for an id no site has and 400 for a malformed one', async () => {
    const unknown = await jwks('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.server.notFound });
    expect((await jwks('not-an-id')).statusCode).toBe(400);
  });
});

describe('given DELETE /api/SingleSignOn/{id} during a rotation’s overlap', () => {
  it('should end both keys at once: sign-ins with either refused, the JWK Set gone, the former key audited', async () => {
    const { site, privateKey } = await createSite();
    const answer = await rotated(site.id);
    const id = await internalId(site.id);
    expect((await call('DELETE', `/api/SingleSignOn/${site.id}`)).statusCode).toBe(200);
    expectSignInRefused(await signInThrough(answer, privateKey));
    expectSignInRefused(await signInThrough(answer, answer.privateKey));
    expect((await jwks(site.id)).statusCode).toBe(404);
    const [entry] = await auditOf('sso-site.delete', id);
    expect(entry).toMatchObject({ before: { publicKey: answer.publicKey, previousPublicKey: site.publicKey } });
    expect(JSON.stringify(entry)).not.toContain('PRIVATE KEY');
  });
});

const target = await createSite();

describe('given who calls', () => {
  const calls: [Method, string, () => Promise<object | undefined>][] = [
    ['GET', '/api/SingleSignOn/new', async () => undefined],
    ['GET', `/api/SingleSignOn/${target.site.id}`, async () => undefined],
    ['GET', '/api/singlesignon', async () => undefined],
    [
      'POST',
      '/api/SingleSignOn',
      async () => ({ ...generateSiteKeyPair(), name: 'Not theirs', url: 'https://not-theirs.example.com/' }),
    ],
    ['PUT', '/api/SingleSignOn', async () => ({ ...target.site, name: 'Renamed by someone else' })],
    ['POST', `/api/SingleSignOn/${target.site.id}/rotate`, async () => ({ overlapDays: 7 })],
    ['DELETE', `/api/SingleSignOn/${target.site.id}`, async () => undefined],
  ];

  it.each(calls)('should answer %s %s 401 without a session, changing nothing', async (method, url, body) => {
    const before = await stored();
    const response = await call(method, url, await body(), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.auth.notSignedIn });
    expect(await stored()).toEqual(before);
  });

  it.each(
    calls.flatMap(([method, url, body]) => [
      ['a manager', method, url, managerCookie, body] as const,
      ['an ordinary user', method, url, userCookie, body] as const,
    ]),
  )('should answer %s Access Denied (403) on %s %s, changing nothing', async (_who, method, url, cookie, body) => {
    const before = await stored();
    const response = await call(method, url, await body(), cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.app.accessDenied });
    expect(response.body).not.toContain('PUBLIC KEY');
    expect(await stored()).toEqual(before);
  });

  it.each(calls)('should serve an administrator %s %s', async (method, url, body) => {
    const response = await call(method, url, await body());
    expect(response.statusCode).toBeLessThan(300);
  });

  it('should answer the JWK Set to anyone, signed in or not, since it holds public keys only', async () => {
    const { site } = await createSite();
    for (const cookie of [null, userCookie, managerCookie, adminCookie]) {
      const response = await call('GET', `/api/SingleSignOn/${site.id}/jwks.json`, undefined, cookie);
      expect(response.statusCode).toBe(200);
    }
  });
});
