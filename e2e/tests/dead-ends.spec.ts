import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

// No address leads nowhere: an unknown address or id reaches the not-found page, which names what was asked for and
// leads back; Access Denied and the merge screen opened by its address say what to do and lead back too.

const home = (page: Page) => page.getByRole('link', { name: 'Back to Licenses' });

async function expectNotFound(page: Page, asked: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'No match' }), asked).toBeVisible();
  await expect(page.getByText(`No match for ${asked}`, { exact: true }), asked).toBeVisible();
  await expect(page.getByRole('textbox'), asked).toHaveCount(0);
  await expect(home(page), asked).toBeVisible();
}

test('an administrator meets the not-found page, naming the address, for every unknown id or address', async ({
  page,
}) => {
  // Seven addresses, each a page load of its own.
  test.setTimeout(90_000);
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  for (const asked of [
    // An id that cannot be one, and one that could but names no pack: neither shows a blank, editable form.
    '/license/edit/not-a-pack',
    '/license/edit/AAAAAAAAAAAAAAAAAAAAAA',
    '/license/renew/AAAAAAAAAAAAAAAAAAAAAA',
    '/license-usage/AAAAAAAAAAAAAAAAAAAAAA',
    '/product/edit/999',
    '/user/edit/999',
    '/foo',
  ]) {
    await page.goto(asked);
    await expectNotFound(page, asked);
  }
  // The way back is the license list, and Back does not return to the dead end's blank page.
  await home(page).click();
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
});

test('/License, the home detail of spec §2.1, is the license list', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/License');
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
});

test('the merge screen opened by its address says how a merge starts and leads back', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/license/merging');
  await expect(page.getByText('No information for merging')).toBeVisible();
  await expect(
    page.getByText('To merge license packs, open Manage Licenses on the license list and choose Merge License.'),
  ).toBeVisible();
  await home(page).click();
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
});

test("the manager meets a proper page for an administrator's screen and for another customer's pack", async ({
  page,
  request,
}) => {
  // A pack of another customer, as the administrator sees it.
  const admin = await request.post('/api/Authenticate', {
    data: { Email: demo.admin.email, Password: demo.admin.password },
  });
  expect(admin.ok()).toBe(true);
  const packs = (await (await request.get('/api/Licenses')).json()) as { encryptedId: string; manager: string }[];
  const foreign = packs.find((pack) => pack.manager !== demo.manager.email);
  expect(foreign).toBeDefined();

  await signIn(page, demo.manager.email, demo.manager.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/product');
  await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('Your account cannot open this page. If you need it, ask an administrator of the console.'),
  ).toBeVisible();
  await home(page).click();
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();

  const asked = `/license-usage/${foreign?.encryptedId}`;
  await page.goto(asked);
  await expectNotFound(page, asked);
});

test('an administrator reaches the SSO sites from the menu', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'SSO SITES' }).click();
  await expect(page).toHaveURL(/\/single-sign-on$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Single Sign On Sites' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'SSO SITES' })).toHaveAttribute('aria-current', 'page');
});
