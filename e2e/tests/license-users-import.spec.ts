import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const users = (page: Page) => page.getByRole('table', { name: 'Users of the license pack' });
const seats = (page: Page) => page.locator('[data-slot="license-users-seats"]');
// The newest toast of that text: an earlier one may still be showing (toasts stay 5 s).
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text }).last();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import/Export Users' });
const preview = (page: Page) => page.getByRole('table', { name: 'Rows of the import file' });

/** An import file as a spreadsheet saves one: CRLF, a header row, one user a line. */
const csvFile = (name: string, rows: readonly string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${['Email,FirstName,LastName', ...rows].join('\r\n')}\r\n`),
});

async function openImportExport(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Import/Export Users' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** Clicks an export and answers the text of the file the browser saved, and its name. */
async function exported(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

// The journey imports into a pack of its own (another customer's, as the administrator sees every pack), and deletes
// it at the end: the demo manager's packs stay as other journeys count them.
test('the administrator previews a file with a bad row (nothing written), imports a good one and exports the users', async ({
  page,
}) => {
  const stamp = Date.now();
  const people = ['ada', 'alan', 'grace'].map((name) => `${name}.${stamp}@import-journey.example`);
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  const products = (await (await page.request.get('/api/Product')).json()) as {
    productId: number;
    encryptedProductId: string;
  }[];
  const created = await page.request.post('/api/licenses', {
    data: {
      userCount: 5,
      name: `import.owner.${stamp}@import-journey.example`,
      startDate: '01/01/2030',
      endDate: '01/01/2031',
      sharepointIntegration: false,
      advancedTemplate: false,
      encryptedProductId: products.find((product) => product.productId === 1)!.encryptedProductId,
      names: { firstName: 'Import', lastName: 'Owner' },
    },
  });
  expect(created.status()).toBe(201);
  const pack = ((await created.json()) as { encryptedId: string }).encryptedId;

  await page.goto(`/license-usage/${pack}`);
  await expect(page.getByText('No user is assigned to this license pack yet.')).toBeVisible();
  await expect(seats(page)).toContainText('0 / 5');

  // A file with a bad row: the preview says which row and why; nothing can be applied, and nothing was written.
  await openImportExport(page);
  await expect(dialog(page)).toContainText('5 seats are free.');
  await dialog(page)
    .getByLabel('CSV file')
    .setInputFiles(csvFile('with-error.csv', [`${people[0]},Ada,Lovelace`, 'not-an-email,Bad,Row']));
  await expect(preview(page)).toBeVisible();
  const refused = preview(page).getByRole('row', { name: /not-an-email/ });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText("Line 3: 'not-an-email' is not a valid email.");
  await expect(dialog(page)).toContainText('The file was checked: 1 to add, 1 refused.');
  await expect(dialog(page).getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(preview(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No user is assigned to this license pack yet.')).toBeVisible();
  await expect(seats(page)).toContainText('0 / 5');

  // A header the import does not know ('First Name' for FirstName) is refused, naming it, before anything is read:
  // the names would otherwise arrive blank.
  await openImportExport(page);
  await dialog(page)
    .getByLabel('CSV file')
    .setInputFiles({
      name: 'spaced-header.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Email,First Name,LastName\r\n${people[0]},Ada,Lovelace\r\n`),
    });
  await expect(dialog(page)).toContainText(
    "The column 'First Name' is not one the import knows: the headers are Email, FirstName, LastName.",
  );
  await expect(preview(page)).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Apply' })).toHaveCount(0);
  // Sent as it is, past the page, the server refuses it the same way and writes nothing.
  const direct = await page.request.post(`/api/Licenses/${pack}/LicenseUsages/UploadCSV`, {
    multipart: {
      file: {
        name: 'spaced-header.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Email,First Name\r\n${people[0]},Ada\r\n`),
      },
    },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.text()).toContain("The column 'First Name' is not one the import knows");
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(seats(page)).toContainText('0 / 5');

  // A good file: its preview, Apply, 'Usages were imported successfully', and the users listed.
  await openImportExport(page);
  await dialog(page)
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('good.csv', [`${people[0]},Ada,Lovelace`, `${people[1]},Alan,Turing`, `${people[2]},Grace,Hopper`]),
    );
  await expect(dialog(page)).toContainText('The file was checked: 3 to add, 0 refused.');
  await expect(preview(page).getByRole('row', { name: new RegExp(people[2]!.replace(/\./g, '\\.')) })).toContainText(
    'Add',
  );
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Usages were imported successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  for (const email of people) {
    await expect(users(page).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toBeVisible();
  }
  await expect(seats(page)).toContainText('3 / 5');

  // Both exports hold the users, saved by the browser under the server's names.
  await openImportExport(page);
  const sessions = await exported(page, 'Export sessions');
  expect(sessions.name).toBe(`sessions-${pack}.csv`);
  expect(
    sessions.text.startsWith(
      '\uFEFF"Email","FirstName","LastName","Sessions","MaximumSessions","LastUsage","Version"\r\n',
    ),
  ).toBe(true);
  const roles = await exported(page, 'Export user roles');
  expect(roles.name).toBe(`user-roles-${pack}.csv`);
  for (const [email, first, last] of [
    [people[0], 'Ada', 'Lovelace'],
    [people[1], 'Alan', 'Turing'],
    [people[2], 'Grace', 'Hopper'],
  ]) {
    expect(sessions.text).toContain(`"${email}","${first}","${last}","0","1","",""`);
    expect(roles.text).toContain(`"${email}","${first}","${last}","User"`);
  }
  const template = await exported(page, 'Download template');
  expect(template).toEqual({ name: 'users-import-template.csv', text: '\uFEFF"Email","FirstName","LastName"\r\n' });

  expect((await page.request.delete(`/api/licenses/${pack}`)).status()).toBe(200);
});
