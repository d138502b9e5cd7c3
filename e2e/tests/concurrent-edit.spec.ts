import { type Browser, expect, type Page, test } from '@playwright/test';
import { packThroughApi } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

/** An administrator signed in in a browser context of their own (their own session, as a second tab or desk). */
async function administrator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  return page;
}

/** A Docwise Standard pack of 5 seats, made for the journey through the API. */
function newPack(page: Page): Promise<string> {
  return packThroughApi(page, {
    productId: 1,
    seats: 5,
    name: `concurrent.${Date.now()}@concurrent-journey.example`,
    startDate: '01/15/2099',
    endDate: '01/15/2100',
  });
}

async function openEdit(page: Page, id: string) {
  await page.goto(`/license/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit License' })).toBeVisible();
  await expect(page.getByLabel('Number of Licenses')).not.toHaveValue('');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Update' }).click();
}

/** Two administrators with one new pack open in its Edit License form, each in a session of their own. */
async function twoEditorsOfOnePack(browser: Browser) {
  const first = await administrator(browser);
  const second = await administrator(browser);
  const id = await newPack(first);
  await openEdit(first, id);
  await openEdit(second, id);
  return { first, second, id };
}

const staleDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Someone else saved this first' });

async function seatsOf(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/Licenses/encrypted/${id}`);
  return ((await response.json()) as { userCount: number }).userCount;
}

test.describe('two administrators editing one pack at once (ETag / If-Match)', () => {
  test('the second save gets the stale-edit dialog; Overwrite saves it, Reload takes the saved pack', async ({
    browser,
  }) => {
    // Two sessions and six saves on a machine shared with other work.
    test.setTimeout(120_000);
    const { first, second, id } = await twoEditorsOfOnePack(browser);
    await first.getByLabel('Number of Licenses').fill('9');
    await save(first);
    await expect(first.getByText('License Updated', { exact: true })).toBeVisible();

    await second.getByLabel('Number of Licenses').fill('7');
    await save(second);
    const dialog = staleDialog(second);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${demo.admin.email} changed this record on`);
    await expect(dialog.getByRole('row', { name: /Number of Licenses/ })).toContainText('97');
    // The form under the dialog keeps the edit.
    await expect(second.getByLabel('Number of Licenses')).toHaveValue('7');
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect(second.getByText('License Updated', { exact: true })).toBeVisible();
    expect(await seatsOf(second, id)).toBe(7);

    // Now the first administrator's form is the stale one: Reload shows the saved pack, and saving on it loses nothing.
    await openEdit(first, id);
    await openEdit(second, id);
    await second.getByLabel('Number of Licenses').fill('3');
    await save(second);
    await expect(second.getByText('License Updated', { exact: true })).toBeVisible();
    await first.getByLabel('End Date').fill('06/30/2100');
    await save(first);
    await expect(staleDialog(first)).toBeVisible();
    await staleDialog(first).getByRole('button', { name: 'Reload' }).click();
    await expect(staleDialog(first)).toBeHidden();
    await expect(first.getByLabel('Number of Licenses')).toHaveValue('3');
    await expect(first.getByLabel('End Date')).toHaveValue('01/15/2100');
    await first.getByLabel('End Date').fill('06/30/2100');
    await save(first);
    await expect(first.getByText('License Updated', { exact: true })).toBeVisible();
    const saved = (await (await first.request.get(`/api/Licenses/encrypted/${id}`)).json()) as {
      userCount: number;
      endDate: string;
    };
    expect(saved).toMatchObject({ userCount: 3, endDate: '06/30/2100' });
  });

  test('a pack changed by another administrator is not deleted from a form opened before the change', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { first, second, id } = await twoEditorsOfOnePack(browser);
    await second.getByLabel('Number of Licenses').fill('8');
    await save(second);
    await expect(second.getByText('License Updated', { exact: true })).toBeVisible();

    await first.getByRole('button', { name: 'Delete' }).click();
    await first.getByRole('alertdialog', { name: 'Delete License' }).getByRole('button', { name: 'YES' }).click();
    await expect(
      first.locator('[data-slot=toast-description]', {
        hasText: 'Nothing was deleted: the page shows the saved values now.',
      }),
    ).toBeVisible();
    // Still there, with the other administrator's change, and now on the first administrator's form too.
    expect(await seatsOf(first, id)).toBe(8);
    await expect(first.getByLabel('Number of Licenses')).toHaveValue('8');

    // Asked again, on the version it now shows, the delete goes through.
    await first.getByRole('button', { name: 'Delete' }).click();
    await first.getByRole('alertdialog', { name: 'Delete License' }).getByRole('button', { name: 'YES' }).click();
    await expect(first.getByRole('table', { name: 'Licenses' })).toBeVisible();
    expect((await first.request.get(`/api/Licenses/encrypted/${id}`)).status()).toBe(404);
  });
});
