import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

// The seed (apps/server/src/seed/demo-data.ts): the manager's Business pack is linked to Example Corp and their
// Standard pack to Example Labs; Drew is in Example Labs, Taylor in another customer's organization.
const TAYLOR = 'taylor.brooks@northwind.example';
const DREW = 'drew.park@labs.example';
const RENAMED = 'Example Corp Cloud';

const users = (page: Page) => page.getByRole('table', { name: 'Users of the license pack' });
const seats = (page: Page) => page.locator('[data-slot="license-users-seats"]');
// The newest toast of that text: an earlier one may still be showing (toasts stay 5 s).
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text }).last();
// Titled by what YES does: move the user into this organization, or this pack into the user's.
const question = (page: Page) =>
  page.getByRole('alertdialog', { name: /^(Move the user to|Change) this license's organization\?$/ });
const cloudSettings = (page: Page) => page.getByRole('dialog', { name: 'Cloud Settings' });
const organizationShown = (page: Page) => cloudSettings(page).locator('[data-slot=cloud-settings-organization] dd');

async function openCloudSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Cloud Settings' }).click();
  await expect(cloudSettings(page)).toBeVisible();
}

async function closeCloudSettings(page: Page) {
  await cloudSettings(page).getByRole('button', { name: 'Close' }).click();
  await expect(cloudSettings(page)).toHaveCount(0);
}

async function fillAddUser(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('Org');
  await page.getByLabel('Last Name', { exact: true }).fill('Member');
  await page.getByRole('button', { name: 'Add User' }).click();
}

async function revoke(page: Page, email: string) {
  await page.getByRole('button', { name: `Manage Access: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke User' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke User?' }).getByRole('button', { name: 'YES' }).click();
  await expect(users(page).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveCount(0);
}

/** The manager's Business pack, reached from the license grid (an administrator searches for it first). */
async function businessPack(page: Page, administrator: boolean) {
  if (administrator) {
    const search = page.getByRole('searchbox', { name: 'Help me look for:' });
    await search.fill('manager@example');
    await search.press('Enter');
  }
  await page
    .getByRole('table', { name: 'Licenses' })
    .getByRole('link', { name: /^Manage Users: Business / })
    .click();
  await expect(page).toHaveURL(/\/license-usage\/[^/]+$/);
  await expect(seats(page)).toContainText('3 / 5');
}

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.email, account.password);
  return page;
}

// The journey leaves the demo as it found it: the Business pack at 3 of 5 seats, in Example Corp by that name.
test('the manager renames the organization and adds users of other organizations; an administrator links it back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await signedIn(browser, demo.manager);
  await businessPack(manager, false);

  // Cloud Settings (a manager with two organizations): rename.
  await openCloudSettings(manager);
  await expect(organizationShown(manager)).toHaveText('Example Corp');
  await expect(cloudSettings(manager).getByRole('heading', { name: 'Link Organization' })).toHaveCount(0);
  const name = cloudSettings(manager).getByRole('textbox', { name: 'Organization Name' });
  await expect(name).toHaveValue('Example Corp');
  await name.fill(RENAMED);
  await cloudSettings(manager).getByRole('button', { name: 'Rename' }).click();
  await expect(toast(manager, 'The license organization name was successfully changed.')).toBeVisible();
  await expect(organizationShown(manager)).toHaveText(RENAMED);
  await closeCloudSettings(manager);

  // Another customer's user: YES/CANCEL. CANCEL adds nobody; YES moves them into this organization and adds them.
  await fillAddUser(manager, TAYLOR);
  await expect(question(manager)).toContainText(`'${TAYLOR}' belongs to another organization.`);
  await expect(question(manager)).toContainText("Move the user to this license's organization?");
  await expect(seats(manager)).toContainText('3 / 5');
  await question(manager).getByRole('button', { name: 'CANCEL' }).click();
  await expect(question(manager)).toHaveCount(0);
  await expect(users(manager).getByRole('row', { name: /taylor\.brooks/ })).toHaveCount(0);
  await manager.getByRole('button', { name: 'Add User' }).click();
  await question(manager).getByRole('button', { name: 'YES' }).click();
  await expect(toast(manager, 'The new user license was successfully assigned.')).toBeVisible();
  await expect(users(manager).getByRole('row', { name: /taylor\.brooks/ })).toBeVisible();
  await expect(seats(manager)).toContainText('4 / 5');

  // A user of the manager's other organization: YES/NO to update the license's organization.
  await fillAddUser(manager, DREW);
  await expect(question(manager)).toContainText(`'${DREW}' belongs to your organization 'Example Labs'.`);
  await expect(question(manager)).toContainText("YES moves this whole license pack into 'Example Labs'");
  await question(manager).getByRole('button', { name: 'NO' }).click();
  await expect(question(manager)).toHaveCount(0);
  await expect(seats(manager)).toContainText('4 / 5');
  await manager.getByRole('button', { name: 'Add User' }).click();
  await question(manager).getByRole('button', { name: 'YES' }).click();
  await expect(toast(manager, 'The new user license was successfully assigned.')).toBeVisible();
  await expect(users(manager).getByRole('row', { name: /drew\.park/ })).toBeVisible();
  await expect(seats(manager)).toContainText('5 / 5');
  await openCloudSettings(manager);
  await expect(organizationShown(manager)).toHaveText('Example Labs');
  await closeCloudSettings(manager);

  await revoke(manager, DREW);
  await revoke(manager, TAYLOR);
  await expect(seats(manager)).toContainText('3 / 5');

  // An administrator links the pack, in two steps: search by name, then select and confirm.
  const admin = await signedIn(browser, demo.admin);
  await businessPack(admin, true);
  await openCloudSettings(admin);
  await expect(organizationShown(admin)).toHaveText('Example Labs');
  const link = cloudSettings(admin).locator('[data-slot=cloud-settings-link]');
  await link.getByRole('searchbox', { name: 'Search by Name' }).fill('example corp');
  await link.getByRole('button', { name: 'Search' }).click();
  const found = link.getByRole('combobox', { name: 'Organizations found' });
  await expect(found).toHaveValue(/.+/);
  await expect(found.locator('option:checked')).toHaveText(RENAMED);
  await link.getByRole('button', { name: 'Link Organization' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Link Organization' });
  await expect(confirm).toContainText(`Link this license pack to the organization '${RENAMED}'?`);
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(toast(admin, 'The license organization was successfully linked.')).toBeVisible();
  await expect(organizationShown(admin)).toHaveText(RENAMED);

  // …and gives the organization its name back.
  await cloudSettings(admin).getByRole('textbox', { name: 'Organization Name' }).fill('Example Corp');
  await cloudSettings(admin).getByRole('button', { name: 'Rename' }).click();
  await expect(toast(admin, 'The license organization name was successfully changed.')).toBeVisible();
  await admin.reload();
  await openCloudSettings(admin);
  await expect(organizationShown(admin)).toHaveText('Example Corp');
});
