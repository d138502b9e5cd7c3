import { expect, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

test('an administrator adds a product with a SKU, offers it on the license form, edits it and deletes it', async ({
  page,
}) => {
  const name = `Docwise Journey ${Date.now()}`;
  await signIn(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'PRODUCTS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByText('Docwise Standard')).toBeVisible();

  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/product\/new$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Download Link').fill('https://downloads.example.com/journey');
  await page.getByRole('button', { name: 'Add SKU' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SKU' });
  await dialog.getByLabel('Sku').fill('JOURNEY-1Y');
  await dialog.getByLabel('Years').fill('1');
  await dialog.getByRole('button', { name: 'Add SKU' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product created successfully.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/product$/);

  // A product no license uses yet is offered on the license form (spec §1: its name carries the family marker).
  await page.goto('/license/new');
  await expect(page.getByLabel('Product').locator('option', { hasText: name })).toHaveCount(1);

  await page.goto('/product');
  await page.getByRole('searchbox', { name: 'Product name' }).fill('Journey');
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(
    page.getByRole('table', { name: 'SKUs of the product' }).getByText('JOURNEY-1Y', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Last Version').fill('2.0.0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product updated successfully.', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Product name' }).fill('Journey');
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure to delete '${name}' product?`);
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Deleted successfully.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete: ${name}` })).toHaveCount(0);

  // A product that licenses use stays, and the message says how many packs use it.
  await page.getByRole('searchbox', { name: 'Product name' }).fill('Standard');
  await page.getByRole('button', { name: 'Delete: Docwise Standard' }).click();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(
    page.locator('[data-slot=toast-description]', {
      hasText: /^This product cannot be deleted: \d+ license packs? uses? it\.$/,
    }),
  ).toBeVisible();
});
