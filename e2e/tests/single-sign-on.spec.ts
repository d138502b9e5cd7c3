import { expect, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

test.describe('the SSO sites (spec §2.9, §6, §8)', () => {
  test('an administrator adds a site with the key pair the server made, finds it, renames it and deletes it', async ({
    page,
  }) => {
    const name = `Journey Portal ${Date.now()}`;
    await signIn(page, demo.admin.email, demo.admin.password, '/single-sign-on');
    await expect(page.getByRole('heading', { level: 1, name: 'Single Sign On Sites' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Single Sign On Sites' });
    await expect(table.getByText('Demo Help Center', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Add Site' }).click();
    await expect(page).toHaveURL(/\/single-sign-on\/new$/);
    // The key pair comes prefilled from GET api/SingleSignOn/new; the private key is shown this once.
    const privateKey = page.getByRole('textbox', { name: 'Private Key' });
    await expect(privateKey).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n/);
    await expect(page.getByRole('textbox', { name: 'Public Key' })).toHaveValue(/^-----BEGIN PUBLIC KEY-----\n/);
    await expect(page.getByText(/The private key is shown this once/)).toBeVisible();
    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'URL' }).fill('https://journey.example.com/sso/callback');
    await create.click();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/single-sign-on$/);

    await page.getByRole('searchbox', { name: 'Filter Name' }).fill('journey portal');
    await expect(table.getByText(name, { exact: true })).toBeVisible();
    await expect(
      table.getByRole('cell', { name: 'https://journey.example.com/sso/callback', exact: true }),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);

    await page.getByRole('link', { name: `Edit: ${name}` }).click();
    await expect(page).toHaveURL(/\/single-sign-on\/edit\/[\w-]{22}$/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    // Never shown again after creation.
    await expect(page.getByRole('textbox', { name: 'Private Key' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Updated', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/single-sign-on$/);

    await page.getByRole('searchbox', { name: 'Filter Name' }).fill('renamed');
    await page.getByRole('button', { name: `Delete: ${name} renamed` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete SSO?' });
    await expect(dialog).toContainText(`Are you sure to delete '${name} renamed' SSO?`);
    await dialog.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('Deleted successfully.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete: ${name} renamed` })).toHaveCount(0);
    await expect(table.getByText('No SSO site matches the filters.')).toBeVisible();
  });

  test('a manager gets Access Denied at every SSO site address', async ({ page }) => {
    await signIn(page, demo.manager.email, demo.manager.password, '/single-sign-on');
    await expect(page.getByRole('heading', { level: 1, name: 'Single Sign On Sites' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Access Denied');
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/single-sign-on/new');
    await expect(page.getByRole('alert')).toHaveText('Access Denied');
    await expect(page.getByRole('textbox', { name: 'Private Key' })).toHaveCount(0);
  });
});
