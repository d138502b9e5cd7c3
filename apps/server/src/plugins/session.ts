import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore, SessionUser } from '../modules/session/session-store.ts';

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

/** Reads the session cookie on every request and slides the session's idle expiry forward. */
export function registerSessions(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('session', null);
  // A plain callback hook: a session this process verified recently is there at once, with no promise to wait on.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.withoutSession) return done();
    const token = request.cookies[SESSION_COOKIE];
    const cached = token ? sessions.cached(token) : null;
    if (!token || cached) {
      request.session = cached;
      return done();
    }
    sessions.touch(token).then((session) => {
      request.session = session;
      done();
    }, done);
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
