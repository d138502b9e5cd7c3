import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { messages } from '@license-console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { developmentRoutesNotice } from '../src/plugins/development-routes.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { freePort, startServerOnTestEngine } from '../src/test-support/server-process.ts';
import { createTestApp, lastOutboxId, nextMessage } from '../src/test-support/test-app.ts';

const app = await createTestApp();
// The same database behind a server started as by default, and one behind a proxy that says the client is local.
const byDefault = await buildApp({ db: app.db });
const proxied = await buildApp({ db: app.db, devRoutes: true, trustProxy: 1 });
afterAll(async () => {
  await byDefault.server.close();
  await proxied.server.close();
});

const DEV_PATHS = ['/dev/outbox', '/dev/sso-demo'];
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('given the environment of a default start', () => {
  it('should bind loopback and leave the development routes off', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.devRoutes).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
  });

  it('should refuse to start with the development routes on in production, saying why', () => {
    expect(() => readConfig({ DEV_ROUTES: 'true', NODE_ENV: 'production' })).toThrow(
      /DEV_ROUTES=true is refused with NODE_ENV=production/,
    );
    expect(() => readConfig({ DEV_ROUTES: 'yes' })).toThrow(/DEV_ROUTES must be true or false/);
  });

  it.each(DEV_PATHS)('should not serve %s, not even to this machine', async (url) => {
    const response = await byDefault.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('should not serve them in production even when asked to', async () => {
    const production = await buildApp({ db: app.db, production: true, devRoutes: true });
    try {
      expect((await production.server.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.server.close();
    }
  });
});

describe('given DEV_ROUTES=true', () => {
  it.each(
    DEV_PATHS.flatMap((url) =>
      ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1'].map((ip) => [url, ip]),
    ),
  )('should answer %s to a client at %s as a path that does not exist', async (url, remoteAddress) => {
    const response = await app.server.inject({ method: 'GET', url, remoteAddress });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('@example.com');
  });

  it('should believe the socket, not an X-Forwarded-For header saying the client is local', async () => {
    const response = await proxied.server.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['forwarded', 'for=127.0.0.1;proto=http'],
    ['x-forwarded-for', '127.0.0.1'],
    ['x-forwarded-host', 'localhost:3000'],
    ['x-real-ip', '127.0.0.1'],
    ['via', '1.1 localhost'],
  ])(
    'should answer a local socket whose request carries %s (a proxy on this machine) as an unknown path',
    async (header, value) => {
      for (const url of DEV_PATHS) {
        const response = await app.server.inject({ method: 'GET', url, headers: { [header]: value } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('@example.com');
      }
    },
  );

  it('should not serve them at all when TRUST_PROXY is set, not even to a local socket without proxy headers', async () => {
    const behindProxy = await buildApp({ db: app.db, devRoutes: true, trustProxy: ['127.0.0.1'] });
    try {
      for (const url of DEV_PATHS) {
        expect((await behindProxy.server.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await behindProxy.server.close();
    }
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('should serve the outbox to this machine (%s)', async (ip) => {
    const response = await app.server.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: ip });
    expect(response.statusCode).toBe(200);
  });
});

describe('given messages in the outbox', () => {
  const victim = demoAccounts.user.email;
  const hostile = '<script>alert(1)</script>';

  async function sendResetMail() {
    const mark = await lastOutboxId(app.db);
    await app.server.inject({ method: 'POST', url: '/api/ForgotPassword', payload: { Email: victim } });
    return nextMessage(app.db, victim, mark);
  }

  it('should show a browser a page, newest first, its links clickable and every value escaped', async () => {
    const body = await sendResetMail();
    const link = /https?:\/\/\S+/.exec(body)![0];
    await app.db.query(
      "insert into outbox (channel, recipient, subject, body) values ('email', $1, $2, 'Hello & welcome')",
      ['later@example.com', hostile],
    );
    const response = await app.server.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: browserAccept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain(`<title>${messages.devOutbox.title}</title>`);
    expect(page).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);
    expect(page).not.toContain('<script');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Hello &amp; welcome');
    expect(page.indexOf('later@example.com')).toBeLessThan(page.indexOf(victim));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('should answer JSON, newest first, to a client that asks for application/json', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { accept: 'application/json' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const entries = response.json() as { id: number; recipient: string; subject: string }[];
    expect(entries[0]).toMatchObject({ recipient: 'later@example.com', subject: hostile });
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => b - a));
  });
});

describe('given a server process with DEV_ROUTES=true on every interface, behind scripts/reverse-proxy.ts', () => {
  const REVERSE_PROXY = fileURLToPath(new URL('../../../scripts/reverse-proxy.ts', import.meta.url));
  let server: Awaited<ReturnType<typeof startServerOnTestEngine>>;
  let proxy: ChildProcess;
  let proxyUrl: string;

  beforeAll(async () => {
    server = await startServerOnTestEngine('lc_dev_routes', { DEV_ROUTES: 'true', HOST: '0.0.0.0' });
    const port = await freePort();
    proxy = spawn(process.execPath, [REVERSE_PROXY, '--port', String(port), '--upstream', server.url], {
      stdio: 'ignore',
    });
    proxyUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await fetch(`${proxyUrl}/healthz`).catch(() => null))?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the reverse proxy did not start');
  }, 60_000);
  afterAll(async () => {
    if (proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await server.stop();
  });

  it('should answer /dev/outbox through the proxy as a path that does not exist, and directly as before', async () => {
    const accept = { accept: 'application/json' };
    const direct = await fetch(`${server.url}/dev/outbox`, { headers: accept });
    expect(direct.status).toBe(200);
    const proxied = await fetch(`${proxyUrl}/dev/outbox`, { headers: accept });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('@example.com');
    expect((await fetch(`${proxyUrl}/dev/sso-demo`)).status).toBe(404);
  });

  it('should warn at start that the outbox is on while the server listens beyond this machine', () => {
    expect(server.output()).toContain('Warning: DEV_ROUTES=true with HOST=0.0.0.0');
  });
});

describe('given the start notice', () => {
  it('should warn for a HOST beyond loopback only, and say when TRUST_PROXY turns the routes off', () => {
    const notice = (host: string, trustProxy: false | number = false) =>
      developmentRoutesNotice({ devRoutes: true, host, port: 3000, trustProxy }).join('\n');
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(notice(host)).not.toContain('Warning');
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) expect(notice(host)).toContain('Warning');
    expect(notice('127.0.0.1', 1)).toContain('ignored with TRUST_PROXY set');
    expect(developmentRoutesNotice({ devRoutes: false, host: '0.0.0.0', port: 3000 })).toEqual([]);
  });
});
