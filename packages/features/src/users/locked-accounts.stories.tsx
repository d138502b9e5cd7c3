import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeAccountLocks } from './fake.ts';
import { LockedAccounts } from './locked-accounts.tsx';

const meta = {
  title: 'Features/Users/LockedAccounts',
  component: LockedAccounts,
  args: { user: fakeUsers.administrator },
} satisfies Meta<typeof LockedAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastTitle = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-title]' })).at(-1);

/** An administrator sees each lock: who, why (with the address a lock holds back) and until when. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Locked accounts' });
    await expect(canvas.getByRole('heading', { name: 'Locked accounts', level: 2 })).toBeVisible();
    for (const header of ['Email', 'Name', 'Reason', 'Locked until', 'Unlock']) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    }
    await expect(await within(table).findByText('grace.hopper@example.com')).toBeVisible();
    await expect(within(table).getByText('Failed sign-ins from 203.0.113.24')).toBeVisible();
    await expect(within(table).getByText('Failed sign-ins from many addresses')).toBeVisible();
    await expect(within(table).getByText('Wrong verification codes')).toBeVisible();
    await expect(table.querySelector('time[datetime="2031-05-04T14:30:00.000Z"]')).not.toBeNull();
  },
};

/** Unlock asks first; NO changes nothing; YES lifts the lock, says so and the row leaves the list. */
export const Unlock: Story = {
  play: async ({ canvas, userEvent }) => {
    const unlock = await canvas.findByRole('button', { name: 'Unlock alan.turing@example.com' });
    await userEvent.click(unlock);
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Unlock account?' });
    await expect(dialog).toHaveTextContent(
      "'alan.turing@example.com' will be able to sign in again at once, from every address. Unlock?",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await expect(canvas.getByText('alan.turing@example.com')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Unlock alan.turing@example.com' }));
    const again = await within(document.body).findByRole('alertdialog', { name: 'Unlock account?' });
    await userEvent.click(within(again).getByRole('button', { name: 'YES' }));
    await expect(await toastTitle("'alan.turing@example.com' can sign in again.")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('alan.turing@example.com')).toBeNull());
    await expect(canvas.getByText('grace.hopper@example.com')).toBeVisible();
  },
};

/** No running lock: the grid says so. */
export const Empty: Story = {
  parameters: { consoleApi: { users: { lockedAccounts: async () => [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No account is locked.')).toBeVisible();
  },
};

/** The first read is under way. */
export const Loading: Story = {
  parameters: { consoleApi: { users: { lockedAccounts: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    // The grid's loading row (a live region repeats the words for screen readers).
    await expect((await canvas.findAllByText('Loading...'))[0]).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Locked accounts' })).toHaveAttribute('aria-busy', 'true');
  },
};

const failingRead = fn(async () => {
  throw new ApiError(500, 'Server error');
});

/** The read failed: the panel says so and offers to try again, which reads again. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { users: { lockedAccounts: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The locked accounts could not be read.')).toBeVisible();
    const reads = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBe(reads + 1));
  },
};

/** An unlock the server refuses (the lock was lifted meanwhile): the server's answer in a toast, the list re-read. */
export const UnlockRefused: Story = {
  parameters: {
    consoleApi: {
      users: {
        lockedAccounts: async () => [...fakeAccountLocks],
        unlockAccount: async () => {
          throw new ApiError(400, 'This account is not locked.');
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unlock ada.lovelace@example.com' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Unlock account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    const title = await toastTitle('Unlock');
    await expect(title?.parentElement).toHaveTextContent('This account is not locked.');
  },
};

/** Anyone but an administrator: the panel draws nothing. */
export const NotAdministrator: Story = {
  args: { user: fakeUsers.manager },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="locked-accounts"]')).toBeNull();
  },
};
