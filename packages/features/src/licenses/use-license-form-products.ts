import { isFamilyProduct, type License, PRODUCT_FAMILY, PRODUCT_NAMES } from '@license-console/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { queryKeysFactory } from '../api/query-keys.ts';

/**
 * The license form's products, whether their read failed, and the encrypted id its save sends for one: read while `enabled` (not on Renew, which
 * keeps its product); the pack being edited keeps its own product even when the list no longer has it.
 */
function useLicenseFormProducts({ enabled, license }: { enabled: boolean; license: License | undefined }) {
  const api = useConsoleApi();
  // Spec §1: the form offers the products whose name carries the family marker, from GET /api/products, so a
  // product no license uses yet can be chosen; the license being edited or renewed keeps its own. Keyed as the
  // products' own reads are (the factory's keys), without importing their folder, which links to this one's list.
  const familyProducts = useQuery({
    queryKey: queryKeysFactory('products').call('listProductsLower'),
    queryFn: () => api.products.listProductsLower(),
    enabled,
    select: (all) => all.filter((product) => isFamilyProduct(product.name)),
  });
  const productOptions = useMemo(() => {
    const listed = (familyProducts.data ?? []).map((product) => ({
      productId: product.productId,
      encryptedProductId: product.encryptedProductId,
      name: product.name,
    }));
    const own = license;
    if (own && !listed.some((product) => product.productId === own.productId)) {
      const known = PRODUCT_NAMES[own.productId as keyof typeof PRODUCT_NAMES];
      listed.push({
        productId: own.productId,
        encryptedProductId: own.encryptedProductId,
        name: known ? `${PRODUCT_FAMILY} ${known}` : String(own.productId),
      });
    }
    return listed;
  }, [familyProducts.data, license]);
  const keyOf = (productId: number) =>
    productOptions.find((product) => product.productId === productId)?.encryptedProductId;
  return { productOptions, keyOf, productsFailed: familyProducts.isError };
}

export { useLicenseFormProducts };
