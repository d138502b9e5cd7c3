import { expect, type Locator, type Page, test } from '@playwright/test';
import { packThroughApi } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

const listGrid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const mergeGrid = (page: Page) => page.getByRole('table', { name: 'License Packs' });
const bodyRows = (grid: Locator) => grid.locator('tbody tr[data-slot="data-grid-row"]');

// The journey makes its own customer's two Standard packs through the API, on a domain of its own, and merges the
// one ending sooner into the other: nothing it does depends on what other journeys left on the list.
const customer = `merge.journey.${Date.now()}@merge-journey.example`;
const main = { validUntil: '01/15/2099' };
const merged = { validUntil: '06/15/2098' };

test.describe('the merge screen (spec §2.6, §4, §8)', () => {
  test('an administrator merges a pack into a main pack of the same product, and the merged pack ends', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(bodyRows(listGrid(page))).toHaveCount(10);
    for (const pack of [main, merged]) {
      await packThroughApi(page, {
        productId: 1,
        seats: 5,
        name: customer,
        startDate: '01/15/2026',
        endDate: pack.validUntil,
        users: [
          {
            accountName: `${pack.validUntil.slice(0, 2)}.seat@merge-journey.example`,
            firstName: 'Merge',
            lastName: 'Journey',
          },
        ],
      });
    }
    const search = page.getByRole('searchbox', { name: 'Help me look for:' });
    await search.fill(customer);
    await search.press('Enter');
    await expect(bodyRows(listGrid(page))).toHaveCount(2);
    await page.getByRole('button', { name: 'Manage Licenses' }).click();
    await page.getByRole('menuitem', { name: 'Merge License' }).click();
    await expect(page).toHaveURL(/\/license\/merging$/);
    await expect(page.getByText('Select License Packs for merging')).toBeVisible();

    const grid = mergeGrid(page);
    await expect(bodyRows(grid)).toHaveCount(2);
    const box = (column: 'MAIN' | 'MERGE', pack: { validUntil: string }) =>
      grid.getByRole('checkbox', {
        name: `${column} Standard ${customer} valid until ${pack.validUntil}`,
        exact: true,
      });
    await expect(page.getByRole('button', { name: 'Merge Licenses' })).toHaveCount(0);
    await box('MAIN', main).check();
    await expect(box('MERGE', main)).toBeDisabled();
    await box('MERGE', merged).check();
    await page.getByRole('button', { name: 'Merge Licenses' }).click();

    // The preview of the merged pack, then its one question: YES merges.
    const confirmation = page.getByRole('alertdialog', { name: 'Merge Licenses?' });
    await confirmation.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('Licenses were merged successfully.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/private$/);

    // The main pack keeps its end and holds both packs' users and seats; the merged pack now reads Expired.
    await search.fill(customer);
    await search.press('Enter');
    await listGrid(page).getByRole('combobox', { name: 'Filter STATUS' }).selectOption({ label: 'All' });
    const rows = bodyRows(listGrid(page));
    await expect(rows).toHaveCount(2);
    const kept = rows.filter({ has: page.getByRole('cell', { name: main.validUntil, exact: true }) });
    await expect(kept.getByRole('cell').nth(3)).toHaveText('Active');
    await expect(kept).toContainText('2 / 10');
    const ended = rows.filter({ hasNot: page.getByRole('cell', { name: main.validUntil, exact: true }) });
    await expect(ended.getByRole('cell').nth(3)).toHaveText('Expired');
  });
});
