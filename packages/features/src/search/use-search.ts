import { type CurrentUser, SEARCH_TEXT_MIN, type SearchResults, searchTextSchema } from '@license-console/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { searchKeys } from './queries.ts';
import { type SearchGroup, searchGroups } from './search-results.ts';
import { searchStrings as strings } from './strings.ts';

/** How long typing rests before the text is asked for. */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * What the dialog shows under its box: the prompt (too little typed), the refusal of a text the contract refuses,
 * the first answer on its way, its failure, an answer with nothing in it, or the results.
 */
type SearchState = 'prompt' | 'refused' | 'searching' | 'failed' | 'empty' | 'results';

interface UseSearchOptions {
  user: CurrentUser;
  /** Milliseconds typing rests before asking; SEARCH_DEBOUNCE_MS unless told. */
  debounceMs?: number;
}

/**
 * The header search's controller: the text, its check by the contract's schema, the request once typing rests (the
 * previous answer kept while the next comes), the results grouped by kind with the page each opens, and the option
 * the arrow keys have reached. No markup.
 */
function useSearch({ user, debounceMs = SEARCH_DEBOUNCE_MS }: UseSearchOptions) {
  const api = useConsoleApi();
  const [text, setText] = React.useState('');
  const checked = React.useMemo(() => searchTextSchema.safeParse(text), [text]);
  const valid = checked.success ? checked.data : null;
  const [asked, setAsked] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (valid === null) {
      setAsked(null);
      return;
    }
    const timer = setTimeout(() => setAsked(valid), debounceMs);
    return () => clearTimeout(timer);
  }, [valid, debounceMs]);

  const query = useQuery({
    queryKey: searchKeys.call('search', asked ?? ''),
    queryFn: () => api.search.search(asked ?? ''),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    // The dialog says it is searching; the shell's Processing overlay does not cover the page for it.
    meta: { loadsInPlace: true },
  });

  const answer: SearchResults | undefined = valid !== null ? query.data : undefined;
  const groups: SearchGroup[] = React.useMemo(() => (answer ? searchGroups(answer, user) : []), [answer, user]);
  const options = React.useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // The option reached, by its key: it stays reached while the answers hold it, else the first one is.
  const [activeKey, setActiveKey] = React.useState<string | null>(null);
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const setActiveIndex = (index: number) => setActiveKey(options[index]?.key ?? null);

  let state: SearchState;
  let refusal: string | null = null;
  if (valid === null) {
    refusal = checked.error?.issues[0]?.message ?? null;
    state = text.trim().length < SEARCH_TEXT_MIN ? 'prompt' : 'refused';
  } else if (query.isError && !query.isFetching) state = 'failed';
  else if (!answer) state = 'searching';
  else state = options.length > 0 ? 'results' : 'empty';
  /** Whether the answer shown is not yet the one for the text typed. */
  const stale = valid !== null && (asked !== valid || query.isPlaceholderData || query.isFetching);

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setActiveIndex((activeIndex + step + options.length) % options.length);
  };

  return {
    text,
    setText,
    state,
    refusal,
    /** The text the answer shown was found for. */
    answeredText: query.isPlaceholderData ? null : asked,
    stale,
    groups,
    options,
    activeIndex,
    setActiveIndex,
    active: options[activeIndex] ?? null,
    next: () => move(1),
    previous: () => move(-1),
    retry: () => void query.refetch(),
    status:
      state === 'results'
        ? strings.found(options.length)
        : state === 'empty'
          ? strings.nothingFound(asked ?? '')
          : state === 'failed'
            ? strings.failed
            : '',
  };
}

type SearchController = ReturnType<typeof useSearch>;

export { SEARCH_DEBOUNCE_MS, type SearchController, type SearchState, type UseSearchOptions, useSearch };
