import { recordListPaths } from './route-path.ts';

/** Spec §2.8: the products list, Add Product and a product's form. */
export const productPaths = recordListPaths('/product', 'productId');
