import type { CurrentUser } from '@license-console/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { resetCountryPrompt } from '../shell/country-prompt-store.ts';
import { sessionKeys } from './queries.ts';

/** Spec §2.1 session states. */
type SessionState =
  | { status: 'unknown' }
  | { status: 'unauthenticated' }
  | { status: 'verification-pending'; user: CurrentUser }
  | { status: 'authenticated'; user: CurrentUser };

/** The query holding the signed-in user (`null` when signed out). */
const currentUserKey = sessionKeys.call('currentUser');

/**
 * Why the session ended, when the console ended it: LOG OUT, or the inactivity logout. A session lost any other
 * way (the server answered 401) has no reason, which is how the private-area guard tells the two apart.
 */
type SignOutReason = 'logout' | 'inactivity';
/** Kept with the session's reads (so a sign-out does not drop it), but no call fills it: the console sets it. */
const signOutReasonKey = [...sessionKeys.all, 'signOutReason'] as const;

function sessionStateOf(user: CurrentUser | null | undefined): SessionState {
  if (user === undefined) return { status: 'unknown' };
  if (user === null) return { status: 'unauthenticated' };
  return user.needVerification ? { status: 'verification-pending', user } : { status: 'authenticated', user };
}

/** Records a sign-in: the session becomes the user's. */
function markSignedIn(queryClient: QueryClient, user: CurrentUser) {
  // A new sign-in (not a completed verification of the same one) asks for a missing country again.
  if (queryClient.getQueryData(currentUserKey) == null) resetCountryPrompt();
  queryClient.setQueryData(signOutReasonKey, null);
  queryClient.setQueryData(currentUserKey, user);
}

/**
 * Records a sign-out (with its reason) or a lost session (without): the session becomes unauthenticated and the
 * user's cached data goes.
 */
function markSignedOut(queryClient: QueryClient, reason?: SignOutReason) {
  resetCountryPrompt();
  queryClient.setQueryData(signOutReasonKey, reason ?? null);
  queryClient.setQueryData(currentUserKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
}

/**
 * The session (spec §2.1): unknown while the current user loads, then unauthenticated (a 401 or any failure),
 * verification-pending (the user still needs a code) or authenticated.
 */
function useSession() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: async (): Promise<CurrentUser | null> => {
      try {
        return await api.session.currentUser();
      } catch (error) {
        if (!isApiError(error, 401)) console.warn('Loading the current user failed', error);
        return null;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return {
    state: sessionStateOf(query.data),
    /** Why the console ended the last session; null for a session lost otherwise, or none yet. */
    signOutReason: queryClient.getQueryData<SignOutReason | null>(signOutReasonKey) ?? null,
    signedIn: (user: CurrentUser) => markSignedIn(queryClient, user),
    signedOut: () => markSignedOut(queryClient),
  };
}

/**
 * LOG OUT (or the inactivity logout): ends the session on the server, then locally (also when the server call
 * fails), then `onLoggedOut` with the reason.
 */
function useLogout({ onLoggedOut }: { onLoggedOut?: (reason: SignOutReason) => void } = {}) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (_reason: SignOutReason) => api.session.logout(),
    onSettled: (_data, _error, reason) => {
      markSignedOut(queryClient, reason);
      onLoggedOut?.(reason);
    },
  });
  const { mutate } = mutation;
  return {
    logout: useCallback(() => mutate('logout'), [mutate]),
    /** The inactivity logout (spec §9). */
    logoutInactive: useCallback(() => mutate('inactivity'), [mutate]),
    isLoggingOut: mutation.isPending,
  };
}

export { markSignedIn, markSignedOut, type SignOutReason, useLogout, useSession };
