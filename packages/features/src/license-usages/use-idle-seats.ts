import { type CurrentUser, type IdleSeat, idleSeatMessages, mayOpen } from '@license-console/domain';
import { type RowSelection, selectedRowIds, toast } from '@license-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
import { showActionError } from '../shared/action-error.ts';
import { licenseUserKeys } from './queries.ts';
import { revokeIdleInBatches } from './revoke-idle.ts';
import { useIdleThreshold } from './use-idle-threshold.ts';

/** Rows a page of idle seats shows. */
const IDLE_PAGE_SIZE = 25;

const noSeats: readonly IdleSeat[] = [];

interface UseIdleSeatsOptions {
  user: CurrentUser;
  /** The threshold the screen opens with (days). */
  initialDays?: number;
  /** The product the screen opens filtered to (none: every product). */
  initialProductId?: number;
}

/**
 * The Idle seats screen's controller (issue 44): the threshold, a page of the seats idle for it across the packs the
 * user manages (the previous page kept while the next loads), the ticked seats (kept across pages, dropped when the
 * threshold changes) and their revoke behind a confirmation, with what it did: revoked, kept because used meanwhile,
 * or no longer there. Administrators and isManager users may open it; the server's 403 says 'Access Denied' to others.
 */
function useIdleSeats({ user, initialDays, initialProductId }: UseIdleSeatsOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const threshold = useIdleThreshold(initialDays);
  const { days } = threshold;
  const [productId, setProductId] = useState(initialProductId ?? 0);
  const [pageIndex, setPageIndex] = useState(0);
  const [selection, setSelection] = useState<RowSelection>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const allowed = mayOpen(user, 'idleSeats');

  const query = useQuery({
    queryKey: licenseUserKeys.call('idleLicenseUsages', days, productId, pageIndex, IDLE_PAGE_SIZE),
    queryFn: () =>
      api.licenseUsages.idleLicenseUsages({
        days: days ?? 0,
        ...(productId ? { productId } : {}),
        pageNumber: pageIndex + 1,
        pageSize: IDLE_PAGE_SIZE,
      }),
    enabled: allowed && days !== null,
    placeholderData: keepPreviousData,
  });
  const selectedIds = selectedRowIds(selection);

  const revoke = useMutation({
    mutationFn: ({ threshold: revokeDays, ids }: { threshold: number; ids: readonly string[] }) =>
      revokeIdleInBatches(api.licenseUsages, revokeDays, ids),
    onSuccess: ({ revoked, kept, missing }) => {
      const said = idleSeatMessages.revoked(revoked.length, kept.length, missing.length);
      setOutcome(said);
      setSelection({});
      toast({
        title: idleSeatMessages.title,
        description: said,
        variant: kept.length + missing.length === 0 ? 'success' : 'info',
      });
    },
    onError: (error) => showActionError(idleSeatMessages.revokeFailed, error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licenseUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
      ]),
  });
  const [confirming, setConfirming] = useState(false);

  const total = query.data?.total ?? 0;
  return {
    allowed,
    /** The server refused the list: the user manages no pack. */
    denied: isApiError(query.error, 403),
    threshold: {
      ...threshold,
      setChoice: (choice: string) => {
        threshold.setChoice(choice);
        setPageIndex(0);
        setSelection({});
      },
      setCustomText: (text: string) => {
        threshold.setCustomText(text);
        setPageIndex(0);
        setSelection({});
      },
    },
    days,
    /** The product the list is narrowed to (0: every product); a change starts over on page 1, nothing ticked. */
    product: {
      productId,
      setProductId: (next: number) => {
        setProductId(next);
        setPageIndex(0);
        setSelection({});
      },
    },
    read: {
      rows: days === null ? noSeats : (query.data?.items ?? noSeats),
      loading: days !== null && (query.isPending || (query.isFetching && query.isPlaceholderData)),
      loadFailed: query.isError && !isApiError(query.error, 403),
      retry: () => void query.refetch(),
    },
    total,
    today: query.data?.today ?? null,
    pageIndex,
    pageSize: IDLE_PAGE_SIZE,
    setPageIndex,
    selection,
    setSelection: (next: RowSelection) => {
      setSelection(next);
      setOutcome(null);
    },
    selectedCount: selectedIds.length,
    revoking: revoke.isPending,
    /** What the last revoke did, said on the page until the selection changes. */
    outcome,
    confirming,
    askRevoke: () => setConfirming(selectedIds.length > 0 && days !== null),
    cancelRevoke: () => setConfirming(false),
    confirmRevoke: () => {
      if (days !== null && selectedIds.length > 0) revoke.mutate({ threshold: days, ids: selectedIds });
      setConfirming(false);
    },
  };
}

type IdleSeatsController = ReturnType<typeof useIdleSeats>;

export { type IdleSeatsController, type UseIdleSeatsOptions, useIdleSeats };
