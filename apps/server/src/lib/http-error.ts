import { STATUS_CODES } from 'node:http';

/** An error whose status and message are meant for the caller; anything else answers a bare 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22): a value the database cannot hold, such as a NUL character or a
 * number beyond its column. The contract's bounds refuse such values first; one that still gets through is the
 * caller's bad input, not the server's failure.
 */
export function isDataException(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** How long a caller refused for a database fault (or an unready server) is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a database that is going away or cannot take the connection: connection exceptions (class 08),
 * operator intervention (57P01 terminated, 57P02 crash, 57P03 starting up) and too many connections (53300). */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Node's socket errors when the database's address answers nothing, refuses, or drops the connection. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What node-postgres throws when a connection ends under a query, or none can be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout|Client was closed)/;

/**
 * A database that cannot serve the request for now (terminated connections, a restart, a failover, a full or
 * unreachable server): a moment's fault, answered 503 with Retry-After, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  // AggregateError (a host with several addresses refused on each) carries the socket errors inside.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

export function errorBody(statusCode: number, message: string, extra?: Record<string, unknown>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
