import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const users = (page: Page) => page.getByRole('table', { name: 'Users of the license pack' });
const seats = (page: Page) => page.locator('[data-slot="license-users-seats"]');
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text });

async function manageAccess(page: Page, email: string, item: string | RegExp) {
  await page.getByRole('button', { name: `Manage Access: ${email}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

// The journey leaves the manager's Business pack as it found it (3 of 5 seats): other journeys count on it.
test('the manager adds a user to their Business pack, renames them, ends their sessions and revokes them', async ({
  page,
}) => {
  const email = `seat.journey.${Date.now()}@example.com`;
  await signIn(page, demo.manager.email, demo.manager.password);
  const licenses = page.getByRole('table', { name: 'Licenses' });
  await licenses.getByRole('link', { name: /^Manage Users: Business / }).click();
  await expect(page).toHaveURL(/\/license-usage\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await expect(page).toHaveTitle('Manage Users - License Console');
  await expect(page.getByText('Business license pack')).toBeVisible();
  await expect(seats(page)).toContainText('3 / 5');
  await expect(users(page).getByRole('row', { name: /jordan\.lee@example\.com/ })).toBeVisible();
  await expect(users(page).getByRole('columnheader', { name: /ROLE/ })).toBeVisible();

  // Spec §5: Add User waits for a valid row; the role starts at the second one.
  const add = page.getByRole('button', { name: 'Add User' });
  await expect(add).toBeDisabled();
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel('Role', { exact: true }).locator('option:checked')).toHaveText('User');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('Seat');
  await page.getByLabel('Last Name', { exact: true }).fill('Journey');
  await add.click();
  await expect(toast(page, 'License Usage was added successfully.')).toBeVisible();
  await expect(seats(page)).toContainText('4 / 5');
  const row = users(page).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();

  // The same address again is refused by the server, under 'Usage Error', and the seat goes back.
  await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
  await page.getByLabel('First Name', { exact: true }).fill('Seat');
  await page.getByLabel('Last Name', { exact: true }).fill('Again');
  await add.click();
  await expect(
    toast(page, `Email:'${email.toUpperCase()}' - This user already holds a seat in this license pack.`),
  ).toBeVisible();
  await expect(seats(page)).toContainText('4 / 5');

  // Edit Name, then Save Name from the same menu.
  await manageAccess(page, email, 'Edit Name');
  const first = page.getByRole('textbox', { name: `First name of ${email}` });
  await expect(first).toBeFocused();
  await first.fill('Renamed');
  await manageAccess(page, email, 'Save Name');
  await expect(toast(page, 'First Name and Last Name were updated successfully.')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Renamed', exact: true })).toBeVisible();

  // A new user has no session: Remove Session (0) cannot be chosen, and says why, instead of reporting a removal.
  await page.getByRole('button', { name: `Manage Access: ${email}` }).click();
  const removeSession = page.getByRole('menuitem', { name: /^Remove Session \(0\)/ });
  await expect(removeSession).toHaveAttribute('aria-disabled', 'true');
  await expect(removeSession).toHaveAccessibleDescription('No open session to remove');
  await removeSession.click({ force: true });
  await expect(toast(page, 'The sessions were removed.')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Revoke User asks first; CANCEL keeps the user, YES frees the seat.
  await manageAccess(page, email, 'Revoke User');
  const dialog = page.getByRole('alertdialog', { name: 'Revoke User?' });
  await expect(dialog).toContainText(`Are you sure to revoke '${email}' from this license pack?`);
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByRole('button', { name: `Manage Access: ${email}` })).toBeFocused();
  await manageAccess(page, email, 'Revoke User');
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(toast(page, 'Usage was revoked successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(seats(page)).toContainText('3 / 5');

  // A reload reads the pack afresh: the change was the server's.
  await page.reload();
  await expect(seats(page)).toContainText('3 / 5');
  await expect(users(page).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveCount(0);

  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/Licenses$/);
  await expect(licenses.getByRole('cell', { name: '3 / 5' })).toBeVisible();
});
