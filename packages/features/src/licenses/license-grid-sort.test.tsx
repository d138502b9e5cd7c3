import { type CurrentUser, compareUsDates } from '@license-console/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { LicenseGrid } from './license-grid.tsx';
import { columnTexts } from './license-grid-cells.ts';
import { DEFAULT_LICENSE_GRID_SEARCH, type LicenseGridSearch } from './license-grid-search.ts';

const header = (title: string) => page.getByRole('columnheader', { name: title });

/** The grid as the console shows it for `user`, its search held in state as the URL holds it. */
async function renderGrid(user: CurrentUser, initial: LicenseGridSearch = DEFAULT_LICENSE_GRID_SEARCH) {
  const api = createFakeConsoleApi({}, { signedInAs: user });
  const list = vi.spyOn(api.licenses, 'listLicenses');
  const paged = vi.spyOn(api.licenses, 'searchLicensePaged');
  const onSearchChange = vi.fn();
  const screen = await render(
    <FakeConsoleProviders api={api}>
      <LicenseGrid user={user} defaultSearch={initial} onSearchChange={onSearchChange} />
    </FakeConsoleProviders>,
  );
  await expect.element(screen.getByRole('table', { name: 'Licenses' })).toBeVisible();
  return { list, paged, onSearchChange, screen };
}

describe('given the license grid and its sortable headers', () => {
  it('should say the list is by VALID UNTIL, newest first, until another order is chosen', async () => {
    const { screen } = await renderGrid(fakeUsers.administrator);
    await expect.element(header('VALID UNTIL')).toHaveAttribute('aria-sort', 'descending');
    await vi.waitFor(() => {
      const ends = columnTexts(screen.container, 'VALID UNTIL');
      expect(ends).toHaveLength(10);
      expect(ends).toEqual([...ends].sort(compareUsDates).reverse());
    });
    for (const title of ['PRODUCT', 'EMAIL', 'VALID FROM', '#USERS']) {
      await expect.element(header(title)).toHaveAttribute('aria-sort', 'none');
    }
    for (const title of ['TYPE', 'STATUS']) {
      expect(header(title).element().hasAttribute('aria-sort')).toBe(false);
    }
  });

  it('should ask the server for a header’s order from page 1, ascending first, then descending', async () => {
    const { list, onSearchChange, screen } = await renderGrid(fakeUsers.administrator, {
      ...DEFAULT_LICENSE_GRID_SEARCH,
      pageNumber: 3,
    });
    await userEvent.click(header('VALID FROM').getByRole('button'));
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { column: 'validFrom', direction: 'asc' }, pageNumber: 1 }),
      expect.anything(),
    );
    await vi.waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'validFrom', sortDirection: 'asc' })),
    );
    await expect.element(header('VALID FROM')).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(header('VALID UNTIL')).toHaveAttribute('aria-sort', 'none');
    await vi.waitFor(() => {
      const starts = columnTexts(screen.container, 'VALID FROM');
      expect(starts).toEqual([...starts].sort(compareUsDates));
    });

    await userEvent.click(header('VALID FROM').getByRole('button'));
    await expect.element(header('VALID FROM')).toHaveAttribute('aria-sort', 'descending');
    await vi.waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'validFrom', sortDirection: 'desc' })),
    );
    // Always in some order: a third press turns it back, never to no order.
    await userEvent.click(header('VALID FROM').getByRole('button'));
    await expect.element(header('VALID FROM')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('should sort by a header with the keyboard: Tab reaches its button, Enter and Space press it', async () => {
    const { screen } = await renderGrid(fakeUsers.administrator);
    const button = header('#USERS').getByRole('button', { name: '#USERS' });
    (header('VALID UNTIL').getByRole('button').element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(header('#USERS')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect.element(header('#USERS')).toHaveAttribute('aria-sort', 'descending');
    await vi.waitFor(() => {
      const seats = columnTexts(screen.container, '#USERS').map((text) => Number(text.split(' / ').at(-1)));
      expect(seats).toEqual([...seats].sort((a, b) => b - a));
    });
    await expect.element(button).toHaveFocus();
  });

  it('should let an ordinary user sort their own packs, by every column but EMAIL (spec §6 row 2)', async () => {
    const { paged } = await renderGrid(fakeUsers.user);
    await expect.element(header('PRODUCT')).toHaveAttribute('aria-sort', 'none');
    expect(header('EMAIL').element().hasAttribute('aria-sort')).toBe(false);
    expect(header('EMAIL').element().querySelector('button')).toBeNull();
    await userEvent.click(header('PRODUCT').getByRole('button'));
    await vi.waitFor(() =>
      expect(paged).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'product', sortDirection: 'asc' })),
    );
  });
});
