import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';

/** How long a client may take and how much it may hold: what stops slow or many connections starving the server. */
export interface ConnectionLimits {
  /** The whole request, headers and body, must have arrived within this; else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive socket between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** Sockets open at once; further ones are dropped as they arrive. */
  maxConnections: number;
  /** Requests one keep-alive socket may carry before the server closes it. */
  maxRequestsPerSocket: number;
  /** The largest request body. */
  bodyLimitBytes: number;
}

/**
 * The defaults, and why: 30 s for a request suits the console's small bodies on a slow line; the keep-alive
 * timeout outlasts the 60 s idle timeout of common load balancers, so they never reuse a socket the server is
 * closing; 1,000 sockets stay below the usual 1,024 open-file limit of one process.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 1000,
  maxRequestsPerSocket: 1000,
  bodyLimitBytes: 1024 * 1024,
};

/** Fastify's options for the limits; Node checks the request timeout every `connectionsCheckingInterval`. */
export function connectionLimitOptions(
  limits: ConnectionLimits,
): Pick<
  FastifyHttpOptions<Server>,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'maxRequestsPerSocket' | 'bodyLimit' | 'http'
> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    bodyLimit: limits.bodyLimitBytes,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.requestTimeoutMs, 60_000),
      // Node's default of 30 s would let a slow request outlive a shorter timeout by that much.
      connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs / 2),
    },
  };
}

/** Caps the sockets open at once (Node drops the ones past the cap as they connect). */
export function capConnections(server: FastifyInstance, limits: ConnectionLimits) {
  server.server.maxConnections = limits.maxConnections;
}
