import type { ListedProduct, Product, ProductDraft } from '@license-console/domain';
import type { Tagged } from '../api/versions.ts';

/** Product calls (spec §7 "Products"), one method per call, named as the contract names it. Administrators only. */
interface ProductsApi {
  /** GET /api/Product: every product with its SKUs and how many packs and seats it has (the products screen). */
  listProducts(): Promise<ListedProduct[]>;
  /** GET /api/products: every product (the license form keeps the family's). */
  listProductsLower(): Promise<Product[]>;
  /** GET /api/Product/{id}: one product by the id the server issued. */
  getProduct(encryptedProductId: string): Promise<Product>;
  /** The same read for the form that will save it: the product with its ETag, to send back as If-Match. */
  productForEdit(encryptedProductId: string): Promise<Tagged<Product>>;
  /** POST /api/Product: a new product with its SKUs. */
  createProduct(draft: ProductDraft): Promise<Product>;
  /**
   * PUT /api/Product: rewrites the product the body names and replaces its SKUs; with `ifMatch` (the ETag the form
   * loaded) a product changed since is refused with 412 (staleWriteOf reads it).
   */
  updateProduct(product: Product, ifMatch?: string | null): Promise<Product>;
  /**
   * DELETE /api/products/{id}: a product no license uses. With `ifMatch` (the ETag of the product as shown) a product
   * changed since is refused with 412 and nothing is deleted.
   */
  deleteProduct(encryptedProductId: string, ifMatch?: string | null): Promise<void>;
}

export type { ProductsApi };
