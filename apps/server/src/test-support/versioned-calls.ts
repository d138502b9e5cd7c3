import { messages, type PreconditionFailed, preconditionFailedSchema } from '@license-console/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the holder of `cookie`, with an If-Match header when one is given. */
export function versionedCaller(app: TestApp) {
  return (
    cookie: string,
    method: Method,
    url: string,
    payload?: unknown,
    ifMatch?: string,
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { cookie };
    if (ifMatch !== undefined) headers['if-match'] = ifMatch;
    const options: InjectOptions = { method, url, headers };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return app.server.inject(options);
  };
}

/** The ETag of a successful answer, which must be a strong validator naming a version. */
export function etagOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBeLessThan(300);
  const etag = response.headers.etag;
  expect(etag).toMatch(/^"v[1-9][0-9]*"$/);
  return etag as string;
}

/** A 412 in the error shape, carrying the current version, state and last change. */
export function refusedAsStale(response: LightMyRequestResponse): PreconditionFailed {
  expect(response.statusCode, response.body).toBe(412);
  const body = preconditionFailedSchema.parse(response.json());
  expect(body.etag).toBe(`"v${body.version}"`);
  return body;
}

/**
 * Two writers based on one read: the first one's write applies and answers a new ETag; the second one's is refused
 * with 412, whose current state the caller checks; its retry with the ETag the 412 gave applies on top.
 */
export async function secondWriterRefused(steps: {
  read: () => Promise<LightMyRequestResponse>;
  first: (ifMatch: string) => Promise<LightMyRequestResponse>;
  second: (ifMatch: string) => Promise<LightMyRequestResponse>;
}): Promise<{ refusal: PreconditionFailed; retry: LightMyRequestResponse }> {
  const etag = etagOf(await steps.read());
  const first = await steps.first(etag);
  expect(etagOf(first)).not.toBe(etag);
  expect(first.json()).not.toHaveProperty('rowVersion');
  const refusal = refusedAsStale(await steps.second(etag));
  expect(refusal.etag).toBe(first.headers.etag);
  const retry = await steps.second(refusal.etag);
  expect(etagOf(retry)).not.toBe(refusal.etag);
  expect(etagOf(await steps.read())).toBe(retry.headers.etag);
  return { refusal, retry };
}

/**
 * A delete honouring If-Match on a record two people read (`etag`, the version both read): a malformed If-Match is
 * refused with 400, and once `change` has made a newer version, one based on `etag` with 412, the record kept both
 * times; the delete based on the version the 412 gave goes through, answering no ETag. `remove` deletes with the
 * If-Match given; `exists` tells whether the record is still there.
 */
export async function staleDeleteRefused(steps: {
  etag: string;
  change: () => Promise<unknown>;
  remove: (ifMatch: string) => Promise<LightMyRequestResponse>;
  exists: () => Promise<boolean>;
}): Promise<PreconditionFailed> {
  const malformed = await steps.remove('v1');
  expect(malformed.statusCode, malformed.body).toBe(400);
  expect(malformed.json()).toMatchObject({ message: messages.server.ifMatchInvalid });
  await steps.change();
  const refusal = refusedAsStale(await steps.remove(steps.etag));
  expect(refusal.etag).not.toBe(steps.etag);
  expect(await steps.exists()).toBe(true);
  const removed = await steps.remove(refusal.etag);
  expect(removed.statusCode, removed.body).toBe(200);
  expect(removed.headers.etag).toBeUndefined();
  expect(await steps.exists()).toBe(false);
  return refusal;
}
