import { messages } from '@license-console/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const portal = 'https://portal.example.com';
const host = 'licenses.example.com';
const app = await createTestApp({ embedOrigins: [portal] });
// The same database without EMBED_ORIGINS: today's same-origin server.
const sameOrigin = await buildApp({ db: app.db });
afterAll(() => sameOrigin.server.close());
const { manager } = demoAccounts;

/** A request as a browser on `origin` sends it to this server: another site's fetch. */
function fromPage(origin: string) {
  return { host, origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' };
}

/** The preflight a browser sends before a JSON POST with If-Match. */
function preflight(server: typeof app.server, origin: string, url = '/api/Authenticate') {
  return server.inject({
    method: 'OPTIONS',
    url,
    headers: {
      ...fromPage(origin),
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,if-match',
    },
  });
}

function signInFrom(server: typeof app.server, origin: string) {
  return server.inject({
    method: 'POST',
    url: '/api/Authenticate',
    headers: fromPage(origin),
    payload: { Email: manager.email, Password: manager.password },
  });
}

const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((line) => line.startsWith('lc_session='));

/** Origins a listed one must not be mistaken for: its look-alikes and the ones a browser sends for sandboxed pages. */
const unlisted = [
  'https://attacker.example',
  'null',
  'http://portal.example.com',
  'https://portal.example.com:8443',
  'https://portal.example.com.attacker.example',
  'https://PORTAL.example.com',
  'https://portal.example.com/',
];

describe('given EMBED_ORIGINS', () => {
  it('should read exact origins, https or http on this machine, and none when unset', () => {
    expect(readConfig({}).embedOrigins).toEqual([]);
    expect(
      readConfig({ EMBED_ORIGINS: 'https://portal.example.com, https://a.example:8443,http://127.0.0.1:5173' })
        .embedOrigins,
    ).toEqual(['https://portal.example.com', 'https://a.example:8443', 'http://127.0.0.1:5173']);
  });

  it.each([
    ['*', /wildcard/],
    ['https://*.example.com', /wildcard/],
    ['null', /not an origin/],
    ['portal.example.com', /not an origin/],
    ['https://portal.example.com/', /write "https:\/\/portal\.example\.com"/],
    ['https://portal.example.com/app', /no path/],
    ['https://portal.example.com:443', /no default port/],
    ['https://Portal.Example.com', /write "https:\/\/portal\.example\.com"/],
    ['https://user@portal.example.com', /not written as its origin/],
    ['http://portal.example.com', /must be https/],
    ['ftp://portal.example.com', /not an http\(s\) origin/],
  ])('should stop the start on %s, saying why', (value, why) => {
    expect(() => readConfig({ EMBED_ORIGINS: value })).toThrow(/^EMBED_ORIGINS must list exact origins/);
    expect(() => readConfig({ EMBED_ORIGINS: value })).toThrow(why);
  });

  it('should stop the start when the console is not on https, whose cookie the browser would refuse', () => {
    expect(() => readConfig({ EMBED_ORIGINS: portal, PUBLIC_URL: 'http://licenses.example.com' })).toThrow(
      /EMBED_ORIGINS needs the console on https/,
    );
    expect(readConfig({ EMBED_ORIGINS: portal, PUBLIC_URL: 'https://licenses.example.com' }).embedOrigins).toEqual([
      portal,
    ]);
  });
});

describe('given a listed host page', () => {
  it('should answer its preflight with CORS for credentials, the methods and the headers the adapter sends', async () => {
    const response = await preflight(app.server, portal);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(portal);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toMatch(/\bPOST\b.*\bPUT\b.*\bDELETE\b/);
    expect(response.headers['access-control-allow-headers']).toMatch(/Content-Type.*If-Match.*Authorization/);
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
    // The preflight's answer carries the security headers of every answer.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should sign it in with a cookie sent along with another site’s calls, and serve the session to it', async () => {
    const response = await signInFrom(app.server, portal);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(portal);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=None/);
    expect(cookie).toMatch(/; Secure/);
    // Kept per host site (CHIPS), so a browser that blocks third-party cookies keeps it too.
    expect(cookie).toMatch(/; Partitioned/);

    const session = response.cookies.find((item) => item.name === 'lc_session')!;
    const current = await app.server.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { ...fromPage(portal), cookie: `lc_session=${session.value}` },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ name: 'Morgan Manager', isManager: true });
    expect(current.headers['access-control-allow-origin']).toBe(portal);
    expect(current.headers['access-control-expose-headers']).toMatch(/ETag.*Location/);

    // Signing out from the host page drops the cookie there too: a browser takes a cross-site answer's
    // Set-Cookie only when it is SameSite=None; Secure.
    const logout = await app.server.inject({
      method: 'POST',
      url: '/api/Logout',
      headers: { ...fromPage(portal), cookie: `lc_session=${session.value}` },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = sessionCookieOf(logout.headers['set-cookie']);
    expect(cleared).toMatch(/^lc_session=;.*Max-Age=0/);
    expect(cleared).toMatch(/; SameSite=None/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; Partitioned/);
  });

  it('should let it read a refusal, so its widgets send the host to /login on a 401', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: fromPage(portal) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(portal);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('should answer an OPTIONS that is no preflight as before', async () => {
    const response = await app.server.inject({ method: 'OPTIONS', url: '/api/CurrentUser', headers: fromPage(portal) });
    expect(response.statusCode).toBe(405);
  });
});

describe('given any other origin', () => {
  it.each(unlisted)('should give %s no CORS header and refuse its preflight', async (origin) => {
    const response = await preflight(app.server, origin);
    expect(response.statusCode).not.toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it.each(unlisted)('should refuse a sign-in from %s as cross-site and set no cookie', async (origin) => {
    const response = await signInFrom(app.server, origin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.auth.crossSite });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('should still refuse a cross-site navigation that carries no Origin', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { host, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      payload: { Email: manager.email, Password: manager.password },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('given no EMBED_ORIGINS (the default)', () => {
  it('should refuse every other origin as before, with a SameSite=Lax cookie and no CORS header', async () => {
    const refused = await signInFrom(sameOrigin.server, portal);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(sameOrigin.server, portal)).headers['access-control-allow-origin']).toBeUndefined();

    const own = await sameOrigin.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      payload: { Email: manager.email, Password: manager.password },
    });
    expect(own.statusCode).toBe(200);
    const cookie = sessionCookieOf(own.headers['set-cookie']);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure|; Partitioned/);
    expect(own.headers.vary ?? '').not.toMatch(/Origin/);
  });
});
