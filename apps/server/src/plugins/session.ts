import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The value of the first cookie of this name in a Cookie header, as @fastify/cookie's parser reads it (names and
 * values trimmed of spaces and tabs, a value with `%` URL-decoded when it decodes), without parsing the rest: the
 * server reads at most one cookie of a request, so no request pays for an object of them all (the plugin's parsing
 * hook is off).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  const length = header.length;
  let index = 0;
  while (index < length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = length;
    if (equals > end) {
      // Pairs without `=`: straight to the last `;` before this `=` (the same answer as pair by pair, in one step).
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    const start = skipBlanks(header, index, equals);
    if (trimEnd(header, start, equals) - start === name.length && header.startsWith(name, start)) {
      const valueStart = skipBlanks(header, equals + 1, end);
      return decodeCookieValue(header.slice(valueStart, trimEnd(header, valueStart, end)));
    }
    index = end + 1;
  }
  return undefined;
}

const isBlank = (code: number) => code === 32 || code === 9;

function skipBlanks(text: string, start: number, end: number) {
  let index = start;
  while (index < end && isBlank(text.charCodeAt(index))) index += 1;
  return index;
}

function trimEnd(text: string, start: number, end: number) {
  let index = end;
  while (index > start && isBlank(text.charCodeAt(index - 1))) index -= 1;
  return index;
}

function decodeCookieValue(value: string) {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
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
