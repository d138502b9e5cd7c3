import { type AccountLock, type CurrentUser, can } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { showActionError } from '../shared/action-error.ts';
import { userKeys } from './queries.ts';
import { lockedAccountsStrings as strings } from './strings.ts';

const noLocks: readonly AccountLock[] = [];

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
  const queryClient = useQueryClient();
  const allowed = can(user, 'listUsers');
  const locks = useQuery({
    queryKey: userKeys.call('lockedAccounts'),
    queryFn: () => api.users.lockedAccounts(),
    enabled: allowed,
    refetchInterval: 60_000,
  });
  const [confirming, setConfirming] = useState<AccountLock | null>(null);

  const unlock = useMutation({
    mutationFn: (lock: AccountLock) => api.users.unlockAccount(lock.userId),
    onSuccess: (_nothing, lock) => {
      toast({ title: strings.unlocked(lock.email), variant: 'success' });
    },
    onError: (error) => showActionError(strings.unlockFailed, error),
    // Re-read either way: a lock may have ended, or been lifted by someone else, meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.call('lockedAccounts') }),
  });

  return {
    allowed,
    rows: locks.data ?? noLocks,
    /** The first read is under way: nothing to show yet. */
    isLoading: locks.isPending && allowed,
    /** A re-read is under way over rows already shown. */
    isRefreshing: locks.isFetching && !locks.isPending,
    /** The last read failed and nothing is shown. */
    loadFailed: locks.isError && locks.data === undefined,
    refresh: () => void locks.refetch(),
    /** The lock whose Unlock is being confirmed, or null. */
    confirming,
    requestUnlock: (lock: AccountLock) => setConfirming(lock),
    confirmUnlock: () => {
      if (confirming) unlock.mutate(confirming);
      setConfirming(null);
    },
    cancelUnlock: () => setConfirming(null),
    /** The account being unlocked, whose button shows progress. */
    unlockingId: unlock.isPending ? (unlock.variables?.userId ?? null) : null,
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
