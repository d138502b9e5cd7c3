import {
  type ListedProduct,
  licenseSchema,
  listedProductSchema,
  messages,
  type Product,
} from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoAccounts } from '../../seed/demo-data.ts';
import { createTestApp, signIn } from '../../test-support/test-app.ts';
import { databaseDay, newLicenseBody } from '../licenses/test-fixtures.ts';

const app = await createTestApp();
const adminCookie = await signIn(app, demoAccounts.admin.email, demoAccounts.admin.password);
const managerCookie = await signIn(app, demoAccounts.manager.email, demoAccounts.manager.password);
const userCookie = await signIn(app, demoAccounts.user.email, demoAccounts.user.password);

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: object) {
  return app.server.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

let serial = 0;
function draft(changes: Partial<Product> = {}) {
  serial += 1;
  return {
    name: `Docwise Test Product ${serial}`,
    lastVersion: '1.2.3',
    downloadLink: 'https://downloads.example.com/test',
    mainProgram: 'docwise.exe',
    shopifyAlias: `test-${serial}`,
    limitTokens: null,
    productSkus: [{ skuId: `SKU-${serial}-A`, months: 12, years: 0, quantity: 5 }],
    ...changes,
  };
}

async function create(changes: Partial<Product> = {}): Promise<Product> {
  const response = await call('POST', '/api/Product', adminCookie, draft(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function productCount(): Promise<number> {
  const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from products');
  return Number(row!.count);
}

/** The products list's answer (GET /api/Product), checked against the contract's shape. */
async function listed(): Promise<ListedProduct[]> {
  const response = await call('GET', '/api/Product', adminCookie);
  expect(response.statusCode).toBe(200);
  return z.array(listedProductSchema).parse(response.json());
}

/** A listed product as the one-product calls answer it: without the list's counts. */
function withoutCounts({ packCount: _packs, seatCount: _seats, ...product }: ListedProduct): Product {
  return product;
}

/** A new pack of the product through the API; `endDaysAgo` makes it one that has ended. */
async function pack(product: Product, seats: number, endDaysAgo?: number): Promise<string> {
  const ended = endDaysAgo !== undefined;
  const response = await call(
    'POST',
    '/api/licenses',
    adminCookie,
    newLicenseBody({
      encryptedProductId: product.encryptedProductId,
      userCount: seats,
      startDate: await databaseDay(app, ended ? -400 : -30),
      endDate: await databaseDay(app, ended ? -endDaysAgo : 300),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return licenseSchema.parse(response.json()).encryptedId;
}

describe('given the product lists', () => {
  it('should answer every product with its SKUs to an administrator, on both paths', async () => {
    for (const path of ['/api/Product', '/api/products']) {
      const response = await call('GET', path, adminCookie);
      expect(response.statusCode).toBe(200);
      const products = response.json() as Product[];
      expect(products.map((product) => product.productId)).toEqual(expect.arrayContaining([1, 2, 3, 7, 8, 9]));
      const assistant = products.find((product) => product.productId === 7)!;
      expect(assistant.name).toContain('Assistant');
      expect(assistant.encryptedProductId).toMatch(/\S{10,}/);
      expect(assistant.limitTokens).toBe(1_000_000);
      expect(products.some((product) => product.productSkus.length > 0)).toBe(true);
    }
  });

  it('should refuse anyone but an administrator, on every call', async () => {
    const [product] = (await call('GET', '/api/Product', adminCookie)).json() as Product[];
    const attempts = [
      ['GET', '/api/Product', undefined],
      ['GET', '/api/products', undefined],
      ['GET', `/api/Product/${product!.encryptedProductId}`, undefined],
      ['POST', '/api/Product', draft()],
      ['PUT', '/api/Product', { ...product, name: 'Taken over' }],
      ['DELETE', `/api/products/${product!.encryptedProductId}`, undefined],
    ] as const;
    const before = await productCount();
    for (const [method, url, body] of attempts) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const cookie of [managerCookie, userCookie]) {
        const refused = await call(method, url, cookie, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: messages.app.accessDenied });
        expect(refused.body).not.toContain('docwise.exe');
      }
    }
    expect(await productCount()).toBe(before);
    expect((await call('GET', `/api/Product/${product!.encryptedProductId}`, adminCookie)).json()).toEqual(
      withoutCounts(listedProductSchema.parse(product)),
    );
  });
});

describe('given the products list with its packs and seats at a glance (designed)', () => {
  it('should count no pack and no seat for a product no license uses', async () => {
    const created = await create();
    expect((await listed()).find((product) => product.productId === created.productId)).toEqual({
      ...created,
      packCount: 0,
      seatCount: 0,
    });
  });

  it('should count every pack of a product and add up their seats', async () => {
    const created = await create();
    for (const seats of [3, 5, 10]) await pack(created, seats);
    const counted = (await listed()).find((product) => product.productId === created.productId)!;
    expect(counted).toMatchObject({ packCount: 3, seatCount: 18 });
  });

  it("should count merged and ended packs as the delete rule does, and a merged pack's seats once", async () => {
    const created = await create();
    const main = await pack(created, 4);
    const merged = await pack(created, 6);
    await pack(created, 2, 30);
    const merge = await call('POST', `/api/Licenses/${main}/LicenseUsages/Merge`, adminCookie, {
      EncryptedUsageIds: [merged],
      EncryptedProductId: created.encryptedProductId,
    });
    expect(merge.statusCode, merge.body).toBe(200);
    // The main pack holds 4 + 6 seats now; the merged pack keeps its number but no longer its seats.
    const counted = (await listed()).find((product) => product.productId === created.productId)!;
    expect(counted).toMatchObject({ packCount: 3, seatCount: 12 });
    const refused = await call('DELETE', `/api/products/${created.encryptedProductId}`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.products.inUse(counted.packCount) });
  });

  it('should count the seeded packs of every product as the licenses table holds them', async () => {
    const expected = await app.db.query<{ productId: number; packs: number; seats: number }>(
      `select p.id as "productId", count(l.id)::int as packs,
              coalesce(sum(l.user_count) filter (where l.merged_into is null), 0)::int as seats
         from products p left join licenses l on l.product_id = p.id group by p.id order by p.id`,
    );
    const products = await listed();
    expect(
      products.map(({ productId, packCount, seatCount }) => ({ productId, packs: packCount, seats: seatCount })),
    ).toEqual(expected.map((row) => ({ productId: Number(row.productId), packs: row.packs, seats: row.seats })));
    expect(products.find((product) => product.productId === 1)!.packCount).toBeGreaterThan(0);
  });

  it("should leave the counts out of the license form's list (GET /api/products)", async () => {
    const [product] = (await call('GET', '/api/products', adminCookie)).json() as Product[];
    expect(product).not.toHaveProperty('packCount');
    expect(product).not.toHaveProperty('seatCount');
    expect((await listed()).map(withoutCounts)).toEqual((await call('GET', '/api/products', adminCookie)).json());
  });
});

describe('given GET /api/Product/{id}', () => {
  it('should answer the product the id names, and 404 for an id of none', async () => {
    const created = await create();
    const found = await call('GET', `/api/Product/${created.encryptedProductId}`, adminCookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(created);
    const missing = await call('GET', '/api/Product/AAAAAAAAAAAAAAAAAAAAAA', adminCookie);
    expect(missing.statusCode).toBe(404);
  });
});

describe('given POST /api/Product', () => {
  it('should create the product with its SKUs under the next free id, trimmed', async () => {
    const response = await call(
      'POST',
      '/api/Product',
      adminCookie,
      draft({ name: '  Docwise Fresh  ', productSkus: [{ skuId: ' FRESH-1 ', months: 0, years: 1, quantity: 3 }] }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json() as Product;
    expect(product.name).toBe('Docwise Fresh');
    expect(product.productSkus).toEqual([{ skuId: 'FRESH-1', months: 0, years: 1, quantity: 3 }]);
    const [max] = await app.db.query<{ id: number }>('select max(id)::int as id from products');
    expect(product.productId).toBe(Number(max!.id));
    const [audited] = await app.db.query<{ action: string }>(
      `select action from audit_log where entity = 'product' and entity_id = $1`,
      [String(product.productId)],
    );
    expect(audited).toEqual({ action: 'product.create' });
  });

  it('should give parallel creates distinct ids', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/Product', adminCookie, draft())),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const ids = created.map((response) => (response.json() as Product).productId);
    expect(new Set(ids).size).toBe(8);
  });

  it('should refuse an id in use, a repeated SKU, a bad download link or a blank name, and create nothing', async () => {
    const before = await productCount();
    const refusals = [
      [{ productId: 1 }, messages.products.idTaken(1)],
      [
        {
          productSkus: [
            { skuId: 'TWICE', months: 0, years: 0, quantity: 1 },
            { skuId: ' twice', months: 1, years: 0, quantity: 1 },
          ],
        },
        messages.skus.alreadyExists,
      ],
      [{ downloadLink: 'not a link' }, messages.products.downloadLinkFormat],
      [{ name: '   ' }, messages.products.nameRequired],
    ] as const;
    for (const [changes, message] of refusals) {
      const response = await call('POST', '/api/Product', adminCookie, draft(changes as Partial<Product>));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await productCount()).toBe(before);
  });

  it('should refuse control characters, a 300,000-character name and a huge number with 400', async () => {
    const before = await productCount();
    for (const changes of [
      { name: 'Docwise\u0000Null' },
      { name: 'x'.repeat(300_000) },
      { limitTokens: 1e300 },
      { productSkus: [{ skuId: 'BIG', months: 2 ** 40, years: 0, quantity: 1 }] },
    ]) {
      const response = await call('POST', '/api/Product', adminCookie, draft(changes as Partial<Product>));
      expect([400, 413], JSON.stringify(changes).slice(0, 60)).toContain(response.statusCode);
    }
    expect(await productCount()).toBe(before);
  });
});

describe('given PUT /api/Product', () => {
  it('should rewrite the product and replace its SKUs', async () => {
    const created = await create();
    const response = await call('PUT', '/api/Product', adminCookie, {
      ...created,
      name: 'Docwise Renamed',
      limitTokens: 5000,
      productSkus: [
        { skuId: 'NEW-1', months: 1, years: 0, quantity: 1 },
        { skuId: 'NEW-2', months: 0, years: 2, quantity: 10 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const reread = (await call('GET', `/api/Product/${created.encryptedProductId}`, adminCookie)).json() as Product;
    expect(reread).toEqual(response.json());
    expect(reread).toMatchObject({ productId: created.productId, name: 'Docwise Renamed', limitTokens: 5000 });
    expect(reread.productSkus.map((sku) => sku.skuId)).toEqual(['NEW-1', 'NEW-2']);
  });

  it('should keep the id licenses name the product by, and answer 404 for a product that is gone', async () => {
    const created = await create();
    const moved = await call('PUT', '/api/Product', adminCookie, { ...created, productId: created.productId + 500 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ message: messages.products.idFixed });
    const missing = await call('PUT', '/api/Product', adminCookie, {
      ...created,
      encryptedProductId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(missing.statusCode).toBe(404);
    const repeated = await call('PUT', '/api/Product', adminCookie, {
      ...created,
      name: 'Docwise Not Saved',
      productSkus: [...created.productSkus, ...created.productSkus],
    });
    expect(repeated.statusCode).toBe(400);
    expect((await call('GET', `/api/Product/${created.encryptedProductId}`, adminCookie)).json()).toEqual(created);
  });
});

describe('given DELETE /api/products/{id}', () => {
  it('should delete a product no license uses, with its SKUs', async () => {
    const created = await create();
    const response = await call('DELETE', `/api/products/${created.encryptedProductId}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `/api/Product/${created.encryptedProductId}`, adminCookie)).statusCode).toBe(404);
    const skus = await app.db.query('select 1 from product_skus where product_id = $1', [created.productId]);
    expect(skus).toHaveLength(0);
    expect((await call('DELETE', `/api/products/${created.encryptedProductId}`, adminCookie)).statusCode).toBe(404);
  });

  it('should keep a product that licenses use and say how many packs use it', async () => {
    const standard = withoutCounts((await listed()).find((product) => product.productId === 1)!);
    const [row] = await app.db.query<{ count: number }>(
      'select count(*)::int as count from licenses where product_id = 1',
    );
    const packs = Number(row!.count);
    expect(packs).toBeGreaterThan(0);
    const response = await call('DELETE', `/api/products/${standard.encryptedProductId}`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: messages.products.inUse(packs) });
    expect((await call('GET', `/api/Product/${standard.encryptedProductId}`, adminCookie)).json()).toEqual(standard);
  });
});
