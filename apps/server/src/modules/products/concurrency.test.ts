import { messages, type Product, productSchema } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import {
  etagOf,
  secondWriterRefused,
  staleDeleteRefused,
  versionedCaller,
} from '../../test-support/versioned-calls.ts';

const app = await createTestApp();
const call = versionedCaller(app);
const admin = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);

let serial = 0;
async function newProduct(): Promise<Product> {
  serial += 1;
  const response = await call(admin, 'POST', '/api/Product', {
    name: `Docwise Concurrent ${serial}`,
    lastVersion: '1.0.0',
    downloadLink: '',
    mainProgram: '',
    shopifyAlias: `concurrent-${serial}`,
    limitTokens: null,
    productSkus: [{ skuId: `CONC-${serial}`, months: 12, years: 0, quantity: 1 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return productSchema.parse(response.json());
}

describe('given a product edited by two administrators (ETag / If-Match)', () => {
  it("should refuse the second save with 412 and the first one's change, then apply its retry on top", async () => {
    const product = await newProduct();
    const read = () => call(admin, 'GET', `/api/Product/${product.encryptedProductId}`);
    const { refusal, retry } = await secondWriterRefused({
      read,
      first: (ifMatch) => call(admin, 'PUT', '/api/Product', { ...product, lastVersion: '2.0.0' }, ifMatch),
      second: (ifMatch) => call(admin, 'PUT', '/api/Product', { ...product, name: `${product.name} renamed` }, ifMatch),
    });
    expect(refusal).toMatchObject({ message: messages.server.preconditionFailed, changedBy: demoAccounts.admin.email });
    expect(refusal.current).toMatchObject({ lastVersion: '2.0.0', name: product.name });
    // The retry writes the second editor's whole form: what they chose to keep after seeing the change.
    expect(productSchema.parse(retry.json()).name).toBe(`${product.name} renamed`);
  });

  it('should count a change of the SKUs alone as a change of the product', async () => {
    const product = await newProduct();
    const etag = etagOf(await call(admin, 'GET', `/api/Product/${product.encryptedProductId}`));
    const skus = [{ skuId: `CONC-${serial}-B`, months: 0, years: 1, quantity: 2 }];
    const first = await call(admin, 'PUT', '/api/Product', { ...product, productSkus: skus }, etag);
    expect(first.statusCode).toBe(200);
    const second = await call(admin, 'PUT', '/api/Product', { ...product, lastVersion: '3.0.0' }, etag);
    expect(second.statusCode).toBe(412);
    expect(second.json().current).toMatchObject({ productSkus: skus, lastVersion: '1.0.0' });
    const [row] = await app.db.query<{ skuId: string }>(
      'select sku_id as "skuId" from product_skus where product_id = $1',
      [product.productId],
    );
    expect(row).toEqual({ skuId: skus[0]!.skuId });
  });

  it('should save as before without If-Match: the last write wins', async () => {
    const product = await newProduct();
    expect((await call(admin, 'PUT', '/api/Product', { ...product, lastVersion: '4.0.0' })).statusCode).toBe(200);
    const last = await call(admin, 'PUT', '/api/Product', { ...product, name: `${product.name} last` });
    expect(productSchema.parse(last.json())).toMatchObject({ lastVersion: '1.0.0', name: `${product.name} last` });
  });
});

describe('given a product one administrator deletes while another edits it (If-Match on DELETE)', () => {
  it('should refuse a delete based on an older version with 412, keeping the product, and take one based on the current', async () => {
    const product = await newProduct();
    const url = `/api/Product/${product.encryptedProductId}`;
    const refusal = await staleDeleteRefused({
      etag: etagOf(await call(admin, 'GET', url)),
      change: () => call(admin, 'PUT', '/api/Product', { ...product, lastVersion: '5.0.0' }),
      remove: (ifMatch) => call(admin, 'DELETE', `/api/products/${product.encryptedProductId}`, undefined, ifMatch),
      exists: async () => (await call(admin, 'GET', url)).statusCode === 200,
    });
    expect(refusal.current).toMatchObject({ encryptedProductId: product.encryptedProductId, lastVersion: '5.0.0' });
  });

  it('should delete as before without If-Match', async () => {
    const product = await newProduct();
    expect((await call(admin, 'DELETE', `/api/products/${product.encryptedProductId}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/Product/${product.encryptedProductId}`)).statusCode).toBe(404);
  });
});
