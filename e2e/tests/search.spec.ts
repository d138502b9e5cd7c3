import { expect, type Page, test } from '@playwright/test';
import { packThroughApi } from './api-helpers.ts';
import { demo, signIn } from './session-helpers.ts';

// The header's search against the real server: a pack found by the name of someone holding a seat in it, and a user
// account, each opened from the results by the keyboard. The journey makes its own customer, on a domain of its own.

const stamp = Date.now();
const owner = { email: `owner.${stamp}@search-journey.example`, firstName: 'Orla', lastName: 'Quenby' };
const holder = { email: `holder.${stamp}@search-journey.example`, firstName: 'Ysolde', lastName: `Marchetti${stamp}` };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the console' });
const box = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search for' });
const results = (page: Page) => dialog(page).getByRole('listbox');

/** A Business pack of the journey's customer, made through the API, with a seat held by `holder` when given. */
function newPack(page: Page, seatHolder?: typeof holder): Promise<string> {
  return packThroughApi(page, {
    productId: 3,
    seats: 3,
    name: owner.email,
    names: { firstName: owner.firstName, lastName: owner.lastName },
    startDate: '01/15/2026',
    endDate: '01/15/2031',
    users: seatHolder
      ? [{ accountName: seatHolder.email, firstName: seatHolder.firstName, lastName: seatHolder.lastName }]
      : [],
  });
}

test.describe('the header search', () => {
  test('an administrator finds a pack by the name of a seat holder and opens it by the keyboard', async ({ page }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
    const pack = await newPack(page, holder);

    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type(`${holder.firstName} ${holder.lastName.slice(0, 9)}`);
    const found = results(page).getByRole('group', { name: 'Packs' }).getByRole('option');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`Seat holder: ${holder.firstName} ${holder.lastName} (${holder.email})`);
    await expect(found).toContainText(`Business · ${owner.email}`);
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await found.getAttribute('id'))!);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/license-usage/${pack}$`));
    await expect(dialog(page)).toHaveCount(0);
    const users = page.getByRole('table', { name: 'Users of the license pack' });
    await expect(users.getByRole('row', { name: new RegExp(holder.email.replaceAll('.', '\\.')) })).toBeVisible();
  });

  test('an administrator finds a user by e-mail and opens their page; Escape closes the search', async ({ page }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
    await newPack(page);

    const opener = page.getByRole('button', { name: /^Search/ });
    await opener.click();
    await box(page).fill('owner.');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(box(page)).toHaveValue('');
    await box(page).fill(owner.email);
    const people = results(page).getByRole('group', { name: 'People' });
    const person = people.getByRole('option', { name: new RegExp(`${owner.firstName} ${owner.lastName}`) });
    await expect(person).toBeVisible();
    // The packs come first: down to the person, then open them.
    const options = results(page).getByRole('option');
    const index = (await options.evaluateAll((all) => all.map((option) => option.textContent))).findIndex((text) =>
      text?.startsWith(`${owner.firstName} ${owner.lastName}`),
    );
    for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
    await expect(person).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/people\/[\w-]{22}$/);
    await expect(page.getByRole('heading', { level: 1, name: `${owner.firstName} ${owner.lastName}` })).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/user\/Edit\/[\w-]{22}$/);
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await expect(page.getByLabel('First Name')).toHaveValue(owner.firstName);
  });

  test("an ordinary user finds nothing of another customer's, and a text too short asks for more", async ({ page }) => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await box(page).fill('search-journey');
    await expect(dialog(page).getByRole('status')).toHaveText('Nothing you may see matches “search-journey”.');
    await box(page).fill('s');
    await expect(dialog(page).getByRole('status')).toContainText('Type at least 2 characters.');
    const refused = await page.request.get('/api/Search?q=%00x');
    expect(refused.status()).toBe(400);
  });
});
