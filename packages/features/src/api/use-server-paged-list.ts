import { totalPages } from '@license-console/domain';
import { keepPreviousData, type QueryKey, skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One read of the list: its key (from the resource's query keys, holding the filter) and its call. */
interface ListRead<Data> {
  queryKey: QueryKey;
  queryFn: () => Promise<Data>;
}

/** The key of the whole-list read a list without one never makes. */
const NO_WHOLE_READ = ['server-paged-list', 'no whole read'] as const;

/** How long a typed text filter waits for typing to stop before it searches. */
const TEXT_FILTER_DELAY_MS = 400;

interface UseServerPagedListOptions<Row> {
  /** What the list is, for the log of a failed read (spec §8: load and search failures are only logged). */
  label: string;
  /** How many rows the filtered list holds. */
  count: ListRead<number>;
  /** One page of the filtered list, from 1. */
  page: (pageNumber: number) => ListRead<Row[]>;
  /**
   * Where the server answers the whole filtered list at once instead (spec §6: an administrator's blank license
   * search), that read, paged here; count and page are then not called.
   */
  whole?: ListRead<Row[]> | undefined;
  pageSize: number;
  /** The page asked for, from 1; the list shows it clamped to the pages there are. */
  pageNumber: number;
  /** The text filter as applied (from the URL, say). */
  text: string;
  /** Applies a text filter: typed ones once typing stops, submitted ones at once. */
  onTextChange: (text: string) => void;
  textDelayMs?: number;
}

/**
 * A server-paged list (spec §4), after ra-core's useListController: the count, then the page clamped to the pages
 * the count makes, the previous rows kept on screen while the next load, and a typed text filter applied once typing
 * stops. No markup; a grid shows what it returns in server mode (the caller pages) with the count as its row count.
 */
function useServerPagedList<Row>({
  label,
  count: countRead,
  page: pageRead,
  whole: wholeRead,
  pageSize,
  pageNumber: requestedPage,
  text,
  onTextChange,
  textDelayMs = TEXT_FILTER_DELAY_MS,
}: UseServerPagedListOptions<Row>) {
  const paged = wholeRead === undefined;
  const whole = useQuery<Row[]>({
    queryKey: wholeRead?.queryKey ?? NO_WHOLE_READ,
    queryFn: wholeRead?.queryFn ?? skipToken,
    placeholderData: keepPreviousData,
  });
  const count = useQuery({ ...countRead, enabled: paged, placeholderData: keepPreviousData });
  const total = paged ? (count.data ?? 0) : (whole.data?.length ?? 0);
  const pageCount = totalPages(total, pageSize);
  const pageNumber = Math.min(Math.max(1, requestedPage), pageCount);
  // The page of a count still on its way (or of the previous filter's count) is not read: it may not exist.
  const counted = count.isSuccess && !count.isPlaceholderData;
  const page = useQuery({
    ...pageRead(pageNumber),
    enabled: paged && counted && total > 0,
    placeholderData: keepPreviousData,
  });

  const rows: Row[] = !paged
    ? (whole.data ?? []).slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
    : total === 0 && counted
      ? []
      : (page.data ?? []);
  const loading = !paged
    ? whole.isFetching
    : count.isFetching || page.isFetching || (total > 0 && (page.isPlaceholderData || page.data === undefined));
  const error = !paged ? whole.error : (count.error ?? page.error);
  useEffect(() => {
    if (error) console.error(`${label} could not be read`, error);
  }, [error, label]);

  // The text filter as typed, applied once typing stops; an applied one (a submit, the URL) replaces it.
  const [textFilter, setTextFilter] = useState(text);
  useEffect(() => setTextFilter(text), [text]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changeTextFilter = useCallback(
    (typed: string) => {
      setTextFilter(typed);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onTextChange(typed.trim()), textDelayMs);
    },
    [onTextChange, textDelayMs],
  );
  const applyTextFilter = useCallback(
    (submitted: string) => {
      clearTimeout(timer.current);
      onTextChange(submitted.trim());
    },
    [onTextChange],
  );

  return {
    rows,
    total,
    pageSize,
    pageCount,
    /** The page shown, from 1: the one asked for, within the pages there are. */
    pageNumber,
    pageIndex: pageNumber - 1,
    loading,
    /** The first read has not answered yet. */
    initialLoading: rows.length === 0 && loading,
    error,
    /** Reads again what failed (or is shown). */
    retry: () => {
      if (!paged) void whole.refetch();
      else if (count.isError || !counted) void count.refetch();
      else void page.refetch();
    },
    textFilter,
    changeTextFilter,
    applyTextFilter,
  };
}

export { useServerPagedList };
