import { expect, test } from '@playwright/test';
import { oidcJourney } from './fixtures.ts';
import { currentUserStatus, demo, signIn, withTwoFactor } from './session-helpers.ts';

test('on the verification screen, the user completes sign-in through the workplace provider', async ({
  page,
  baseURL,
}) => {
  await withTwoFactor(baseURL, async () => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Consumer' })).toBeDisabled();
    await page.getByRole('button', { name: 'Continue with Workplace' }).click();

    // The provider's own sign-in and consent pages.
    await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${oidcJourney.providerPort}/`));
    await page.locator('input[name="login"]').fill(oidcJourney.login);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').first().click();
    await page.locator('button[type="submit"]').first().click();

    await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/(private)?$/);
    expect(await currentUserStatus(page)).toBe(200);
  });
});
