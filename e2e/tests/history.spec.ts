import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const users = (page: Page) => page.getByRole('table', { name: 'Users of the license pack' });
const history = (page: Page) => page.getByRole('table', { name: 'History' });
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The journey leaves the manager's Business pack as it found it (3 of 5 seats): other journeys count on it.
test("a manager's change shows on the pack's History tab and on the administrators' History, filtered and exported", async ({
  browser,
  page,
}) => {
  const email = `history.journey.${Date.now()}@example.com`;
  await signIn(page, demo.manager.email, demo.manager.password);
  await page
    .getByRole('table', { name: 'Licenses' })
    .getByRole('link', { name: /^Manage Users: Business / })
    .click();
  await expect(page).toHaveURL(/\/license-usage\/[^/?]+$/);
  const packPath = new URL(page.url()).pathname;

  // A seat added, then revoked: two changes of the pack's.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('History');
  await page.getByLabel('Last Name', { exact: true }).fill('Journey');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'License Usage was added successfully.')).toBeVisible();
  await page.getByRole('button', { name: `Manage Access: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke User' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke User?' }).getByRole('button', { name: 'YES' }).click();
  await expect(toast(page, 'Usage was revoked successfully.')).toBeVisible();
  await expect(users(page).getByRole('row', { name: new RegExp(escaped(email)) })).toHaveCount(0);

  // The pack's History tab: the manager's two changes, newest first, the seat's address among the fields.
  await page.getByRole('navigation', { name: 'Pack pages' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`${packPath}?tab=history`);
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  const rows = history(page).locator('tbody tr[data-slot="data-grid-row"]');
  await expect(rows.first()).toContainText('license-usage.revoke');
  await expect(rows.first()).toContainText(demo.manager.email);
  await expect(rows.nth(1)).toContainText('license-usage.assign');
  await expect(rows.nth(1)).toContainText(email);
  await expect(page.getByLabel('Pack id')).toHaveCount(0);

  // Filtered by the keyboard: the action typed, Enter applies it, and the URL keeps it.
  await page.getByLabel('Action').fill('license-usage.assign');
  await page.getByLabel('Action').press('Enter');
  await expect(page).toHaveURL(`${packPath}?action=license-usage.assign&tab=history`);
  await expect(rows.first()).toContainText('license-usage.assign');
  await expect(history(page).getByText('license-usage.revoke')).toHaveCount(0);

  // The administrators' screen has every change; the manager has no such menu entry.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HISTORY' })).toHaveCount(0);
  const administrator = await browser.newPage();
  await signIn(administrator, demo.admin.email, demo.admin.password);
  await administrator.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HISTORY' }).click();
  await expect(administrator).toHaveURL(/\/history$/);
  await expect(administrator.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await administrator.getByLabel('By (e-mail)').fill(demo.manager.email);
  await administrator.getByLabel('Action').fill('license-usage.revoke');
  await administrator.getByRole('button', { name: 'Apply filters' }).click();
  await expect(administrator).toHaveURL(/actorEmail=manager%40example\.com/);
  const adminRows = history(administrator).locator('tbody tr[data-slot="data-grid-row"]');
  await expect(adminRows.first()).toContainText('license-usage.revoke');
  await expect(adminRows.first()).toContainText(email);

  // A filter the rules refuse is said under its field; the export saves the filters applied as CSV.
  await administrator.getByLabel('Entity').fill('DROP TABLE');
  await administrator.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    administrator.getByText('Expected lower-case letters, digits, dots, dashes or underscores.'),
  ).toBeVisible();
  const download = administrator.waitForEvent('download');
  await administrator.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('history.csv');
  const csv = (await (await file.createReadStream()).toArray()).join('');
  expect(csv).toContain('"When","Actor e-mail","Actor name","Action","Entity","Entity id","Before","After"');
  expect(csv).toContain('"license-usage.revoke"');
  expect(csv).toContain(email);
  await administrator.close();
});
