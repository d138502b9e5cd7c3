import { type CurrentUser, type FailedMessage, mayOpen } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { showActionError } from '../shared/action-error.ts';
import { outboxKeys } from './queries.ts';
import { failedMessagesStrings as strings } from './strings.ts';

/**
 * The messages that failed for good, from GET /api/Outbox/Failed (administrators), and Retry, which queues one again:
 * it leaves the list, and comes back only if every new attempt fails too.
 */
function useFailedMessages({ user }: { user: CurrentUser }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = mayOpen(user, 'failedMessages');
  const failed = useQuery({
    queryKey: outboxKeys.call('failedMessages'),
    queryFn: () => api.outbox.failedMessages(),
    enabled: allowed,
  });
  const retry = useMutation({
    mutationFn: (message: FailedMessage) => api.outbox.retryMessage(message.id),
    onSuccess: (_answer, message) =>
      toast({ title: strings.title, description: strings.retried(message.recipient), variant: 'success' }),
    onError: (error) => showActionError(strings.retry, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
  return {
    allowed,
    rows: failed.data ?? [],
    loading: allowed && failed.isPending,
    loadFailed: failed.isError,
    reload: () => void failed.refetch(),
    retry: (message: FailedMessage) => retry.mutate(message),
    retryingId: retry.isPending ? (retry.variables?.id ?? null) : null,
  };
}

type FailedMessagesController = ReturnType<typeof useFailedMessages>;

export { type FailedMessagesController, useFailedMessages };
