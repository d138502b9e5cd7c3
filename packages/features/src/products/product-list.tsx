import { can, type Product } from '@license-console/domain';
import {
  Button,
  ConfirmDialog,
  cn,
  DataGrid,
  type DataGridColumn,
  Page,
  PlusIcon,
  styleScope,
} from '@license-console/ui';
import * as React from 'react';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { SearchBox } from '../shared/search-box.tsx';
import { productListStrings as strings } from './strings.ts';
import { type ProductListController, type UseProductListOptions, useProductList } from './use-product-list.ts';

/** Where the products screen links to (spec §2.8). */
const productPaths = {
  list: '/product',
  add: '/product/new',
  edit: (encryptedProductId: string) => `/product/edit/${encodeURIComponent(encryptedProductId)}`,
} as const;

type ProductListViewProps = ProductListController & NavigationProps & { title?: string; className?: string };

/** The products list (spec §2.8): the name filter, the products with Edit and Delete, and Add Product. */
function ProductListView({
  allowed,
  rows,
  total,
  loading,
  loadFailed,
  retry,
  filterText,
  filterError,
  appliedFilter,
  setFilterText,
  submitFilter,
  confirming,
  askDelete,
  cancelDelete,
  confirmDelete,
  deletingId,
  linkComponent,
  onNavigate,
  title = strings.title,
  className,
}: ProductListViewProps) {
  const columns = React.useMemo<DataGridColumn<Product>[]>(
    () => [
      { id: 'productId', accessorKey: 'productId', header: strings.productId },
      { id: 'name', accessorKey: 'name', header: strings.name },
      {
        id: 'lastVersion',
        header: strings.lastVersion,
        accessorFn: (row) => row.lastVersion ?? '',
        meta: NARROW_HIDDEN,
      },
      {
        id: 'mainProgram',
        header: strings.mainProgram,
        accessorFn: (row) => row.mainProgram ?? '',
        meta: NARROW_HIDDEN,
      },
      {
        id: 'skus',
        header: strings.skus,
        accessorFn: (row) => row.productSkus.length,
        meta: { cellClassName: 'tabular-nums' },
      },
    ],
    [],
  );
  if (!allowed) return <AccessDenied title={title} className={className} />;
  const emptyText = total > 0 && appliedFilter ? strings.noMatch(appliedFilter) : strings.noProducts;
  return (
    <Page title={title} width="wide" data-slot="product-list" {...styleScope} className={cn(className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label={strings.filterLabel}
          submitLabel={strings.search}
          value={filterText}
          onValueChange={setFilterText}
          onSubmit={submitFilter}
          error={filterError}
        />
        <Button asChild>
          <AppLink href={productPaths.add} linkComponent={linkComponent} onNavigate={onNavigate}>
            <PlusIcon />
            {strings.addProduct}
          </AppLink>
        </Button>
      </div>
      {loadFailed ? (
        <LoadFailed message={strings.loadFailed} onRetry={retry} retryLabel={strings.retry} />
      ) : (
        <DataGrid<Product>
          data={rows}
          columns={columns}
          getRowId={(row) => row.encryptedProductId}
          getRowLabel={(row) => row.name}
          label={strings.gridLabel}
          mode="client"
          defaultPagination={{ pageIndex: 0, pageSize: 10 }}
          rowActionsHeader={strings.actions}
          rowActions={(row) => (
            <span className="inline-flex gap-1">
              <Button asChild variant="ghost" size="sm">
                <AppLink
                  href={productPaths.edit(row.encryptedProductId)}
                  aria-label={`${strings.edit}: ${row.name}`}
                  linkComponent={linkComponent}
                  onNavigate={onNavigate}
                >
                  {strings.edit}
                </AppLink>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                aria-label={`${strings.delete}: ${row.name}`}
                loading={deletingId === row.encryptedProductId}
                onClick={() => askDelete(row)}
              >
                {strings.delete}
              </Button>
            </span>
          )}
          emptyText={emptyText}
          loading={loading}
          loadingText={strings.loading}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) cancelDelete();
        }}
        answers="yes-cancel"
        tone="destructive"
        title={strings.confirmDeleteTitle}
        message={confirming ? strings.confirmDelete(confirming.name) : ''}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}

type ProductListProps = UseProductListOptions & NavigationProps & { title?: string; className?: string };

/** The products widget (spec §2.8): administrators only; anyone else reads 'Access Denied'. */
function ProductList({ user, defaultFilter, ...props }: ProductListProps) {
  if (!can(user, 'manageProducts')) {
    return <AccessDenied title={props.title ?? strings.title} className={props.className} />;
  }
  return <AllowedProductList user={user} defaultFilter={defaultFilter} {...props} />;
}

/** The list itself, mounted only for an administrator, so no one else's browser reads it. */
function AllowedProductList({ user, defaultFilter, ...props }: ProductListProps) {
  const controller = useProductList({ user, defaultFilter });
  return <ProductListView {...controller} {...props} />;
}

export { ProductList, type ProductListProps, ProductListView, type ProductListViewProps, productPaths };
