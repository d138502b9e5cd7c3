import { type CurrentUser, mayOpen, SSO_DEFAULT_PAGE_SIZE, type SsoSite } from '@license-console/domain';
import { useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { deleteAsShownAction } from '../shared/delete-as-shown.ts';
import { useResourceList } from '../shared/use-resource-list.ts';
import { ssoSiteKeys } from './queries.ts';
import { ssoSiteListStrings as strings } from './strings.ts';

/** What the list shows of a site and its delete compares with the site as saved now (a rotation changes its keys). */
const SSO_SITE_FIELDS = ['name', 'url', 'publicKey'] as const satisfies readonly (keyof SsoSite)[];

/** The list's view: its text filters, its sort and its page, as the grid reports them. */
interface SsoSiteListViewState {
  columnFilters: { id: string; value: unknown }[];
  sorting: { id: string; desc: boolean }[];
  pagination: { pageIndex: number; pageSize: number };
}

/** Spec §9: the first page of five, by name. */
const DEFAULT_VIEW: SsoSiteListViewState = {
  columnFilters: [],
  sorting: [{ id: 'name', desc: false }],
  pagination: { pageIndex: 0, pageSize: SSO_DEFAULT_PAGE_SIZE },
};

interface UseSsoSiteListOptions {
  /** The signed-in user: only administrators read the sites (spec §6). */
  user: CurrentUser;
  /** The view the list opens with (its filters, sort and page). */
  defaultView?: Partial<SsoSiteListViewState>;
}

/**
 * The SSO site list's controller (spec §2.9, §8): every site from GET /api/singlesignon, filtered, sorted and paged
 * in the browser (5, 10, 15, 20 or 25 rows, 5 first); Delete behind the 'Delete SSO?' confirmation, then 'Deleted
 * successfully.' and the list read again. No markup.
 */
function useSsoSiteList({ user, defaultView }: UseSsoSiteListOptions) {
  const api = useConsoleApi();
  const [view, setView] = useState<SsoSiteListViewState>({ ...DEFAULT_VIEW, ...defaultView });
  const list = useResourceList({
    allowed: mayOpen(user, 'ssoSites'),
    queryKey: ssoSiteKeys.call('listSsoSites'),
    read: () => api.singleSignOn.listSsoSites(),
    action: {
      ...deleteAsShownAction<SsoSite>(
        SSO_SITE_FIELDS,
        (site) => api.singleSignOn.ssoSiteForEdit(site.id),
        (site, ifMatch) => api.singleSignOn.deleteSsoSite(site.id, ifMatch),
        strings,
      ),
      invalidates: ssoSiteKeys.all,
      idOf: (site) => site.id,
    },
  });

  const filtered = view.columnFilters.some((filter) => String(filter.value ?? '').trim() !== '');
  return {
    allowed: list.allowed,
    rows: list.rows,
    loading: list.loading,
    loadFailed: list.loadFailed,
    retry: list.retry,
    /** What the grid says with no row to show: no site at all, or none that the filters keep. */
    emptyText: filtered && list.rows.length > 0 ? strings.noMatch : strings.noSites,
    columnFilters: view.columnFilters,
    setColumnFilters: (columnFilters: SsoSiteListViewState['columnFilters']) =>
      setView((current) => ({ ...current, columnFilters })),
    sorting: view.sorting,
    setSorting: (sorting: SsoSiteListViewState['sorting']) => setView((current) => ({ ...current, sorting })),
    pagination: view.pagination,
    setPagination: (pagination: SsoSiteListViewState['pagination']) =>
      setView((current) => ({ ...current, pagination })),
    /** The site whose Delete is being confirmed, or null. */
    confirming: list.confirming,
    askDelete: list.ask,
    cancelDelete: list.cancel,
    confirmDelete: list.confirm,
    /** The site being deleted, whose button shows progress. */
    deletingId: list.pendingId,
  };
}

type SsoSiteListController = ReturnType<typeof useSsoSiteList>;

export { type SsoSiteListController, type SsoSiteListViewState, type UseSsoSiteListOptions, useSsoSiteList };
