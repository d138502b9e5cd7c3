import { daysUntil, type License } from '@license-console/domain';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { FAKE_TODAY } from './fake.ts';
import { LicenseGrid } from './license-grid.tsx';
import { columnTexts } from './license-grid-cells.ts';
import {
  DEFAULT_LICENSE_GRID_SEARCH,
  type LicenseGridSearch,
  licenseGridSearchFromParams,
  licenseGridSearchToParams,
} from './license-grid-search.ts';

/** The VALID UNTIL dates the grid shows, read from its cells. */
const shownEndDates = (container: HTMLElement) => columnTexts(container, 'VALID UNTIL');

/** The grid as the console shows it, its search held in state as the URL holds it. */
async function renderGrid(initial: LicenseGridSearch = DEFAULT_LICENSE_GRID_SEARCH) {
  const api = createFakeConsoleApi();
  const list = vi.spyOn(api.licenses, 'listLicenses');
  const onSearchChange = vi.fn();
  const screen = await render(
    <FakeConsoleProviders api={api}>
      <LicenseGrid user={fakeUsers.administrator} defaultSearch={initial} onSearchChange={onSearchChange} />
    </FakeConsoleProviders>,
  );
  await expect.element(screen.getByRole('table', { name: 'Licenses' })).toBeVisible();
  return { api, list, onSearchChange, screen };
}

describe('given the license grid and its "ending within" filter on VALID UNTIL', () => {
  it('should list only the packs not yet ended that end within the chosen days, from page 1', async () => {
    const { list, onSearchChange, screen } = await renderGrid({ ...DEFAULT_LICENSE_GRID_SEARCH, pageNumber: 2 });
    const filter = screen.getByRole('combobox', { name: 'Filter VALID UNTIL' });
    await expect.element(filter).toHaveDisplayValue('All');
    await filter.selectOptions('Next 30 days');

    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ expiringWithinDays: 30, pageNumber: 1 }),
      expect.anything(),
    );
    await vi.waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ expiringWithinDays: 30 })));
    await vi.waitFor(() => {
      const dates = shownEndDates(screen.container);
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(daysUntil(date, FAKE_TODAY)).toBeGreaterThanOrEqual(0);
      for (const date of dates) expect(daysUntil(date, FAKE_TODAY)).toBeLessThanOrEqual(30);
    });
  });

  it('should widen to 90 days and back to any end date', async () => {
    const { api, screen } = await renderGrid({ ...DEFAULT_LICENSE_GRID_SEARCH, expiringWithinDays: 90, status: '' });
    const filter = screen.getByRole('combobox', { name: 'Filter VALID UNTIL' });
    await expect.element(filter).toHaveDisplayValue('Next 90 days');
    const within90 = await api.licenses.listLicenses({ expiringWithinDays: 90 });
    const all = await api.licenses.listLicenses({});
    expect(within90.length).toBeGreaterThan(0);
    expect(within90.length).toBeLessThan(all.length);
    expect(within90.every((license: License) => daysUntil(license.endDate, FAKE_TODAY) <= 90)).toBe(true);
    await filter.selectOptions('All');
    await expect.element(filter).toHaveDisplayValue('All');
  });
});

describe('given the "ending within" filter in the URL', () => {
  it.each([
    ['expiring=30', 30],
    ['expiring=60&status=all', 60],
    ['expiring=90', 90],
    ['expiring=7', 0],
    ['expiring=abc', 0],
  ] as const)('should read %s as %i days', (query, days) => {
    expect(licenseGridSearchFromParams(new URLSearchParams(query)).expiringWithinDays).toBe(days);
  });

  it('should write it as expiring=N beside the other filters and read it back the same', () => {
    const search = { ...DEFAULT_LICENSE_GRID_SEARCH, productId: 3, expiringWithinDays: 60 } as const;
    expect(licenseGridSearchToParams(search).toString()).toBe('product=3&expiring=60');
    expect(licenseGridSearchFromParams(licenseGridSearchToParams(search))).toEqual(search);
  });
});
