import { expect, test } from '@playwright/test';
import { demo } from './session-helpers.ts';

test.describe('an SSO site sends its user to the console to sign in', () => {
  test('the console signs them in and sends the browser back to the site with its assertion', async ({ page }) => {
    // The development stand-in site starts a login as a real site does: a signed request to the referer page.
    await page.goto('/dev/sso-demo');
    await expect(page).toHaveURL(/\/account\/login\/referer\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText(/continue to the site that sent you here/)).toBeVisible();
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dev\/sso-demo\?assertion=/);
    const answer = JSON.parse((await page.locator('body').textContent()) ?? '{}') as {
      verified?: boolean;
      claims?: { email?: string };
    };
    expect(answer.verified).toBe(true);
    expect(JSON.stringify(answer.claims)).toContain(demo.user.email);
  });

  test('a wrong password keeps them on the console login with the failure message', async ({ page }) => {
    await page.goto('/dev/sso-demo');
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Sign in failed! Please check your credentials and try again.');
    await expect(page).toHaveURL(/\/account\/login\/referer\//);
  });

  test('a request token that is not signed by a site is refused with the server text', async ({ page }) => {
    await page.goto('/account/login/referer/not-a-signed-request');
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Please go back to the site and start again.');
  });
});

test('a failed external sign-in comes back to the login, which says so once', async ({ page }) => {
  // The provider's callback without a started sign-in: the server sets ExternalLogin=false and redirects to /Login.
  await page.goto('/signin-oidc/Workplace?code=forged&state=forged');
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole('alert')).toContainText('Sign in failed! Please check your credentials and try again.');
  // The console cleared the cookie: a reload does not repeat the message.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'ExternalLogin'))
    .toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an external-login code that is not valid shows the server text and the way back', async ({ page }) => {
  await page.goto('/external-login-verify?code=not-a-code');
  await expect(page.getByRole('alert')).toContainText('This sign-in link is invalid or has expired.');
  await page.getByRole('link', { name: 'Return to login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});
