import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const section = (page: Page) => page.getByRole('region', { name: 'Seats at a glance' });
const table = (page: Page, name: string) => section(page).getByRole('table', { name });
const grid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-slot="data-grid-row"]');

/** A day `days` from today (UTC, as the server's database reckons it), MM/DD/YYYY. */
function day(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** The number a link shows, as an integer. */
async function numberOf(page: Page, name: RegExp): Promise<number> {
  const text = await section(page).getByRole('link', { name }).textContent();
  return Number((text ?? '').replaceAll(',', ''));
}

/** A Business pack of a new administrator, ending in `days` days, made through the API. */
async function businessPack(page: Page, days: number, seats: number): Promise<void> {
  const products = (await (await page.request.get('/api/products')).json()) as {
    productId: number;
    encryptedProductId: string;
  }[];
  const response = await page.request.post('/api/licenses', {
    data: {
      userCount: seats,
      // A domain of its own: the users list's journey finds the demo accounts on one page by '@example.com'.
      name: `dashboard.${Date.now()}@dashboard-journey.example`,
      startDate: day(0),
      endDate: day(days),
      encryptedProductId: products.find((product) => product.productId === 3)!.encryptedProductId,
      sharepointIntegration: true,
      advancedTemplate: true,
    },
  });
  expect(response.status()).toBe(201);
}

test.describe('seats at a glance on the home', () => {
  test('an administrator reads seats by product and follows a number to the grid filtered by it', async ({ page }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    const seats = table(page, 'Seats used by product');
    await expect(seats.getByRole('rowheader', { name: 'Business' })).toBeVisible();
    const bought = await numberOf(page, /seats bought in active .*Business packs$/);

    await businessPack(page, 200, 7);
    await page.reload();
    await expect.poll(() => numberOf(page, /seats bought in active .*Business packs$/)).toBe(bought + 7);

    await section(page)
      .getByRole('link', { name: /active .*Business packs$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]product=3\b/);
    await expect(bodyRows(page).first()).toBeVisible();
    for (const product of await bodyRows(page).evaluateAll((rows) => rows.map((row) => row.children[0]?.textContent)))
      expect(product).toContain('Business');
  });

  test('an administrator sees a pack ending within 30 days counted, and its number opens those packs', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    const ending = table(page, 'Packs ending soon');
    await expect(ending.getByRole('rowheader', { name: 'Within 30 days' })).toBeVisible();
    const before = await numberOf(page, /^[\d,]+ packs ending within 30 days$/);

    await businessPack(page, 12, 2);
    await page.reload();
    await expect.poll(() => numberOf(page, /^[\d,]+ packs ending within 30 days$/)).toBe(before + 1);

    await section(page)
      .getByRole('link', { name: /^[\d,]+ packs ending within 30 days$/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]expiring=30\b/);
    await expect(grid(page).getByRole('combobox', { name: 'Filter VALID UNTIL' })).toHaveValue('30');
  });

  test("a manager reads the idle seats of the packs they administer, not another customer's", async ({ page }) => {
    await signIn(page, demo.manager.email, demo.manager.password);
    await expect(section(page).getByText('The packs you administer that have not ended')).toBeVisible();
    const idle = table(page, 'Seats idle for 30+ days');
    await expect(idle.getByRole('rowheader')).toHaveText([/Standard$/, /Business$/]);
    await expect(
      table(page, 'Seats used by product').getByRole('link', { name: /seats bought in active .*Business/ }),
    ).toHaveText('5');

    await idle.getByRole('link', { name: /idle seats in active .*Business packs$/ }).click();
    await expect(page).toHaveURL(/[?&]product=3\b/);
    await expect(bodyRows(page)).toHaveCount(1);
  });

  test("an ordinary user's home shows the license list and no seats at a glance", async ({ page }) => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seats at a glance' })).toHaveCount(0);
  });
});
