import { contract } from '@license-console/domain';
import { answerVersioned } from '../../lib/row-versions.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { ProductService } from './service.ts';

/** The server side of the Products calls (spec §2.8, §7 "Products"); administrators only, by the service's rule. */
export function productRoutes(products: ProductService): ContractRoute[] {
  return [
    serve(contract.listProducts, 'user', ({ session }) => products.listProducts(session!.user)),
    serve(contract.listProductsLower, 'user', ({ session }) => products.listProductsLower(session!.user)),
    serve(contract.getProduct, 'user', async ({ session, params, reply }) =>
      answerVersioned(reply, await products.getProduct(session!.user, params.id)),
    ),
    serve(contract.createProduct, 'user', ({ session, body }) => products.createProduct(session!.user, body)),
    serve(contract.updateProduct, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(reply, await products.updateProduct(session!.user, body, precondition)),
    ),
    serve(contract.deleteProduct, 'user', async ({ session, params, precondition }) => {
      await products.deleteProduct(session!.user, params.id, precondition);
      return { ok: true as const };
    }),
  ];
}
