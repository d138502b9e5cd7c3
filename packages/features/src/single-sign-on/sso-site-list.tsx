import {
  mayOpen,
  SSO_PAGE_SIZES,
  type SsoSite,
  shortPublicKey,
  ssoKeyExpiry,
  ssoSitePaths,
} from '@license-console/domain';
import { Button, CopyButton, cn, type DataGridColumn, PlusIcon } from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { ResourceListPage } from '../shared/resource-list.tsx';
import { ResourceListGate } from '../shared/resource-list-gate.tsx';
import { TextWithBreaks } from '../shared/text-with-breaks.tsx';
import { ssoSiteListStrings as strings } from './strings.ts';
import { type SsoSiteListController, type UseSsoSiteListOptions, useSsoSiteList } from './use-sso-site-list.ts';

/** Below the `md` breakpoint a column gives way, so the rows' names, keys and actions fit a phone without scrolling. */
const WIDE_ONLY = 'hidden md:table-cell';

/**
 * A site's address that wraps after its slashes (never between the two of `https://`), and inside a part only where
 * that part alone is too long for its line.
 */
function SiteUrl({ url, className }: { url: string; className?: string }) {
  return <TextWithBreaks text={url} breaks={/(?<=\/)(?!\/)/} className={cn('[overflow-wrap:anywhere]', className)} />;
}

type SsoSiteListViewProps = SsoSiteListController & NavigationProps & { title?: string; className?: string };

/**
 * The SSO sites (spec §2.9): Add Site, and every site's Name, URL and shortened Public Key (copied whole by its
 * button; during a key rotation's overlap the previous key and its end under it), with Edit and Delete; Name and URL filter as typed, every column sorts, five rows a page unless chosen.
 */
function SsoSiteListView({
  columnFilters,
  setColumnFilters,
  sorting,
  setSorting,
  pagination,
  setPagination,
  linkComponent,
  onNavigate,
  title = strings.title,
  ...list
}: SsoSiteListViewProps) {
  const columns = React.useMemo<DataGridColumn<SsoSite>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: strings.name,
        cell: ({ row }) => (
          <span className="grid gap-0.5">
            <span className="font-medium break-words">{row.original.name}</span>
            {/* A phone has no URL column: the address stands under the name. */}
            <SiteUrl url={row.original.url} className="text-caption text-muted-foreground md:hidden" />
          </span>
        ),
        meta: {
          filter: { type: 'text', placeholder: strings.filterName },
          cellClassName: 'min-w-32',
          // Widths kept while filters change the rows, so the columns do not jump.
          headerClassName: 'md:w-1/4',
        },
      },
      {
        id: 'url',
        accessorKey: 'url',
        header: strings.url,
        cell: ({ row }) => <SiteUrl url={row.original.url} />,
        meta: {
          filter: { type: 'text', placeholder: strings.filterUrl },
          cellClassName: cn(WIDE_ONLY, 'min-w-48'),
          headerClassName: cn(WIDE_ONLY, 'w-2/5'),
        },
      },
      {
        id: 'publicKey',
        // Sorted as shown: the start of every key of one kind is the same header.
        accessorFn: (row) => shortPublicKey(row.publicKey),
        header: strings.publicKey,
        cell: ({ row, getValue }) => {
          const { name, publicKey, previousKey } = row.original;
          return (
            <span className="grid gap-1">
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <code className="hidden font-mono text-caption sm:inline">{getValue<string>()}</code>
                <CopyButton
                  value={publicKey}
                  label={strings.copyPublicKey(name)}
                  copiedMessage={strings.publicKeyCopied(name)}
                  failedMessage={strings.copyFailed}
                />
              </span>
              {/* A rotation's former key, under the current one until it expires. */}
              {previousKey ? (
                <span data-slot="sso-site-previous-key" className="grid text-caption text-muted-foreground">
                  <span className="whitespace-nowrap">
                    {strings.previousKeyUntil(ssoKeyExpiry(previousKey.expiresAt))}
                  </span>
                  <span className="inline-flex items-center gap-1 whitespace-nowrap">
                    <code className="hidden font-mono sm:inline">{shortPublicKey(previousKey.publicKey)}</code>
                    <CopyButton
                      value={previousKey.publicKey}
                      label={strings.copyPreviousPublicKey(name)}
                      copiedMessage={strings.previousPublicKeyCopied(name)}
                      failedMessage={strings.copyFailed}
                    />
                  </span>
                </span>
              ) : null}
            </span>
          );
        },
      },
    ],
    [],
  );
  return (
    <ResourceListPage<SsoSite>
      {...list}
      title={title}
      slot="sso-site-list"
      actions={
        <Button asChild>
          <AppLink href={ssoSitePaths.add} linkComponent={linkComponent} onNavigate={onNavigate}>
            <PlusIcon />
            {strings.addSite}
          </AppLink>
        </Button>
      }
      strings={strings}
      rowId={(row) => row.id}
      nameOf={(row) => row.name}
      editHref={(row) => ssoSitePaths.edit(row.id)}
      linkComponent={linkComponent}
      onNavigate={onNavigate}
      columns={columns}
      mode="client"
      pageSizeOptions={SSO_PAGE_SIZES}
      pagination={pagination}
      onPaginationChange={setPagination}
      sorting={sorting}
      onSortingChange={setSorting}
      columnFilters={columnFilters}
      onColumnFiltersChange={setColumnFilters}
    />
  );
}

type SsoSiteListProps = UseSsoSiteListOptions & NavigationProps & { title?: string; className?: string };

/** The SSO site list widget (spec §2.9): administrators only; anyone else reads 'Access Denied'. */
function SsoSiteList({ user, defaultView, ...props }: SsoSiteListProps) {
  return (
    <ResourceListGate
      allowed={mayOpen(user, 'ssoSites')}
      title={props.title ?? strings.title}
      className={props.className}
    >
      <AllowedSsoSiteList user={user} defaultView={defaultView} {...props} />
    </ResourceListGate>
  );
}

/** The list itself, mounted only for an administrator, so no one else's browser reads it. */
function AllowedSsoSiteList({ user, defaultView, ...props }: SsoSiteListProps) {
  const controller = useSsoSiteList({ user, defaultView });
  return <SsoSiteListView {...controller} {...props} />;
}

export { SsoSiteList, type SsoSiteListProps, SsoSiteListView, type SsoSiteListViewProps };
