import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { demoAccounts } from '../seed/demo-data.ts';
import { createTestApp, signIn } from '../test-support/test-app.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

/** What @fastify/helmet answers for the console's policy: the set the fixed headers must equal, value for value. */
async function helmetHeaders(overTls: boolean): Promise<Record<string, string>> {
  const reference = Fastify();
  await reference.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, value]) => [name, [...value]]),
      ),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: overTls ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  reference.get('/', async () => ({}));
  const response = await reference.inject({ method: 'GET', url: '/' });
  await reference.close();
  const { 'content-type': _, 'content-length': __, date: ___, connection: ____, ...headers } = response.headers;
  return headers as Record<string, string>;
}

const app = await createTestApp({ seed: true });
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
// The same database behind one proxy that terminates TLS.
const proxied = await buildApp({ db: app.db, trustProxy: ['10.0.0.5'] });
afterAll(() => proxied.server.close());

/** The answer's headers that are security headers, by name. */
function securityHeadersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.keys({ ...SECURITY_HEADERS, 'strict-transport-security': '' })
      .filter((name) => headers[name] !== undefined)
      .map((name) => [name, headers[name]]),
  );
}

describe('given the fixed security headers', () => {
  it('should be exactly what @fastify/helmet sets for the same policy, without TLS', async () => {
    expect(SECURITY_HEADERS).toEqual(await helmetHeaders(false));
  });

  it('should be exactly what @fastify/helmet sets for the same policy, with HSTS over TLS', async () => {
    expect({ ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY }).toEqual(
      await helmetHeaders(true),
    );
  });
});

/** The server's answer to one request, with an empty body for a POST; `origin` says where it came from. */
function answerOf(method: 'GET' | 'POST', url: string, cookie: string | undefined, origin?: string) {
  return app.server.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

describe('given any answer of the server', () => {
  it.each([
    ['the signed-in user', 'GET', '/api/CurrentUser', admin, 200],
    ['a refusal to a caller not signed in', 'GET', '/api/CurrentUser', undefined, 401],
    ['an unknown API path', 'GET', '/api/NoSuchThing', admin, 404],
    ['a body the call cannot take', 'POST', '/api/Authenticate', undefined, 400],
  ] as const)('should carry every security header on %s', async (_, method, url, cookie, status) => {
    const response = await answerOf(method, url, cookie);
    expect(response.statusCode).toBe(status);
    expect(securityHeadersOf(response.headers)).toEqual(SECURITY_HEADERS);
  });

  it.each([
    ['the signed-in user', 'GET', '/api/CurrentUser', admin, 200],
    ['a refusal to a caller not signed in', 'GET', '/api/CurrentUser', undefined, 401],
    ['a body the call cannot take', 'POST', '/api/Authenticate', undefined, 400],
    ['a page of licenses', 'GET', '/api/Licenses', admin, 200],
    ['an unknown API path', 'GET', '/api/NoSuchThing', admin, 404],
    ['a cross-site change, refused before any route', 'POST', '/api/Logout', admin, 403, 'https://attacker.example'],
  ] as const)(
    'should keep %s out of every cache (no-store)',
    async (_, method, url, cookie, status, origin?: string) => {
      const response = await answerOf(method, url, cookie, origin);
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('should leave a path outside the API to its own cache rules (/apiary is no call)', async () => {
    expect((await answerOf('GET', '/apiary', admin)).headers['cache-control']).toBeUndefined();
  });

  it('should add HSTS, and keep every other header, when the trusted proxy says the request came over https', async () => {
    const response = await proxied.server.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      remoteAddress: '10.0.0.5',
      headers: { cookie: admin, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response.headers)).toEqual({
      ...SECURITY_HEADERS,
      'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    });
  });
});
