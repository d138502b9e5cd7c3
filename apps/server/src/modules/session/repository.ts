import type { Database } from '../../db/database.ts';
import { hashToken, newToken } from '../../lib/crypto.ts';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  administrator: boolean;
  isManager: boolean;
  countryCode: string | null;
  phone: string;
}

interface SessionRow extends SessionUser {
  sessionId: number;
  verified: boolean;
}

export interface SessionStore {
  /** Starts a session and answers the bearer token for the cookie (only its hash is stored). */
  create(userId: number, verified: boolean): Promise<string>;
  /** Finds a live session by token and slides its idle expiry; null when unknown or expired. */
  touch(token: string): Promise<{ id: string; verified: boolean; user: SessionUser } | null>;
  end(sessionId: string): Promise<void>;
  endAllFor(userId: number): Promise<void>;
}

/** A session's idle expiry is slid forward only when that gains more than this (or half the idle time, if less). */
const SLIDE_STEP = '1 minute';

export function createSessionStore(db: Database, lifetime: { idleMinutes: number; maxHours: number }): SessionStore {
  const idle = `${lifetime.idleMinutes} minutes`;
  return {
    async create(userId, verified) {
      const token = newToken();
      await db.query(
        `insert into sessions (token_hash, user_id, verified, expires_at, absolute_expires_at)
         values ($1, $2, $3, least(now() + $4::interval, now() + $5::interval), now() + $5::interval)`,
        [hashToken(token), userId, verified, idle, `${lifetime.maxHours} hours`],
      );
      return token;
    },
    async touch(token) {
      // One statement reads and slides. The idle expiry moves forward, never past the absolute one, and only when
      // that gains more than a minute: most requests then write nothing, and a read-only statement commits without
      // waiting on the log. The price is that a session may idle out up to a minute early.
      const [row] = await db.query<SessionRow>(
        `with live as (
           select s.id, s.verified, s.user_id, s.expires_at, least(now() + $2::interval, s.absolute_expires_at) as slid
             from sessions s
            where s.token_hash = $1 and s.expires_at > now() and s.absolute_expires_at > now()
         ), slide as (
           update sessions s set last_seen_at = now(), expires_at = live.slid
             from live
            where s.id = live.id and live.expires_at < live.slid - least(interval '${SLIDE_STEP}', $2::interval / 2)
         )
         select live.id as "sessionId", live.verified, u.id, u.email, u.first_name as "firstName",
                u.last_name as "lastName", u.administrator, u.is_manager as "isManager",
                u.country_code as "countryCode", u.phone
           from live join users u on u.id = live.user_id`,
        [hashToken(token), idle],
      );
      if (!row) return null;
      const { sessionId, verified, ...user } = row;
      return { id: String(sessionId), verified, user: { ...user, id: Number(user.id) } };
    },
    async end(sessionId) {
      await db.query('delete from sessions where id = $1', [sessionId]);
    },
    async endAllFor(userId) {
      await db.query('delete from sessions where user_id = $1', [userId]);
    },
  };
}
