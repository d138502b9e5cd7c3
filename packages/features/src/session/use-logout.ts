import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleApi, useSessionStore } from '../api/console-api-provider.tsx';
import type { SignOutReason } from '../api/session-store.ts';

/**
 * LOG OUT (or the inactivity logout): ends the session on the server, then locally (also when the server call
 * fails), then `onLoggedOut` with the reason.
 */
function useLogout({ onLoggedOut }: { onLoggedOut?: (reason: SignOutReason) => void } = {}) {
  const api = useConsoleApi();
  const session = useSessionStore();
  const mutation = useMutation({
    mutationFn: (_reason: SignOutReason) => api.session.logout(),
    onSettled: (_data, _error, reason) => {
      session.signedOut(reason);
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

export { useLogout };
