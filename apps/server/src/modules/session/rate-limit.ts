import { messages } from '@license-console/domain';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionRepository } from './repository.ts';

/** The statements the limiter counts with (the session repository's). */
type AttemptCounters = Pick<SessionRepository, 'countAttempt' | 'lockAttempts' | 'forgetAttempts'>;

export interface LimitPolicy {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** The first lockout once the limit is passed; each further lockout doubles it, up to maxLockSeconds. */
  lockSeconds: number;
  maxLockSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Attempt counters kept in the database, so every server process shares them. Counting happens before the
 * attempt is checked, in one atomic statement: however many requests arrive at once, at most `limit` of them
 * in a window are ever allowed through.
 */
export function createRateLimiter(attempts: AttemptCounters) {
  return {
    async consume(key: string, policy: LimitPolicy): Promise<LimitDecision> {
      const row = await attempts.countAttempt(key, policy.windowSeconds);
      if (row.locked) return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retryAfter)) };
      if (row.hits <= policy.limit) return { allowed: true, retryAfterSeconds: 0 };
      const lockSeconds = Math.min(policy.lockSeconds * 2 ** Number(row.strikes), policy.maxLockSeconds);
      await attempts.lockAttempts(key, lockSeconds);
      return { allowed: false, retryAfterSeconds: lockSeconds };
    },
    /** Forgets a key's attempts and lockouts (after a successful sign-in). */
    async reset(key: string) {
      await attempts.forgetAttempts(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The defaults, and why. Per account: few enough guesses that a password meeting the policy cannot be found
 * online, with lockouts that double so a patient attacker gets ever less. Per address: high enough for an
 * office behind one NAT, low enough to stop one machine spraying many accounts. Both count unknown addresses
 * exactly like known ones, so a limit tells nothing about whether an account exists.
 */
export const LIMITS = {
  signInPerAccount: { limit: 5, windowSeconds: 15 * MINUTE, lockSeconds: 15 * MINUTE, maxLockSeconds: 24 * HOUR },
  signInPerAddress: { limit: 50, windowSeconds: 15 * MINUTE, lockSeconds: 15 * MINUTE, maxLockSeconds: 24 * HOUR },
  codePerSession: { limit: 10, windowSeconds: 15 * MINUTE, lockSeconds: 15 * MINUTE, maxLockSeconds: 4 * HOUR },
  sendCodePerSession: { limit: 5, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: 24 * HOUR },
  forgotPerAccount: { limit: 3, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: 24 * HOUR },
  forgotPerAddress: { limit: 20, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: 24 * HOUR },
  resetPerAddress: { limit: 20, windowSeconds: 15 * MINUTE, lockSeconds: 15 * MINUTE, maxLockSeconds: 24 * HOUR },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMITS;

/** The counter of one limit for one subject (an account's e-mail, a client address, a session), in any letter case. */
export function limitKey(name: LimitName, subject: string): string {
  return `${name}:${subject.toLowerCase()}`;
}

/** Counts one attempt against a limit; 429 with the wait once the limit is used up. */
export async function enforceLimit(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  const decision = await limiter.consume(limitKey(name, subject), LIMITS[name]);
  if (!decision.allowed) {
    throw new HttpError(429, messages.auth.tooManyAttempts(Math.ceil(decision.retryAfterSeconds / 60)), {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}
