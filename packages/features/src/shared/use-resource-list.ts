import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

const noRows: readonly never[] = [];

/** What a list does to a row once the confirmation is answered YES (a delete, an unlock), and what it says after. */
interface ConfirmedRowAction<Row, Id> {
  run: (row: Row) => Promise<unknown>;
  succeeded: (row: Row) => void;
  failed: (error: unknown) => void;
  /** The queries read again once the action is over, done or not: someone else may have changed the rows meanwhile. */
  invalidates: QueryKey;
  /** The row's id, for the row whose action shows progress. */
  idOf: (row: Row) => Id;
}

interface UseResourceListOptions<Row, Id> {
  /** Whether the signed-in user may see the list (spec §6): nothing is read otherwise. */
  allowed: boolean;
  queryKey: QueryKey;
  read: () => Promise<readonly Row[]>;
  /** Re-read this often (milliseconds) while the list is on screen, for rows that change by themselves. */
  refetchInterval?: number;
  /** A failed re-read puts the failure in place of the rows already shown; otherwise only a first read says it. */
  failedRereadHidesRows?: boolean;
  action: ConfirmedRowAction<Row, Id>;
}

/**
 * A resource list's controller, after ra-core's `useListController` and `useDeleteWithConfirmController`: the rows
 * read for an allowed user, their loading and failed states with a retry, and one row action behind a confirmation
 * (ask, cancel, confirm) that ends in a toast and the list read again. No markup; each list names its parts in its
 * own words.
 */
function useResourceList<Row, Id>({
  allowed,
  queryKey,
  read,
  refetchInterval,
  failedRereadHidesRows = false,
  action,
}: UseResourceListOptions<Row, Id>) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: read, enabled: allowed, refetchInterval });
  const [confirming, setConfirming] = useState<Row | null>(null);
  const mutation = useMutation({
    mutationFn: action.run,
    onSuccess: (_answer, row) => action.succeeded(row),
    onError: (error) => action.failed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: action.invalidates }),
  });
  return {
    allowed,
    rows: (query.data ?? noRows) as readonly Row[],
    /** The first read is under way: nothing to show yet. */
    loading: allowed && query.isPending,
    /** A re-read is under way over rows already shown. */
    refreshing: query.isFetching && !query.isPending,
    /** The read failed and is said as such, never as an empty list. */
    loadFailed: query.isError && (failedRereadHidesRows || query.data === undefined),
    retry: () => void query.refetch(),
    /** The row whose action is being confirmed, or null. */
    confirming,
    ask: (row: Row) => setConfirming(row),
    cancel: () => setConfirming(null),
    confirm: () => {
      if (confirming) mutation.mutate(confirming);
      setConfirming(null);
    },
    /** The row whose action is under way, whose button shows progress. */
    pendingId: mutation.isPending && mutation.variables !== undefined ? action.idOf(mutation.variables) : null,
  };
}

/** A check of a filter's text: a domain schema's answer, whose first issue is the message under the box. */
type FilterCheck = (text: string) => { error?: { issues: readonly { message: string }[] } | undefined };

interface UseTextFilterOptions<Row> {
  /** The text the filter opens with. */
  initial: string;
  check: FilterCheck;
  /** The text of a row the filter looks in (case aside). */
  textOf: (row: Row) => string;
}

/**
 * A list's text filter: typing narrows the rows at once while the text passes the check; text that fails keeps the
 * last text that passed, with the check's message to say why.
 */
function useTextFilter<Row>(rows: readonly Row[], { initial, check, textOf }: UseTextFilterOptions<Row>) {
  const [filterText, setFilterText] = useState(initial);
  const [appliedFilter, setAppliedFilter] = useState(initial.trim());
  const problem = (text: string) => check(text).error?.issues[0]?.message ?? null;
  const filterError = problem(filterText);
  const filtered = useMemo(() => {
    const needle = appliedFilter.toLowerCase();
    return needle ? rows.filter((row) => textOf(row).toLowerCase().includes(needle)) : rows;
  }, [rows, appliedFilter, textOf]);
  return {
    filtered,
    filterText,
    filterError,
    appliedFilter,
    setFilterText: (text: string) => {
      setFilterText(text);
      if (problem(text) === null) setAppliedFilter(text.trim());
    },
    submitFilter: () => {
      if (!filterError) setAppliedFilter(filterText.trim());
    },
  };
}

export {
  type ConfirmedRowAction,
  type FilterCheck,
  type UseResourceListOptions,
  type UseTextFilterOptions,
  useResourceList,
  useTextFilter,
};
