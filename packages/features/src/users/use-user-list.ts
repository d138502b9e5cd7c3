import {
  type CurrentUser,
  canSaveRoleToggles,
  displayedRole,
  isValidUserSearch,
  mayOpen,
  PAGE_SIZES,
  ROLE_NAMES,
  type RoleName,
  togglePending,
  type User,
} from '@license-console/domain';
import { toast, useControllableState } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useServerPagedList } from '../api/use-server-paged-list.ts';
import { showActionError } from '../shared/action-error.ts';
import { downloadFile } from '../shared/download-file.ts';
import { userKeys } from './queries.ts';
import { userListStrings as strings } from './strings.ts';
import { DEFAULT_USER_LIST_SEARCH, type UserListSearch } from './user-list-search.ts';

const PAGE_SIZE = PAGE_SIZES.users;
/** The CSV export's file name. */
const USERS_CSV_NAME = 'users.csv';
const noPending: ReadonlySet<string> = new Set();

function roleOf(user: Pick<User, 'administrator'>): RoleName {
  return user.administrator ? ROLE_NAMES.superAdministrator : ROLE_NAMES.standardUser;
}

interface UseUserListOptions {
  /** The signed-in user: the list is the administrators' (spec §2.10, §6). */
  user: CurrentUser;
  /** The search shown (controlled; the console keeps it in the URL). */
  search?: UserListSearch;
  defaultSearch?: UserListSearch;
  onSearchChange?: (search: UserListSearch) => void;
  /** Saves the CSV export; a browser download unless told (stories and tests record it). */
  onDownload?: (file: Blob, name: string) => void;
}

/**
 * The users list's controller (spec §2.10, §4, §5): the search box and its character rule, the count then the page
 * of ten, and the role toggles collected here and saved in one batch: Save only with a toggle pending; after a
 * success the list is read again, the pending set clears and the §8 message shows; a failure shows the server's text
 * and keeps the pending set. No markup.
 */
function useUserList({
  user,
  search: searchProp,
  defaultSearch,
  onSearchChange,
  onDownload = downloadFile,
}: UseUserListOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = mayOpen(user, 'users');
  const [search, setSearch] = useControllableState<UserListSearch>({
    value: searchProp,
    defaultValue: defaultSearch ?? DEFAULT_USER_LIST_SEARCH,
    onValueChange: onSearchChange,
  });
  // A criteria that breaks the rule (typed into the URL, say) is not sent: the box says why instead.
  const criteria = isValidUserSearch(search.criteria) ? search.criteria.trim() : '';

  const applyCriteria = useCallback(
    (next: string) => setSearch((current) => ({ ...current, criteria: next, pageNumber: 1 })),
    [setSearch],
  );
  const list = useServerPagedList<User>({
    label: 'The users list',
    count: {
      queryKey: userKeys.call('searchUserPagedCount', criteria),
      queryFn: () => api.users.searchUserPagedCount(criteria),
    },
    page: (pageNumber) => {
      const query = { criteria, pageNumber, pageSize: PAGE_SIZE };
      return {
        queryKey: userKeys.call('searchUserPaged', query),
        queryFn: () => api.users.searchUserPaged(query),
      };
    },
    pageSize: PAGE_SIZE,
    pageNumber: search.pageNumber,
    text: criteria,
    onTextChange: applyCriteria,
  });

  // The search box: typed freely, checked and searched on Enter or SEARCH.
  const [searchText, setSearchText] = useState(search.criteria);
  useEffect(() => setSearchText(search.criteria), [search.criteria]);
  const [searchError, setSearchError] = useState<string | null>(
    isValidUserSearch(search.criteria) ? null : strings.invalidSearch,
  );
  const submitSearch = () => {
    if (!isValidUserSearch(searchText)) {
      setSearchError(strings.invalidSearch);
      return;
    }
    setSearchError(null);
    list.applyTextFilter(searchText);
  };

  const [pending, setPending] = useState<ReadonlySet<string>>(noPending);
  const save = useMutation({
    mutationFn: (userIds: readonly string[]) => api.users.toggleUserRoles(userIds),
    onSuccess: async () => {
      setPending(noPending);
      toast({ title: strings.listUpdated, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => showActionError(strings.save, error),
  });

  // The export takes the criteria the list shows: the users on every page of it, as CSV.
  const exportCsv = useMutation({
    mutationFn: () => api.users.exportUsersCsv(criteria),
    onSuccess: (file) => onDownload(file, USERS_CSV_NAME),
    onError: (error) => showActionError(strings.exportCsv, error),
  });

  return {
    allowed,
    search,
    rows: list.rows,
    total: list.total,
    pageSize: list.pageSize,
    pageIndex: list.pageIndex,
    loading: list.loading,
    /** A read failed: said as such with a retry, never as an empty list (the failure is logged). */
    loadFailed: list.error != null,
    retry: list.retry,
    setPageIndex: (pageIndex: number) => setSearch((current) => ({ ...current, pageNumber: pageIndex + 1 })),
    searchText,
    setSearchText: (text: string) => {
      setSearchText(text);
      if (searchError && isValidUserSearch(text)) setSearchError(null);
    },
    submitSearch,
    /** The §8 message under the search box, or null. */
    searchError,
    /** The role a row shows: its own, or the other one while its toggle is pending. */
    roleShown: (row: User) => displayedRole(roleOf(row), row.id, pending),
    isPending: (row: User) => pending.has(row.id),
    pendingCount: pending.size,
    toggleRole: (row: User) => setPending((current) => togglePending(current, row.id)),
    /** Spec §4: Save only while a toggle is pending (and not while one save is on its way). */
    canSave: canSaveRoleToggles(pending) && !save.isPending,
    saveRoles: () => save.mutate([...pending]),
    isSaving: save.isPending,
    exportCsv: () => exportCsv.mutate(),
    isExporting: exportCsv.isPending,
  };
}

type UserListController = ReturnType<typeof useUserList>;

export { roleOf, type UserListController, type UseUserListOptions, useUserList };
