import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

// The seed (apps/server/src/seed/demo-data.ts): the manager's Business pack is in Example Corp, their Standard pack
// in Example Labs. Moving the Business pack to Example Labs leaves the manager one organization: Rename and Change
// Organization go. The change is asked first, naming that; the journey leaves the pack in Example Corp.

const cloudSettings = (page: Page) => page.getByRole('dialog', { name: 'Cloud Settings' });
const organizationShown = (page: Page) => cloudSettings(page).locator('[data-slot=cloud-settings-organization] dd');
const QUESTION =
  "Move this license pack from 'Example Corp' to 'Example Labs'? Afterwards Rename and Change Organization will no longer be available to you for it.";

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.email, account.password);
  return page;
}

async function openBusinessCloudSettings(page: Page) {
  await page
    .getByRole('table', { name: 'Licenses' })
    .getByRole('link', { name: /^Manage Users: Business / })
    .click();
  await expect(page).toHaveURL(/\/license-usage\/[^/]+$/);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Cloud Settings' }).click();
  await expect(organizationShown(page)).toHaveText(/\S/);
  return page.url().split('/').at(-1)!;
}

/** Links the pack back to Example Corp as the administrator does (search, then link by the name found). */
async function linkBack(admin: Page, pack: string) {
  const found = await admin.request.post(`/api/Licenses/GetOrganizationsForLinking/Example%20Corp/${pack}`);
  const [corp] = (await found.json()) as { organizationId: string; organizationName: string }[];
  const linked = await admin.request.post('/api/Licenses/linkSelectedOrganization', {
    data: { EncryptedLicenseId: pack, OrganizationId: corp!.organizationId, OrganizationName: corp!.organizationName },
  });
  expect([200, 400]).toContain(linked.status());
}

test("the manager's Change Organization names what it changes and asks once before it applies", async ({ browser }) => {
  test.setTimeout(90_000);
  const manager = await signedIn(browser, demo.manager);
  const pack = await openBusinessCloudSettings(manager);
  const admin = await signedIn(browser, demo.admin);
  try {
    await expect(organizationShown(manager)).toHaveText('Example Corp');
    const dialog = cloudSettings(manager);
    await dialog.getByRole('combobox', { name: 'New Organization' }).selectOption({ label: 'Example Labs' });
    await dialog.getByRole('button', { name: 'Change Organization' }).click();

    // Asked, naming both organizations and what the manager loses; nothing changed yet.
    const question = manager.getByRole('alertdialog', { name: 'Change Organization' });
    await expect(question).toContainText(QUESTION);
    await question.getByRole('button', { name: 'CANCEL' }).click();
    await expect(question).toHaveCount(0);
    await expect(organizationShown(manager)).toHaveText('Example Corp');
    await expect(dialog.getByRole('heading', { name: 'Rename' })).toBeVisible();

    // YES: moved, and the entries the question named are gone, as it said.
    await dialog.getByRole('button', { name: 'Change Organization' }).click();
    await question.getByRole('button', { name: 'YES' }).click();
    await expect(
      manager.getByText('The license organization was successfully changed.', { exact: true }),
    ).toBeVisible();
    await expect(organizationShown(manager)).toHaveText('Example Labs');
    await expect(dialog.getByRole('heading', { name: 'Rename' })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Change Organization' })).toHaveCount(0);
  } finally {
    await linkBack(admin, pack);
  }
  const back = await admin.request.get(`/api/Licenses/${pack}/Organizations`);
  expect(((await back.json()) as { organization: { organizationName: string } }).organization.organizationName).toBe(
    'Example Corp',
  );
});
