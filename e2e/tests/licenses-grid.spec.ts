import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const grid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-slot="data-grid-row"]');
const columnTexts = async (page: Page, column: number) =>
  bodyRows(page).evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''), column);
/** The STATUS column's badges (a pack whose term starts later also says when, under its badge). */
const statuses = async (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => row.children[3]?.querySelector('[data-slot="badge"]')?.textContent ?? ''),
  );

test.describe('the license list (spec §2.4, §6)', () => {
  test('an administrator pages, filters and searches, and the URL keeps the view', async ({ page }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByRole('searchbox', { name: 'Help me look for:' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Licenses' })).toBeVisible();
    await expect(grid(page).getByRole('combobox', { name: 'Filter STATUS' })).toHaveValue('Active');
    expect(new Set(await statuses(page))).toEqual(new Set(['Active']));

    // Paging: page 2 lands in the URL and survives a reload.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows(page)).toHaveCount(10);

    // A filter is a new search: page 1, the product in the URL, 'AI Assistant' for product 7.
    await grid(page).getByRole('combobox', { name: 'Filter PRODUCT' }).selectOption({ label: 'AI Assistant' });
    await expect(page).toHaveURL(/[?&]product=7\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect.poll(async () => new Set(await columnTexts(page, 0))).toEqual(new Set(['Assistant']));
    await grid(page).getByRole('combobox', { name: 'Filter TYPE' }).selectOption({ label: 'Trial' });
    await grid(page).getByRole('combobox', { name: 'Filter STATUS' }).selectOption({ label: 'All' });
    await expect(page).toHaveURL(/status=all/);
    await expect.poll(async () => new Set(await columnTexts(page, 2))).toEqual(new Set(['Trial']));

    // A header's sort button, pressed by keyboard: the server's order from page 1, in the URL, kept by a reload.
    await page.goto('/?page=2');
    const productHeader = grid(page).getByRole('columnheader', { name: 'PRODUCT' });
    await expect(grid(page).getByRole('columnheader', { name: 'VALID UNTIL' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(productHeader).toHaveAttribute('aria-sort', 'none');
    await productHeader.getByRole('button', { name: 'PRODUCT' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]sort=product\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(productHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await columnTexts(page, 0))[0]).toBe('Assistant');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]sort=product&dir=desc\b/);
    await expect(productHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await columnTexts(page, 0))[0]).toBe('Standard');
    await page.reload();
    await expect(grid(page).getByRole('columnheader', { name: 'PRODUCT' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => new Set(await columnTexts(page, 0)).has('Standard')).toBe(true);
    // Page 2 of that order follows page 1 without a pack twice.
    const first = await grid(page)
      .locator('tbody tr a[href^="/license/edit/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(grid(page).getByRole('columnheader', { name: 'PRODUCT' })).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () =>
        (
          await grid(page)
            .locator('tbody tr a[href^="/license/edit/"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        ).some((href) => first.includes(href)),
      )
      .toBe(false);

    // 'Help me look for:' searches on Enter by an e-mail part; a reload shows the same view.
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Help me look for:' });
    await search.fill('manager@example');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]email=manager%40example\b/);
    await expect(bodyRows(page)).toHaveCount(2);
    expect(await columnTexts(page, 1)).toEqual(['manager@example.com', 'manager@example.com']);
    await expect(page.getByRole('navigation', { name: 'Licenses pages' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Help me look for:' })).toHaveValue('manager@example');
    await expect(bodyRows(page)).toHaveCount(2);
    // SEARCH with a blank box goes back to the full list.
    await page.getByRole('searchbox', { name: 'Help me look for:' }).fill('');
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page).not.toHaveURL(/email=/);
  });

  test('the manager sees their packs with used / total and Manage Users, nothing of the administrators', async ({
    page,
  }) => {
    await signIn(page, demo.manager.email, demo.manager.password);
    await expect(bodyRows(page)).toHaveCount(2);
    expect(await columnTexts(page, 1)).toEqual(['manager@example.com', 'manager@example.com']);
    await expect(grid(page).getByRole('cell', { name: '3 / 5' })).toBeVisible();
    await expect(grid(page).getByRole('link', { name: /^Manage Users: / })).toHaveCount(2);
    await expect(grid(page).getByRole('link', { name: /^(Edit|Renew): / })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Help me look for:' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage Licenses' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ADD LICENSE' })).toHaveCount(0);
  });

  test('an ordinary user sees only their own pack, its size only, and no add button', async ({ page }) => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(bodyRows(page)).toHaveCount(1);
    expect(await columnTexts(page, 0)).toEqual(['Business']);
    expect(await columnTexts(page, 6)).toEqual(['5']);
    await expect(grid(page).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ADD LICENSE' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage Licenses' })).toHaveCount(0);
  });
});
