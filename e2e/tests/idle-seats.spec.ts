import { expect, type Page, test } from '@playwright/test';
import { idleJourney } from './fixtures.ts';
import { demo, signIn } from './session-helpers.ts';

const body = (page: Page) => page.locator('body');
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text });

test('the manager selects the users of their pack idle for 60 days and revokes them in one confirmed step', async ({
  page,
}) => {
  await signIn(page, idleJourney.manager.email, idleJourney.manager.password);
  await page
    .getByRole('table', { name: 'Licenses' })
    .getByRole('link', { name: /^Manage Users: Standard / })
    .click();
  const users = page.getByRole('table', { name: 'Users of the license pack' });
  await expect(users.getByRole('row', { name: /idle\.120@example\.org/ })).toBeVisible();
  await expect(page.getByText('5 of 10 seats used')).toBeAttached();

  await page.getByRole('combobox', { name: 'Idle for' }).selectOption('60');
  // 120 and 95 days since the last use, and a seat never used since it was assigned 200 days ago.
  await page.getByRole('button', { name: 'Select idle users (3)' }).click();
  for (const email of ['idle.120', 'idle.95', 'idle.never']) {
    await expect(users.getByRole('row', { name: new RegExp(`${email}@`) }).getByRole('checkbox')).toBeChecked();
  }
  await expect(users.getByRole('row', { name: /idle\.40@/ }).getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('button', { name: 'Revoke 3 users' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke idle seats?' });
  await expect(dialog).toContainText('revoke the 3 seats idle for 60 days or more?');
  await dialog.getByRole('button', { name: 'YES' }).click();

  await expect(toast(page, '3 seats were revoked.')).toBeVisible();
  await expect(users.getByRole('row')).toHaveCount(3);
  await expect(users.getByRole('row', { name: /idle\.40@/ })).toBeVisible();
  await expect(users.getByRole('row', { name: /idle\.1@/ })).toBeVisible();
  await expect(page.getByText('2 of 10 seats used')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Manage Access: idle.40@example.org' })).toBeFocused();
  await expect(body(page)).not.toContainText('idle.120@example.org');
});

test('an administrator reclaims the seats idle for 1000 days across packs from the Idle seats screen', async ({
  page,
}) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Idle seats', exact: true }).click();
  await expect(page).toHaveURL(/\/license\/idle-seats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Idle seats' })).toBeVisible();
  await expect(page).toHaveTitle('Idle seats - License Console');

  await page.getByRole('combobox', { name: 'Idle for' }).selectOption('custom');
  await page.getByRole('spinbutton', { name: 'Number of days' }).fill('1000');
  const seats = page.getByRole('table', { name: 'Idle seats' });
  const rows = seats.locator('tbody tr[data-slot="data-grid-row"]');
  await expect(rows).toHaveCount(2);
  // The longest idle first, each in its own pack of another customer.
  await expect(rows.nth(0)).toContainText('idle.2000@example.org');
  await expect(rows.nth(1)).toContainText('idle.1500@example.org');
  await expect(rows.nth(0)).toContainText(idleJourney.other.email);
  for (const row of await rows.all()) await row.getByRole('checkbox').check();

  await page.getByRole('button', { name: 'Revoke selected (2)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke idle seats?' });
  await expect(dialog).toContainText('revoke the 2 seats idle for 1000 days or more?');
  await dialog.getByRole('button', { name: 'YES' }).click();

  await expect(page.locator('[data-slot=idle-seats-status]')).toHaveText('2 seats were revoked.');
  await expect(seats.getByText('No seat has been idle for 1000 days.')).toBeVisible();
  const left = await page.request.get('/api/LicenseUsages/Idle?days=1000');
  expect(((await left.json()) as { total: number }).total).toBe(0);
});

test('an ordinary user has no way to the idle seats, and the screen refuses them', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Idle seats', exact: true })).toHaveCount(0);
  await page.goto('/license/idle-seats');
  await expect(page.getByText('Access Denied')).toBeVisible();
});
