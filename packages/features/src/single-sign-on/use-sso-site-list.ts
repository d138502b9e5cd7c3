import { type CurrentUser, can, SSO_DEFAULT_PAGE_SIZE, type SsoSite } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { deleteAsShown, showDeleteError } from '../shared/delete-as-shown.ts';
import { ssoSiteKeys } from './queries.ts';
import { ssoSiteListStrings as strings } from './strings.ts';

const noSites: readonly SsoSite[] = [];
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
  const queryClient = useQueryClient();
  const allowed = can(user, 'manageSsoSites');
  const [view, setView] = useState<SsoSiteListViewState>({ ...DEFAULT_VIEW, ...defaultView });
  const [confirming, setConfirming] = useState<SsoSite | null>(null);

  const sites = useQuery({
    queryKey: ssoSiteKeys.call('listSsoSites'),
    queryFn: () => api.singleSignOn.listSsoSites(),
    enabled: allowed,
  });

  const remove = useMutation({
    mutationFn: (site: SsoSite) =>
      deleteAsShown(
        site,
        SSO_SITE_FIELDS,
        () => api.singleSignOn.ssoSiteForEdit(site.id),
        (ifMatch) => api.singleSignOn.deleteSsoSite(site.id, ifMatch),
      ),
    onSuccess: () => toast({ title: strings.title, description: strings.deleted, variant: 'success' }),
    onError: (error) => showDeleteError(strings.delete, error),
    // Read again either way: a site may have been deleted by someone else meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoSiteKeys.all }),
  });

  const filtered = view.columnFilters.some((filter) => String(filter.value ?? '').trim() !== '');
  const rows = sites.data ?? noSites;
  return {
    allowed,
    rows,
    /** The first read is under way: nothing to show yet. */
    loading: allowed && sites.isPending,
    /** The read failed and nothing is shown: said as such, never as an empty list. */
    loadFailed: sites.isError && sites.data === undefined,
    retry: () => void sites.refetch(),
    /** What the grid says with no row to show: no site at all, or none that the filters keep. */
    emptyText: filtered && rows.length > 0 ? strings.noMatch : strings.noSites,
    columnFilters: view.columnFilters,
    setColumnFilters: (columnFilters: SsoSiteListViewState['columnFilters']) =>
      setView((current) => ({ ...current, columnFilters })),
    sorting: view.sorting,
    setSorting: (sorting: SsoSiteListViewState['sorting']) => setView((current) => ({ ...current, sorting })),
    pagination: view.pagination,
    setPagination: (pagination: SsoSiteListViewState['pagination']) =>
      setView((current) => ({ ...current, pagination })),
    /** The site whose Delete is being confirmed, or null. */
    confirming,
    askDelete: (site: SsoSite) => setConfirming(site),
    cancelDelete: () => setConfirming(null),
    confirmDelete: () => {
      if (confirming) remove.mutate(confirming);
      setConfirming(null);
    },
    /** The site being deleted, whose button shows progress. */
    deletingId: remove.isPending ? (remove.variables?.id ?? null) : null,
  };
}

type SsoSiteListController = ReturnType<typeof useSsoSiteList>;

export { type SsoSiteListController, type SsoSiteListViewState, type UseSsoSiteListOptions, useSsoSiteList };
