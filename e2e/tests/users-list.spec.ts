import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const roleSwitch = (page: Page, email: string) =>
  page.getByRole('switch', { name: `IM Super Administrator: ${email}` });

async function findUser(page: Page, email: string) {
  const box = page.getByRole('searchbox', { name: 'Search by name or email' });
  await box.fill(email);
  await box.press('Enter');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
}

/** The demo accounts keep their documented roles whatever a journey here left behind. */
test.afterEach(async ({ request }) => {
  const signedIn = await request.post('/api/Authenticate', {
    data: { Email: demo.admin.email, Password: demo.admin.password },
  });
  expect(signedIn.ok()).toBe(true);
  const found = (await (
    await request.get('/api/SearchUserPaged?criteria=%40example.com&pageSize=100&pageNumber=1')
  ).json()) as { id: string; email: string; administrator: boolean }[];
  const promoted = found.filter(
    (user) => user.administrator && (user.email === demo.manager.email || user.email === demo.user.email),
  );
  if (promoted.length > 0) {
    expect((await request.put('/api/Users', { data: promoted.map((user) => user.id) })).ok()).toBe(true);
  }
});

test.describe('the users list (spec §2.10, §4, §8)', () => {
  test('an administrator toggles two roles, saves them in one batch, and the list shows them saved', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await page.getByRole('link', { name: 'USERS', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    // A search with special characters that is not an e-mail is refused with the §8 message.
    const box = page.getByRole('searchbox', { name: 'Search by name or email' });
    await box.fill('morgan$');
    await box.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Please specify valid characters for names or valid email formats',
    );

    // Both demo accounts are found by their part "example.com"; toggle each to administrator.
    await box.fill('@example.com');
    await box.press('Enter');
    for (const email of [demo.manager.email, demo.user.email]) {
      await expect(roleSwitch(page, email)).not.toBeChecked();
      await roleSwitch(page, email).click();
    }
    await expect(page.getByText('2 role changes not saved')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The users list has been updated.', { exact: true })).toBeVisible();
    await page.reload();
    for (const email of [demo.manager.email, demo.user.email]) await expect(roleSwitch(page, email)).toBeChecked();
    await expect(page).toHaveURL(/criteria=%40example\.com/);

    // Toggle them back so other journeys find the demo accounts as documented.
    for (const email of [demo.manager.email, demo.user.email]) await roleSwitch(page, email).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await findUser(page, demo.user.email);
    await expect(roleSwitch(page, demo.user.email)).not.toBeChecked();
  });

  test('a manager reads Access Denied on the users list', async ({ page }) => {
    await signIn(page, demo.manager.email, demo.manager.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await page.goto('/user/list');
    await expect(page.getByRole('alert')).toHaveText('Access Denied');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
