import { expect, type Page, test } from '@playwright/test';

const accounts = [
  { role: 'administrator', email: 'admin@example.com', password: 'Admin!2345', seesAdminMenu: true },
  { role: 'manager', email: 'manager@example.com', password: 'Manager!2345', seesAdminMenu: false },
  { role: 'ordinary user', email: 'user@example.com', password: 'User!2345', seesAdminMenu: false },
];

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

for (const account of accounts) {
  test(`the ${account.role} signs in, sees the menu the role allows, and signs out`, async ({ page }) => {
    await signIn(page, account.email, account.password);
    const menu = page.getByRole('navigation');
    await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
    for (const item of ['LICENSES', 'MY PROFILE', 'SUPPORT & FAQ', 'LOG OUT']) {
      await expect(menu.getByRole('link', { name: item }).or(menu.getByRole('button', { name: item }))).toBeVisible();
    }
    for (const item of ['USERS', 'PRODUCTS']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(account.seesAdminMenu ? 1 : 0);
    }

    await menu
      .getByRole('button', { name: 'LOG OUT' })
      .or(menu.getByRole('link', { name: 'LOG OUT' }))
      .click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The session ended on the server: a reload does not bring the console back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const status = await page.evaluate(async () => (await fetch('/api/CurrentUser')).status);
    expect(status).toBe(401);
  });
}

test('a wrong password shows the Login Error box with the spec message', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'wrong-password');
  const error = page.getByRole('alert').filter({ hasText: 'Login Error' });
  await expect(error).toContainText('Sign in failed! Please check your credentials and try again.');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
