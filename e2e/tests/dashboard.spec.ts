import { expect, type Page, test } from '@playwright/test';
import { day, packThroughApi } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

const section = (page: Page) => page.getByRole('region', { name: 'Seats at a glance' });
const table = (page: Page, name: string) => section(page).getByRole('table', { name });
const grid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-slot="data-grid-row"]');

/** The number a link shows, as an integer. */
async function numberOf(page: Page, name: RegExp): Promise<number> {
  const text = await section(page).getByRole('link', { name }).textContent();
  return Number((text ?? '').replaceAll(',', ''));
}

/** A Business pack of a new administrator, ending in `days` days, made through the API. */
async function businessPack(page: Page, days: number, seats: number): Promise<void> {
  await packThroughApi(page, {
    productId: 3,
    seats,
    // A domain of its own: the users list's journey finds the demo accounts on one page by '@example.com'.
    name: `dashboard.${Date.now()}@dashboard-journey.example`,
    startDate: day(0),
    endDate: day(days),
  });
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

    // An idle number opens the Idle seats screen on that product's seats idle for 30 days or more.
    const idleBusiness = idle.getByRole('link', { name: /idle seats in active .*Business packs$/ });
    const count = Number(await idleBusiness.textContent());
    await idleBusiness.click();
    await expect(page).toHaveURL(/\/license\/idle-seats\?product=3&days=30$/);
    await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('3');
    await expect(page.getByRole('combobox', { name: 'Idle for' })).toHaveValue('30');
    const seats = page.getByRole('table', { name: 'Idle seats' }).locator('tbody tr[data-slot="data-grid-row"]');
    await expect(seats).toHaveCount(count);
    for (const text of await seats.allTextContents()) expect(text).toContain('Business');
  });

  test('the list below does not move when the figures come in', async ({ page }) => {
    // The figures' read held back, so the loading card is seen first.
    await page.route(/\/api\/Dashboard$/i, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signIn(page, demo.admin.email, demo.admin.password);
    const search = page.getByRole('searchbox', { name: 'Help me look for:' });
    await expect(section(page).getByRole('status')).toHaveText('Loading seats at a glance…');
    const before = (await search.boundingBox())!.y;
    await expect(table(page, 'Seats used by product')).toBeVisible();
    expect((await search.boundingBox())!.y).toBe(before);
  });

  test("an ordinary user's home shows the license list and no seats at a glance", async ({ page }) => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seats at a glance' })).toHaveCount(0);
  });
});
