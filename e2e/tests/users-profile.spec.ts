import { expect, request, test } from '@playwright/test';
import { currentUserStatus, demo, readOutbox, signIn } from './session-helpers.ts';

const STRICT_PASSWORD = 'Stricter!Pass-2026q';

/**
 * The demo manager keeps the documented password and the default policy whatever a journey here left behind:
 * signed in through the API with whichever password works, the policy goes back first, then the password.
 */
test.afterEach(async ({ baseURL }) => {
  const manager = await request.newContext({ baseURL });
  try {
    let password: string = demo.manager.password;
    let signedIn = await manager.post('/api/Authenticate', { data: { Email: demo.manager.email, Password: password } });
    if (!signedIn.ok()) {
      password = STRICT_PASSWORD;
      signedIn = await manager.post('/api/Authenticate', { data: { Email: demo.manager.email, Password: password } });
    }
    expect(signedIn.ok()).toBe(true);
    const policy = await (await manager.get('/api/PasswordSettings/CurrentUser')).json();
    expect((await manager.post('/api/PasswordSettings', { data: { ...policy, minimunChars: 8 } })).ok()).toBe(true);
    if (password !== demo.manager.password) {
      const profile = await (await manager.get('/api/User')).json();
      const restored = await manager.put('/api/User/Update', {
        data: {
          ...profile,
          password: demo.manager.password,
          repassword: demo.manager.password,
          currentPassword: password,
        },
      });
      expect(restored.ok()).toBe(true);
    }
  } finally {
    await manager.dispose();
  }
});

test('an administrator creates a user, who chooses a password through the mailed link and signs in', async ({
  page,
}) => {
  const email = `new.user.${Date.now()}@example.com`;
  await signIn(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'USERS', exact: true }).click();
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/user\/new$/);
  await expect(page.getByText('The new user receives an e-mail with a link to choose a password.')).toBeVisible();
  await page.getByLabel('First Name').fill('Nia');
  await page.getByLabel('Last Name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('Phone').fill('142685300');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User information was successfully Created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/list$/);

  const link = await readOutbox(page.request, email, /http\S+\/ResetPassword\?token=\S+/);
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto(new URL(link).pathname + new URL(link).search);
  const chosen = 'Chosen!Pass-2026n';
  await page.getByLabel('New Password').fill(chosen);
  await page.getByLabel('Confirm Password').fill(chosen);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Your password was changed. Please log in with your new password.')).toBeVisible();
  await signIn(page, email, chosen);
  await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
});

test('a user edits their profile with a country and phone, and finds it saved', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'MY PROFILE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
  await expect(page.getByLabel('Company')).toHaveAttribute('readonly');
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByText('Dialling code +49')).toBeVisible();
  await page.getByLabel('Phone').fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The phone has an incorrect format.')).toBeVisible();
  const phone = String(Date.now()).slice(-8);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User information was successfully updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.getByLabel('Country')).toHaveValue('DE');
});

test('a manager sets a stricter policy, and their own new password must meet it', async ({ page }) => {
  await signIn(page, demo.manager.email, demo.manager.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/user/password-setting');
  const minimum = page.getByLabel('Minimum characters');
  await expect(minimum).toHaveValue('8');
  await expect(page.getByText(/users of your licenses will have to change their password/)).toBeVisible();
  await minimum.fill('14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password settings saved successfully.', { exact: true })).toBeVisible();

  await page.goto('/user/my-account');
  await page.getByLabel('Change Password').check();
  await page.getByLabel('Current Password').fill(demo.manager.password);
  await page.getByLabel('New Password').fill('Short!Pass1');
  await expect(page.getByRole('group', { name: 'Password policy' }).getByText(/At least 14 characters/)).toBeVisible();
  await page.getByLabel('Retype Password').fill('Short!Pass1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password did not match Password Policy!')).toBeVisible();
  await page.getByLabel('New Password').fill(STRICT_PASSWORD);
  await page.getByLabel('Retype Password').fill(STRICT_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User information was successfully updated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await signIn(page, demo.manager.email, STRICT_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await currentUserStatus(page)).toBe(200);
});

test('every home detail route shows its screen', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  for (const [path, heading] of [
    ['/Licenses', 'Licenses'],
    ['/Users', 'Users'],
    ['/ManageUsers', 'Manage Users'],
    ['/Products', 'Products'],
    ['/MyAccount', 'My Profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await signIn(page, demo.manager.email, demo.manager.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/PasswordSettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Password Setting' })).toBeVisible();
  await expect(page.getByLabel('Minimum characters')).toBeVisible();
});
