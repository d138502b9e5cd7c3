import { productCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { ProductsApi } from './api.ts';

/** The product calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpProductsApi({ callContract, callContractWithHeaders }: Transport): ProductsApi {
  return {
    listProducts: () => callContract(productCalls.listProducts),
    listProductsLower: () => callContract(productCalls.listProductsLower),
    getProduct: (id) => callContract(productCalls.getProduct, { params: { id } }),
    productForEdit: async (id) => {
      const { data, headers } = await callContractWithHeaders(productCalls.getProduct, { params: { id } });
      return { value: data, etag: headers.get('etag') };
    },
    createProduct: (draft) => callContract(productCalls.createProduct, { body: draft }),
    updateProduct: (product, ifMatch) => callContract(productCalls.updateProduct, { body: product, ifMatch }),
    deleteProduct: async (id, ifMatch) => {
      await callContract(productCalls.deleteProduct, { params: { id }, ifMatch });
    },
  };
}

export { createHttpProductsApi };
