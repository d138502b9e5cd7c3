import type { CurrentUser } from '@license-console/domain';
import { History, historySearchFromParams, historySearchToParams } from '@license-console/features';
import { useUrlSearch } from '../../url-search.ts';

/** /history: every change across the console, for administrators; its filters and page in the URL. */
export default function HistorySection({ user }: { user: CurrentUser }) {
  const [search, setSearch] = useUrlSearch(historySearchFromParams, historySearchToParams);
  return <History user={user} search={search} onSearchChange={setSearch} />;
}
