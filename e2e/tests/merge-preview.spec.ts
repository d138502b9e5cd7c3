import { expect, type Page, test } from '@playwright/test';
import { packThroughApi, productKey } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

// The merge previews the pack it would make and asks once; a merge that would strand users in an On-Prem pack is
// refused before anyone clicks, and by the server. The journey makes its own packs, for one new customer.

const customer = `merge.preview.${Date.now()}@merge-journey.example`;
const mergeGrid = (page: Page) => page.getByRole('table', { name: 'License Packs' });

/** A pack of the customer's, made through the API, holding the given users. */
function newPack(page: Page, productId: number, seats: number, endDate: string, users: string[] = []) {
  return packThroughApi(page, {
    productId,
    seats,
    name: customer,
    startDate: '01/15/2026',
    endDate,
    users: users.map((accountName) => ({ accountName, firstName: 'Merge', lastName: 'Preview' })),
  });
}

/** The customer's packs on the merge screen, reached as an administrator does: search, then Merge License. */
async function openMerge(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Help me look for:' });
  await search.fill(customer);
  await search.press('Enter');
  await page.getByRole('button', { name: 'Manage Licenses' }).click();
  await page.getByRole('menuitem', { name: 'Merge License' }).click();
  await expect(page).toHaveURL(/\/license\/merging$/);
  await expect(mergeGrid(page).locator('tbody tr[data-slot="data-grid-row"]')).toHaveCount(3);
}

const box = (page: Page, column: 'MAIN' | 'MERGE', product: string, endDate: string) =>
  mergeGrid(page).getByRole('checkbox', {
    name: `${column} ${product} ${customer} valid until ${endDate}`,
    exact: true,
  });

test('an administrator sees the merged pack before the one question, and nothing strands users in On-Prem', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  const main = await newPack(page, 1, 5, '01/15/2099', ['ann.merge@example.com', 'bob.merge@example.com']);
  // A seat per product and account: the account in both packs holds a Standard and a Business seat.
  await newPack(page, 3, 3, '06/15/2098', ['ANN.merge@example.com', 'cat.merge@example.com']);
  const onPrem = await newPack(page, 9, 10, '03/15/2099');
  await page.goto('/');
  await openMerge(page);

  // On-Prem as the main pack, a pack with users to merge: said at once, and 'Merge Licenses' cannot be pressed.
  await box(page, 'MAIN', 'On-Prem', '03/15/2099').check();
  await box(page, 'MERGE', 'Business', '06/15/2098').check();
  const mergeButton = page.getByRole('button', { name: 'Merge Licenses' });
  await expect(mergeButton).toBeDisabled();
  await expect(mergeButton).toHaveAccessibleDescription(/cannot be merged into an On-Prem pack/);
  // The server refuses it too, and keeps everything as it was.
  const refused = await page.request.post(`/api/Licenses/${onPrem}/LicenseUsages/Merge`, {
    data: {
      EncryptedUsageIds: [main],
      EncryptedProductId: await productKey(page, 9),
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/cannot be merged into an On-Prem pack/);

  // The Standard pack as main: the preview names the pack it would make, and asks once.
  await box(page, 'MAIN', 'Standard', '01/15/2099').check();
  await box(page, 'MERGE', 'Business', '06/15/2098').check();
  await mergeButton.click();
  const question = page.getByRole('alertdialog', { name: 'Merge Licenses?' });
  const result = question.getByRole('region', { name: 'The main pack after the merge' });
  await expect(result).toContainText('ProductStandard');
  await expect(result).toContainText('Seats8 (5 + 3)');
  await expect(result).toContainText('Users3 users');
  await expect(result).toContainText('Valid until01/15/2099');
  await expect(result).toContainText(/each keeps one seat: ann\.merge@example\.com/i);
  await expect(question.getByRole('region', { name: 'Check before merging' })).toContainText(
    'The licenses selected for merging are for a different product. Do you want to continue?',
  );
  await expect(question).toContainText(
    `Merge 'Business ${customer} valid until 06/15/2098' into 'Standard ${customer} valid until 01/15/2099'? It ends today with 0 users`,
  );
  // CANCEL: nothing merged.
  await question.getByRole('button', { name: 'CANCEL' }).click();
  await expect(question).toHaveCount(0);
  const before = (await (await page.request.get(`/api/Licenses/encrypted/${main}`)).json()) as { userCount: number };
  expect(before.userCount).toBe(5);

  // YES: merged as previewed.
  await mergeButton.click();
  await question.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Licenses were merged successfully.', { exact: true })).toBeVisible();
  const after = (await (await page.request.get(`/api/Licenses/encrypted/${main}`)).json()) as {
    userCount: number;
    usedCount: number;
  };
  expect(after).toMatchObject({ userCount: 8, usedCount: 3 });
});
