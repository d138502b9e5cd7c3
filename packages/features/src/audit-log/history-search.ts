import type { AuditLogFilter } from '@license-console/domain';

/** The filters a history shows, as the URL keeps them, and its page from 1. */
type HistoryFilter = Required<{ [Field in keyof AuditLogFilter]: string }>;
interface HistorySearch extends HistoryFilter {
  pageNumber: number;
}

const HISTORY_FILTER_FIELDS = ['licenseId', 'entity', 'action', 'actorEmail', 'from', 'to'] as const;

const DEFAULT_HISTORY_SEARCH: HistorySearch = {
  licenseId: '',
  entity: '',
  action: '',
  actorEmail: '',
  from: '',
  to: '',
  pageNumber: 1,
};

function historySearchFromParams(params: URLSearchParams): HistorySearch {
  const page = Number(params.get('page'));
  const search = { ...DEFAULT_HISTORY_SEARCH, pageNumber: Number.isInteger(page) && page > 0 ? page : 1 };
  for (const field of HISTORY_FILTER_FIELDS) search[field] = params.get(field) ?? '';
  return search;
}

function historySearchToParams(search: HistorySearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of HISTORY_FILTER_FIELDS) if (search[field]) params.set(field, search[field]);
  if (search.pageNumber > 1) params.set('page', String(search.pageNumber));
  return params;
}

/** The filters as the call takes them: the blank ones left out, the others trimmed. */
function filterOf(search: HistoryFilter): AuditLogFilter {
  const filter: AuditLogFilter = {};
  for (const field of HISTORY_FILTER_FIELDS) {
    const value = search[field].trim();
    if (value) filter[field] = value;
  }
  return filter;
}

export {
  DEFAULT_HISTORY_SEARCH,
  filterOf,
  HISTORY_FILTER_FIELDS,
  type HistoryFilter,
  type HistorySearch,
  historySearchFromParams,
  historySearchToParams,
};
