import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { fromThisMachineDirectly } from './development-routes.ts';

/** What the outbox holds: messages waiting to be sent, and messages that failed for good. */
export interface OutboxDepth {
  queued: number;
  failed: number;
}

export interface MetricsOptions {
  db: Database;
  /** The outbox's depth, read when scraped. */
  outboxDepth: () => Promise<OutboxDepth>;
  /** Scrapers that present `Authorization: Bearer <token>` are served from anywhere; without one, loopback only. */
  token?: string | undefined;
  /** A proxy declared (TRUST_PROXY): every request may have come through it, so none is served without the token. */
  behindProxy?: boolean;
}

/** Seconds; from a cached answer's fraction of a millisecond to a slow report's several seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: never its path, which a client chooses (any number of series). */
const NO_ROUTE = 'none';

let processRegistry: Registry | undefined;

/** The process's own metrics (prom-client's defaults), made once however many servers the process builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();

/**
 * Whether the request presents the token. Their SHA-256 digests are compared, in constant time: neither a mismatch's
 * timing nor a length check tells anything of the token. The scheme's name is case-insensitive (RFC 9110).
 */
function presentsToken(request: FastifyRequest, tokenDigest: Buffer | undefined): boolean {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^bearer +(.+)$/i.exec(header) : null;
  if (!tokenDigest || !bearer) return false;
  return timingSafeEqual(digest(bearer[1]!), tokenDigest);
}

/**
 * The Host a scraper on this machine names: localhost or a loopback address, with any port. A page another site
 * serves, whose name was made to resolve to 127.0.0.1 (DNS rebinding), sends its own name instead, and so does a
 * client of a proxy on this machine that adds no forwarding header.
 */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** A scraper on this machine that no proxy forwarded, naming this machine. */
function localScraper(request: FastifyRequest): boolean {
  const host = request.headers.host;
  return fromThisMachineDirectly(request) && typeof host === 'string' && LOOPBACK_HOST.test(host);
}

/**
 * The server's metrics in Prometheus's text format at `GET /metrics`: requests by method, route pattern and status
 * with their latency, the database's connections, the outbox's depth, and the process's own (event-loop delay,
 * memory, CPU, from prom-client's defaults). Served to a scraper presenting METRICS_TOKEN, or, unless a proxy is
 * declared, to one on this machine that no proxy forwarded and that names localhost, 127.0.0.1 or [::1] as its Host;
 * anyone else gets the answer of a path that does not exist.
 *
 * A request costs two lookups in maps and two additions: each method, route and status's counters are made once and
 * kept (prom-client's own lookup by labels builds a string key every time). Everything else is read when scraped.
 */
export function registerMetrics(server: FastifyInstance, { db, outboxDepth, token, behindProxy }: MetricsOptions) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer going out, by method, route pattern and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PostgreSQL: both pools together; the embedded engine has one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'outbox_messages',
    help: 'Messages in the outbox: queued to be sent, or failed for good.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const depth = await outboxDepth();
      this.set({ status: 'queued' }, depth.queued);
      this.set({ status: 'failed' }, depth.failed);
    },
  });

  type Series = { count: Counter.Internal; time: Histogram.Internal<(typeof labelNames)[number]> };
  const series = new Map<string, Map<number, Series>>();
  const observe = (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const key = `${request.method} ${route}`;
    let byStatus = series.get(key);
    if (!byStatus) {
      byStatus = new Map();
      series.set(key, byStatus);
    }
    const status = reply.statusCode;
    let found = byStatus.get(status);
    if (!found) {
      const labels = { method: request.method, route, status: String(status) };
      found = { count: requests.labels(labels), time: durations.labels(labels) };
      byStatus.set(status, found);
    }
    found.count.inc();
    if (request.receivedAt > 0) found.time.observe((performance.now() - request.receivedAt) / 1000);
  };

  const tokenDigest = token ? digest(token) : undefined;
  server.get('/metrics', { config: { withoutSession: true } }, async (request, reply) => {
    const allowed = presentsToken(request, tokenDigest) || (!behindProxy && localScraper(request));
    if (!allowed) return reply.callNotFound();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return Registry.merge([processMetrics(), registry]).metrics();
  });
  return { observe };
}
