import { expect, type Page } from '@playwright/test';

// What the journeys set up through the API as the signed-in page's user, rather than through screens they do not test.

/** A seat holder, as `POST /api/Licenses/{licenseId}/LicenseUsages` takes one. */
export interface SeatHolder {
  accountName: string;
  firstName: string;
  lastName: string;
}

/** A pack as the journeys make it: the product by its number, dates as MM/DD/YYYY, and its first seat holders. */
export interface PackThroughApi {
  productId: number;
  seats: number;
  /** The pack's administrator's e-mail. */
  name: string;
  names?: { firstName: string; lastName: string };
  startDate: string;
  endDate: string;
  users?: readonly SeatHolder[];
}

/** A day `days` from today (UTC, as the server's database reckons it), MM/DD/YYYY. */
export function day(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** The encrypted id of product `productId`, as the license form sends it. */
export async function productKey(page: Page, productId: number): Promise<string> {
  const answer = await page.request.get('/api/products');
  expect(answer.status()).toBe(200);
  const products = (await answer.json()) as { productId: number; encryptedProductId: string }[];
  return products.find((product) => product.productId === productId)!.encryptedProductId;
}

/** Assigns a seat of pack `packId` to `holder`. */
export async function assignThroughApi(page: Page, packId: string, holder: SeatHolder): Promise<void> {
  const added = await page.request.post(`/api/Licenses/${packId}/LicenseUsages`, { data: holder });
  expect(added.status(), holder.accountName).toBe(201);
}

/** Makes the pack (a Business one with its SharePoint and template options), assigns its users; answers its id. */
export async function packThroughApi(page: Page, pack: PackThroughApi): Promise<string> {
  const business = pack.productId === 3;
  const response = await page.request.post('/api/licenses', {
    data: {
      userCount: pack.seats,
      name: pack.name,
      ...(pack.names ? { names: pack.names } : {}),
      startDate: pack.startDate,
      endDate: pack.endDate,
      encryptedProductId: await productKey(page, pack.productId),
      sharepointIntegration: business,
      advancedTemplate: business,
    },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { encryptedId: string }).encryptedId;
  for (const holder of pack.users ?? []) await assignThroughApi(page, id, holder);
  return id;
}
