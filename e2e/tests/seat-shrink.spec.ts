import { expect, type Page, test } from '@playwright/test';
import { shrinkJourney } from './fixtures.ts';
import { demo, signIn } from './session-helpers.ts';

const grid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-slot="data-grid-row"]');
const toast = (page: Page, text: string) => page.locator('[data-slot=toast-description]', { hasText: text });
const seat = (label: string) => `Give up seat ${label}@shrink-journey.example`;

test('an administrator lowers a full pack by two seats, choosing who gives a seat up, and its users page shows who kept one', async ({
  page,
}) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  const search = page.getByRole('searchbox', { name: 'Help me look for:' });
  await search.fill(shrinkJourney.administrator);
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await grid(page)
    .getByRole('link', { name: /^Edit: / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit License' })).toBeVisible();
  await expect(page.getByLabel('Number of Licenses')).toHaveValue('5');

  await page.getByLabel('Number of Licenses').fill('3');
  const panel = page.getByRole('region', { name: '2 seats must be freed' });
  await expect(panel).toContainText('This pack has 5 users assigned and is to have 3 seats.');
  const boxes = panel.getByRole('checkbox');
  await expect(boxes).toHaveCount(5);
  // The longest unused first: never used, then the oldest last use; the first two chosen.
  expect(await boxes.evaluateAll((all) => all.map((box) => box.getAttribute('aria-label')))).toEqual(
    ['never.used', 'idle.ninety', 'idle.thirty', 'active.two', 'active.today'].map(seat),
  );
  await expect(panel.getByRole('checkbox', { name: seat('never.used') })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: seat('idle.ninety') })).toBeChecked();
  await expect(panel.getByRole('row', { name: /never\.used@/ })).toContainText(/Never \(assigned \d\d\/\d\d\/\d{4}\)/);

  // The person keeps the one unused for 90 days and gives up the one unused for 30 instead, by keyboard.
  await panel.getByRole('checkbox', { name: seat('idle.ninety') }).uncheck();
  const update = page.getByRole('button', { name: 'Update and revoke 2 users' });
  await expect(update).toBeDisabled();
  await expect(update).toHaveAccessibleDescription('Choose exactly 2 users to give a seat up (1 chosen).');
  await panel.getByRole('checkbox', { name: seat('idle.thirty') }).focus();
  await page.keyboard.press('Space');
  await expect(panel.getByText('2 of 2 chosen')).toBeVisible();
  await expect(update).toBeEnabled();

  await update.click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke 2 users?' });
  await expect(dialog).toContainText('Lowering this pack to 3 seats revokes the seats of these 2 users.');
  await expect(dialog).toContainText('never.used@shrink-journey.example, idle.thirty@shrink-journey.example');
  await dialog.getByRole('button', { name: 'YES' }).click();

  await expect(toast(page, '2 users were revoked.')).toBeVisible();
  await expect(page).toHaveURL(/\/private(\?|$)/);
  await expect(bodyRows(page)).toHaveCount(1);
  await grid(page)
    .getByRole('link', { name: /^Manage Users: / })
    .click();
  const users = page.getByRole('table', { name: 'Users of the license pack' });
  await expect(users.locator('tbody tr[data-slot="data-grid-row"]')).toHaveCount(3);
  for (const kept of ['idle.ninety', 'active.two', 'active.today']) {
    await expect(users.getByRole('row', { name: new RegExp(`${kept.replace('.', '\\.')}@`) })).toBeVisible();
  }
  await expect(page.locator('body')).not.toContainText('never.used@shrink-journey.example');
  await expect(page.locator('body')).not.toContainText('idle.thirty@shrink-journey.example');
  await expect(page.getByText('3 of 3 seats used')).toBeAttached();
});
