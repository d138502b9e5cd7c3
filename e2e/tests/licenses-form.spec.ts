import { expect, type Page, test } from '@playwright/test';
import { assignThroughApi, packThroughApi } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

const grid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-slot="data-grid-row"]');

async function searchFor(page: Page, emailPart: string) {
  const box = page.getByRole('searchbox', { name: 'Help me look for:' });
  await box.fill(emailPart);
  await box.press('Enter');
}

const renewing = (accountName: string) => ({ accountName, firstName: 'Renew', lastName: 'Journey' });

test.describe('the license form (spec §2.5, §4, §5, §8)', () => {
  test('an administrator creates, edits, renews and deletes a license', async ({ page }) => {
    const email = `journey.${Date.now()}@example.com`;
    await signIn(page, demo.admin.email, demo.admin.password);
    await page.getByRole('button', { name: 'Manage Licenses' }).click();
    await page.getByRole('menuitem', { name: 'Add License' }).click();
    await expect(page).toHaveURL(/\/license\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add License' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'BACK' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    // Spec §4 defaults: one user, start today, end one year later; a new start moves the end.
    await expect(page.getByLabel('Number of Licenses')).toHaveValue('1');
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is not valid.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First Name').fill('Journey');
    await page.getByLabel('Last Name').fill('Owner');
    await page.getByLabel('Product').selectOption({ label: 'Docwise Business' });
    await expect(page.getByLabel('SharePoint Integration')).toBeChecked();
    await page.getByLabel('Product').selectOption({ label: 'Docwise for Outlook' });
    await expect(page.getByLabel('SharePoint Integration')).toBeDisabled();
    await page.getByLabel('Product').selectOption({ label: 'Docwise Assistant' });
    await expect(page.getByLabel('Advanced Template')).toHaveCount(0);
    await page.getByLabel('Product').selectOption({ label: 'Docwise Standard' });
    await page.getByLabel('Start Date').fill('01/15/2099');
    await expect(page.getByLabel('End Date')).toHaveValue('01/15/2100');
    await page.getByLabel('Number of Licenses').fill('3');
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByText('License Created', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/private$/);

    await searchFor(page, email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('01/15/2100');
    await grid(page)
      .getByRole('link', { name: /^Edit: / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit License' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    // The names Add License set are shown, not blanks.
    await expect(page.getByLabel('First Name')).toHaveValue('Journey');
    await expect(page.getByLabel('Last Name')).toHaveValue('Owner');
    await page.getByLabel('Number of Licenses').fill('4');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('License Updated', { exact: true })).toBeVisible();

    // Back in the view it was left in (the search kept), the pack just saved drawn out.
    await expect(page.getByRole('searchbox', { name: 'Help me look for:' })).toHaveValue(email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('4');
    await expect(grid(page).locator('tr[aria-current="true"]')).toHaveCount(1);
    await grid(page)
      .getByRole('link', { name: /^Renew: / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renew License' })).toBeVisible();
    // The renewal starts on the old end date and runs for the old duration (12 months here).
    await expect(page.getByLabel('Start Date')).toHaveValue('01/15/2100');
    await expect(page.getByLabel('End Date')).toHaveValue('01/15/2101');
    await page.getByRole('button', { name: 'Renew' }).click();
    await expect(page.getByText('License Renewed', { exact: true })).toBeVisible();

    await expect(page.getByRole('searchbox', { name: 'Help me look for:' })).toHaveValue(email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(grid(page).locator('tr[aria-current="true"]')).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('01/15/2101');
    await grid(page)
      .getByRole('link', { name: /^Edit: / })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete License' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete License' }).getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('License Deleted', { exact: true })).toBeVisible();
    await searchFor(page, email);
    await expect(grid(page).getByText('There are no licenses to show.')).toBeVisible();
  });

  test("a renewal below users assigned since the form read the pack opens the 'License Renew' dialog", async ({
    page,
  }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(grid(page)).toBeVisible();
    const pack = await packThroughApi(page, {
      productId: 1,
      seats: 3,
      // A domain of its own: the users list's journey finds the demo accounts on one page by '@example.com'.
      name: `renew.${Date.now()}@renew-journey.example`,
      startDate: '01/15/2099',
      endDate: '01/15/2100',
      users: [renewing('renew.one@renew-journey.example')],
    });
    await page.goto(`/license/renew/${pack}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renew License' })).toBeVisible();
    await expect(page.getByLabel('Number of Licenses')).toHaveValue('3');
    // Two seats fit the one user the form knows of: no planner.
    await page.getByLabel('Number of Licenses').fill('2');
    await expect(page.getByRole('region', { name: /must be freed/ })).toHaveCount(0);
    // Meanwhile two more users are assigned, as from another desk.
    await assignThroughApi(page, pack, renewing('renew.two@renew-journey.example'));
    await assignThroughApi(page, pack, renewing('renew.three@renew-journey.example'));
    await page.getByRole('button', { name: 'Renew' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'License Renew' });
    await expect(dialog).toContainText('currently has 3 assigned users');
    await expect(dialog).toContainText('requests 2');
    await expect(dialog).toContainText('Please reduce the assigned users first.');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/license\/renew\//);
    // Nothing was renewed.
    const read = await page.request.get(`/api/Licenses/encrypted/${pack}`);
    expect(((await read.json()) as { userCount: number }).userCount).toBe(3);
  });

  test("a non-administrator gets 'Access Denied' on the license form and the merge screen", async ({ page }) => {
    await signIn(page, demo.manager.email, demo.manager.password);
    await expect(grid(page)).toBeVisible();
    await page.goto('/license/new');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    await page.goto('/license/merging');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Select License Packs for merging')).toHaveCount(0);
  });
});
