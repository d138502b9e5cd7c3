import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { LIMITS } from '../src/modules/session/rate-limit.ts';
import { createTestApp } from '../src/test-support/test-app.ts';

const proxy = '10.0.0.5';
const client = '203.0.113.7';
const app = await createTestApp({ seed: false });

/** A server behind the proxies TRUST_PROXY names, with a route that answers the client address it sees. */
async function behind(trustProxy: string | undefined) {
  const server = (await buildApp({ db: app.db, trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy }))
    .server;
  server.get('/test/client-address', async (request) => ({ ip: request.ip }));
  return server;
}

/** The request as the proxy forwards it: whatever the client wrote in X-Forwarded-For, then the client's address. */
function forwarded(spoofed: string) {
  return { remoteAddress: proxy, headers: { 'x-forwarded-for': `${spoofed}, ${client}` } };
}

describe('given TRUST_PROXY', () => {
  it('should refuse true, saying what to set instead', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.5/);
  });

  it('should take a hop count or a list of addresses and ranges', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: '0' })).toThrow(/at least 1/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/hop count or a comma-separated list/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it.each(['1', proxy, '10.0.0.0/8'])(
    'should take the address the trusted proxy saw (TRUST_PROXY=%s), not the left-most entry',
    async (trustProxy) => {
      const server = await behind(trustProxy);
      try {
        for (const spoofed of ['198.51.100.1', '198.51.100.2', '127.0.0.1']) {
          const response = await server.inject({ method: 'GET', url: '/test/client-address', ...forwarded(spoofed) });
          expect(response.json()).toEqual({ ip: client });
        }
      } finally {
        await server.close();
      }
    },
  );

  it('should ignore X-Forwarded-For from a client that is not one of the listed proxies', async () => {
    const server = await behind(proxy);
    try {
      const response = await server.inject({
        method: 'GET',
        url: '/test/client-address',
        remoteAddress: client,
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(response.json()).toEqual({ ip: client });
    } finally {
      await server.close();
    }
  });
});

describe('given one client spoofing a new address per request behind one proxy hop', () => {
  it('should still stop it at the per-address sign-in limit, and only it', async () => {
    const server = await behind('1');
    try {
      const { limit } = LIMITS.signInPerAddress;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= limit + 2; attempt += 1) {
        const response = await server.inject({
          method: 'POST',
          url: '/api/Authenticate',
          payload: { Email: `spoof-${attempt}@example.com`, Password: 'wrong-password' },
          ...forwarded(`198.51.100.${attempt % 250}`),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(limit)).toEqual([429, 429, 429]);
      // Another client behind the same proxy is not affected.
      const neighbour = await server.inject({
        method: 'POST',
        url: '/api/Authenticate',
        payload: { Email: 'neighbour@example.com', Password: 'wrong-password' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(neighbour.statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });
});
