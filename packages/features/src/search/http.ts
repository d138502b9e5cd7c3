import { searchCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { SearchApi } from './api.ts';

/**
 * The header's search over HTTP; loaded on first use by createHttpConsoleApi. A failure is the dialog's own to show
 * (with its retry), never the /404 or /500 page in place of the screen it was opened over.
 */
function createHttpSearchApi({ callContract }: Transport): SearchApi {
  return {
    search: (q) => callContract(searchCalls.search, { query: { q } }, { redirects: false }),
  };
}

export { createHttpSearchApi };
