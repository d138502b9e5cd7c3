import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { EXPIRED_RESET_TOKEN, FAKE_RESET_TOKEN } from './fake.ts';
import { ResetPassword } from './reset-password.tsx';
import { SignedOutLayout } from './signed-out-layout.tsx';

const strictPolicy = {
  minimunChars: 12,
  uppercaseChars: 2,
  specialChars: 2,
  expirationMonths: 6,
  twoFA: true,
  passwordHistory: true,
};

const meta = {
  title: 'Features/Auth/ResetPassword',
  component: ResetPassword,
  parameters: { layout: 'fullscreen' },
  args: { token: FAKE_RESET_TOKEN, onReset: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const ruleStates = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((item) => item.dataset.state);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const password = await canvas.findByLabelText('New Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { token: FAKE_RESET_TOKEN } };

/** The checklist pops up beside the field and every rule turns as the user types; the confirmation then appears. */
export const LiveChecklist: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = await canvas.findByLabelText('New Password');
    await userEvent.click(password);
    const checklist = canvas.getByRole('group', { name: 'Password policy' });
    await expect(checklist).toBeVisible();
    await expect(ruleStates(checklist)).toEqual(['failed', 'failed', 'failed']);
    await userEvent.type(password, 'Secret');
    await expect(ruleStates(checklist)).toEqual(['failed', 'passed', 'failed']);
    await expect(checklist).toHaveTextContent('1 of 3 password rules met.');
    await userEvent.type(password, '-2026');
    await expect(ruleStates(checklist)).toEqual(['passed', 'passed', 'passed']);
    await expect(checklist).toHaveTextContent('The password meets the policy.');
    await expect(canvas.getByLabelText('Confirm Password')).toBeVisible();
  },
};

/** A manager's stricter policy, as the token's GET PasswordSettings answers it. */
export const StrictPolicy: Story = {
  parameters: { consoleApi: { session: { passwordSettingsForToken: async () => strictPolicy } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('New Password'));
    const checklist = canvas.getByRole('group', { name: 'Password policy' });
    await expect(checklist).toHaveTextContent('At least 12 characters');
    await expect(checklist).toHaveTextContent('At least 2 uppercase letters');
    await expect(checklist).toHaveTextContent('At least 2 numbers or special characters');
  },
};

export const PolicyNotMet: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const password = await canvas.findByLabelText('New Password');
    await userEvent.type(password, 'weak{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password did not match Password Policy!'));
    await expect(password).toHaveFocus();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByLabelText('New Password'), 'Strong-2026');
    const confirm = canvas.getByLabelText('Confirm Password');
    await userEvent.type(confirm, 'Strong-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Password did not match! Please try again!'));
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByLabelText('New Password'), 'Strong-2026');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Strong-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledOnce());
  },
};

export const Saving: Story = {
  parameters: { consoleApi: { session: { resetPassword: () => new Promise(() => {}) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New Password'), 'Strong-2026');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Strong-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
    await expect(await canvas.findByRole('button', { name: 'Save Password', busy: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refuses a password its lists know (too common, used recently): its text shows as it is. */
export const ServerRefused: Story = {
  parameters: {
    consoleApi: {
      session: {
        resetPassword: () =>
          Promise.reject(
            new ApiError(400, 'This password was used recently. Please choose one you have not used before.'),
          ),
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByLabelText('New Password'), 'Strong-2026');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Strong-2026{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Password not changed');
    await expect(alert).toHaveTextContent('This password was used recently.');
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { session: { passwordSettingsForToken: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the password policy…');
  },
};

/** A used or expired link: the server's text, and a way to ask for a new one. */
export const InvalidLink: Story = {
  args: { token: EXPIRED_RESET_TOKEN },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Request a new link' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/ForgotPassword');
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
  },
};

/** Reset password on a phone. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await canvas.findByLabelText('New Password')).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
