import { productPaths as productRoutes } from '@license-console/domain';
import { licensePaths } from '../licenses/paths.ts';

/** Where the products screens link to (spec §2.8): the domain's table, and a product's packs. */
const productPaths = {
  ...productRoutes,
  /**
   * The home's license grid (the menu's LICENSES, spec §2.2) filtered by the product, with any status: the rows
   * the product's pack count counts, merged and ended packs included.
   */
  packs: (productId: number) => licensePaths.search({ productId, status: '' }),
} as const;

export { productPaths };
