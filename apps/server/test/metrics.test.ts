import { describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { createTestApp, engine } from '../src/test-support/test-app.ts';

const token = 'metrics-token-0123456789abcdefghijklmnopqrstuvwxyz';
const app = await createTestApp({ metricsToken: token });

/** Another server on the same database, closed at once after `use`. */
async function withServer(
  options: Partial<AppOptions>,
  use: (server: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
) {
  const other = await buildApp({ ...options, db: app.db });
  try {
    await use(other);
  } finally {
    await other.server.close();
  }
}

/** GET /metrics as a client at `remoteAddress` with these headers would. */
function scrape(remoteAddress: string, headers: Record<string, string> = {}) {
  return app.server.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

/** The value of one sample line of the text format, e.g. `http_requests_total{...} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('given requests answered', () => {
  it('should count them by method, route pattern and status, with their latency, in the Prometheus text format', async () => {
    for (let index = 0; index < 3; index += 1) await app.server.inject({ method: 'GET', url: '/healthz' });
    await app.server.inject({ method: 'GET', url: '/api/no-such-call?token=secret-value' });
    const response = await scrape('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz",status="200"}'),
    ).toBe(3);
    // A path no route serves is counted without its path, which the client chose.
    expect(sample(text, 'http_requests_total{method="GET",route="none",status="404"}')).toBe(1);
    expect(text).not.toContain('no-such-call');
    expect(text).not.toContain('secret-value');
  });

  it("should report the database's connections, the outbox's depth, the event loop's delay and the memory", async () => {
    const text = (await scrape('127.0.0.1')).body;
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'outbox_messages{status="queued"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_messages{status="failed"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('given a scraper that is not on this machine, or comes through a proxy', () => {
  it.each([
    ['another machine', '10.0.0.7', {}],
    ['a proxy on this machine (X-Forwarded-For)', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
    ['a proxy on this machine (Forwarded)', '127.0.0.1', { forwarded: 'for=203.0.113.9' }],
    ['a proxy on this machine (X-Real-IP)', '::1', { 'x-real-ip': '203.0.113.9' }],
    ['a wrong token', '10.0.0.7', { authorization: `Bearer ${token.slice(0, -1)}x` }],
    ['a token of another length', '10.0.0.7', { authorization: `Bearer ${token}x` }],
    ['the token in another scheme', '10.0.0.7', { authorization: `Basic ${token}` }],
  ])('should answer %s as a path that does not exist', async (_who, address, headers) => {
    const response = await scrape(address, headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  });

  it.each([
    ['a page of another site resolved to this machine (DNS rebinding)', { host: 'attacker.example' }],
    ['a proxy on this machine that adds no forwarding header', { host: 'console.example.com' }],
    ['a look-alike of localhost', { host: 'localhost.attacker.example' }],
    ['a loopback address other than the three', { host: '127.0.0.2:3000' }],
  ])('should answer %s, on loopback without the token, as a path that does not exist', async (_who, headers) => {
    const response = await scrape('127.0.0.1', headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:3000'])(
    'should serve a scraper on loopback that names %s',
    async (host) => {
      const response = await scrape('::1', { host });
      expect(response.statusCode).toBe(200);
    },
  );

  it('should serve the token whatever the case of its scheme', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await scrape('10.0.0.7', { authorization: `${scheme} ${token}` });
      expect(response.statusCode).toBe(200);
    }
  });

  it('should serve the scraper that presents METRICS_TOKEN, from anywhere', async () => {
    const response = await scrape('10.0.0.7', { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_requests_total');
  });
});

describe('given TRUST_PROXY', () => {
  it('should serve no scraper on loopback without the token, and one with it', async () => {
    await withServer({ trustProxy: 1, metricsToken: token }, async (proxied) => {
      const bare = await proxied.server.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(bare.statusCode).toBe(404);
      const presented = await proxied.server.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(presented.statusCode).toBe(200);
    });
  });
});

describe('given a server without METRICS_TOKEN', () => {
  it('should serve no bearer, however it is written', async () => {
    await withServer({}, async (bare) => {
      const response = await bare.server.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.7',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});

describe('given LOG_LEVEL', () => {
  /** The lines a server logging at `level` writes for one request and one line at each level (silent: its start's too). */
  async function linesAt(level: 'debug' | 'info' | 'warn' | 'silent') {
    const lines: string[] = [];
    let started = 0;
    await withServer({ logLevel: level, logger: { write: (line: string) => lines.push(line) } }, async (logged) => {
      // The start's own lines (warnings of settings left to their development defaults) are not this test's.
      started = level === 'silent' ? 0 : lines.length;
      await logged.server.inject({ method: 'GET', url: '/healthz' });
      logged.log.debug('a debug line');
      logged.log.info('an info line');
      logged.log.warn('a warn line');
      logged.log.error('an error line');
    });
    return lines.slice(started).map((line) => JSON.parse(line) as { msg: string });
  }

  it('should write the lines at that level and above, request lines being info lines', async () => {
    expect((await linesAt('debug')).map((line) => line.msg)).toEqual([
      'request',
      'a debug line',
      'an info line',
      'a warn line',
      'an error line',
    ]);
    expect((await linesAt('info')).map((line) => line.msg)).toEqual([
      'request',
      'an info line',
      'a warn line',
      'an error line',
    ]);
    expect((await linesAt('warn')).map((line) => line.msg)).toEqual(['a warn line', 'an error line']);
    expect(await linesAt('silent')).toEqual([]);
  });

  it('should start at info, and refuse a level it does not know', () => {
    expect(readConfig({}).logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'trace' }).logLevel).toBe('trace');
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of trace, debug, info');
  });
});

describe(`given the ${engine} engine`, () => {
  it('should report its connections: PostgreSQL its pools, opened and idle; the embedded engine its one', async () => {
    await app.db.query('select 1');
    const text = (await scrape('127.0.0.1')).body;
    const total = sample(text, 'db_pool_connections{state="total"}');
    const idle = sample(text, 'db_pool_connections{state="idle"}');
    expect(engine === 'postgres' ? total! >= 1 && idle! >= 1 && idle! <= total! : total === 1 && idle === 0).toBe(true);
  });
});
