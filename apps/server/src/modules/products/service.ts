import {
  type ListedProduct,
  messages,
  type Product,
  type ProductDraft,
  productFormSchema,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { type Actor, authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { claimVersion, type Precondition, preconditionFailed, type Versioned } from '../../lib/row-versions.ts';
import { createProductRepository, type ProductRepository, type ProductWrite } from './repository.ts';

const FORM_FIELDS = {
  name: 'name',
  lastVersion: 'lastVersion',
  downloadLink: 'downloadLink',
  mainProgram: 'mainProgram',
  shopifyAlias: 'shopifyAlias',
  limitTokens: 'limitTokens',
  productSkus: 'productSkus',
} as const;

function refuse(status: number, message: string, field?: string): never {
  throw new HttpError(status, message, field ? { fields: { [field]: message } } : undefined);
}

/** The form's rules (spec §2.8, §5 "SKU add"), then the fields as the store keeps them: trimmed, blanks as ''. */
function checked(input: ProductDraft): ProductWrite {
  const product: ProductWrite = {
    name: input.name.trim(),
    lastVersion: (input.lastVersion ?? '').trim(),
    downloadLink: (input.downloadLink ?? '').trim(),
    mainProgram: (input.mainProgram ?? '').trim(),
    shopifyAlias: (input.shopifyAlias ?? '').trim(),
    limitTokens: input.limitTokens ?? null,
    productSkus: input.productSkus.map((sku) => ({ ...sku, skuId: sku.skuId.trim() })),
  };
  validate(productFormSchema, product, FORM_FIELDS);
  return product;
}

/** A foreign key that another transaction's license made true between our count and our delete. */
function isStillReferenced(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}

/**
 * Products and their SKUs (spec §2.8, §3): administrators only, on every call (§6). The other modules use the
 * lookups (a license names its product by public id on the new form, by id on the older one).
 */
export function createProductService(db: Database) {
  const products = createProductRepository(db);

  async function answer(tx: Queryable, productId: number): Promise<Product> {
    const [found] = (await createProductRepository(tx).list()).filter((product) => product.productId === productId);
    return found ?? refuse(404, messages.server.notFound);
  }

  async function versionedAnswer(tx: Queryable, publicId: string): Promise<Versioned<Product>> {
    return (await createProductRepository(tx).findByPublicId(publicId)) ?? refuse(404, messages.server.notFound);
  }

  return {
    idByPublicId: (publicId: string) => products.idByPublicId(publicId),
    exists: (productId: number) => products.exists(productId),

    /**
     * GET /api/Product: every product with its SKUs, and how many packs and seats it has (designed, "Beyond the
     * spec"): every pack that names it, as the delete rule counts them; the seats of those not merged away.
     */
    async listProducts(actor: Actor): Promise<ListedProduct[]> {
      authorize(actor, 'manageProducts');
      return products.listWithPacks();
    },

    /** GET /api/products: every product with its SKUs (the license form's list, which needs no counts). */
    async listProductsLower(actor: Actor): Promise<Product[]> {
      authorize(actor, 'manageProducts');
      return products.list();
    },

    /** GET /api/Product/{id}: one product by the id the server issued. */
    async getProduct(actor: Actor, publicId: string): Promise<Versioned<Product>> {
      authorize(actor, 'manageProducts');
      return versionedAnswer(db, publicId);
    },

    /** POST /api/Product: a product and its SKUs, under the id asked for or the next free one. */
    async createProduct(actor: Actor, input: ProductDraft): Promise<Product> {
      authorize(actor, 'manageProducts');
      const product = checked(input);
      return db.transaction(async (tx) => {
        const id = await createProductRepository(tx).insert(newPublicId(), input.productId, product);
        if (id === null) refuse(400, messages.products.idTaken(input.productId ?? 0), 'productId');
        await audit(tx, {
          actorId: actor.id,
          action: 'product.create',
          entity: 'product',
          entityId: String(id),
          after: product,
        });
        return answer(tx, id);
      });
    },

    /**
     * PUT /api/Product: rewrites the product the body names and replaces its SKUs. Its id stays: licenses name
     * their product by it. Based on a version the product no longer has (If-Match), nothing is written (412).
     */
    async updateProduct(actor: Actor, input: Product, precondition?: Precondition): Promise<Versioned<Product>> {
      authorize(actor, 'manageProducts');
      const product = checked(input);
      return db.transaction(async (tx) => {
        const within = createProductRepository(tx);
        const before = (await within.lock(input.encryptedProductId)) ?? refuse(404, messages.server.notFound);
        if (!(await claimVersion(tx, 'products', before.productId, precondition))) {
          throw await preconditionFailed(tx, await versionedAnswer(tx, input.encryptedProductId), {
            entity: 'product',
            entityId: String(before.productId),
          });
        }
        if (before.productId !== input.productId) refuse(400, messages.products.idFixed, 'productId');
        await within.update(before.productId, product);
        await audit(tx, {
          actorId: actor.id,
          action: 'product.update',
          entity: 'product',
          entityId: String(before.productId),
          before,
          after: product,
        });
        return versionedAnswer(tx, input.encryptedProductId);
      });
    },

    /**
     * DELETE /api/products/{id}: a product no license uses, with its SKUs; one in use stays, and says why (409).
     * Based on a version the product no longer has (If-Match), nothing is deleted (412).
     */
    async deleteProduct(actor: Actor, publicId: string, precondition?: Precondition): Promise<void> {
      authorize(actor, 'manageProducts');
      const refuseInUse = async (repository: ProductRepository, productId: number) => {
        const packs = await repository.licenseCount(productId);
        if (packs > 0) refuse(409, messages.products.inUse(packs));
      };
      let productId: number | null = null;
      try {
        await db.transaction(async (tx) => {
          const within = createProductRepository(tx);
          const before = (await within.lock(publicId)) ?? refuse(404, messages.server.notFound);
          if (!(await claimVersion(tx, 'products', before.productId, precondition))) {
            throw await preconditionFailed(tx, await versionedAnswer(tx, publicId), {
              entity: 'product',
              entityId: String(before.productId),
            });
          }
          productId = before.productId;
          await refuseInUse(within, before.productId);
          await within.remove(before.productId);
          await audit(tx, {
            actorId: actor.id,
            action: 'product.delete',
            entity: 'product',
            entityId: String(before.productId),
            before,
          });
        });
      } catch (error) {
        // A license created after the count still holds the product: the database refused, and we say why.
        if (isStillReferenced(error) && productId !== null) await refuseInUse(products, productId);
        throw error;
      }
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
