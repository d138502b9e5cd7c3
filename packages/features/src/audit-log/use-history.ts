import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  auditLogFilterSchema,
  fieldErrors,
  historyMessages,
} from '@license-console/domain';
import { useControllableState } from '@license-console/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { ApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { downloadFile } from '../shared/download-file.ts';
import {
  DEFAULT_HISTORY_SEARCH,
  filterOf,
  HISTORY_FILTER_FIELDS,
  type HistoryFilter,
  type HistorySearch,
} from './history-search.ts';
import { historyKeys } from './queries.ts';

const NO_ENTRIES: readonly AuditEntry[] = [];

/** The CSV export's file name. */
const HISTORY_CSV_NAME = 'history.csv';

interface UseHistoryOptions {
  /** A pack's history (its users page's tab): the pack is fixed, not a filter. */
  licenseId?: string;
  /** The filters and page shown (controlled; the console keeps them in the URL). */
  search?: HistorySearch;
  defaultSearch?: HistorySearch;
  onSearchChange?: (search: HistorySearch) => void;
  /** Saves the CSV export; a browser download unless told (stories and tests record it). */
  onDownload?: (file: Blob, name: string) => void;
}

/**
 * The history's controller: the filters as typed (checked by the contract's own rules on Apply, each refusal under
 * its field), the page of the filters applied, newest first, older and newer pages, and the CSV export of the
 * filters applied. No markup.
 */
function useHistory({
  licenseId,
  search: searchProp,
  defaultSearch,
  onSearchChange,
  onDownload = downloadFile,
}: UseHistoryOptions) {
  const api = useConsoleApi();
  const [search, setSearch] = useControllableState<HistorySearch>({
    value: searchProp,
    defaultValue: defaultSearch ?? DEFAULT_HISTORY_SEARCH,
    onValueChange: onSearchChange,
  });
  const applied = { ...filterOf(search), ...(licenseId ? { licenseId } : {}) };
  // A filter the rules refuse (typed into the URL, say) is not sent: the form says why instead.
  const check = auditLogFilterSchema.safeParse(applied);
  const [draft, setDraft] = useState<HistoryFilter>(search);
  useEffect(() => setDraft(search), [search]);
  const [errors, setErrors] = useState<Partial<Record<keyof HistoryFilter, string>>>(() =>
    check.success ? {} : fieldErrors(check.error.issues),
  );

  const query = { ...applied, pageNumber: search.pageNumber, pageSize: AUDIT_PAGE_SIZE };
  const page = useQuery({
    queryKey: historyKeys.call('auditLog', query),
    queryFn: () => api.auditLog.auditLog(query),
    enabled: check.success,
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () => api.auditLog.auditLogCsv(applied),
    onSuccess: (file) => onDownload(file, HISTORY_CSV_NAME),
    onError: (error) => showActionError(historyMessages.exportCsv, error),
  });

  const goTo = (pageNumber: number) => setSearch((current) => ({ ...current, pageNumber }));
  return {
    draft,
    setDraftField: (field: keyof HistoryFilter, value: string) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    errors,
    apply: () => {
      const next = { ...draft, ...(licenseId ? { licenseId } : {}) };
      const result = auditLogFilterSchema.safeParse(filterOf(next));
      if (!result.success) {
        setErrors(fieldErrors(result.error.issues));
        return false;
      }
      setErrors({});
      setSearch({ ...draft, pageNumber: 1 });
      return true;
    },
    clear: () => {
      setErrors({});
      setSearch(DEFAULT_HISTORY_SEARCH);
    },
    filtered: HISTORY_FILTER_FIELDS.some((field) => search[field] !== ''),
    entries: page.data?.entries ?? NO_ENTRIES,
    pageNumber: search.pageNumber,
    hasOlder: page.data?.hasMore ?? false,
    older: () => goTo(search.pageNumber + 1),
    newer: () => goTo(Math.max(1, search.pageNumber - 1)),
    loading: check.success && (page.isPending || page.isPlaceholderData),
    /** The server refused the reader (403): said as 'Access Denied', not as a failure to retry. */
    denied: page.error instanceof ApiError && page.error.status === 403,
    loadFailed: page.isError,
    reload: () => void page.refetch(),
    /** The filters applied break a rule (typed into the URL): nothing is asked of the server. */
    invalid: !check.success,
    exportCsv: () => exportCsv.mutate(),
    exporting: exportCsv.isPending,
  };
}

type HistoryController = ReturnType<typeof useHistory>;

export { type HistoryController, useHistory };
