import { buildPath, type CallDefinition } from '@license-console/domain';
import type { InjectOptions } from 'fastify';

/** What a request to one contract call carries, before it is encoded for the wire. */
export interface CallInput {
  params?: Record<string, string>;
  /** Query values as text; an array repeats the key. */
  query?: Record<string, string | string[]>;
  /** Sent as JSON, or as an HTML form for the calls posted as forms; `undefined` sends no body. */
  body?: unknown;
}

function queryString(query: Record<string, string | string[]> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The inject options of a call as the console's adapter would send it, with any values at all. */
export function callRequest(call: CallDefinition, input: CallInput, cookie?: string): InjectOptions {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const options: InjectOptions = {
    method: call.method,
    url: `${buildPath(call.path, input.params ?? {})}${queryString(input.query)}`,
    headers,
  };
  if (input.body === undefined) return options;
  if (call.bodyEncoding === 'form' && typeof input.body === 'object' && input.body !== null) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = new URLSearchParams(
      Object.entries(input.body).map(([key, value]) => [key, String(value)]),
    ).toString();
  } else {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(input.body);
  }
  return options;
}
