import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  type LicenseGrid,
  licenseGridMeta,
  MergeGrid,
  scrollUntil,
  threeHundred,
  twelve,
  withSelection,
} from './data-grid.fixtures.tsx';

const meta = { ...licenseGridMeta, title: 'UI/DataGrid/Dev' } satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between cells; Home and End go to a row's ends. */
export const KeyboardNavigation: Story = {
  args: { data: twelve.slice(0, 3), columns: withSelection },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('checkbox', { name: 'Select manager001@example.com' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('checkbox', { name: 'Select manager002@example.com' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select manager002@example.com' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('for Outlook');
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveTextContent('1/4');
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('0/3');
  },
};

/**
 * The 300 packs of the features' ThreeHundredRows, walked through: arrow keys and Tab past the rows drawn at first,
 * column widths kept while other rows are drawn, and the focused row kept drawn while the page scrolls away from it.
 * It ends as ThreeHundredRows does (a pack far down ticked, the first one chosen), so both draw the same picture.
 */
export const ThreeHundredRowsWalk: Story = {
  args: { data: threeHundred, pageSizeOptions: [300] },
  render: (args) => <MergeGrid {...args} />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table');
    const headerRows = table.querySelectorAll('thead tr').length;

    // Arrow keys walk past the rows drawn at first: each focused row scrolls into view and the next is drawn.
    canvas.getByRole('checkbox', { name: 'Merge manager001@example.com' }).focus();
    for (let step = 0; step < 60; step += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('checkbox', { name: 'Merge manager061@example.com' })).toHaveFocus();
    await expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', String(headerRows + 61));

    // Tab walks on too: each focused box scrolls into view and the rows after it are drawn.
    canvas.getByRole('checkbox', { name: 'Main manager062@example.com' }).focus();
    for (let step = 0; step < 40; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Main manager082@example.com' })).toHaveFocus();

    // The last hundred packs are large: their #USERS is wider than any drawn at the top.
    const columnWidths = () => Array.from(table.querySelectorAll('thead tr:first-child th'), (th) => th.clientWidth);
    const widthsAtTop = columnWidths();
    const far = await scrollUntil(() => canvas.queryByRole('checkbox', { name: 'Merge manager250@example.com' }));
    // Other rows drawn, same columns: the widths the first rows gave them stay.
    await expect(columnWidths()).toEqual(widthsAtTop);
    await userEvent.click(far);

    // Back at the top, the focused row far below stays drawn: focus is not lost to the page.
    window.scrollTo(0, 0);
    const main = await waitFor(() => canvas.getByRole('checkbox', { name: 'Main manager001@example.com' }));
    await expect(far).toHaveFocus();
    await userEvent.click(main);
    await expect(main).toBeChecked();
  },
};
