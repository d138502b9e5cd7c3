import type { ServerModule } from '../module.ts';
import { productRoutes } from './routes.ts';
import type { ProductService } from './service.ts';

export { createProductService, type ProductService } from './service.ts';

/** Products and their SKUs (spec §2.8): the administrators' products screen and the license form's product list. */
export function productsModule(products: ProductService): ServerModule {
  return { name: 'products', routes: productRoutes(products) };
}
