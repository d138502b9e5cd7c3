import { daysUntil } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeUsers } from '../session/fake.ts';
import { FAKE_TODAY } from './fake.ts';
import { LicenseGrid } from './license-grid.tsx';
import { columnTexts } from './license-grid-cells.ts';
import { DEFAULT_LICENSE_GRID_SEARCH } from './license-grid-search.ts';

const meta = {
  title: 'Features/Licenses/LicenseGrid/Expiring',
  component: LicenseGrid,
  args: {
    user: fakeUsers.administrator,
    defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, expiringWithinDays: 30 },
    onNavigate: fn(),
    onMerge: fn(),
    onSearchChange: fn(),
  },
} satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The VALID UNTIL cells of the grid's rows. */
const endDates = (table: HTMLElement) => columnTexts(table, 'VALID UNTIL');

/** Filtered from the URL (`expiring=30`): only the packs not yet ended that end within 30 days. */
export const EndingWithin30Days: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await expect(within(table).getByRole('combobox', { name: 'Filter VALID UNTIL' })).toHaveDisplayValue(
      'Next 30 days',
    );
    await waitFor(() => {
      const dates = endDates(table);
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(daysUntil(date, FAKE_TODAY)).toBeGreaterThanOrEqual(0);
      for (const date of dates) expect(daysUntil(date, FAKE_TODAY)).toBeLessThanOrEqual(30);
    });
  },
};

/** VALID UNTIL's filter offers 30, 60 and 90 days; a choice is a new search from page 1. */
export const ChooseEnding: Story = {
  args: { defaultSearch: DEFAULT_LICENSE_GRID_SEARCH },
  play: async ({ canvas, userEvent, args }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    const filter = within(table).getByRole('combobox', { name: 'Filter VALID UNTIL' });
    const choices = within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(choices).toEqual(['All', 'Next 30 days', 'Next 60 days', 'Next 90 days']);
    await userEvent.selectOptions(filter, 'Next 90 days');
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ expiringWithinDays: 90, pageNumber: 1 }),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(endDates(table).every((date) => daysUntil(date, FAKE_TODAY) <= 90)).toBe(true));
  },
};

/** On a phone: the filter keeps to its column, the grid to the screen's width. */
export const Phone: Story = {
  ...phoneStory,
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, expiringWithinDays: 60 } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await expect(within(table).getByRole('combobox', { name: 'Filter VALID UNTIL' })).toHaveDisplayValue(
      'Next 60 days',
    );
    await waitFor(() => expect(endDates(table).every((date) => daysUntil(date, FAKE_TODAY) <= 60)).toBe(true));
  },
};

/** A manager none of whose packs ends within 90 days: the empty grid says so, the filter stays to change. */
export const ManagerNoneEnding: Story = {
  args: { user: fakeUsers.manager, defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, expiringWithinDays: 90 } },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no licenses to show.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Filter VALID UNTIL' })).toHaveDisplayValue('Next 90 days');
  },
};
