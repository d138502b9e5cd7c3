import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { PasswordSettingsForm } from './password-settings.tsx';

const meta = {
  title: 'Features/Users/PasswordSettings',
  component: PasswordSettingsForm,
  args: { user: fakeUsers.manager },
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: fakeUsers.manager } },
} satisfies Meta<typeof PasswordSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);

/** An isManager user's policy (the defaults at first), with how many users it would make change passwords. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password Settings' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'Minimum characters' })).toHaveValue(8));
    await expect(await canvas.findByText(/of 12 users of your licenses will have to change/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set Password Policy' })).toBeVisible();
  },
};

/** A shorter expiration reaches more users; the preview follows the form. */
export const StricterExpiration: Story = {
  play: async ({ canvas, userEvent }) => {
    const expiration = await canvas.findByRole('spinbutton', { name: 'Expiration (months)' });
    await waitFor(() => expect(expiration).toHaveValue(12));
    await expect(await canvas.findByText(/^8 of 12 users/)).toBeVisible();
    await userEvent.clear(expiration);
    await userEvent.type(expiration, '3');
    await expect(await canvas.findByText(/^11 of 12 users/)).toBeVisible();
  },
};

/** Turning two-factor authentication on: the preview says every user of the licenses is asked for a code. */
export const TwoFactorImpact: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/^8 of 12 users/)).toBeVisible();
    const twoFactor = /^With two-factor authentication on, all 12 users of your licenses are asked/;
    await expect(canvas.queryByText(twoFactor)).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-factor authentication' }));
    await expect(await canvas.findByText(twoFactor)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-factor authentication' }));
    await waitFor(() => expect(canvas.queryByText(twoFactor)).toBeNull());
  },
};

/** Spec §5: out of range, or a minimum below uppercase plus special, is refused in place; nothing is saved. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const uppercase = await canvas.findByRole('spinbutton', { name: 'Uppercase characters' });
    await waitFor(() => expect(uppercase).toHaveValue(1));
    await userEvent.clear(uppercase);
    await userEvent.type(uppercase, '11');
    await expect(await canvas.findByText(messages.passwordSettings.uppercaseRange)).toBeVisible();
    await userEvent.clear(uppercase);
    await userEvent.type(uppercase, '6');
    const special = canvas.getByRole('spinbutton', { name: 'Special characters or numbers' });
    await userEvent.clear(special);
    await userEvent.type(special, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.passwordSettings.minimumCharsBelowParts(11))).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const minimum = await canvas.findByRole('spinbutton', { name: 'Minimum characters' });
    await waitFor(() => expect(minimum).toHaveValue(8));
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '12');
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-factor authentication' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.passwordSettings.saved)).toBeVisible();
    await expect(await canvas.findByText(/^8 of 12 users/)).toBeVisible();
  },
};

/** The server's text on a refusal it explains, in a toast and beside Save until the next save. */
export const SaveRefused: Story = {
  parameters: {
    consoleApi: {
      passwordSettings: { savePasswordSettings: () => Promise.reject(new ApiError(400, 'Policy is locked.')) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'Minimum characters' })).toHaveValue(8));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast('Policy is locked.')).toBeVisible();
    // And beside Save, as its description, after the toast has gone.
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Policy is locked.');
    // The form stays as it was, impact counted.
    await expect(await canvas.findByText(/of 12 users of your licenses will have to change/)).toBeVisible();
  },
};

/** Anyone but an isManager user reads 'Access Denied'. */
export const NotManager: Story = {
  args: { user: fakeUsers.user },
  parameters: { fakeApi: { signedInAs: fakeUsers.user } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { passwordSettings: { passwordSettingsForEdit: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** The policy could not be read: said as such with a retry, and no form to save over it. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { passwordSettings: { passwordSettingsForEdit: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The password settings could not be read.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set Password Policy' })).toBeNull();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** Password Settings on a phone. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'Minimum characters' })).toHaveValue(8));
    await expect(canvas.getByRole('button', { name: 'Set Password Policy' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The policy saved in another tab right after this screen loaded it: the save is refused (412) and the stale-edit
 * dialog shows their rules beside the edit.
 */
export const EditedElsewhere: Story = {
  parameters: {
    fakeApi: {
      signedInAs: fakeUsers.manager,
      usersEditedElsewhere: {
        passwordSettings: {
          changes: { minimunChars: 14, twoFA: true },
          by: 'manager@example.com',
          at: '2026-03-10T14:05:00.000Z',
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const expiration = await canvas.findByRole('spinbutton', { name: 'Expiration (months)' });
    await userEvent.clear(expiration);
    await userEvent.type(expiration, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: messages.staleEdit.title });
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Minimum characters',
      'Expiration (months)',
      'Two-factor authentication',
    ]);
    // The impact behind the dialog has been counted for the edit (not still 'Counting…'), so the picture is settled.
    await expect(await canvas.findByText(/^11 of 12 users/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
