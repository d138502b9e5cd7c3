export type { AuditLogApi } from './api.ts';
export { History, type HistoryProps, HistoryView, type HistoryViewProps, historyPath } from './history.tsx';
export {
  DEFAULT_HISTORY_SEARCH,
  type HistorySearch,
  historySearchFromParams,
  historySearchToParams,
} from './history-search.ts';
export { type HistoryController, useHistory } from './use-history.ts';
