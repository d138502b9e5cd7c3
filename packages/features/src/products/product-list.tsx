import { type ListedProduct, mayOpen } from '@license-console/domain';
import { Button, type DataGridColumn, PlusIcon } from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { ResourceListPage } from '../shared/resource-list.tsx';
import { ResourceListGate } from '../shared/resource-list-gate.tsx';
import { SearchBox } from '../shared/search-box.tsx';
import { productPaths } from './paths.ts';
import { productListStrings as strings } from './strings.ts';
import { type ProductListController, type UseProductListOptions, useProductList } from './use-product-list.ts';

type ProductListViewProps = ProductListController & NavigationProps & { title?: string; className?: string };

/**
 * The products list (spec §2.8): the name filter, the products with their packs (a link to them in the license grid)
 * and seats, Edit and Delete, and Add Product.
 */
function ProductListView({
  filterText,
  filterError,
  appliedFilter,
  setFilterText,
  submitFilter,
  total,
  linkComponent,
  onNavigate,
  title = strings.title,
  ...list
}: ProductListViewProps) {
  const columns = React.useMemo<DataGridColumn<ListedProduct>[]>(
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
        // A phone leaves the count of SKUs out (the product's form lists them), so Edit and Delete fit beside the
        // name without scrolling sideways.
        meta: {
          cellClassName: `tabular-nums ${NARROW_HIDDEN.cellClassName}`,
          headerClassName: NARROW_HIDDEN.headerClassName,
        },
      },
      {
        id: 'packs',
        header: strings.packs,
        accessorKey: 'packCount',
        meta: { cellClassName: 'tabular-nums' },
        // A product with packs links to them in the license grid; none is nothing to open.
        cell: ({ row }) =>
          row.original.packCount > 0 ? (
            <Button asChild variant="link" className="tabular-nums underline">
              <AppLink
                href={productPaths.packs(row.original.productId)}
                aria-label={strings.packsOf(row.original.packCount, row.original.name)}
                linkComponent={linkComponent}
                onNavigate={onNavigate}
              >
                {row.original.packCount}
              </AppLink>
            </Button>
          ) : (
            row.original.packCount
          ),
      },
      {
        id: 'seats',
        header: strings.seats,
        accessorKey: 'seatCount',
        // A phone keeps the packs, which open the license grid, and leaves their seats out.
        meta: {
          cellClassName: `tabular-nums ${NARROW_HIDDEN.cellClassName}`,
          headerClassName: NARROW_HIDDEN.headerClassName,
        },
      },
    ],
    [linkComponent, onNavigate],
  );
  const emptyText = total > 0 && appliedFilter ? strings.noMatch(appliedFilter) : strings.noProducts;
  return (
    <ResourceListPage<ListedProduct>
      {...list}
      title={title}
      slot="product-list"
      strings={strings}
      rowId={(row) => row.encryptedProductId}
      nameOf={(row) => row.name}
      editHref={(row) => productPaths.edit(row.encryptedProductId)}
      linkComponent={linkComponent}
      onNavigate={onNavigate}
      columns={columns}
      mode="client"
      defaultPagination={{ pageIndex: 0, pageSize: 10 }}
      emptyText={emptyText}
    >
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
    </ResourceListPage>
  );
}

type ProductListProps = UseProductListOptions & NavigationProps & { title?: string; className?: string };

/** The products widget (spec §2.8): administrators only; anyone else reads 'Access Denied'. */
function ProductList({ user, defaultFilter, ...props }: ProductListProps) {
  return (
    <ResourceListGate
      allowed={mayOpen(user, 'products')}
      title={props.title ?? strings.title}
      className={props.className}
    >
      <AllowedProductList user={user} defaultFilter={defaultFilter} {...props} />
    </ResourceListGate>
  );
}

/** The list itself, mounted only for an administrator, so no one else's browser reads it. */
function AllowedProductList({ user, defaultFilter, ...props }: ProductListProps) {
  const controller = useProductList({ user, defaultFilter });
  return <ProductListView {...controller} {...props} />;
}

export { ProductList, type ProductListProps, ProductListView, type ProductListViewProps };
