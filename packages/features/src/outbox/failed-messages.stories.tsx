import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fakeUsers } from '../session/fake.ts';
import { loadFailedStory, notAdministratorStory } from '../shared/admin-list-stories.ts';
import { FailedMessages } from './failed-messages.tsx';
import { fakeFailedMessages } from './fake.ts';

const meta = {
  title: 'Features/Outbox/FailedMessages',
  component: FailedMessages,
  args: { user: fakeUsers.administrator },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FailedMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

const [mail, sms] = fakeFailedMessages as [(typeof fakeFailedMessages)[number], (typeof fakeFailedMessages)[number]];

/** Each message that failed for good: recipient, channel, subject, attempts, last error and its time; no body. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Messages that failed' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeFailedMessages.length + 1));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(
      expect.arrayContaining(['Recipient', 'Channel', 'Subject', 'Attempts', 'Last error', 'Last attempt']),
    );
    const row = within(grid).getByRole('row', { name: new RegExp(mail.recipient) });
    await expect(within(row).getByText(mail.lastError)).toBeVisible();
    await expect(within(row).getByText('2030-01-15 10:31 UTC')).toBeVisible();
    await expect(within(grid).getByRole('row', { name: new RegExp(sms.recipient.replace('+', '\\+')) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Retry the message to ${mail.recipient}` })).toBeVisible();
  },
};

/** Retry queues the message again: it leaves the list, and a notice says so. */
export const Retry: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: 'Messages that failed' });
    await userEvent.click(await canvas.findByRole('button', { name: `Retry the message to ${mail.recipient}` }));
    await expect(
      (await within(document.body).findAllByText(`The message to ${mail.recipient} is queued again.`)).at(-1),
    ).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeFailedMessages.length));
    await expect(within(grid).queryByText(mail.recipient)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { consoleApi: { outbox: { failedMessages: async () => [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No message has failed.')).toBeVisible();
  },
};

/** A failed load says so, with a retry, never the empty state. */
export const LoadFailed: Story = loadFailedStory(
  (failedMessages) => ({ outbox: { failedMessages } }),
  'The failed messages could not be loaded.',
  'No message has failed.',
);

/** Anyone but an administrator reads 'Access Denied', and nothing is asked of the server. */
export const NotAdministrator: Story = notAdministratorStory((failedMessages) => ({ outbox: { failedMessages } }));

/** On a phone: recipient, attempts, last error and Retry; nothing reaches past the screen's edge. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: 'Messages that failed' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeFailedMessages.length + 1));
    await expect(within(grid).queryByRole('columnheader', { name: 'Subject' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
