import { messages } from '@license-console/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { SessionStore, SessionUser } from '../modules/session/session-store.ts';
import { clearCookie, readCookie, setCookie } from './cookies.ts';

export const SESSION_COOKIE = 'lc_session';

/** Who may call a route: anyone, a session still needing its verification code, or a signed-in user. */
export type Access = 'public' | 'pending' | 'user';

export interface SessionContext {
  id: string;
  verified: boolean;
  user: SessionUser;
  /** The API token the request came with (`Authorization: Bearer`); unset for a cookie's session. */
  apiTokenId?: string;
}

/** Reads an API token: the caller it acts for, or a refusal (401, or 429 once wrong tokens used up the limit). */
export interface BearerAuth {
  authenticate(token: string, request: FastifyRequest): Promise<SessionContext>;
}

/** The token of an `Authorization: Bearer` header; undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return header.slice(7).trim();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never reads the session (health probes): its cookie is not looked up, so no database is asked. */
    withoutSession?: boolean;
    /**
     * The session every call of the route needs: a caller without it is refused (401) as the session is read, before
     * the request's body is read or checked. 'public' or unset: each call decides (accessRefusal).
     */
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /** The session cookie goes along with a listed host page's calls (EMBED_ORIGINS): SameSite=None; Secure. */
    crossSiteCookies: boolean;
  }
}

/**
 * Reads the caller: an API token when the request carries one (the cookie is then never read), else the session
 * cookie, sliding its session's idle expiry forward. The last of every request's checks (app.ts),
 * the one that may wait on the database. A session this process verified recently is there at once, with no promise
 * to wait on.
 */
export function readSession(
  sessions: SessionStore,
  bearer: BearerAuth,
  request: FastifyRequest,
  done: (error?: Error) => void,
) {
  const { withoutSession, access, changesState } = request.routeOptions.config;
  if (withoutSession) return done();
  const apiToken = bearerToken(request);
  if (apiToken !== undefined) {
    // A token is verified already: the steps that send and check a sign-in's code belong to a browser's session.
    if (access === 'pending' && changesState) return done(new HttpError(403, messages.app.accessDenied));
    bearer.authenticate(apiToken, request).then((session) => {
      request.session = session;
      done();
    }, done);
    return;
  }
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  const cached = token ? sessions.cached(token) : null;
  if (!token || cached) {
    request.session = cached;
    return done(accessRefusal(access, cached));
  }
  sessions.touch(token).then((session) => {
    request.session = session;
    done(accessRefusal(access, session));
  }, done);
}

/** Why `session` may not make a call that needs `access` (401), if it may not. */
export function accessRefusal(access: Access | undefined, session: SessionContext | null): HttpError | undefined {
  if (access === undefined || access === 'public') return undefined;
  if (!session) return new HttpError(401, messages.auth.notSignedIn);
  if (access === 'user' && !session.verified) return new HttpError(401, messages.auth.verificationNeeded);
  return undefined;
}

/**
 * SameSite=Lax, Secure over TLS; with host pages listed (EMBED_ORIGINS), SameSite=None; Secure, which a browser
 * needs to send the cookie with another site's calls and to take it from their answers (the sign-in's and the
 * sign-out's alike), and Partitioned: kept apart for each top-level site, which a browser that blocks third-party
 * cookies (Chrome's incognito windows, the Chromium the journeys drive) still keeps. Secure over plain HTTP is kept
 * by a browser for localhost only.
 */
function sessionCookieOptions(request: FastifyRequest) {
  return request.server.crossSiteCookies
    ? ({ sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ sameSite: 'lax', secure: request.protocol === 'https' } as const);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  setCookie(reply, SESSION_COOKIE, token, { httpOnly: true, path: '/', ...sessionCookieOptions(request) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(reply, SESSION_COOKIE, { path: '/', ...sessionCookieOptions(request) });
}
