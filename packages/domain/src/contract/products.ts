import { z } from 'zod/mini';
import { opaqueIdSchema } from '../entities/bounds.ts';
import { listedProductSchema, productDraftSchema, productSchema } from '../entities/product.ts';
import { defineCall } from './define.ts';
import { okResponseSchema } from './shared.ts';

export const productListSchema = z.array(productSchema);

/** The products screen's list: each product with how many packs and seats it has. */
export const listedProductListSchema = z.array(listedProductSchema);

/** A product as the update call sends it: named by the id the server issued. */
export const productUpdateSchema = z.extend(productSchema, { encryptedProductId: opaqueIdSchema });

export const productCalls = {
  listProducts: defineCall({
    method: 'GET',
    path: '/api/Product',
    summary: 'Every product with its SKUs and how many license packs and seats it has (products screen).',
    response: listedProductListSchema,
    designed: ['response'],
  }),
  listProductsLower: defineCall({
    method: 'GET',
    path: '/api/products',
    summary: 'Every product (the license form keeps those of the product family).',
    response: productListSchema,
    designed: ['response'],
  }),
  getProduct: defineCall({
    method: 'GET',
    path: '/api/Product/{id}',
    summary: 'One product by id.',
    params: z.object({ id: opaqueIdSchema }),
    response: productSchema,
    designed: ['response'],
    versioned: 'read',
  }),
  createProduct: defineCall({
    method: 'POST',
    path: '/api/Product',
    summary: 'Creates a product with its SKUs.',
    body: productDraftSchema,
    response: productSchema,
    status: 201,
    designed: ['response'],
  }),
  updateProduct: defineCall({
    method: 'PUT',
    path: '/api/Product',
    summary: 'Updates a product and replaces its SKUs; the body names the product.',
    body: productUpdateSchema,
    response: productSchema,
    designed: ['response'],
    versioned: 'write',
  }),
  deleteProduct: defineCall({
    method: 'DELETE',
    path: '/api/products/{id}',
    summary: 'Deletes a product.',
    params: z.object({ id: opaqueIdSchema }),
    response: okResponseSchema,
    designed: ['response'],
    versioned: 'delete',
  }),
} as const;
