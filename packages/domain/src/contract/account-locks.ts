import { z } from 'zod/mini';
import { opaqueIdSchema } from '../entities/bounds.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

/**
 * Why an account is locked: failed sign-ins from one client address (that address only), failed sign-ins from
 * many addresses (every address), or wrong verification codes after a right password (every session).
 */
export const ACCOUNT_LOCK_REASONS = [
  'signInFailuresFromAddress',
  'signInFailures',
  'verificationCodeFailures',
] as const;

/** One running lock of a known account, as administrators see it. designed. */
export const accountLockSchema = z.object({
  /** The user's opaque id, as the unlock call takes it. */
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  reason: z.enum(ACCOUNT_LOCK_REASONS),
  /** The client address a lock holds back; null for a lock that holds back every address. */
  address: z.nullable(z.string()),
  /** When the lock ends by itself: an ISO 8601 instant. */
  lockedUntil: z.string(),
});

export type AccountLock = z.infer<typeof accountLockSchema>;

/** Locked accounts for administrators: not in spec §7, designed whole (the Users section will show them). */
export const accountLockCalls = {
  lockedAccounts: defineCall({
    method: 'GET',
    path: '/api/LockedAccounts',
    summary: 'Every running sign-in lock of a known account: who, why, until when (administrators).',
    response: z.array(accountLockSchema),
    designed: ['path'],
  }),
  unlockAccount: defineCall({
    method: 'DELETE',
    path: '/api/LockedAccounts/{userId}',
    summary: 'Lifts every sign-in and code lock of one account, at every address (administrators; audited).',
    params: z.object({ userId: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['path'],
  }),
} as const;
