import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, signIn } from './session-helpers.ts';

const listGrid = (page: Page) => page.getByRole('table', { name: 'Licenses' });
const mergeGrid = (page: Page) => page.getByRole('table', { name: 'License Packs' });
const bodyRows = (grid: Locator) => grid.locator('tbody tr[data-slot="data-grid-row"]');

interface PackRow {
  product: string;
  email: string;
  validFrom: string;
  validUntil: string;
}

/** mm/dd/yyyy as a sortable number. */
const dayOf = (date: string) => {
  const [month, day, year] = date.split('/').map(Number) as [number, number, number];
  return year * 10_000 + month * 100 + day;
};

/** The demo accounts' packs stay as they are: other journeys count them. */
const demoEmails = new Set<string>([demo.admin.email, demo.manager.email, demo.user.email]);

test.describe('the merge screen (spec §2.6, §4, §8)', () => {
  test('an administrator merges a pack into a main pack of the same product, and the merged pack ends', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(bodyRows(listGrid(page))).toHaveCount(10);
    await page.getByRole('button', { name: 'Manage Licenses' }).click();
    await page.getByRole('menuitem', { name: 'Merge License' }).click();
    await expect(page).toHaveURL(/\/license\/merging$/);
    await expect(page.getByText('Select License Packs for merging')).toBeVisible();

    const grid = mergeGrid(page);
    await expect(bodyRows(grid).first()).toBeVisible();
    // Read the drawn rows: PRODUCT, EMAIL (whole in its screen-reader text when shortened), TYPE, STATUS, VALID FROM, VALID UNTIL.
    const packs: PackRow[] = await bodyRows(grid).evaluateAll((rows) =>
      rows.map((row) => {
        const text = (column: number) => (row.children[column]?.textContent ?? '').trim();
        const email = row.children[1] as HTMLElement;
        return {
          product: text(0),
          email: (email.querySelector('.sr-only')?.textContent ?? email.textContent ?? '').trim(),
          validFrom: text(4),
          validUntil: text(5),
        };
      }),
    );
    const candidates = packs.filter((pack) => !demoEmails.has(pack.email));
    let main: PackRow | undefined;
    let merged: PackRow | undefined;
    for (const candidate of candidates) {
      merged = candidates.find(
        (other) =>
          other !== candidate &&
          other.product === candidate.product &&
          other.email !== candidate.email &&
          dayOf(other.validUntil) <= dayOf(candidate.validUntil),
      );
      if (merged) {
        main = candidate;
        break;
      }
    }
    expect(main, 'two packs of one product to merge').toBeDefined();
    if (!main || !merged) return;

    // By name, not position: the table draws the rows near the viewport, so scrolling changes which are drawn.
    const box = (column: 'MAIN' | 'MERGE', pack: PackRow) =>
      grid.getByRole('checkbox', {
        name: `${column} ${pack.product} ${pack.email} valid until ${pack.validUntil}`,
        exact: true,
      });
    await expect(page.getByRole('button', { name: 'Merge Licenses' })).toHaveCount(0);
    await box('MAIN', main).check();
    await expect(box('MERGE', main)).toBeDisabled();
    await box('MERGE', merged).check();
    await page.getByRole('button', { name: 'Merge Licenses' }).click();

    // The preview of the merged pack, then its one question: YES merges.
    const confirmation = page.getByRole('alertdialog', { name: 'Merge Licenses?' });
    await confirmation.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('Licenses were merged successfully.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/private$/);

    // The merged pack now reads Expired.
    const search = page.getByRole('searchbox', { name: 'Help me look for:' });
    await search.fill(merged.email);
    await search.press('Enter');
    await listGrid(page).getByRole('combobox', { name: 'Filter STATUS' }).selectOption({ label: 'All' });
    const pack = bodyRows(listGrid(page))
      .filter({ has: page.getByRole('cell', { name: merged.product, exact: true }) })
      .filter({ has: page.getByRole('cell', { name: merged.validFrom, exact: true }) });
    await expect(pack.first()).toBeVisible();
    await expect(pack.first().getByRole('cell').nth(3)).toHaveText('Expired');
  });
});
