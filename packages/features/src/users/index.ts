export type { UserSearchQuery, UsersApi } from './api.ts';
export {
  LockedAccounts,
  type LockedAccountsProps,
  LockedAccountsView,
  type LockedAccountsViewProps,
} from './locked-accounts.tsx';
export { lockedAccountsStrings, userListStrings } from './strings.ts';
export {
  formatLockedUntil,
  type LockedAccountsController,
  lockReason,
  type UseLockedAccountsOptions,
  useLockedAccounts,
} from './use-locked-accounts.ts';
export { type UserListController, type UseUserListOptions, useUserList } from './use-user-list.ts';
export { UserList, type UserListProps, UserListView, type UserListViewProps, userPaths } from './user-list.tsx';
export {
  DEFAULT_USER_LIST_SEARCH,
  type UserListSearch,
  userListSearchFromParams,
  userListSearchToParams,
} from './user-list-search.ts';
