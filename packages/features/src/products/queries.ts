import { queryKeysFactory } from '../api/query-keys.ts';

/** The product reads; every change invalidates `productKeys.all`. */
const productKeys = queryKeysFactory('products');

export { productKeys };
