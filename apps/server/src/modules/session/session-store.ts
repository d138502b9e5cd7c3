import type { CurrentUser } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { hashToken, newToken } from '../../lib/crypto.ts';
import { displayName } from '../users/service.ts';
import { createSessionRepository, type LiveSession, type SessionLifetime, type SessionUser } from './repository.ts';

export type { LiveSession, SessionLifetime, SessionUser };

export interface SessionStore {
  /** Starts a session and answers the bearer token for the cookie (only its hash is stored). */
  create(userId: number, verified: boolean): Promise<string>;
  /** Finds a live session by token and slides its idle expiry; null when unknown or expired. */
  touch(token: string): Promise<LiveSession | null>;
  end(sessionId: string): Promise<void>;
  /** Starts a session and answers its token with the signed-in user as the console reads it. */
  open(userId: number, verified: boolean): Promise<{ token: string; currentUser: CurrentUser }>;
}

export function toCurrentUser(user: SessionUser, verified: boolean): CurrentUser {
  return {
    name: displayName(user),
    administrator: user.administrator,
    isManager: user.isManager,
    needVerification: !verified,
    sms: user.phone !== '',
    countryCode: user.countryCode,
  };
}

/** Sessions with this server's lifetimes; the session cookie plugin reads them on every request. */
export function createSessionStore(db: Queryable, lifetime: SessionLifetime): SessionStore {
  const sessions = createSessionRepository(db);
  const store: SessionStore = {
    async create(userId, verified) {
      const token = newToken();
      await sessions.createSession(hashToken(token), userId, verified, lifetime);
      return token;
    },
    touch: (token) => sessions.touchSession(hashToken(token), lifetime.idleMinutes),
    end: (sessionId) => sessions.endSession(sessionId),
    async open(userId, verified) {
      const token = await store.create(userId, verified);
      const session = await store.touch(token);
      if (!session) throw new Error('A new session could not be read back');
      return { token, currentUser: toCurrentUser(session.user, session.verified) };
    },
  };
  return store;
}
