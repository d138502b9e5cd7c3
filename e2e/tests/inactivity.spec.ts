import { expect, test } from '@playwright/test';
import { currentUserStatus, demo, signIn } from './session-helpers.ts';

// The console's test-only override (apps/console/src/inactivity.ts): it may only shorten spec §9's 30 minutes.
const INACTIVITY_MS = 3000;

test.beforeEach(async ({ page }) => {
  await page.addInitScript((ms) => localStorage.setItem('lc:inactivity-ms', String(ms)), INACTIVITY_MS);
});

test('a signed-in user who does nothing is logged out after the inactivity timeout', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
  // Warned first (a minute before; half the shortened timeout here), then signed out, and told why.
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: INACTIVITY_MS + 5000 });
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('You were signed out after 30 minutes without activity. Please log in again.'),
  ).toBeVisible();
  // The session ended on the server too.
  expect(await currentUserStatus(page)).toBe(401);
});

test('Stay signed in on the warning keeps the session', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await page.waitForTimeout(INACTIVITY_MS / 2 - 500);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await currentUserStatus(page)).toBe(200);
});

test('activity keeps the user signed in past the timeout', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
  const until = Date.now() + INACTIVITY_MS * 2;
  for (let step = 0; Date.now() < until; step += 1) {
    await page.mouse.move(100 + (step % 2) * 50, 200);
    await page.waitForTimeout(INACTIVITY_MS / 3);
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await currentUserStatus(page)).toBe(200);
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
