import { historyMessages } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeUsers } from '../session/fake.ts';
import { loadFailedStory, notAdministratorStory } from '../shared/admin-list-stories.ts';
import { FAKE_HISTORY_PACK, fakeHistoryEntries } from './fake.ts';
import { History } from './history.tsx';
import { DEFAULT_HISTORY_SEARCH } from './history-search.ts';

const onDownload = fn();

const meta = {
  title: 'Features/History/History',
  component: History,
  args: { user: fakeUsers.administrator, onDownload },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof History>;

export default meta;
type Story = StoryObj<typeof meta>;

const newest = fakeHistoryEntries[0]!;

/** Every change, newest first: when, who, what, and the fields before and after. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'History' });
    await waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(25));
    const headers = [...grid.querySelectorAll('th')].map((header) => header.textContent);
    await expect(headers).toEqual(['When', 'Who', 'What', 'Before → after']);
    const first = grid.querySelector('tbody tr') as HTMLElement;
    await expect(within(first).getByText('2030-01-15 10:00:00 UTC')).toBeVisible();
    await expect(within(first).getByText(newest.action)).toBeVisible();
    await expect(within(first).getByText('userCount:')).toBeVisible();
    await expect(canvas.getByText('Previous page').closest('button')).toBeDisabled();
    await expect(canvas.getByText('Next page').closest('button')).toBeEnabled();
  },
};

/** Filters apply together, by the keyboard too; a refused one is said under its field and nothing is asked. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: 'History' });
    await userEvent.type(canvas.getByLabelText('Action'), 'user.toggle-role{Enter}');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    await expect(within(grid).queryByText('license.renew')).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Action'));
    await userEvent.type(canvas.getByLabelText('Action'), 'DROP TABLE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(await canvas.findByText(historyMessages.notAName)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
  },
};

/** Next page shows the older changes; Export CSV saves the filters applied. */
export const PagesAndExport: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: 'History' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(expect.any(Blob), 'history.csv'));
  },
};

/** A pack's history, on its users page: its changes only, no pack field. */
export const Pack: Story = {
  args: { user: fakeUsers.manager, licenseId: FAKE_HISTORY_PACK },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'History' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).queryByText('user.toggle-role')).toBeNull();
    await expect(canvas.queryByLabelText('Pack id')).toBeNull();
  },
};

const unaskedRead = fn(async () => ({ entries: [], hasMore: false, pageNumber: 1 }));

/** Filters from the address that break a rule: said under their field, nothing asked, no export. */
export const InvalidAddress: Story = {
  args: { search: { ...DEFAULT_HISTORY_SEARCH, entity: 'BAD' } },
  parameters: { consoleApi: { auditLog: { auditLog: unaskedRead } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(historyMessages.notAName)).toBeVisible();
    await expect(canvas.getByText(historyMessages.fixFilters)).toBeVisible();
    await expect(canvas.getByText('Export CSV').closest('button')).toBeDisabled();
    await expect(unaskedRead).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  parameters: { consoleApi: { auditLog: { auditLog: async () => ({ entries: [], hasMore: false, pageNumber: 1 }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(historyMessages.empty)).toBeVisible();
  },
};

/** While the page is on its way. */
export const Loading: Story = {
  parameters: { consoleApi: { auditLog: { auditLog: () => new Promise(() => undefined) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(historyMessages.loading))[0]).toBeVisible();
  },
};

/** A failed load says so, with a retry, never the empty state. */
export const LoadFailed: Story = loadFailedStory(
  (auditLog) => ({ auditLog: { auditLog } }),
  historyMessages.failed,
  historyMessages.empty,
);

/** Anyone but an administrator, outside a pack, reads 'Access Denied', and nothing is asked of the server. */
export const NotAdministrator: Story = notAdministratorStory((auditLog) => ({ auditLog: { auditLog } }));

/** On a phone: when, who and what; nothing reaches past the screen's edge. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'History' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
    await expect(within(grid).queryByRole('columnheader', { name: 'Before → after' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
