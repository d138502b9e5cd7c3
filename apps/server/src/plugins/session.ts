import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore, SessionUser } from '../modules/session/session-store.ts';
import { clearCookie, readCookie, setCookie } from './cookies.ts';

export const SESSION_COOKIE = 'lc_session';

export interface SessionContext {
  id: string;
  verified: boolean;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never reads the session (health probes): its cookie is not looked up, so no database is asked. */
    withoutSession?: boolean;
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
  if (request.routeOptions.config.withoutSession) return done();
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  const cached = token ? sessions.cached(token) : null;
  if (!token || cached) {
    request.session = cached;
    return done();
  }
  sessions.touch(token).then((session) => {
    request.session = session;
    done();
  }, done);
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
