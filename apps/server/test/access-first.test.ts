import { type CallDefinition, defineCall, MAX_UPLOAD_BYTES, messages, routeKey } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type ContractRoute, registerContractRoutes, serve } from '../src/plugins/contract-routes.ts';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { createTestApp, signIn } from '../src/test-support/test-app.ts';
import { callRequest } from './contract-request.ts';
import { changedTables, storedRowsReader } from './stored-rows.ts';

const app = await createTestApp();
const storedRows = await storedRowsReader(app.db);

// A route whose two calls need different sessions (told apart by their bodies), added before the app serves: the
// route as a whole cannot refuse a caller, so each call checks for itself.
const mixedCall = (body: z.ZodMiniObject) =>
  defineCall({ method: 'POST', path: '/api/TestMixedAccess', summary: 'test', body, response: z.object({}) });
await registerContractRoutes(
  app.server,
  [
    serve(mixedCall(z.object({ open: z.string() })), 'public', async () => ({})),
    serve(mixedCall(z.object({ closed: z.string() })), 'user', async () => ({})),
  ],
  { validateResponses: true },
);
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);

const NUL = '\u0000';
/** Every part of a request wrong: ids the server never issues, a control character, a 300,000-character value. */
const badInput = (call: CallDefinition) => ({
  params: Object.fromEntries((call.path.match(/\{(\w+)\}/g) ?? []).map((name) => [name.slice(1, -1), NUL])),
  query: { pageSize: '-1', pageNumber: 'x', filter: NUL },
  body: call.body === undefined ? undefined : { unexpected: 'x'.repeat(300_000), Email: NUL },
});

/** The routes whose every call needs a session: a caller without one is refused before anything is read. */
const byRoute = new Map<string, ContractRoute[]>();
for (const route of app.routes)
  byRoute.set(routeKey(route.call), [...(byRoute.get(routeKey(route.call)) ?? []), route]);
const signedInOnly = [...byRoute.values()]
  .filter((group) => group.every((route) => route.access !== 'public'))
  .map((group) => group[0]!.call);

describe('given an anonymous caller with bad input, on every call that needs a session', () => {
  it('should hold enough calls to mean something', () => {
    expect(signedInOnly.length).toBeGreaterThan(40);
  });

  it.each(signedInOnly.map((call) => [`${call.method} ${call.path}`, call] as const))(
    'should answer %s 401 as not signed in, naming no field, and change nothing',
    async (_, call) => {
      const before = await storedRows();
      const response = await app.server.inject(callRequest(call, badInput(call)));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: messages.auth.notSignedIn });
      expect(changedTables(before, await storedRows())).toEqual([]);
    },
  );
});

describe('given an anonymous upload past the file limit', () => {
  it('should refuse it as not signed in, not as too large: the file is never read', async () => {
    const upload = signedInOnly.find((call) => call.bodyEncoding === 'multipart')!;
    const boundary = 'b';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\n\r\n`),
      Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 'a'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.server.inject({
      method: upload.method,
      url: callRequest(upload, badInput(upload)).url as string,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.auth.notSignedIn });
  });
});

describe('given a route whose calls need different sessions', () => {
  const post = (body: unknown, cookie?: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/TestMixedAccess',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });

  it('should serve its public call to anyone', async () => {
    expect((await post({ open: 'x' })).statusCode).toBe(200);
  });

  it('should refuse its signed-in call to an anonymous caller, and serve it to a signed-in one', async () => {
    const anonymous = await post({ closed: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: messages.auth.notSignedIn });
    expect((await post({ closed: 'x' }, admin)).statusCode).toBe(200);
  });
});
