import { productCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { ProductsApi } from './api.ts';

/** The product calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpProductsApi({ callContract }: Transport): ProductsApi {
  return {
    listProducts: () => callContract(productCalls.listProducts),
    listProductsLower: () => callContract(productCalls.listProductsLower),
    getProduct: (id) => callContract(productCalls.getProduct, { params: { id } }),
    createProduct: (draft) => callContract(productCalls.createProduct, { body: draft }),
    updateProduct: (product) => callContract(productCalls.updateProduct, { body: product }),
    deleteProduct: async (id) => {
      await callContract(productCalls.deleteProduct, { params: { id } });
    },
  };
}

export { createHttpProductsApi };
