import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@license-console/domain';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { displayName } from '../users/service.ts';
import type { CredentialCheck } from './password-check.ts';

/** How long the support desk accepts the token. */
export const SUPPORT_DESK_TOKEN_SECONDS = 5 * 60;

export interface SupportDeskDeps {
  checkCredentials: CredentialCheck;
  /** The HS256 secret shared with the support desk (SUPPORT_DESK_JWT_SECRET). */
  secret: string | undefined;
  /** Where the browser posts the token: the support desk's JWT sign-in address (SUPPORT_DESK_URL). */
  url: string | undefined;
  production: boolean;
  log: { warn(message: string): void };
}

/** The development stand-in for the support desk (DEV_ROUTES=true), the desk's address when none is set. */
export const DEV_SUPPORT_DESK_PATH = '/dev/support-desk';

/**
 * Support-desk sign-in: after the same password check as the console's sign-in, answers the query-like string
 * `jwt=<token>&url=<desk address>`: an HS256 JWT the browser then posts to the support desk's address, where the
 * desk verifies it with the shared secret. Without a secret or an address it answers 503 before any password check.
 */
export function createSupportDeskService(deps: SupportDeskDeps) {
  let key: Uint8Array | null = deps.secret ? new TextEncoder().encode(deps.secret) : null;
  if (!key && !deps.production) {
    key = randomBytes(32);
    deps.log.warn(
      'SUPPORT_DESK_JWT_SECRET is not set: support-desk tokens are signed with a random per-process secret ' +
        'that no support desk knows (development only; production refuses support-desk sign-in without it)',
    );
  }

  return {
    async authenticateZendesk(email: string, password: string, address: string, session: SessionContext | null) {
      if (!key || !deps.url) throw new HttpError(503, messages.auth.supportDeskNotConfigured);
      const account = await deps.checkCredentials(email, password, address, session);
      const token = await new SignJWT({ email: account.email, name: displayName(account) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${SUPPORT_DESK_TOKEN_SECONDS}s`)
        .setJti(randomUUID())
        .sign(key);
      return new URLSearchParams({ jwt: token, url: deps.url }).toString();
    },

    /** The token's claims when this server signed it and it has not expired; throws otherwise. */
    async verify(token: string) {
      if (!key) throw new HttpError(503, messages.auth.supportDeskNotConfigured);
      return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
    },
  };
}

/**
 * Development only: a stand-in support desk at DEV_SUPPORT_DESK_PATH that takes the console's form post (jwt and
 * return_to, as a real desk's JWT sign-in does) and answers the token's verified claims, or why it refused it.
 */
export function registerSupportDeskStandIn(server: FastifyInstance, supportDesk: SupportDeskService) {
  server.post<{ Body: { jwt?: unknown; return_to?: unknown } }>(DEV_SUPPORT_DESK_PATH, async (request, reply) => {
    const { jwt, return_to: returnTo } = request.body ?? {};
    reply.header('cache-control', 'no-store');
    try {
      if (typeof jwt !== 'string') throw new Error('no jwt field');
      const claims = await supportDesk.verify(jwt);
      return { desk: 'development stand-in', verified: true, claims, returnTo: returnTo ?? null };
    } catch (error) {
      return reply.code(401).send({ desk: 'development stand-in', verified: false, reason: String(error) });
    }
  });
}

export type SupportDeskService = ReturnType<typeof createSupportDeskService>;
