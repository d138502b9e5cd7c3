import { expect, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

// Spec §6: products, SKUs, SSO sites, the users list and the license form are the administrators', and so are the
// history and the failed messages (designed). Typed into the
// address bar by anyone else, each reads 'Access Denied' and shows none of its controls.
const adminRoutes = [
  '/product',
  '/product/new',
  '/product/edit/1',
  '/single-sign-on',
  '/single-sign-on/new',
  '/single-sign-on/edit/1',
  '/user/list',
  '/user/new',
  '/user/Edit/1',
  '/license/new',
  '/license/edit/1',
  '/history',
  '/failed-messages',
];

for (const role of ['user', 'manager'] as const) {
  test(`the ${role === 'user' ? 'ordinary user' : 'manager'} reads Access Denied on every administrator's URL`, async ({
    page,
  }) => {
    await signIn(page, demo[role].email, demo[role].password);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const path of adminRoutes) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' }), path).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Create|Update|Save|Add Site)$/ }), path).toHaveCount(0);
      await expect(page.getByRole('table'), path).toHaveCount(0);
    }
  });
}

test('the administrator reaches the failed messages from the menu', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'FAILED MESSAGES' }).click();
  await expect(page).toHaveURL(/\/failed-messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Messages' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'FAILED MESSAGES' })).toHaveAttribute('aria-current', 'page');
});
