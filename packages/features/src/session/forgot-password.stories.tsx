import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError, NoResponseError } from '../api/errors.ts';
import { LOCKED_EMAIL } from './fake.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { SignedOutLayout } from './signed-out-layout.tsx';

const meta = {
  title: 'Features/Auth/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Having trouble signing in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Email me' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Return to login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const Playground: Story = {
  args: { defaultEmail: 'ada@example.com', contactUrl: 'https://support.example.com/contact' },
};

/** Email me sends the link, then 'Email Sent' takes focus with the spam advice, a contact link and the way back. */
export const Sent: Story = {
  args: { defaultEmail: 'ada@example.com', contactUrl: 'https://support.example.com/contact' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Email Sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/ada@example\.com/)).toBeVisible();
    await expect(canvas.getByText(/check your spam folder/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://support.example.com/contact',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Return to login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toBeInvalid());
    await expect(email).toHaveAccessibleDescription('Email is a required field');
    await expect(email).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { defaultEmail: 'ada@example.com' },
  parameters: { consoleApi: { session: { forgotPassword: () => new Promise(() => {}) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me' }));
    await expect(await canvas.findByRole('button', { name: 'Email me', busy: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server's rate-limit text shows as it is. */
export const RateLimited: Story = {
  args: { defaultEmail: LOCKED_EMAIL },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Email not sent');
    await expect(alert).toHaveTextContent('Too many attempts. Please wait 60 minutes and try again.');
  },
};

export const NoResponse: Story = {
  args: { defaultEmail: 'ada@example.com' },
  parameters: { consoleApi: { session: { forgotPassword: () => Promise.reject(new NoResponseError()) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The request was made but no response was received.',
    );
  },
};

export const ServerError: Story = {
  args: { defaultEmail: 'ada@example.com' },
  parameters: {
    consoleApi: { session: { forgotPassword: () => Promise.reject(new ApiError(500, 'Something went wrong.')) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email me' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There were some error please contact to Administrators.',
    );
  },
};

/** Forgot password on a phone. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvas.getByRole('button', { name: 'Email me' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
