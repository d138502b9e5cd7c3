import { type CurrentUser, peopleMessages } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { hashToken, newToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import { displayName } from '../users/service.ts';
import {
  createSessionRepository,
  type LiveSession,
  type SessionLifetime,
  type SessionUser,
  slideStepMs,
} from './repository.ts';
import type { SessionCache } from './session-cache.ts';

export type { LiveSession, SessionLifetime, SessionUser };

export interface SessionStore {
  /**
   * Starts a session and answers the bearer token for the cookie (only its hash is stored); a deactivated account
   * gets none (403 `signInDeactivated`), whichever way it signed in.
   */
  create(userId: number, verified: boolean): Promise<string>;
  /**
   * Finds a live session by token in the database, slides its idle expiry and keeps it in this process's cache; null
   * when unknown or expired. Asked after `cached` answered null: it does not look in the cache again.
   */
  touch(token: string): Promise<LiveSession | null>;
  /**
   * The session of this token if this process verified it recently and nothing changed it since, without asking the
   * database; null when `touch` must ask.
   */
  cached(token: string): LiveSession | null;
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

/**
 * Sessions with this server's lifetimes; every request's checks read them (app.ts, readSession), through this
 * process's cache of recently verified sessions when there is one.
 */
export function createSessionStore(db: Queryable, lifetime: SessionLifetime, cache?: SessionCache): SessionStore {
  const sessions = createSessionRepository(db);
  const store: SessionStore = {
    async create(userId, verified) {
      const token = newToken();
      if (!(await sessions.createSession(hashToken(token), userId, verified, lifetime))) {
        throw new HttpError(403, peopleMessages.signInDeactivated);
      }
      return token;
    },
    cached(token) {
      return cache?.get(token, Date.now()) ?? null;
    },
    async touch(token) {
      const mark = cache?.mark() ?? 0;
      const found = await sessions.touchSession(hashToken(token), lifetime.idleMinutes);
      if (!found) return null;
      // Kept no later than the last moment a read would not slide the idle expiry: a session in use is read from the
      // database again in time to slide it (answers from the cache slide nothing), and never outlives its end.
      cache?.put(token, found.session, found.endsAt - slideStepMs(lifetime.idleMinutes), mark);
      return found.session;
    },
    async end(sessionId) {
      cache?.forgetSession(sessionId);
      await sessions.endSession(sessionId);
      // Again: a request of this process may have read it back before the delete committed.
      cache?.forgetSession(sessionId);
    },
    async open(userId, verified) {
      const token = await store.create(userId, verified);
      const session = await store.touch(token);
      if (!session) throw new Error('A new session could not be read back');
      return { token, currentUser: toCurrentUser(session.user, session.verified) };
    },
  };
  return store;
}
