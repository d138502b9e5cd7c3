import type { AccountLock, User } from '@license-console/domain';

/** The users list's search (spec §7 SearchUserPaged): the criteria matches names or an e-mail. */
interface UserSearchQuery {
  criteria?: string;
  pageNumber?: number;
  pageSize?: number;
}

/**
 * User calls (spec §7 "Users", and the administrators' account locks, designed), one method per call, named as
 * the contract names it.
 */
interface UsersApi {
  /** GET api/SearchUserPaged: one page of the users list (administrators). */
  searchUserPaged(query: UserSearchQuery): Promise<User[]>;
  /** GET api/SearchUserPagedCount: how many users the criteria finds. */
  searchUserPagedCount(criteria?: string): Promise<number>;
  /** PUT api/Users: toggles the role of each listed user, in one batch (administrators). */
  toggleUserRoles(userIds: readonly string[]): Promise<void>;
  /** GET api/LockedAccounts: every running sign-in lock of a known account (administrators). */
  lockedAccounts(): Promise<AccountLock[]>;
  /** DELETE api/LockedAccounts/{userId}: lifts every lock of one account, at every address (administrators). */
  unlockAccount(userId: string): Promise<void>;
}

export type { UserSearchQuery, UsersApi };
