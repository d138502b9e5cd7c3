import type { Queryable } from '../../db/database.ts';
import { createProductRepository } from './repository.ts';

/** Products as the other modules use them: a license names its product by public id (new form) or id (older form). */
export function createProductService(db: Queryable) {
  const products = createProductRepository(db);
  return {
    idByPublicId: (publicId: string) => products.idByPublicId(publicId),
    exists: (productId: number) => products.exists(productId),
  };
}

export type ProductService = ReturnType<typeof createProductService>;
