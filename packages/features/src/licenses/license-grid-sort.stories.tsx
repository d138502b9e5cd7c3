import { compareUsDates, PRODUCT_NAMES, PRODUCT_SORT_ORDER } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeUsers } from '../session/fake.ts';
import { LicenseGrid } from './license-grid.tsx';
import { columnTexts } from './license-grid-cells.ts';
import { DEFAULT_LICENSE_GRID_SEARCH } from './license-grid-search.ts';

const meta = {
  title: 'Features/Licenses/LicenseGrid/Sort',
  component: LicenseGrid,
  args: {
    user: fakeUsers.administrator,
    defaultSearch: DEFAULT_LICENSE_GRID_SEARCH,
    onNavigate: fn(),
    onMerge: fn(),
    onSearchChange: fn(),
  },
} satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column's header cell, by its title. */
function header(table: HTMLElement, title: string): HTMLElement {
  return within(table).getByRole('columnheader', { name: title });
}

/** The product names in PRODUCT's order, A to Z. */
const productOrder = PRODUCT_SORT_ORDER.map((id) => PRODUCT_NAMES[id]);
const inProductOrder = (names: string[]) =>
  names.every((name, index) => index === 0 || productOrder.indexOf(names[index - 1]!) <= productOrder.indexOf(name));

/**
 * The list is always in some order and its headers say which: VALID UNTIL descending until another is chosen. PRODUCT's
 * sort button, pressed with Enter and then Space, sorts A to Z and then Z to A from page 1, and keeps the focus.
 */
export const SortByKeyboard: Story = {
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, pageNumber: 2 } },
  play: async ({ canvas, userEvent, args }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(columnTexts(table, 'PRODUCT').length).toBe(10));
    await expect(header(table, 'VALID UNTIL')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(table, 'PRODUCT')).toHaveAttribute('aria-sort', 'none');
    // TYPE and STATUS have no order of their own: their filters pick a value.
    await expect(header(table, 'TYPE')).not.toHaveAttribute('aria-sort');
    await expect(within(header(table, 'STATUS')).queryByRole('button')).toBeNull();

    const product = within(header(table, 'PRODUCT')).getByRole('button', { name: 'PRODUCT' });
    product.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: { column: 'product', direction: 'asc' }, pageNumber: 1 }),
        expect.anything(),
      ),
    );
    await expect(header(table, 'PRODUCT')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(table, 'VALID UNTIL')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(columnTexts(table, 'PRODUCT')[0]).toBe('Assistant'));
    await expect(inProductOrder(columnTexts(table, 'PRODUCT'))).toBe(true);
    await expect(product).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(header(table, 'PRODUCT')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(columnTexts(table, 'PRODUCT')[0]).toBe('Standard'));
    await expect(inProductOrder(columnTexts(table, 'PRODUCT').reverse())).toBe(true);
    await expect(product).toHaveFocus();
  },
};

/**
 * Sorted from the URL (`sort=users&dir=desc`): #USERS says descending, the packs with the most seats first, and the
 * pager keeps its place under the rows.
 */
export const SortedBySeats: Story = {
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'users', direction: 'desc' } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await expect(header(table, '#USERS')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(table, 'VALID UNTIL')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => {
      const seats = columnTexts(table, '#USERS').map((text) => Number(text.split(' / ').at(-1)));
      expect(seats.length).toBe(10);
      expect(seats).toEqual([...seats].sort((a, b) => b - a));
    });
  },
};

/**
 * While the next order loads, the rows shown stay and the table says it is busy, at the same height: nothing below it
 * moves. VALID FROM, pressed twice, sorts the oldest start first and then the latest.
 */
export const SortWhileLoading: Story = {
  parameters: { fakeApi: { latencyMs: 400 } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(columnTexts(table, 'PRODUCT').length).toBe(10), { timeout: 3000 });
    const height = table.getBoundingClientRect().height;
    const before = columnTexts(table, 'EMAIL');
    await userEvent.click(within(header(table, 'VALID FROM')).getByRole('button'));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(columnTexts(table, 'EMAIL')).toEqual(before);
    await expect(table.getBoundingClientRect().height).toBe(height);
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
    const starts = columnTexts(table, 'VALID FROM');
    await expect(starts).toEqual([...starts].sort(compareUsDates));
    await expect(table.getBoundingClientRect().height).toBe(height);
  },
};

/** A pack manager: every column sorts but EMAIL, which spec §6 keeps to administrators. */
export const ManagerWithoutEmailSort: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await waitFor(() => expect(columnTexts(table, 'PRODUCT')).toHaveLength(2));
    await expect(header(table, 'EMAIL')).not.toHaveAttribute('aria-sort');
    await expect(within(header(table, 'EMAIL')).queryByRole('button')).toBeNull();
    await userEvent.click(within(header(table, 'PRODUCT')).getByRole('button', { name: 'PRODUCT' }));
    await expect(header(table, 'PRODUCT')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(columnTexts(table, 'PRODUCT')).toEqual(['Business', 'Standard']));
  },
};

/** On a phone: the headers' sort buttons fit their columns and the grid scrolls sideways within the screen. */
export const Phone: Story = {
  ...phoneStory,
  args: { defaultSearch: { ...DEFAULT_LICENSE_GRID_SEARCH, sort: { column: 'product', direction: 'asc' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const table = await canvas.findByRole('table', { name: 'Licenses' });
    await expect(header(table, 'PRODUCT')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(columnTexts(table, 'PRODUCT')[0]).toBe('Assistant'));
    await userEvent.click(within(header(table, '#USERS')).getByRole('button', { name: '#USERS' }));
    await expect(header(table, '#USERS')).toHaveAttribute('aria-sort', 'ascending');
    // The page itself never scrolls sideways: the grid does, inside its own box.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
