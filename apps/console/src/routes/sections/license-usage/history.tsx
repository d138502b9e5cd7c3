import type { CurrentUser } from '@license-console/domain';
import { historyMessages } from '@license-console/domain';
import { History, historySearchFromParams, historySearchToParams } from '@license-console/features';
import { useCallback } from 'react';
import { useUrlSearch } from '../../../url-search.ts';
import { HISTORY_TAB } from './history-tab.ts';

/** The pack's history tab: its filters and page in the URL beside the tab's own name. */
export default function PackHistory({ user, licenseId }: { user: CurrentUser; licenseId: string }) {
  const fromParams = useCallback((params: URLSearchParams) => historySearchFromParams(params), []);
  const toParams = useCallback((search: Parameters<typeof historySearchToParams>[0]) => {
    const params = historySearchToParams(search);
    params.set('tab', HISTORY_TAB);
    return params;
  }, []);
  const [search, setSearch] = useUrlSearch(fromParams, toParams);
  return (
    <History
      user={user}
      licenseId={licenseId}
      title={historyMessages.title}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
