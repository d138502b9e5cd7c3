import { mayOpen, peopleMessages, peoplePaths, type User, userPaths } from '@license-console/domain';
import {
  Badge,
  Button,
  cn,
  type DataGridColumn,
  Page,
  PlusIcon,
  ServerDataGrid,
  Switch,
  styleScope,
} from '@license-console/ui';
import * as React from 'react';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { SearchBox } from '../shared/search-box.tsx';
import { TEXT_LINK } from '../shared/text-link.ts';
import { EmailAddress } from '../shared/text-with-breaks.tsx';
import { useUnsavedChanges } from '../shared/unsaved-changes.ts';
import { LockedAccounts } from './locked-accounts.tsx';
import { userListStrings as strings } from './strings.ts';
import { type UserListController, type UseUserListOptions, useUserList } from './use-user-list.ts';

type UserListViewProps = UserListController &
  NavigationProps & {
    /** The signed-in user, for the locked-accounts panel below the list. */
    user: UseUserListOptions['user'];
    /** The screen's title: 'Users' unless the host names it (the home's Manage Users detail, spec §2.1). */
    title?: string;
    className?: string;
  };

/**
 * The users list (spec §2.10): the search box, a server-paged grid of ten with each user's role toggle, Save for the
 * toggles collected, Add User and Edit; the accounts locked out of sign-in below it.
 */
function UserListView({
  allowed,
  user,
  rows,
  total,
  pageSize,
  pageIndex,
  loading,
  loadFailed,
  retry,
  setPageIndex,
  searchText,
  setSearchText,
  submitSearch,
  searchError,
  roleShown,
  isPending,
  pendingCount,
  toggleRole,
  canSave,
  saveRoles,
  isSaving,
  exportCsv,
  isExporting,
  linkComponent,
  onNavigate,
  title = strings.title,
  className,
}: UserListViewProps) {
  const columns = React.useMemo<DataGridColumn<User>[]>(
    () => [
      {
        id: 'name',
        header: strings.name,
        accessorFn: (row) => `${row.firstName} ${row.lastName}`.trim(),
        meta: NARROW_HIDDEN,
      },
      {
        id: 'email',
        accessorKey: 'email',
        header: strings.email,
        // The e-mail opens the person's page (their seats, sign-in state and the helpdesk's actions).
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            {mayOpen(user, 'person') ? (
              <AppLink
                href={peoplePaths.person(row.original.id)}
                aria-label={peopleMessages.openPerson(row.original.email)}
                linkComponent={linkComponent}
                onNavigate={onNavigate}
                className={TEXT_LINK}
              >
                <EmailAddress email={row.original.email} />
              </AppLink>
            ) : (
              <EmailAddress email={row.original.email} />
            )}
            {row.original.deactivated ? <Badge variant="destructive">{peopleMessages.deactivatedMark}</Badge> : null}
          </span>
        ),
      },
      {
        id: 'company',
        header: strings.company,
        accessorFn: (row) => row.company ?? '',
        meta: NARROW_HIDDEN,
      },
      {
        id: 'role',
        header: strings.role,
        cell: ({ row }) => {
          const shown = roleShown(row.original);
          return (
            <span className="inline-flex items-center gap-2">
              <Switch
                size="sm"
                checked={shown === strings.roles.superAdministrator}
                onCheckedChange={() => toggleRole(row.original)}
                aria-label={strings.roleSwitch(row.original.email)}
              />
              <span className="hidden md:inline">{shown}</span>
              {isPending(row.original) ? <Badge variant="warning">{strings.unsaved}</Badge> : null}
            </span>
          );
        },
      },
    ],
    [roleShown, toggleRole, isPending, user, linkComponent, onNavigate],
  );
  // Role switches not yet saved: leaving the page asks first.
  useUnsavedChanges(pendingCount > 0);
  if (!allowed) return <AccessDenied title={title} className={className} />;
  return (
    <Page title={title} width="wide" data-slot="user-list" {...styleScope} className={cn(className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label={strings.searchLabel}
          submitLabel={strings.search}
          value={searchText}
          onValueChange={setSearchText}
          onSubmit={submitSearch}
          error={searchError}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={exportCsv} loading={isExporting}>
            {strings.exportCsv}
          </Button>
          <Button asChild>
            <AppLink href={userPaths.add} linkComponent={linkComponent} onNavigate={onNavigate}>
              <PlusIcon />
              {strings.addUser}
            </AppLink>
          </Button>
        </div>
      </div>
      {loadFailed ? <LoadFailed message={strings.loadFailed} onRetry={retry} retryLabel={strings.retry} /> : null}
      <ServerDataGrid<User>
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.email}
        label={strings.gridLabel}
        rowCount={total}
        pagination={{ pageIndex, pageSize }}
        onPaginationChange={(next) => setPageIndex(next.pageIndex)}
        enableSorting={false}
        rowActionsHeader={strings.actions}
        rowActions={(row) => (
          <Button asChild variant="ghost" size="sm">
            <AppLink
              href={userPaths.edit(row.id)}
              aria-label={`${strings.edit}: ${row.email}`}
              linkComponent={linkComponent}
              onNavigate={onNavigate}
            >
              {strings.edit}
            </AppLink>
          </Button>
        )}
        emptyText={loadFailed ? strings.loadFailed : strings.noUsers}
        loading={loading}
        loadingText={strings.loading}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {pendingCount > 0 ? (
          <p role="status" className="text-body text-muted-foreground">
            {strings.pendingCount(pendingCount)}
          </p>
        ) : null}
        <Button onClick={saveRoles} disabled={!canSave} loading={isSaving}>
          {strings.save}
        </Button>
      </div>
      <LockedAccounts user={user} />
    </Page>
  );
}

type UserListProps = UseUserListOptions & NavigationProps & { title?: string; className?: string };

/** The users list widget (spec §2.10): administrators only; anyone else reads 'Access Denied'. */
function UserList({ user, search, defaultSearch, onSearchChange, ...props }: UserListProps) {
  if (!mayOpen(user, 'users')) return <AccessDenied title={props.title ?? strings.title} className={props.className} />;
  return (
    <AllowedUserList
      user={user}
      search={search}
      defaultSearch={defaultSearch}
      onSearchChange={onSearchChange}
      {...props}
    />
  );
}

/** The list itself, mounted only for an administrator, so no one else's browser reads it. */
function AllowedUserList({ user, search, defaultSearch, onSearchChange, onDownload, ...props }: UserListProps) {
  const controller = useUserList({ user, search, defaultSearch, onSearchChange, onDownload });
  return <UserListView {...controller} user={user} {...props} />;
}

export { UserList, type UserListProps, UserListView, type UserListViewProps };
