import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's view (search, filters, page) kept in the URL's query, so a view can be shared and survives a reload:
 * the view read from the query, and a setter that writes it back.
 */
function useUrlSearch<View>(
  fromParams: (params: URLSearchParams) => View,
  toParams: (view: View) => URLSearchParams,
): readonly [View, (view: View) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The view changes exactly when the query text does.
  const view = useMemo(() => fromParams(new URLSearchParams(query)), [fromParams, query]);
  return [view, (next: View) => setParams(toParams(next))] as const;
}

export { useUrlSearch };
