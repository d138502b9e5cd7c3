import type { AccountLock } from '@license-console/domain';

/**
 * User calls, one method per call, named as the contract names it. Today the administrators' account locks
 * (designed: GET / DELETE api/LockedAccounts); the Users calls of spec §7 join them here.
 */
interface UsersApi {
  /** GET api/LockedAccounts: every running sign-in lock of a known account (administrators). */
  lockedAccounts(): Promise<AccountLock[]>;
  /** DELETE api/LockedAccounts/{userId}: lifts every lock of one account, at every address (administrators). */
  unlockAccount(userId: string): Promise<void>;
}

export type { UsersApi };
