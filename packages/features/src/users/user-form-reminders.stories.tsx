import * as messages from '@license-console/domain/messages';
import * as reminderMessages from '@license-console/domain/reminder-messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeUsers } from '../session/fake.ts';
import { UserForm } from './user-form.tsx';

const meta = {
  title: 'Features/Users/UserForm/ExpiryReminders',
  component: UserForm,
  args: { mode: 'profile', user: fakeUsers.manager, onNavigate: fn(), onSaved: fn() },
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: fakeUsers.manager } },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Profile's opt-out: checked unless the person turned the reminders off, with what it is for. */
export const RemindersOn: Story = {
  play: async ({ canvas }) => {
    const reminders = await canvas.findByRole('checkbox', { name: reminderMessages.profileOptIn });
    await expect(reminders).toBeChecked();
    await expect(reminders).toHaveAccessibleDescription(reminderMessages.profileOptInHint);
  },
};

/** Turned off and saved: the profile answers the choice back, and the box stays clear. */
export const TurnOff: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const reminders = await canvas.findByRole('checkbox', { name: reminderMessages.profileOptIn });
    await waitFor(() => expect(reminders).toBeChecked());
    await userEvent.click(reminders);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toasts = await within(document.body).findAllByText(messages.users.updated, {
      selector: '[data-slot=toast-description]',
    });
    await expect(toasts.at(-1)).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ expiryReminders: false })));
    await expect(reminders).not.toBeChecked();
  },
};

/** On a phone, the box and its hint wrap within the form. */
export const RemindersPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen', fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    const reminders = await canvas.findByRole('checkbox', { name: reminderMessages.profileOptIn });
    await expect(reminders).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
