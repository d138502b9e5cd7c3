import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../api/console-api-provider.tsx';
import { sessionKeys } from './queries.ts';

/**
 * Drops every cached read of the signed-in user from the query cache when the session ends (LOG OUT, the
 * inactivity logout, a 401), so nothing of theirs shows to whoever signs in next; the session's own reads stay.
 * Call it once wherever a QueryClientProvider serves screens of a session.
 */
function useUserDataReset() {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      session.onSignedOut(() =>
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] }),
      ),
    [session, queryClient],
  );
}

export { useUserDataReset };
