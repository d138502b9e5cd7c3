import { expect, test } from '@playwright/test';
import { demo } from './session-helpers.ts';

// The development server's stand-in desk (/dev/support-desk) takes the post a real desk's JWT sign-in takes.
const returnTo = 'https://desk.example.com/hc/articles/42';

test('the support desk sends a visitor to the console, whose token the browser posts to the desk', async ({ page }) => {
  await page.goto(`/support-desk?return_to=${encodeURIComponent(returnTo)}`);
  await expect(
    page.getByText('Log in with your License Console account to continue to the support desk.'),
  ).toBeVisible();
  await page.getByLabel('Email').fill(demo.user.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dev\/support-desk$/);
  const answer = JSON.parse((await page.locator('body').textContent()) ?? '{}') as {
    verified?: boolean;
    claims?: { email?: string };
    returnTo?: string;
  };
  expect(answer).toMatchObject({ verified: true, claims: { email: demo.user.email }, returnTo });
});

test('a wrong password keeps the visitor on the console with the failure message, and posts nothing', async ({
  page,
}) => {
  await page.goto('/support-desk');
  await page.getByLabel('Email').fill(demo.user.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Sign in failed! Please check your credentials and try again\./);
  await expect(page).toHaveURL(/\/support-desk$/);
});
