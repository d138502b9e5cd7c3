import { expect, test } from '@playwright/test';
import { signIn } from './session-helpers.ts';

// An address of its own: the hold lasts 5 minutes and must not touch an account other journeys use. The server
// counts unknown addresses exactly like known ones, so this is held back just the same.
const email = `lockout-${Date.now()}@example.com`;

test('six wrong passwords hold this browser back from the account and the login shows the server message', async ({
  page,
}) => {
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, email, `wrong-password-${attempt}`, '/login');
    await expect(page.getByRole('alert')).toContainText('Sign in failed! Please check your credentials and try again.');
  }
  await signIn(page, email, 'wrong-password-6', '/login');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login Error');
  await expect(alert).toContainText(/Too many attempts\. Please wait \d+ minutes? and try again\./);
});
