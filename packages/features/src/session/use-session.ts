import type { CurrentUser } from '@license-console/domain';
import { useEffect, useSyncExternalStore } from 'react';
import type { ConsoleApi } from '../api/console-api.ts';
import { useConsoleApi, useSessionStore } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';

/** Spec §2.1 session states. */
type SessionState =
  | { status: 'unknown' }
  | { status: 'unauthenticated' }
  | { status: 'verification-pending'; user: CurrentUser }
  | { status: 'authenticated'; user: CurrentUser };

function sessionStateOf(user: CurrentUser | null | undefined): SessionState {
  if (user === undefined) return { status: 'unknown' };
  if (user === null) return { status: 'unauthenticated' };
  return user.needVerification ? { status: 'verification-pending', user } : { status: 'authenticated', user };
}

/** The signed-in user, or null for a 401 or any other failure (which is logged). */
function currentUserOf(api: ConsoleApi) {
  return async (): Promise<CurrentUser | null> => {
    try {
      return await api.session.currentUser();
    } catch (error) {
      if (!isApiError(error, 401)) console.warn('Loading the current user failed', error);
      return null;
    }
  };
}

/**
 * The session (spec §2.1): unknown while the current user loads, then unauthenticated (a 401 or any failure),
 * verification-pending (the user still needs a code) or authenticated.
 */
function useSession() {
  const api = useConsoleApi();
  const session = useSessionStore();
  const { user, signOutReason } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  useEffect(() => session.load(currentUserOf(api)), [session, api]);
  return {
    state: sessionStateOf(user),
    /** Why the console ended the last session; null for a session lost otherwise, or none yet. */
    signOutReason,
    signedIn: session.signedIn,
    signedOut: () => session.signedOut(),
    /** Reads the session again (it may have ended on the server meanwhile). */
    refresh: session.refresh,
  };
}

export { useSession };
