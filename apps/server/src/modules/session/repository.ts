import type { Queryable } from '../../db/database.ts';
import { createExternalSignInStatements } from './external-repository.ts';

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

/** A live session as a request sees it. */
export interface LiveSession {
  id: string;
  verified: boolean;
  user: SessionUser;
}

export interface SessionLifetime {
  /** Minutes of inactivity after which a session ends. */
  idleMinutes: number;
  /** Hours after sign-in at which a session ends however active it is. */
  maxHours: number;
}

interface SessionRow extends SessionUser {
  sessionId: number;
  verified: boolean;
  /** When the session ends unless used again (its slid idle end, never past its absolute end), ms since the epoch. */
  endsAt: number;
}

export interface LatestCode {
  id: number;
  codeHash: string;
  attempts: number;
  /** Neither used nor expired. */
  live: boolean;
}

/** An attempt counter after counting one attempt. */
export interface AttemptCount {
  hits: number;
  locked: boolean;
  retryAfter: number;
  strikes: number;
}

/** One attempt counter: its key, and the limit, account and client address it counts for. */
export interface AttemptCounter {
  key: string;
  limitName: string;
  /** The lower-cased e-mail address, for a limit that counts per account. */
  account: string | null;
  address: string | null;
}

/** A running lock of a known account's counter. */
export interface AccountLockRow {
  userId: number;
  publicId: string;
  email: string;
  firstName: string;
  lastName: string;
  limitName: string;
  address: string | null;
  lockedUntil: string;
}

/** A session's idle expiry is slid forward only when that gains more than this (or half the idle time, if less). */
const SLIDE_STEP_MS = 60_000;
const SLIDE_STEP = `${SLIDE_STEP_MS} milliseconds`;

/**
 * What the next read of a session must gain before its idle expiry is slid (touchSession): a minute, or half the idle
 * time if that is less. A read within this of the session's end always slides it.
 */
export function slideStepMs(idleMinutes: number): number {
  return Math.min(SLIDE_STEP_MS, (idleMinutes * 60_000) / 2);
}

/**
 * Every statement of signing in and staying signed in: sessions, verification codes, reset tokens, OpenID Connect
 * states, external-login codes, spent request tokens and the attempt counters of the rate limits. Secrets arrive hashed. Built over the database, or over
 * a transaction for a change that spans tables.
 */
export function createSessionRepository(db: Queryable) {
  return {
    ...createExternalSignInStatements(db),
    /**
     * Starts a session and records the sign-in on the account, in one statement; answers false, starting none, for a
     * deactivated account (migration 0029). A deactivation under way holds the account's row: this waits for it and
     * then finds the account deactivated, so no session outlives a deactivation.
     */
    async createSession(
      tokenHash: string,
      userId: number,
      verified: boolean,
      lifetime: SessionLifetime,
    ): Promise<boolean> {
      const rows = await db.query(
        `with account as (
           update users set last_sign_in_at = now() where id = $2 and deactivated_at is null returning id
         )
         insert into sessions (token_hash, user_id, verified, expires_at, absolute_expires_at)
         select $1, account.id, $3, least(now() + $4::interval, now() + $5::interval), now() + $5::interval
           from account
         returning id`,
        [tokenHash, userId, verified, `${lifetime.idleMinutes} minutes`, `${lifetime.maxHours} hours`],
      );
      return rows.length > 0;
    },

    /**
     * Reads a live session and slides its idle expiry, in one statement. The expiry moves forward, never past the
     * absolute one, and only when that gains more than a minute: most requests then write nothing, and a read-only
     * statement commits without waiting on the log. The price is that a session may idle out up to a minute early.
     * Prepared and planned once: the token's unique index serves every value, and planning was most of its time.
     */
    async touchSession(
      tokenHash: string,
      idleMinutes: number,
    ): Promise<{ session: LiveSession; endsAt: number } | null> {
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
         select live.id as "sessionId", live.verified,
                (extract(epoch from case when live.expires_at < live.slid - least(interval '${SLIDE_STEP}', $2::interval / 2)
                  then live.slid else live.expires_at end) * 1000)::float8 as "endsAt",
                u.id, u.email, u.first_name as "firstName",
                u.last_name as "lastName", u.administrator, u.is_manager as "isManager",
                u.country_code as "countryCode", u.phone
           from live join users u on u.id = live.user_id
          where u.deactivated_at is null`,
        [tokenHash, `${idleMinutes} minutes`],
        { prepare: { name: 'session_touch', plan: 'generic' } },
      );
      if (!row) return null;
      const { sessionId, verified, endsAt, ...user } = row;
      return {
        session: { id: String(sessionId), verified, user: { ...user, id: Number(user.id) } },
        endsAt: Number(endsAt),
      };
    },

    async endSession(sessionId: string) {
      await db.query('delete from sessions where id = $1', [sessionId]);
    },

    /** Seconds since the session's latest code was sent; null when none was. */
    async secondsSinceLastCode(sessionId: string): Promise<number | null> {
      const [row] = await db.query<{ age: number }>(
        `select extract(epoch from now() - created_at)::int as age from verification_codes
          where session_id = $1 order by id desc limit 1`,
        [sessionId],
      );
      return row ? row.age : null;
    },

    /** Stores a new code and retires any earlier one of the session (two statements: run it in a transaction). */
    async replaceCode(sessionId: string, channel: 'sms' | 'email', codeHash: string, lifetimeMinutes: number) {
      await db.query('update verification_codes set used_at = now() where session_id = $1 and used_at is null', [
        sessionId,
      ]);
      await db.query(
        `insert into verification_codes (session_id, channel, code_hash, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4))`,
        [sessionId, channel, codeHash, lifetimeMinutes],
      );
    },

    async latestCode(sessionId: string): Promise<LatestCode | null> {
      const [row] = await db.query<LatestCode>(
        `select id, code_hash as "codeHash", attempts, (used_at is null and expires_at > now()) as live
           from verification_codes where session_id = $1 order by id desc limit 1`,
        [sessionId],
      );
      return row ?? null;
    },

    /** Counts one try of a code, atomically, while it has tries left; answers whether it had. */
    async countCodeTry(codeId: number, maxTries: number): Promise<boolean> {
      const rows = await db.query(
        `update verification_codes set attempts = attempts + 1
          where id = $1 and attempts < $2 and used_at is null returning attempts`,
        [codeId, maxTries],
      );
      return rows.length > 0;
    },

    /** Spends a code; answers whether this call spent it (a parallel one may have). */
    async useCode(codeId: number): Promise<boolean> {
      const rows = await db.query(
        'update verification_codes set used_at = now() where id = $1 and used_at is null returning id',
        [codeId],
      );
      return rows.length > 0;
    },

    async addResetToken(tokenHash: string, userId: number, lifetimeMinutes: number) {
      await db.query(
        `insert into reset_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
        [tokenHash, userId, lifetimeMinutes],
      );
    },

    /** An unused, unexpired reset token, with the account it resets (never a deactivated one's). */
    async findResetToken(tokenHash: string): Promise<{ id: number; userId: number; email: string } | null> {
      const [row] = await db.query<{ id: number; userId: number; email: string }>(
        `select t.id, t.user_id as "userId", u.email from reset_tokens t join users u on u.id = t.user_id
          where t.token_hash = $1 and t.used_at is null and t.expires_at > now() and u.deactivated_at is null`,
        [tokenHash],
      );
      return row ? { ...row, id: Number(row.id), userId: Number(row.userId) } : null;
    },

    /** Spends a reset token; answers whether this call spent it (a parallel or earlier reset may have). */
    async claimResetToken(id: number): Promise<boolean> {
      const rows = await db.query(
        'update reset_tokens set used_at = now() where id = $1 and used_at is null and expires_at > now() returning id',
        [id],
      );
      return rows.length > 0;
    },

    /**
     * Holds an account's row until the transaction ends, so password changes of one account run one after another:
     * of two links completed at once, the second finds itself ended by the first.
     */
    async lockAccount(userId: number) {
      await db.query('select id from users where id = $1 for update', [userId]);
    },

    /**
     * Ends all that the account's old password opened or may still open: its sessions (their verification codes
     * with them) but `keepSessionId`, the session of an owner who changed it, every outstanding reset link and every
     * external-login code.
     */
    async endSecretsOf(userId: number, keepSessionId: string | null = null) {
      await db.query('delete from sessions where user_id = $1 and id::text is distinct from $2', [
        userId,
        keepSessionId,
      ]);
      await db.query('update reset_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
      await db.query('update external_login_codes set used_at = now() where user_id = $1 and used_at is null', [
        userId,
      ]);
    },

    /**
     * Counts one attempt on a counter, in one atomic statement, unless it is locked: a window older than
     * `windowSeconds` starts again at one. Answers the count, and whether and how long the counter stays locked
     * (measured from the clock, not the statement's start: one that waited on a parallel lockout never states
     * more than the lockout).
     */
    async countAttempt(counter: AttemptCounter, windowSeconds: number): Promise<AttemptCount> {
      const [row] = await db.query<AttemptCount>(
        `insert into rate_limits as r (key, limit_name, account, address, hits, window_started_at)
         values ($1, $3, $4, $5, 1, now())
         on conflict (key) do update set
           hits = case
             when r.locked_until > now() then r.hits
             when r.window_started_at < now() - make_interval(secs => $2) then 1
             else r.hits + 1 end,
           window_started_at = case
             when r.locked_until > now() then r.window_started_at
             when r.window_started_at < now() - make_interval(secs => $2) then now()
             else r.window_started_at end
         returning hits, coalesce(locked_until > now(), false) as locked, strikes,
                   greatest(0, ceil(extract(epoch from (locked_until - clock_timestamp())))::int) as "retryAfter"`,
        [counter.key, windowSeconds, counter.limitName, counter.account, counter.address],
      );
      return row!;
    },

    /**
     * Locks a key that is not locked yet, for `lockSeconds`, and counts the lockout. Answers when the lock ends,
     * or null when a parallel attempt locked it first.
     */
    async lockAttempts(key: string, lockSeconds: number): Promise<Date | null> {
      const [row] = await db.query<{ until: number }>(
        `update rate_limits set locked_until = now() + make_interval(secs => $2), strikes = strikes + 1,
                                hits = 0, window_started_at = now()
          where key = $1 and (locked_until is null or locked_until <= now())
          returning extract(epoch from locked_until)::float8 as until`,
        [key, lockSeconds],
      );
      return row ? new Date(Number(row.until) * 1000) : null;
    },

    /** Takes one counted attempt back (a success), unless the key is locked: a lock stands until it ends. */
    async refundAttempt(key: string) {
      await db.query(
        `update rate_limits set hits = greatest(hits - 1, 0)
          where key = $1 and (locked_until is null or locked_until <= now())`,
        [key],
      );
    },

    async forgetAttempts(key: string) {
      await db.query('delete from rate_limits where key = $1', [key]);
    },

    /** Seconds until a key's lock ends; 0 when it is not locked. */
    async lockedSeconds(key: string): Promise<number> {
      const [row] = await db.query<{ seconds: number }>(
        `select ceil(extract(epoch from (locked_until - clock_timestamp())))::int as seconds
           from rate_limits where key = $1 and locked_until > now()`,
        [key],
      );
      return row ? Math.max(1, Number(row.seconds)) : 0;
    },

    /** The running locks of the named limits on known accounts, latest ending first. */
    async accountLocks(limitNames: readonly string[]): Promise<AccountLockRow[]> {
      const rows = await db.query<AccountLockRow>(
        `select u.id as "userId", u.public_id as "publicId", u.email, u.first_name as "firstName",
                u.last_name as "lastName", r.limit_name as "limitName", r.address,
                to_char(r.locked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lockedUntil"
           from rate_limits r join users u on lower(u.email) = r.account
          where r.limit_name = any($1::text[]) and r.locked_until > now()
          order by r.locked_until desc, u.email, r.address`,
        [limitNames],
      );
      return rows.map((row) => ({ ...row, userId: Number(row.userId) }));
    },

    /** Forgets an account's counters of the named limits at every address; answers those that were locked. */
    async forgetAccountAttempts(
      account: string,
      limitNames: readonly string[],
    ): Promise<{ limitName: string; address: string | null }[]> {
      const rows = await db.query<{ limitName: string; address: string | null; locked: boolean | null }>(
        `delete from rate_limits where account = $1 and limit_name = any($2::text[])
         returning limit_name as "limitName", address, locked_until > now() as locked`,
        [account, limitNames],
      );
      return rows.filter((row) => row.locked).map(({ limitName, address }) => ({ limitName, address }));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
