import type { Queryable } from '../../db/database.ts';

/** Every statement on products. */
export function createProductRepository(db: Queryable) {
  return {
    async idByPublicId(publicId: string): Promise<number | null> {
      const [row] = await db.query<{ id: number }>('select id from products where public_id = $1', [publicId]);
      return row ? Number(row.id) : null;
    },
    async exists(productId: number): Promise<boolean> {
      const rows = await db.query('select 1 from products where id = $1', [productId]);
      return rows.length > 0;
    },
  };
}
