import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const products = (page: Page) => page.getByRole('table', { name: 'Products' });
const licenses = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const licenseRows = (page: Page) => licenses(page).locator('tbody tr[data-slot="data-grid-row"]');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function filterProducts(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Product name' }).fill(name);
}

async function addSku(page: Page, sku: { id: string; months?: string; years?: string; quantity?: string }) {
  await page.getByRole('button', { name: 'Add SKU' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SKU' });
  await dialog.getByLabel('Sku').fill(sku.id);
  if (sku.months) await dialog.getByLabel('Months').fill(sku.months);
  if (sku.years) await dialog.getByLabel('Years').fill(sku.years);
  if (sku.quantity) await dialog.getByLabel('Quantity').fill(sku.quantity);
  await dialog.getByRole('button', { name: 'Add SKU' }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator creates a product with two SKUs, uses it in a new license, sees its packs, then removes both', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Docwise Journey ${stamp}`;
  const email = `product.journey.${stamp}@example.com`;
  await signIn(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'PRODUCTS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(products(page).getByText('Docwise Standard')).toBeVisible();

  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/product\/new$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Download Link').fill('https://downloads.example.com/journey');
  await addSku(page, { id: 'JOURNEY-1Y', years: '1' });
  await addSku(page, { id: 'JOURNEY-3M-5U', months: '3', quantity: '5' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product created successfully.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/product$/);

  // Both SKUs were kept, and a product no license uses yet has no packs and no seats (nothing to link to).
  await filterProducts(page, 'Journey');
  const row = products(page).getByRole('row', { name: new RegExp(escaped(name)) });
  await expect(row).toHaveCount(1);
  const productId = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(productId).toMatch(/^\d+$/);
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0', exact: true })).toHaveCount(2);
  await expect(row.getByRole('link', { name: /license pack/ })).toHaveCount(0);

  // Spec §1: a name with the family marker is offered on the license form; a pack of 3 seats uses it.
  await page.goto('/license/new');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Product');
  await page.getByLabel('Last Name').fill('Journey');
  await page.getByLabel('Product').selectOption({ label: name });
  await page.getByLabel('Number of Licenses').fill('3');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('License Created', { exact: true })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Help me look for:' });
  await box.fill(email);
  await box.press('Enter');
  await expect(licenseRows(page)).toHaveCount(1);
  await expect(licenses(page).getByRole('link', { name: new RegExp(`^Edit: .*${escaped(email)}`) })).toBeVisible();

  // The product list counts the pack and its seats; the pack keeps the product from being deleted.
  await page.getByRole('link', { name: 'PRODUCTS' }).click();
  await filterProducts(page, 'Journey');
  const packs = row.getByRole('link', { name: `1 license pack of ${name}` });
  await expect(packs).toHaveText('1');
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(
    page.locator('[data-slot=toast-description]', {
      hasText: 'This product cannot be deleted: 1 license pack uses it.',
    }),
  ).toBeVisible();

  // The pack count opens the license grid filtered by the product, any status: the one pack.
  await packs.click();
  await expect(page).toHaveURL(new RegExp(`[?&]product=${productId}(&|$)`));
  await expect(page).toHaveURL(/[?&]status=all(&|$)/);
  await expect(page.getByRole('searchbox', { name: 'Help me look for:' })).toHaveValue('');
  await expect(licenseRows(page)).toHaveCount(1);
  const edit = licenses(page).getByRole('link', { name: new RegExp(`^Edit: .*${escaped(email)}`) });
  await expect(edit).toBeVisible();

  // The journey's pack goes again, so the other journeys find the seeded packs only.
  await edit.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete License' }).getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('License Deleted', { exact: true })).toBeVisible();

  await page.goto('/product');
  await filterProducts(page, 'Journey');
  await expect(row.getByRole('cell', { name: '0', exact: true })).toHaveCount(2);
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  const skus = page.getByRole('table', { name: 'SKUs of the product' });
  await expect(skus.getByText('JOURNEY-1Y', { exact: true })).toBeVisible();
  await expect(skus.getByText('JOURNEY-3M-5U', { exact: true })).toBeVisible();
  await page.getByLabel('Last Version').fill('2.0.0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product updated successfully.', { exact: true })).toBeVisible();

  // With its pack gone, the product can be deleted.
  await filterProducts(page, 'Journey');
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure to delete '${name}' product?`);
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Deleted successfully.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete: ${name}` })).toHaveCount(0);

  // A product that licenses use stays, and the message says how many packs use it.
  await filterProducts(page, 'Standard');
  await page.getByRole('button', { name: 'Delete: Docwise Standard' }).click();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(
    page.locator('[data-slot=toast-description]', {
      hasText: /^This product cannot be deleted: \d+ license packs? uses? it\.$/,
    }),
  ).toBeVisible();
});
