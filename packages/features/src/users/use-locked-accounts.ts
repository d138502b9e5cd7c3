import { type AccountLock, type CurrentUser, mayOpen } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { showActionError } from '../shared/action-error.ts';
import { useResourceList } from '../shared/use-resource-list.ts';
import { userKeys } from './queries.ts';
import { lockedAccountsStrings as strings } from './strings.ts';

/** "05/04/2031, 2:30 PM" in the reader's own time zone: the spec's month/day/year, with the time a lock ends. */
const untilFormat = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function formatLockedUntil(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : untilFormat.format(date);
}

function lockReason(lock: Pick<AccountLock, 'reason' | 'address'>): string {
  return strings.reasons[lock.reason](lock.address);
}

interface UseLockedAccountsOptions {
  /** The signed-in user: the panel is the administrators' (spec §6, the users list's row). */
  user: CurrentUser;
}

/**
 * The locked-accounts panel's controller: the administrators' list of running sign-in locks, re-read on demand and
 * after each unlock, and Unlock behind a confirmation. Locks end by themselves, so the list is re-read every minute
 * while it is on screen. No markup.
 */
function useLockedAccounts({ user }: UseLockedAccountsOptions) {
  const api = useConsoleApi();
  const list = useResourceList({
    allowed: mayOpen(user, 'users'),
    queryKey: userKeys.call('lockedAccounts'),
    read: () => api.users.lockedAccounts(),
    refetchInterval: 60_000,
    action: {
      run: (lock: AccountLock) => api.users.unlockAccount(lock.userId),
      succeeded: (lock) => toast({ title: strings.unlocked(lock.email), variant: 'success' }),
      failed: (error) => showActionError(strings.unlockFailed, error),
      invalidates: userKeys.call('lockedAccounts'),
      idOf: (lock) => lock.userId,
    },
  });

  return {
    allowed: list.allowed,
    rows: list.rows,
    isLoading: list.loading,
    isRefreshing: list.refreshing,
    loadFailed: list.loadFailed,
    refresh: list.retry,
    /** The lock whose Unlock is being confirmed, or null. */
    confirming: list.confirming,
    requestUnlock: list.ask,
    confirmUnlock: list.confirm,
    cancelUnlock: list.cancel,
    /** The account being unlocked, whose button shows progress. */
    unlockingId: list.pendingId,
  };
}

type LockedAccountsController = ReturnType<typeof useLockedAccounts>;

export {
  formatLockedUntil,
  type LockedAccountsController,
  lockReason,
  type UseLockedAccountsOptions,
  useLockedAccounts,
};
