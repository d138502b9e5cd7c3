import { expect, test } from '@playwright/test';
import { currentUserStatus, demo, signIn } from './session-helpers.ts';

const HOME = 'https://home.example.test/';

test.beforeEach(async ({ page }) => {
  // The home site is not on this network: answer it here, so the redirect can be seen to arrive.
  await page.route(`${HOME}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Company home</h1>' }));
});

test('the logout page of a provider says so and goes home after 5 seconds', async ({ page }) => {
  await page.goto(`/Logout/Workplace?url-home=${encodeURIComponent(HOME)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Workplace' })).toBeVisible();
  await expect(page.getByText('you are logged out from the provider')).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(HOME, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
  await expect(page.getByRole('heading', { name: 'Company home' })).toBeVisible();
});

test("the 'error' kind advises contacting support, and Return to home goes at once", async ({ page }) => {
  await page.goto(
    `/Logout/error?message=${encodeURIComponent('The provider could not sign you out.')}&url-home=${encodeURIComponent(HOME)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page.getByText('The provider could not sign you out.')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Please contact support.');
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(HOME);
});

test('reaching the logout page while signed in ends the console session too', async ({ page }) => {
  await signIn(page, demo.manager.email, demo.manager.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/Logout/Consumer?url-home=${encodeURIComponent(HOME)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Consumer' })).toBeVisible();
  expect(await currentUserStatus(page)).toBe(401);
});
