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

export function errorBody(statusCode: number, message: string, extra?: Record<string, unknown>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
