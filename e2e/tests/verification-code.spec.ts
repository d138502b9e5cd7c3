import { expect, request as requestFactory, test } from '@playwright/test';
import { currentUserStatus, demo, readOutbox, signIn } from './session-helpers.ts';

/**
 * Two-factor comes from the password policy of the user's license manager. The manager's own API session is
 * opened before the policy changes (so it stays verified) and turns the policy back off whatever happens.
 */
test('with two-factor on, a user signs in with the code e-mailed to them', async ({ page, baseURL }) => {
  const manager = await requestFactory.newContext({ baseURL });
  expect(
    (
      await manager.post('/api/Authenticate', { data: { Email: demo.manager.email, Password: demo.manager.password } })
    ).ok(),
  ).toBe(true);
  const policy = await (await manager.get('/api/PasswordSettings/CurrentUser')).json();
  expect((await manager.post('/api/PasswordSettings', { data: { ...policy, twoFA: true } })).ok()).toBe(true);
  try {
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
  } finally {
    expect((await manager.post('/api/PasswordSettings', { data: { ...policy, twoFA: false } })).ok()).toBe(true);
    await manager.dispose();
  }
});
