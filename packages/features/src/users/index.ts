/** Where the user screens live (spec §2.10): the domain's table, exported here as before. */
export { userPaths } from '@license-console/domain';
export type { UserSearchQuery, UsersApi } from './api.ts';
export { ConfirmEmail, type ConfirmEmailProps } from './confirm-email.tsx';
export {
  LockedAccounts,
  type LockedAccountsProps,
  LockedAccountsView,
  type LockedAccountsViewProps,
} from './locked-accounts.tsx';
export { userKeys } from './queries.ts';
export { lockedAccountsStrings, userFormStrings, userListStrings } from './strings.ts';
export * from './use-locked-accounts.ts';
export {
  type UserFormController,
  type UserFormFields,
  type UserFormMode,
  type UseUserFormOptions,
  useUserForm,
} from './use-user-form.ts';
export { type UserListController, type UseUserListOptions, useUserList } from './use-user-list.ts';
export { UserForm, type UserFormProps, UserFormView, type UserFormViewProps } from './user-form.tsx';
export { UserList, type UserListProps, UserListView, type UserListViewProps } from './user-list.tsx';
export {
  DEFAULT_USER_LIST_SEARCH,
  type UserListSearch,
  userListSearchFromParams,
  userListSearchToParams,
} from './user-list-search.ts';
