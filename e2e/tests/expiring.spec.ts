import { expect, type Page, test } from '@playwright/test';
import { day, packThroughApi } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

const grid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-slot="data-grid-row"]');
/** VALID UNTIL, the grid's sixth column. */
const endDates = (page: Page) =>
  bodyRows(page).evaluateAll((rows) => rows.map((row) => row.children[5]?.textContent?.trim() ?? ''));

/** Whole days from today to a MM/DD/YYYY date. */
function daysLeft(date: string): number {
  const [month, dayOfMonth, year] = date.split('/').map(Number) as [number, number, number];
  const today = new Date();
  return Math.round(
    (Date.UTC(year, month - 1, dayOfMonth) -
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) /
      86_400_000,
  );
}

/** Three Standard packs of one new administrator, ending in 10, 45 and 200 days, made through the API. */
async function packsEndingSoon(page: Page): Promise<string> {
  const administrator = `expiring.${Date.now()}@expiring-journey.example`;
  for (const days of [10, 45, 200]) {
    await packThroughApi(page, { productId: 1, seats: 5, name: administrator, startDate: day(0), endDate: day(days) });
  }
  return administrator;
}

test.describe('packs about to end (the grid filtered by expiringWithinDays)', () => {
  test('the URL filters the grid to the packs ending within 30 days, and the filter widens it', async ({ page }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
    const administrator = await packsEndingSoon(page);

    await page.goto(`/?email=${encodeURIComponent(administrator)}&expiring=30`);
    const filter = grid(page).getByRole('combobox', { name: 'Filter VALID UNTIL' });
    await expect(filter).toHaveValue('30');
    await expect(bodyRows(page)).toHaveCount(1);
    expect(await endDates(page)).toEqual([day(10)]);

    await filter.selectOption({ label: 'Next 60 days' });
    await expect(page).toHaveURL(/[?&]expiring=60\b/);
    await expect(bodyRows(page)).toHaveCount(2);
    expect(await endDates(page)).toEqual([day(45), day(10)]);

    // Every pack of the console ending within 30 days, and only those, however many there are.
    await page.goto('/?expiring=30&status=all');
    await expect(filter).toHaveValue('30');
    await expect(bodyRows(page).first()).toBeVisible();
    for (const date of await endDates(page)) {
      expect(daysLeft(date)).toBeGreaterThanOrEqual(0);
      expect(daysLeft(date)).toBeLessThanOrEqual(30);
    }

    await filter.selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/expiring=/);
  });
});
