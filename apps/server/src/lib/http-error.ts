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

export function errorBody(statusCode: number, message: string, extra?: Record<string, unknown>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
