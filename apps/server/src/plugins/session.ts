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
}

/**
 * Reads the session cookie and slides the session's idle expiry forward: the last of every request's checks (app.ts),
 * the one that may wait on the database. A session this process verified recently is there at once, with no promise
 * to wait on.
 */
export function readSession(sessions: SessionStore, request: FastifyRequest, done: (error?: Error) => void) {
  const { withoutSession, access } = request.routeOptions.config;
  if (withoutSession) return done();
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

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  setCookie(reply, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  clearCookie(reply, SESSION_COOKIE, { path: '/' });
}
