export type { UsersApi } from './api.ts';
export {
  LockedAccounts,
  type LockedAccountsProps,
  LockedAccountsView,
  type LockedAccountsViewProps,
} from './locked-accounts.tsx';
export { lockedAccountsStrings } from './strings.ts';
export {
  formatLockedUntil,
  type LockedAccountsController,
  lockReason,
  type UseLockedAccountsOptions,
  useLockedAccounts,
} from './use-locked-accounts.ts';
