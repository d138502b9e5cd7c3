import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createConsoleDir, createTestApp } from '../src/test-support/test-app.ts';

const consoleDir = await createConsoleDir();
const app = await createTestApp({ consoleDir, seed: false });
// The same database behind one proxy that terminates TLS.
const proxied = await buildApp({ db: app.db, consoleDir, trustProxy: ['10.0.0.5'] });
afterAll(() => proxied.server.close());

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('given any answer of the server', () => {
  it.each([
    ['the console page', 'GET', '/'],
    ['a hashed asset', 'GET', '/assets/index-AbC12.js'],
    ['an API answer', 'GET', '/api/CurrentUser'],
    ['an unknown API path', 'GET', '/api/NoSuchThing'],
    ['a call refused as cross-site', 'POST', '/api/Authenticate'],
    ['the development outbox', 'GET', '/dev/outbox'],
  ] as const)('should carry the browser security headers on %s', async (_, method, url) => {
    const refused = method === 'POST' ? { headers: { 'sec-fetch-site': 'cross-site' }, payload: {} } : {};
    const response = await app.server.inject({ method, url, ...refused });
    const csp = directives(response.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('style-src-attr')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin']).toContain(response.headers['referrer-policy']);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Set with them, before any check can refuse: a refusal carries an id to quote too.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe('given TLS', () => {
  it('should add HSTS when the trusted proxy says the request came over https', async () => {
    const response = await proxied.server.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('should not believe X-Forwarded-Proto from a client that is not the proxy', async () => {
    const response = await proxied.server.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
