import type { Database } from '../../db/database.ts';
import type { LiveSession } from './repository.ts';

/** The notification channel of migration 0010: the payload is the id of an account whose sessions changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

interface Entry {
  session: LiveSession;
  /** When this process must ask the database again (ms since the epoch). */
  until: number;
}

export interface SessionCache {
  /** The session of this token, if this process verified it recently and nothing changed it since. */
  get(token: string, now: number): LiveSession | null;
  /** A mark taken before asking the database: `put` keeps nothing if a change was announced since. */
  mark(): number;
  /**
   * Keeps a session the database answered until `until` (its idle or absolute end, or sooner), unless a change was
   * announced after `mark` (the answer may predate it).
   */
  put(token: string, session: LiveSession, until: number, mark: number): void;
  /**
   * Forgets everything, at once: after a change made by this process, whose announcement could otherwise arrive
   * after the client's next request.
   */
  clear(): void;
  /** Forgets a session this process ended, at once (the announcement reaches the other processes). */
  forgetSession(sessionId: string): void;
  /** How many sessions it holds. */
  readonly size: number;
  /** Stops listening. */
  close(): Promise<void>;
}

/** A string of its own with the same characters: a slice of a longer string would keep all of that alive. */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * A per-process cache of verified sessions, so most requests read no session from the database. An entry lives at
 * most `ttlMs` and never past the session's own idle or absolute end. Every process forgets an account's sessions
 * the moment the database announces a change to them (migration 0010's notifications); while notifications may be
 * missed (the listening connection is lost) the cache holds nothing and every request asks the database.
 *
 * Entries are found by the cookie's token itself, so a request this process verified recently pays for no SHA-256
 * (about 1.5 µs of CPU with its string, of a request's 40: bench/current-user.ts). The database keeps only the
 * tokens' hashes; this process holds the tokens its requests' headers carry anyway, and no longer than they are of
 * use: every `ttlMs` the entries whose time is up are dropped, whether or not their token comes again, so a token
 * stays at most twice `ttlMs` (a copy of its own, not a slice that would keep the request's whole Cookie header).
 */
export async function createSessionCache(db: Database, ttlMs: number): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  let listening = false;
  // Counts the announced changes and gaps: an answer read before one of them is never kept.
  let changes = 0;

  const remove = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = byUser.get(entry.session.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) byUser.delete(entry.session.user.id);
  };
  const clear = () => {
    entries.clear();
    byUser.clear();
  };
  const sweep = () => {
    const now = Date.now();
    for (const [token, entry] of entries) if (entry.until <= now) remove(token);
  };
  const sweeper = ttlMs > 0 ? setInterval(sweep, ttlMs) : undefined;
  sweeper?.unref();

  const stop = await db.listen(
    SESSION_CHANGES_CHANNEL,
    (payload) => {
      changes += 1;
      for (const token of byUser.get(Number(payload)) ?? []) remove(token);
    },
    (nowListening) => {
      changes += 1;
      listening = nowListening;
      clear();
    },
  );

  return {
    get(token, now) {
      const entry = entries.get(token);
      if (!entry) return null;
      if (!listening || entry.until <= now) {
        remove(token);
        return null;
      }
      return entry.session;
    },
    mark: () => changes,
    clear() {
      changes += 1;
      clear();
    },
    put(token, session, until, mark) {
      if (!listening || ttlMs <= 0 || mark !== changes) return;
      remove(token);
      const key = ownCopy(token);
      entries.set(key, { session, until: Math.min(until, Date.now() + ttlMs) });
      const tokens = byUser.get(session.user.id) ?? new Set<string>();
      tokens.add(key);
      byUser.set(session.user.id, tokens);
    },
    forgetSession(sessionId) {
      for (const [token, entry] of entries) if (entry.session.id === sessionId) remove(token);
    },
    get size() {
      return entries.size;
    },
    async close() {
      clearInterval(sweeper);
      listening = false;
      clear();
      await stop();
    },
  };
}
