import { messages } from '@license-console/domain';
import { HttpError } from '../../lib/http-error.ts';
import type { AccountLockRow, SessionRepository } from './repository.ts';

/** The statements the limiter counts with (the session repository's). */
type AttemptCounters = Pick<
  SessionRepository,
  | 'countAttempt'
  | 'lockAttempts'
  | 'refundAttempt'
  | 'forgetAttempts'
  | 'lockedSeconds'
  | 'accountLocks'
  | 'forgetAccountAttempts'
>;

/** What one counter counts per: a client address, an account, an (account, address) pair, or a session. */
export type LimitSubjectKind = 'address' | 'account' | 'pair' | 'session';

export interface LimitPolicy {
  per: LimitSubjectKind;
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** The first lockout once the limit is passed; each further lockout doubles it, up to maxLockSeconds. */
  lockSeconds: number;
  maxLockSeconds: number;
  /** The answer while locked, given the minutes left; too many attempts unless told. */
  refusal?: (minutes: number) => string;
}

/** Who an attempt is counted for; a limit reads the parts its `per` names. */
export interface LimitSubject {
  /** The e-mail address as typed: unknown accounts are counted exactly like known ones. */
  account?: string;
  address?: string;
  session?: string;
}

export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
  /** When this very attempt started a lockout: its end (a parallel attempt never starts the same one twice). */
  lockedUntil: Date | null;
}

/** One counter: its key, and the limit, account and address it belongs to (for listing and lifting locks). */
export interface LimitCounter {
  key: string;
  name: LimitName;
  account: string | null;
  address: string | null;
}

/** A running lock of a known account. */
export type AccountLockEntry = Omit<AccountLockRow, 'limitName'> & { limitName: AccountLockName };

/**
 * Attempt counters kept in the database, so every server process shares them. Counting happens before the
 * attempt is checked, in one atomic statement: however many requests arrive at once, at most `limit` of them
 * in a window are ever allowed through.
 */
export function createRateLimiter(attempts: AttemptCounters) {
  return {
    async consume(counter: LimitCounter, policy: LimitPolicy): Promise<LimitDecision> {
      const row = await attempts.countAttempt(
        { key: counter.key, limitName: counter.name, account: counter.account, address: counter.address },
        policy.windowSeconds,
      );
      if (row.locked) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retryAfter)), lockedUntil: null };
      }
      if (row.hits <= policy.limit) return { allowed: true, retryAfterSeconds: 0, lockedUntil: null };
      const lockSeconds = Math.min(policy.lockSeconds * 2 ** Number(row.strikes), policy.maxLockSeconds);
      // Only the attempt that finds the key unlocked starts the lockout; a parallel one finds it locked.
      const lockedUntil = await attempts.lockAttempts(counter.key, lockSeconds);
      return { allowed: false, retryAfterSeconds: lockSeconds, lockedUntil };
    },

    /** Seconds until a counter's lockout ends; 0 when it is not locked. Counts nothing. */
    lockedFor: (counter: LimitCounter) => attempts.lockedSeconds(counter.key),

    /**
     * Gives back the attempt a success used: the limits bound guesses, not the sign-ins of an office behind one
     * address or of a user who signs in often. Counting stays before the check, so parallel guesses are still held.
     */
    refund: (counter: LimitCounter) => attempts.refundAttempt(counter.key),

    /** Forgets a counter's attempts and lockouts (after a successful attempt). */
    reset: (counter: LimitCounter) => attempts.forgetAttempts(counter.key),

    /** The running locks that keep a known account out, latest ending first. */
    async accountLocks(): Promise<AccountLockEntry[]> {
      // The statement answers the limits it was asked for only.
      return (await attempts.accountLocks(ACCOUNT_LOCKS)) as AccountLockEntry[];
    },

    /** Forgets an account's counters of every limit that locks it, at every address; answers the running locks. */
    async releaseAccount(account: string) {
      const released = await attempts.forgetAccountAttempts(normalizeAccount(account), ACCOUNT_LOCKS);
      return released as { limitName: AccountLockName; address: string | null }[];
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The defaults; the README's "Brute-force defence" table gives the reasons. A single address gets a few free
 * tries per account and then growing waits that lock only that (account, address) pair, so an attacker elsewhere
 * never locks the real user out. Across every address an account takes many more failures before a short lock
 * that a completed reset or an administrator lifts. Unknown accounts count exactly like known ones.
 */
export const LIMITS = {
  signInPerAddress: {
    per: 'address',
    limit: 50,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    maxLockSeconds: 24 * HOUR,
  },
  signInPerPair: {
    per: 'pair',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 5 * MINUTE,
    maxLockSeconds: 30 * MINUTE,
  },
  signInPerAccount: {
    per: 'account',
    limit: 30,
    windowSeconds: HOUR,
    lockSeconds: 15 * MINUTE,
    maxLockSeconds: 30 * MINUTE,
    refusal: messages.auth.accountLocked,
  },
  codePerAddress: {
    per: 'address',
    limit: 50,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    maxLockSeconds: 24 * HOUR,
  },
  codePerAccount: {
    per: 'account',
    limit: 20,
    windowSeconds: 24 * HOUR,
    lockSeconds: 24 * HOUR,
    maxLockSeconds: 24 * HOUR,
    refusal: messages.auth.codeChecksLocked,
  },
  sendCodePerSession: { per: 'session', limit: 5, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: 24 * HOUR },
  forgotPerAccount: { per: 'account', limit: 3, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: 24 * HOUR },
  forgotPerAddress: { per: 'address', limit: 20, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: 24 * HOUR },
  resetPerAddress: {
    per: 'address',
    limit: 20,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    maxLockSeconds: 24 * HOUR,
  },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMITS;

/** The limits whose locks keep one account out: listed for administrators, lifted by a completed reset or Unlock. */
export const ACCOUNT_LOCKS = [
  'signInPerPair',
  'signInPerAccount',
  'codePerAccount',
] as const satisfies readonly LimitName[];

export type AccountLockName = (typeof ACCOUNT_LOCKS)[number];

function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}

function required(part: string | undefined, name: LimitName, what: string): string {
  if (part === undefined) throw new Error(`The limit ${name} counts per ${what}`);
  return part;
}

/** The counter of one limit for one subject; e-mail addresses count in any letter case. */
export function counterOf(name: LimitName, subject: LimitSubject): LimitCounter {
  const { per } = LIMITS[name] as LimitPolicy;
  const account =
    per === 'account' || per === 'pair' ? normalizeAccount(required(subject.account, name, 'account')) : null;
  const address = per === 'address' || per === 'pair' ? required(subject.address, name, 'address') : null;
  const session = per === 'session' ? required(subject.session, name, 'session') : null;
  // A client address holds no space, so an (account, address) key cannot be read two ways.
  const key = `${name}:${[account, address, session].filter((part) => part !== null).join(' ')}`;
  return { key, name, account, address };
}

/** The 429 of a running lockout, its wait stated in whole minutes. */
function refusalOf(name: LimitName, retryAfterSeconds: number): HttpError {
  const policy: LimitPolicy = LIMITS[name];
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(429, (policy.refusal ?? messages.auth.tooManyAttempts)(minutes), { retryAfterSeconds });
}

/**
 * Counts one attempt against a limit; 429 with the wait once the limit is used up. `onLocked` hears of a lockout
 * once, from the attempt that started it.
 */
export async function enforceLimit(
  limiter: RateLimiter,
  name: LimitName,
  subject: LimitSubject,
  onLocked?: (lockedUntil: Date) => void,
): Promise<void> {
  const decision = await limiter.consume(counterOf(name, subject), LIMITS[name]);
  if (decision.allowed) return;
  if (decision.lockedUntil && onLocked) onLocked(decision.lockedUntil);
  throw refusalOf(name, decision.retryAfterSeconds);
}

/** 429 while a limit's lockout runs, counting nothing (for a step that comes before the counted one). */
export async function refuseWhileLocked(limiter: RateLimiter, name: LimitName, subject: LimitSubject): Promise<void> {
  const seconds = await limiter.lockedFor(counterOf(name, subject));
  if (seconds > 0) throw refusalOf(name, seconds);
}
