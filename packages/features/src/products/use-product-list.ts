import {
  type CurrentUser,
  type ListedProduct,
  mayOpen,
  type Product,
  productFilterSchema,
  productSchema,
} from '@license-console/domain';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { deleteAsShownAction } from '../shared/delete-as-shown.ts';
import { useResourceList, useTextFilter } from '../shared/use-resource-list.ts';
import { productKeys } from './queries.ts';
import { productListStrings as strings } from './strings.ts';

/** What the list shows of a product and its delete compares with the product as saved now. */
const PRODUCT_FIELDS = Object.keys(productSchema.shape) as (keyof Product)[];

const checkName = (name: string) => productFilterSchema.safeParse({ name });
const nameOf = (product: ListedProduct) => product.name;

interface UseProductListOptions {
  /** The signed-in user: only administrators read the products (spec §6). */
  user: CurrentUser;
  /** The name filter the list opens with. */
  defaultFilter?: string;
}

/**
 * Spec §2.8 products list: every product from GET /api/Product with its packs and seats (designed), narrowed as
 * the name filter is typed (special characters refused with the §5 message, the rows kept as they were), Delete
 * behind a confirmation with 'Deleted successfully.', and a product that licenses use kept with the server's reason.
 */
function useProductList({ user, defaultFilter = '' }: UseProductListOptions) {
  const api = useConsoleApi();
  const list = useResourceList({
    allowed: mayOpen(user, 'products'),
    queryKey: productKeys.call('listProducts'),
    read: () => api.products.listProducts(),
    // As the list always has: a failed re-read shows the failure and its retry in place of the rows.
    failedRereadHidesRows: true,
    action: {
      ...deleteAsShownAction<Product>(
        PRODUCT_FIELDS,
        (product) => api.products.productForEdit(product.encryptedProductId),
        (product, ifMatch) => api.products.deleteProduct(product.encryptedProductId, ifMatch),
        strings,
      ),
      invalidates: productKeys.all,
      idOf: (product) => product.encryptedProductId,
    },
  });
  const { filtered, ...filter } = useTextFilter(list.rows, {
    initial: defaultFilter,
    check: checkName,
    textOf: nameOf,
  });

  return {
    allowed: list.allowed,
    rows: filtered,
    total: list.rows.length,
    loading: list.loading,
    loadFailed: list.loadFailed,
    retry: list.retry,
    /** Typing narrows the list at once while the text is valid; invalid text keeps the last valid filter. */
    ...filter,
    confirming: list.confirming,
    askDelete: list.ask,
    cancelDelete: list.cancel,
    confirmDelete: list.confirm,
    deletingId: list.pendingId,
  };
}

type ProductListController = ReturnType<typeof useProductList>;

export { type ProductListController, type UseProductListOptions, useProductList };
