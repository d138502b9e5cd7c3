import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicenseGrid, licenseGridMeta, rowsOf } from './data-grid.fixtures.tsx';

// One story per feature and state is in data-grid.features.stories.tsx, the test-heavy edge cases in
// data-grid.dev.stories.tsx.
// The component is named here as well: the docs page reads it from this file's own text.
const meta = { ...licenseGridMeta, title: 'UI/DataGrid', component: LicenseGrid } satisfies Meta<typeof LicenseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Licenses' });
    await expect(table).toBeVisible();
    // Client mode starts on 5 rows a page (spec §2.9), so 12 rows make 3 pages.
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('1–5 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('6–10 of 12')).toBeVisible();
    // Sorting by Email descending puts the last manager first.
    const email = canvas.getByRole('columnheader', { name: /Email/ });
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('manager012@example.com');
  },
};

export const Playground: Story = {
  args: { loading: false, emptyText: 'There are no users to show.', enableSorting: true },
};
