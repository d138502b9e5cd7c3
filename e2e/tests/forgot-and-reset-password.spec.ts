import { type APIRequestContext, expect, test } from '@playwright/test';
import { currentUserStatus, demo, readOutbox, signIn } from './session-helpers.ts';

/**
 * A person of the seeded data without a password of their own: resetting it here changes no account another
 * journey signs in with. Found as the administrator of a generated pack (an address outside example.com).
 */
async function accountWithoutPassword(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/Authenticate', {
    data: { Email: demo.admin.email, Password: demo.admin.password },
  });
  expect(signedIn.ok()).toBe(true);
  const licenses = (await (await request.get('/api/Licenses')).json()) as { name: string }[];
  await request.post('/api/Logout');
  const email = licenses.map((license) => license.name).find((name) => /@[a-z]+\.example$/.test(name));
  expect(email, 'a generated license administrator').toBeTruthy();
  return email as string;
}

test('a user asks for a reset link, sets a new password with the live policy checklist, and signs in with it', async ({
  page,
  request,
}) => {
  const email = await accountWithoutPassword(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/ForgotPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Having trouble signing in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Sent' })).toBeFocused();
  await expect(page.getByText(/check your spam folder/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();

  const link = await readOutbox(request, email, /https?:\/\/\S+\/ResetPassword\?token=\S+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  const password = page.getByLabel('New Password');
  await password.click();
  const checklist = page.getByRole('group', { name: 'Password policy' });
  await expect(checklist).toBeVisible();
  const rules = checklist.getByRole('listitem');
  await expect(rules).toHaveCount(3);
  await expect(rules.nth(0)).toHaveAttribute('data-state', 'failed');
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);

  await password.pressSequentially('lantern');
  await expect(rules.nth(0)).toHaveAttribute('data-state', 'failed');
  await password.pressSequentially('S');
  await expect(rules.nth(1)).toHaveAttribute('data-state', 'passed');
  await password.pressSequentially('-Harbour9');
  await expect(rules.nth(0)).toHaveAttribute('data-state', 'passed');
  await expect(rules.nth(2)).toHaveAttribute('data-state', 'passed');
  const newPassword = 'lanternS-Harbour9';

  const confirm = page.getByLabel('Confirm Password');
  await confirm.fill('lanternS-Harbour8');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(confirm).toHaveAccessibleDescription('Password did not match! Please try again!');

  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Save Password' }).click();
  // Spec §2.3: to /, where the private-area guard sends a signed-out visitor on to /Login, the note kept.
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByText('Your password was changed. Please log in with your new password.')).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
  expect(await currentUserStatus(page)).toBe(200);

  // The link worked once: opened again, the page shows the server's text.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
});

test('a reset link that was never issued shows the server text and a way to ask for a new one', async ({ page }) => {
  await page.goto('/ResetPassword?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is invalid or has expired. Please request a new one.',
  );
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Having trouble signing in' })).toBeVisible();
});

test('a reset to a password short of the policy is refused before anything is sent', async ({ page, request }) => {
  const email = await accountWithoutPassword(request);
  await request.post('/api/ForgotPassword', { data: { Email: email } });
  const link = await readOutbox(request, email, /https?:\/\/\S+\/ResetPassword\?token=\S+/);
  await page.goto(link);
  const password = page.getByLabel('New Password');
  await password.fill('short');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription('Password did not match Password Policy!');
  // The link is still good: nothing reached the server.
  await page.reload();
  await expect(page.getByLabel('New Password')).toBeVisible();
});
