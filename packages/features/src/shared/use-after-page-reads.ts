import { useIsFetching } from '@tanstack/react-query';
import * as React from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * False until the reads the page has in flight (a list's page and its count) are in and the page is next idle, then
 * true for good: what a screen draws after its first content (its code, its own reads) waits for it, so it neither
 * holds that content back nor competes with it for the network and the main thread.
 */
function useAfterPageReads(): boolean {
  const fetching = useIsFetching();
  const [after, setAfter] = React.useState(false);
  React.useEffect(() => {
    if (after || fetching > 0) return;
    return whenIdle(() => setAfter(true));
  }, [after, fetching]);
  return after;
}

export { useAfterPageReads };
