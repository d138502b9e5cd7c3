import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/http-error.ts';

/** How long readiness waits for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 2000;

export interface HealthOptions {
  db: Queryable;
  /** True once shutdown has begun: readiness then answers 503, so a proxy stops sending new requests. */
  shuttingDown: () => boolean;
  timeoutMs?: number;
}

/** Why the server is not ready, in words an operator can act on; no versions, names or internals. */
const NOT_READY = {
  shuttingDown: 'shutting down',
  database: 'the database does not answer',
  slowDatabase: 'the database did not answer in time',
  migrations: 'the database schema is not current',
} as const;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The reason the server cannot take traffic now, or null when it can. */
async function notReadyBecause({ db, shuttingDown, timeoutMs = READINESS_TIMEOUT_MS }: HealthOptions) {
  if (shuttingDown()) return NOT_READY.shuttingDown;
  try {
    const pending = await withTimeout(pendingMigrations(db), timeoutMs);
    if (pending === 'timeout') return NOT_READY.slowDatabase;
    return pending.length > 0 ? NOT_READY.migrations : null;
  } catch {
    return NOT_READY.database;
  }
}

/**
 * The probes an operator (or an orchestrator, or a proxy) asks: `GET /healthz`, the process is up, answered without
 * touching the database; `GET /readyz`, the database answers and its schema is current, else 503 with the reason.
 * Neither needs a session (the session cookie is not even looked up), and neither is cached.
 */
export function registerHealthRoutes(server: FastifyInstance, options: HealthOptions) {
  const config = { withoutSession: true };
  server.get('/healthz', { config }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  server.get('/readyz', { config }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = await notReadyBecause(options);
    if (reason)
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', reason });
    return { status: 'ready' };
  });
}
