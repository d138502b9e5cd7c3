import { type CurrentUser, can, type Product, productFilterSchema, productSchema } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { deleteAsShown, showDeleteError } from '../shared/delete-as-shown.ts';
import { productKeys } from './queries.ts';
import { productListStrings as strings } from './strings.ts';

/** What the list shows of a product and its delete compares with the product as saved now. */
const PRODUCT_FIELDS = Object.keys(productSchema.shape) as (keyof Product)[];

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
  const queryClient = useQueryClient();
  const allowed = can(user, 'manageProducts');
  const [filterText, setFilterText] = useState(defaultFilter);
  const [appliedFilter, setAppliedFilter] = useState(defaultFilter.trim());
  const [confirming, setConfirming] = useState<Product | null>(null);

  const products = useQuery({
    queryKey: productKeys.call('listProducts'),
    queryFn: () => api.products.listProducts(),
    enabled: allowed,
  });

  const filterError = productFilterSchema.safeParse({ name: filterText }).error?.issues[0]?.message ?? null;
  const rows = useMemo(() => {
    const needle = appliedFilter.toLowerCase();
    const all = products.data ?? [];
    return needle ? all.filter((product) => product.name.toLowerCase().includes(needle)) : all;
  }, [products.data, appliedFilter]);

  const remove = useMutation({
    mutationFn: (product: Product) =>
      deleteAsShown(
        product,
        PRODUCT_FIELDS,
        () => api.products.productForEdit(product.encryptedProductId),
        (ifMatch) => api.products.deleteProduct(product.encryptedProductId, ifMatch),
      ),
    onSuccess: () => toast({ title: strings.title, description: strings.deleted, variant: 'success' }),
    onError: (error) => showDeleteError(strings.delete, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });

  return {
    allowed,
    rows,
    total: products.data?.length ?? 0,
    loading: allowed && products.isPending,
    loadFailed: products.isError,
    retry: () => void products.refetch(),
    filterText,
    filterError,
    appliedFilter,
    /** Typing narrows the list at once while the text is valid; invalid text keeps the last valid filter. */
    setFilterText: (text: string) => {
      setFilterText(text);
      if (productFilterSchema.safeParse({ name: text }).success) setAppliedFilter(text.trim());
    },
    submitFilter: () => {
      if (!filterError) setAppliedFilter(filterText.trim());
    },
    confirming,
    askDelete: (product: Product) => setConfirming(product),
    cancelDelete: () => setConfirming(null),
    confirmDelete: () => {
      if (confirming) remove.mutate(confirming);
      setConfirming(null);
    },
    deletingId: remove.isPending ? (remove.variables?.encryptedProductId ?? null) : null,
  };
}

type ProductListController = ReturnType<typeof useProductList>;

export { type ProductListController, type UseProductListOptions, useProductList };
