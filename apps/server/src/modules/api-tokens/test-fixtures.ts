import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { createTestApp } from '../../test-support/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** How a test call authenticates: a session cookie, an API token, or nothing. */
export type Credential = { cookie: string } | { token: string } | null;

/** Calls the app with a credential, a JSON body and extra headers (an Origin, a client address). */
export function tokenCaller(app: Pick<TestApp, 'server'>) {
  return (
    credential: Credential,
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    if (credential && 'cookie' in credential) headers.cookie = credential.cookie;
    if (credential && 'token' in credential) headers.authorization = `Bearer ${credential.token}`;
    const inject: InjectOptions = { method, url, headers };
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    if (options.remoteAddress) inject.remoteAddress = options.remoteAddress;
    return app.server.inject(inject);
  };
}

/** Creates a token as the holder of `cookie`; answers the created token (the secret included). */
export async function createToken(
  app: Pick<TestApp, 'server'>,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; token: string; role: string; name: string }> {
  const response = await tokenCaller(app)({ cookie }, 'POST', '/api/ApiTokens', {
    body: { name: 'CI script', expiresInDays: 30, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`token not created: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The audit entries of one token, oldest first. */
export function tokenAudit(app: Pick<TestApp, 'db'>, publicId: string) {
  return app.db.query<{ action: string; actorId: string; after: Record<string, unknown> | null }>(
    `select action, actor_id::text as "actorId", after from audit_log
      where entity = 'api-token' and entity_id = $1 order by id`,
    [publicId],
  );
}
