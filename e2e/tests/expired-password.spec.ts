import { expect, test } from '@playwright/test';
import { expiredAccount } from './fixtures.ts';
import { currentUserStatus, readOutbox, signIn } from './session-helpers.ts';

test('a password past its expiry is refused with the server message, and a reset link is mailed', async ({ page }) => {
  await signIn(page, expiredAccount.email, expiredAccount.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login Error' })).toContainText('Password had expired');
  expect(await currentUserStatus(page)).toBe(401);
  const link = await readOutbox(page.request, expiredAccount.email, /https?:\/\/\S+\/ResetPassword\?token=\S+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
});
