import * as messages from '@license-console/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfirmEmail } from './confirm-email.tsx';
import { FAKE_EMAIL_CHANGE_TOKEN } from './fake.ts';

const meta = {
  title: 'Features/Users/ConfirmEmail',
  component: ConfirmEmail,
  args: { token: FAKE_EMAIL_CHANGE_TOKEN, onNavigate: fn() },
  parameters: { fakeApi: { signedInAs: null } },
} satisfies Meta<typeof ConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mailed link confirms the new address, signed in or not. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.profile.emailChanged)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to the console' })).toHaveAttribute('href', '/');
  },
};

/** A used, expired or unknown link: the server's reason. */
export const LinkInvalid: Story = {
  args: { token: 'spent-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.profile.emailChangeLinkInvalid)).toBeVisible();
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.profile.emailChangeLinkInvalid)).toBeVisible();
  },
};

/** The link mailed to the previous address undoes the change. */
export const Undone: Story = {
  args: { undo: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Undo the e-mail change' })).toBeVisible();
    await expect(await canvas.findByText(messages.profile.emailChangeUndone)).toBeVisible();
  },
};

/** A replayed or expired undo link changes nothing and says so. */
export const UndoLinkInvalid: Story = {
  args: { undo: true, token: 'spent-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.profile.emailUndoLinkInvalid)).toBeVisible();
  },
};
