import {
  fieldErrors,
  type ListedProduct,
  PRODUCT_FAMILY,
  PRODUCT_NAMES,
  type Product,
  type ProductDraft,
  productFormSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import { staleWriteError } from '../api/versions.ts';
import { fakeProductKey } from '../licenses/fake.ts';
import type { ProductsApi } from './api.ts';

/** A fake product's id: the one the fake license packs name their product by. */
const fakeProductId = fakeProductKey;

const ALIASES: Readonly<Record<number, string>> = {
  1: 'standard',
  2: 'outlook',
  3: 'business',
  7: 'assistant',
  8: 'basic',
  9: 'on-prem',
};

/** The family's six products (spec §1), three SKUs each, as the demo data has them. */
const fakeProductList: readonly Product[] = Object.entries(PRODUCT_NAMES).map(([id, name]) => {
  const productId = Number(id);
  const alias = ALIASES[productId] ?? name.toLowerCase();
  return {
    productId,
    encryptedProductId: fakeProductId(productId),
    name: `${PRODUCT_FAMILY} ${name}`,
    lastVersion: '5.4.0',
    downloadLink: `https://downloads.example.com/${alias}`,
    mainProgram: productId === 2 || productId === 7 ? `docwise-${alias}.dll` : 'docwise.exe',
    shopifyAlias: alias,
    limitTokens: productId === 7 ? 1_000_000 : null,
    productSkus: [
      { skuId: `${alias.toUpperCase()}-1Y-1U`, months: 0, years: 1, quantity: 1 },
      { skuId: `${alias.toUpperCase()}-1Y-5U`, months: 0, years: 1, quantity: 5 },
      { skuId: `${alias.toUpperCase()}-3M-TRIAL`, months: 3, years: 0, quantity: 1 },
    ],
  };
});

/**
 * The packs that name each product and their seats, as the server counts them (every pack, the seats of those not
 * merged away): every family product but 8 has packs, so 8 is the one Delete removes.
 */
const fakeProductPacks: Readonly<Record<number, { packCount: number; seatCount: number }>> = {
  1: { packCount: 12, seatCount: 148 },
  2: { packCount: 4, seatCount: 35 },
  3: { packCount: 6, seatCount: 61 },
  7: { packCount: 3, seatCount: 27 },
  9: { packCount: 1, seatCount: 10 },
};

/** A product as the products list answers it: with its packs and seats (none for a product the fake's packs skip). */
function listed(product: Product): ListedProduct {
  return { ...product, ...(fakeProductPacks[product.productId] ?? { packCount: 0, seatCount: 0 }) };
}

/** The product form's checks as the server makes them: 400 with the first message and every field's. */
function checkForm(draft: ProductDraft) {
  const result = productFormSchema.safeParse(trimmed(draft));
  if (result.success) return;
  const fields = fieldErrors(result.error.issues);
  throw new ApiError(400, Object.values(fields)[0] ?? '', { fields });
}

function trimmed(draft: ProductDraft) {
  return {
    name: draft.name.trim(),
    lastVersion: (draft.lastVersion ?? '').trim(),
    downloadLink: (draft.downloadLink ?? '').trim(),
    mainProgram: (draft.mainProgram ?? '').trim(),
    shopifyAlias: (draft.shopifyAlias ?? '').trim(),
    limitTokens: draft.limitTokens ?? null,
    productSkus: draft.productSkus.map((sku) => ({ ...sku, skuId: sku.skuId.trim() })),
  };
}

/**
 * The product calls in memory, as the server answers them: administrators only ('Access Denied', 403, for anyone
 * else; 401 signed out), a new product under the next free id, an update that keeps the id, and a delete refused
 * (409, with the number of packs) for a product the fake's packs use.
 */
function createFakeProductsApi(isAdministrator: () => boolean | null, wait: () => Promise<void>): ProductsApi {
  let products = fakeProductList.map((product) => ({ ...product, productSkus: [...product.productSkus] }));
  // Each product's version, bumped by its saves; a save whose If-Match names another is refused with 412.
  const versions = new Map<string, number>();
  const versionOf = (id: string) => versions.get(id) ?? 1;
  const allowed = async () => {
    await wait();
    const administrator = isAdministrator();
    if (administrator === null) throw new ApiError(401, messages.auth.notSignedIn);
    if (!administrator) throw new ApiError(403, messages.app.accessDenied);
  };
  const find = (id: string): Product => {
    const found = products.find((product) => product.encryptedProductId === id);
    if (!found) throw new ApiError(404, messages.server.notFound);
    return found;
  };
  return {
    listProducts: async () => {
      await allowed();
      return products.map(listed);
    },
    listProductsLower: async () => {
      await allowed();
      return products.map((product) => ({ ...product }));
    },
    getProduct: async (id) => {
      await allowed();
      return { ...find(id) };
    },
    productForEdit: async (id) => {
      await allowed();
      return { value: { ...find(id) }, etag: `"v${versionOf(id)}"` };
    },
    createProduct: async (draft) => {
      await allowed();
      checkForm(draft);
      const productId = draft.productId ?? Math.max(0, ...products.map((product) => product.productId)) + 1;
      if (products.some((product) => product.productId === productId)) {
        throw new ApiError(400, messages.products.idTaken(productId), {
          fields: { productId: messages.products.idTaken(productId) },
        });
      }
      const created: Product = { productId, encryptedProductId: fakeProductId(productId), ...trimmed(draft) };
      products = [...products, created];
      return { ...created };
    },
    updateProduct: async (input, ifMatch) => {
      await allowed();
      checkForm(input);
      const before = find(input.encryptedProductId);
      const version = versionOf(input.encryptedProductId);
      if (ifMatch && ifMatch !== '*' && ifMatch !== `"v${version}"`) {
        throw staleWriteError({ ...before }, version, null, null);
      }
      versions.set(input.encryptedProductId, version + 1);
      if (before.productId !== input.productId) throw new ApiError(400, messages.products.idFixed);
      const updated: Product = { ...before, ...trimmed(input) };
      products = products.map((product) => (product === before ? updated : product));
      return { ...updated };
    },
    deleteProduct: async (id, ifMatch) => {
      await allowed();
      const product = find(id);
      const version = versionOf(id);
      if (ifMatch && ifMatch !== '*' && ifMatch !== `"v${version}"`) {
        throw staleWriteError({ ...product }, version, null, null);
      }
      const packs = listed(product).packCount;
      if (packs > 0) throw new ApiError(409, messages.products.inUse(packs));
      products = products.filter((candidate) => candidate !== product);
    },
  };
}

export { createFakeProductsApi, fakeProductId, fakeProductList, fakeProductPacks };
