import { type License, type LicenseSortColumn, licensePaths, licenseUsagePaths } from '@license-console/domain';
import {
  Button,
  ChevronDownIcon,
  cn,
  type DataGridProps,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  PlusIcon,
  ServerDataGrid,
  styleScope,
} from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { type RowAction, RowActions } from '../shared/row-actions.tsx';
import { SearchBox } from '../shared/search-box.tsx';
import { whenIdle } from '../shared/when-idle.ts';
import { licenseGridStrings as strings } from './grid-strings.ts';
import { licenseColumns, licenseRowLabel } from './license-columns.tsx';
import type { LicenseGridSearch } from './license-grid-search.ts';
import { type LicenseGridController, type UseLicenseGridOptions, useLicenseGrid } from './use-license-grid.ts';

/**
 * The administrators' end-date dialog, with the form library it needs, loads when it first opens or while the list
 * is idle: the list's first screen, which every user sees, carries none of it.
 */
const loadDatesDialog = () => import('./license-dates-dialog.tsx');
const LicenseDatesDialog = React.lazy(async () => ({ default: (await loadDatesDialog()).LicenseDatesDialog }));

type ColumnFiltersState = NonNullable<DataGridProps<License>['columnFilters']>;
type SortingState = NonNullable<DataGridProps<License>['sorting']>;

type LicenseGridViewProps = LicenseGridController & NavigationProps & { className?: string };

function filtersOf(search: LicenseGridSearch, emailFilterText: string): ColumnFiltersState {
  const filters: ColumnFiltersState = [];
  if (search.productId) filters.push({ id: 'product', value: String(search.productId) });
  if (emailFilterText) filters.push({ id: 'email', value: emailFilterText });
  if (search.type) filters.push({ id: 'type', value: search.type });
  if (search.status) filters.push({ id: 'status', value: search.status });
  if (search.expiringWithinDays) filters.push({ id: 'validUntil', value: String(search.expiringWithinDays) });
  return filters;
}

/** The license list (spec §2.4): search box and Manage Licenses for administrators, filters, the paged grid. */
function LicenseGridView({
  search,
  sort,
  setSort,
  sortableColumns,
  rows,
  total,
  pageSize,
  pageIndex,
  loading,
  setPageIndex,
  setProductId,
  setType,
  setStatus,
  setExpiringWithinDays,
  emailFilterText,
  changeEmailFilter,
  searchText,
  setSearchText,
  submitSearch,
  canSearchAll,
  canAdd,
  canMerge,
  startMerge,
  isMergeLoading,
  canEdit,
  canRenew,
  canEditDates,
  dates,
  canManageUsers,
  showsUsedTotal,
  loadFailed,
  retry,
  highlightedId,
  changedOutOfView,
  showChanged,
  linkComponent,
  onNavigate,
  className,
}: LicenseGridViewProps) {
  const columns = React.useMemo(
    () => licenseColumns({ showsUsedTotal, filters: true, sortable: sortableColumns }),
    [showsUsedTotal, sortableColumns],
  );
  // The list is always in some order: its header shows which (VALID UNTIL descending by default), and a sorted header
  // turns between its two directions.
  const sorting: SortingState = [{ id: sort.column, desc: sort.direction === 'desc' }];
  const onSortingChange = ([next]: SortingState) => {
    if (next) setSort({ column: next.id as LicenseSortColumn, direction: next.desc ? 'desc' : 'asc' });
  };
  const columnFilters = filtersOf(search, emailFilterText);
  const onColumnFiltersChange = (next: ColumnFiltersState) => {
    const value = (id: string) => (next.find((filter) => filter.id === id)?.value as string | undefined) ?? '';
    if (value('email') !== emailFilterText) changeEmailFilter(value('email'));
    const productId = Number(value('product')) || 0;
    if (productId !== search.productId) setProductId(productId);
    if (value('type') !== search.type) setType(value('type') as LicenseGridSearch['type']);
    if (value('status') !== search.status) setStatus(value('status') as LicenseGridSearch['status']);
    const expiringWithinDays = Number(value('validUntil')) as LicenseGridSearch['expiringWithinDays'];
    if (expiringWithinDays !== search.expiringWithinDays) setExpiringWithinDays(expiringWithinDays);
  };
  /** A pack's actions (spec §2.4), each only for whom it is allowed: links, and End Date's dialog. */
  const actionsOf = (license: License) => {
    const name = licenseRowLabel(license);
    const links = [
      canManageUsers(license) && { label: strings.manageUsers, href: licenseUsagePaths.usage(license.encryptedId) },
      canEdit(license) && { label: strings.edit, href: licensePaths.edit(license.encryptedId) },
      canRenew(license) && { label: strings.renew, href: licensePaths.renew(license.encryptedId) },
    ].filter((action) => action !== false);
    return { name, links, endDate: canEditDates(license) };
  };
  const editsDates = rows.some(canEditDates);
  React.useEffect(() => {
    if (!editsDates) return;
    // Not loaded now (the network dropped): it loads when opened.
    return whenIdle(() => void loadDatesDialog().catch(() => undefined));
  }, [editsDates]);
  const rowActions = (license: License) => {
    const { name, links, endDate } = actionsOf(license);
    const actions: RowAction[] = endDate
      ? [...links, { label: strings.endDate, onSelect: () => dates.open(license) }]
      : links;
    return (
      <RowActions
        name={name}
        actions={actions}
        menuLabel={strings.actions}
        linkComponent={linkComponent}
        onNavigate={onNavigate}
      />
    );
  };
  const hasActions = rows.some((license) => {
    const { links, endDate } = actionsOf(license);
    return links.length > 0 || endDate;
  });

  const addLink = (
    <Button asChild>
      <AppLink href={licensePaths.add} linkComponent={linkComponent} onNavigate={onNavigate}>
        <PlusIcon />
        {strings.addLicenseButton}
      </AppLink>
    </Button>
  );

  return (
    <div data-slot="license-grid" {...styleScope} className={cn('grid gap-4', className)}>
      {canSearchAll || canAdd ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {canSearchAll ? (
            <SearchBox
              label={strings.searchLabel}
              submitLabel={strings.search}
              value={searchText}
              onValueChange={setSearchText}
              onSubmit={submitSearch}
            />
          ) : (
            <span />
          )}
          {canAdd ? (
            canMerge ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button loading={isMergeLoading}>
                    {strings.manageLicenses}
                    <ChevronDownIcon />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem asChild>
                    <AppLink href={licensePaths.add} linkComponent={linkComponent} onNavigate={onNavigate}>
                      {strings.addLicense}
                    </AppLink>
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={startMerge}>{strings.mergeLicense}</DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            ) : (
              addLink
            )
          ) : null}
        </div>
      ) : null}
      {loadFailed ? <LoadFailed message={strings.loadFailed} onRetry={retry} retryLabel={strings.retry} /> : null}
      {changedOutOfView ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-body text-muted-foreground">
          {strings.changedOutOfView(changedOutOfView.email)}
          <Button variant="secondary" size="sm" onClick={showChanged}>
            {strings.showChanged}
          </Button>
        </p>
      ) : null}
      <ServerDataGrid<License>
        data={rows}
        highlightedRowId={highlightedId}
        columns={columns}
        getRowId={(license) => license.encryptedId}
        getRowLabel={licenseRowLabel}
        label={strings.gridLabel}
        rowCount={total}
        pagination={{ pageIndex, pageSize }}
        onPaginationChange={(next) => setPageIndex(next.pageIndex)}
        columnFilters={columnFilters}
        onColumnFiltersChange={onColumnFiltersChange}
        sorting={sorting}
        onSortingChange={onSortingChange}
        enableSortingRemoval={false}
        rowActions={hasActions ? rowActions : undefined}
        rowActionsHeader={strings.actions}
        emptyText={loadFailed ? strings.loadFailed : strings.emptyText}
        loading={loading}
        loadingText={strings.loading}
      />
      {dates.license ? (
        <React.Suspense fallback={null}>
          <LicenseDatesDialog license={dates.license} onClose={dates.close} />
        </React.Suspense>
      ) : null}
    </div>
  );
}

type LicenseGridProps = UseLicenseGridOptions & NavigationProps & { className?: string };

/** The license list widget (spec §2.4): the grid, its search and filters, and the administrators' actions. */
function LicenseGrid({
  user,
  search,
  defaultSearch,
  onSearchChange,
  onMerge,
  changedLicense,
  ...props
}: LicenseGridProps) {
  const controller = useLicenseGrid({ user, search, defaultSearch, onSearchChange, onMerge, changedLicense });
  return <LicenseGridView {...controller} {...props} />;
}

export { LicenseGrid, type LicenseGridProps, LicenseGridView, type LicenseGridViewProps };
