import type { ListedProduct, Product, Sku } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import type { Versioned } from '../../lib/row-versions.ts';

/** A product as the store keeps it, before its SKUs are attached. */
interface ProductRow {
  id: number;
  publicId: string;
  name: string;
  lastVersion: string;
  downloadLink: string;
  mainProgram: string;
  shopifyAlias: string;
  limitTokens: string | number | null;
}

/** What a create or an update writes: the product's own fields and its whole SKU list. */
export interface ProductWrite {
  name: string;
  lastVersion: string;
  downloadLink: string;
  mainProgram: string;
  shopifyAlias: string;
  limitTokens: number | null;
  productSkus: readonly Sku[];
}

/** A product's written columns' values, in the order insert and update name them: name to limit_tokens. */
function writtenValues(product: ProductWrite) {
  return [
    product.name,
    product.lastVersion,
    product.downloadLink,
    product.mainProgram,
    product.shopifyAlias,
    product.limitTokens,
  ];
}

const productColumns = `id, public_id as "publicId", name, last_version as "lastVersion",
  download_link as "downloadLink", main_program as "mainProgram", shopify_alias as "shopifyAlias",
  limit_tokens as "limitTokens"`;

/** Every statement on products and their SKUs. */
export function createProductRepository(db: Queryable) {
  async function withSkus(rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const skus = await db.query<Sku & { productId: number }>(
      `select product_id as "productId", sku_id as "skuId", months, years, quantity
         from product_skus where product_id = any($1::int[]) order by id`,
      [rows.map((row) => Number(row.id))],
    );
    return rows.map((row) => ({
      productId: Number(row.id),
      encryptedProductId: row.publicId,
      name: row.name,
      lastVersion: row.lastVersion,
      downloadLink: row.downloadLink,
      mainProgram: row.mainProgram,
      shopifyAlias: row.shopifyAlias,
      limitTokens: row.limitTokens === null ? null : Number(row.limitTokens),
      productSkus: skus
        .filter((sku) => Number(sku.productId) === Number(row.id))
        .map(({ skuId, months, years, quantity }) => ({ skuId, months, years, quantity })),
    }));
  }

  async function writeSkus(productId: number, skus: readonly Sku[]) {
    await db.query('delete from product_skus where product_id = $1', [productId]);
    if (skus.length === 0) return;
    await db.query(
      `insert into product_skus (product_id, sku_id, months, years, quantity)
       select $1, sku_id, months, years, quantity
         from unnest($2::text[], $3::int[], $4::int[], $5::int[]) as s(sku_id, months, years, quantity)`,
      [
        productId,
        skus.map((sku) => sku.skuId),
        skus.map((sku) => sku.months),
        skus.map((sku) => sku.years),
        skus.map((sku) => sku.quantity),
      ],
    );
  }

  return {
    async idByPublicId(publicId: string): Promise<number | null> {
      const [row] = await db.query<{ id: number }>('select id from products where public_id = $1', [publicId]);
      return row ? Number(row.id) : null;
    },
    async exists(productId: number): Promise<boolean> {
      const rows = await db.query('select 1 from products where id = $1', [productId]);
      return rows.length > 0;
    },

    /** Every product with its SKUs, by id. */
    async list(): Promise<Product[]> {
      return withSkus(await db.query<ProductRow>(`select ${productColumns} from products order by id`));
    },

    /**
     * Every product with its SKUs and its packs at a glance, by id, in one statement over the licenses (no query per
     * product). packCount counts every pack that names the product, merged and ended ones included, as licenseCount
     * (the delete rule) does; seatCount leaves out merged packs, whose seats their main pack has taken.
     */
    async listWithPacks(): Promise<ListedProduct[]> {
      const rows = await db.query<ProductRow & { packCount: number; seatCount: number }>(
        `select ${productColumns}, coalesce(used.packs, 0)::int as "packCount",
                coalesce(used.seats, 0)::float8 as "seatCount"
           from products
           left join (select product_id, count(*) as packs, sum(user_count) filter (where merged_into is null) as seats
                        from licenses group by product_id) used on used.product_id = products.id
          order by id`,
      );
      const products = await withSkus(rows);
      return products.map((product, index) => ({
        ...product,
        packCount: Number(rows[index]?.packCount ?? 0),
        seatCount: Number(rows[index]?.seatCount ?? 0),
      }));
    },

    /**
     * One product with its version. The SKUs are read after the version, so they are never older than the version
     * says: a write based on this answer can be refused for a change it has seen, never let through past one.
     */
    async findByPublicId(publicId: string): Promise<Versioned<Product> | null> {
      const rows = await db.query<ProductRow & { rowVersion: number }>(
        `select ${productColumns}, row_version as "rowVersion" from products where public_id = $1`,
        [publicId],
      );
      const [product] = await withSkus(rows);
      return product ? { ...product, rowVersion: rows[0]!.rowVersion } : null;
    },

    /** Holds a product's row until the transaction ends (an update or delete against a parallel one). */
    async lock(publicId: string): Promise<Product | null> {
      const rows = await db.query<ProductRow>(
        `select ${productColumns} from products where public_id = $1 for update`,
        [publicId],
      );
      return (await withSkus(rows))[0] ?? null;
    },

    /**
     * Inserts a product under `productId`, or under the next free id when none is given (the table is held for
     * the statement's transaction, so two creates never pick the same id). Answers null when the id is taken.
     */
    async insert(publicId: string, productId: number | undefined, product: ProductWrite): Promise<number | null> {
      await db.query('lock table products in share row exclusive mode');
      const [row] = await db.query<{ id: number }>(
        `insert into products (id, public_id, name, last_version, download_link, main_program, shopify_alias,
                               limit_tokens)
         select coalesce($1::int, (select coalesce(max(id), 0) + 1 from products)), $2, $3, $4, $5, $6, $7, $8
         on conflict (id) do nothing
         returning id`,
        [productId ?? null, publicId, ...writtenValues(product)],
      );
      if (!row) return null;
      await writeSkus(Number(row.id), product.productSkus);
      return Number(row.id);
    },

    /** Rewrites a product's fields and replaces its SKUs. */
    async update(productId: number, product: ProductWrite): Promise<void> {
      await db.query(
        `update products set name = $2, last_version = $3, download_link = $4, main_program = $5,
                             shopify_alias = $6, limit_tokens = $7
          where id = $1`,
        [productId, ...writtenValues(product)],
      );
      await writeSkus(productId, product.productSkus);
    },

    /** How many license packs name the product. */
    async licenseCount(productId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from licenses where product_id = $1',
        [productId],
      );
      return Number(row?.count ?? 0);
    },

    async remove(productId: number): Promise<void> {
      await db.query('delete from products where id = $1', [productId]);
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
