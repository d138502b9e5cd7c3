import type { AccountLock, CountryPhone, User, UserWrite } from '@license-console/domain';
import type { Tagged } from '../api/versions.ts';

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
  /** GET /api/Users/Csv: every user the criteria finds, as a CSV file (administrators). */
  exportUsersCsv(criteria?: string): Promise<Blob>;
  /** GET /api/CountriesPhone: the countries and their dialling codes. */
  countriesPhone(): Promise<CountryPhone[]>;
  /** GET /api/User: the signed-in user's profile. */
  currentUserProfile(): Promise<User>;
  /** The same read for My Profile, which will save it: the profile with its ETag, to send back as If-Match. */
  profileForEdit(): Promise<Tagged<User>>;
  /** GET /api/User/{userId}: any user (administrators). */
  getUser(userId: string): Promise<User>;
  /** The same read for Edit User, which will save it: the user with its ETag, to send back as If-Match. */
  userForEdit(userId: string): Promise<Tagged<User>>;
  /**
   * PUT /api/User/Update: the signed-in user's profile; a new e-mail waits for confirmation. With `ifMatch` (the
   * ETag the form loaded) a profile changed since is refused with 412 (staleWriteOf reads it).
   */
  updateProfile(input: UserWrite, ifMatch?: string | null): Promise<User>;
  /** POST /api/User: a new user, who is mailed a link to choose a password (administrators). */
  createUser(input: UserWrite): Promise<User>;
  /** PUT /api/User: any user, named by id (administrators); `ifMatch` as updateProfile's. */
  updateUser(input: UserWrite & { id: string }, ifMatch?: string | null): Promise<User>;
  /** POST /api/User/ConfirmEmail: the mailed link's token makes the new e-mail address the account's. */
  confirmEmailChange(token: string): Promise<void>;
  /** POST /api/User/UndoEmailChange: the token mailed to the previous address gives it back, ending every session. */
  undoEmailChange(token: string): Promise<void>;
}

export type { UserSearchQuery, UsersApi };
