import { expect, test } from '@playwright/test';
import { currentUserStatus, demo, readOutbox, signIn, withTwoFactor } from './session-helpers.ts';

test('with two-factor on, a user signs in with the code e-mailed to them', async ({ page, baseURL }) => {
  await withTwoFactor(baseURL, async () => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
    // Nothing of the console opens before the code is verified.
    await page.goto('/Licenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();

    await page.getByRole('button', { name: 'Email' }).click();
    await expect(page.getByText('A code was sent to your email.')).toBeVisible();
    const code = await readOutbox(page.request, demo.user.email, /\b\d{6}\b/);

    const wrong = code === '000000' ? '000001' : '000000';
    await page.getByRole('textbox', { name: 'Code' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('The code sent is incorrect.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
    expect(await currentUserStatus(page)).toBe(200);
  });
});
