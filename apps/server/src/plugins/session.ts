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
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.withoutSession) return;
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await sessions.touch(token) : null;
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
