import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_VERIFICATION_CODE, fakeUsers } from './fake.ts';
import { SignedOutLayout } from './signed-out-layout.tsx';
import { Verification } from './verification.tsx';

const accountExternalLogin = fn();

const meta = {
  title: 'Features/Auth/Verification',
  component: Verification,
  parameters: {
    layout: 'fullscreen',
    fakeApi: { signedInAs: fakeUsers.needsVerification },
    consoleApi: { session: { accountExternalLogin } },
  },
  args: { user: fakeUsers.needsVerification, onVerified: fn(), onLoggedOut: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
  beforeEach: () => {
    accountExternalLogin.mockClear();
  },
} satisfies Meta<typeof Verification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SMS' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Email' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue with Workplace' })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Continue with Consumer' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
  },
};

export const Playground: Story = { args: { user: { ...fakeUsers.needsVerification, sms: true } } };

export const SmsSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'SMS' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('A code was already sent to your phone.');
  },
};

export const EmailSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('A code was sent to your email.');
  },
};

export const Sending: Story = {
  parameters: { consoleApi: { session: { sendEmail: () => new Promise(() => {}) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await expect(await canvas.findByRole('button', { name: 'Email', busy: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A resend too soon: the server's text shows as it is. */
export const SendRefused: Story = {
  parameters: {
    consoleApi: {
      session: {
        sendSms: () =>
          Promise.reject(
            new ApiError(429, 'A code was sent moments ago. Please wait 25 seconds before sending another.'),
          ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'SMS' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait 25 seconds');
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Verification Error');
    await expect(alert).toHaveTextContent('The code sent is incorrect.');
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const Verified: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), `${FAKE_VERIFICATION_CODE}{Enter}`);
    await waitFor(() =>
      expect(args.onVerified).toHaveBeenCalledWith({ ...fakeUsers.needsVerification, needVerification: false }),
    );
  },
};

export const CodeRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toBeInvalid());
    await expect(code).toHaveAccessibleDescription('Code is a required field');
    await expect(code).toHaveFocus();
  },
};

/** A user without a phone: SMS is disabled and says why. */
export const NoPhone: Story = {
  args: { user: { ...fakeUsers.needsVerification, sms: false } },
  play: async ({ canvas }) => {
    const sms = canvas.getByRole('button', { name: 'SMS' });
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveAccessibleDescription(
      'There is no phone number on your profile. Please use Email instead.',
    );
  },
};

/** The server has only the workplace provider configured: the consumer button is disabled and says so. */
export const ProviderNotConfigured: Story = {
  parameters: {
    consoleApi: {
      session: {
        accountExternalLogin,
        externalLoginUrlData: async () => ({
          portalUrl: 'https://www.example.com',
          consoleUrl: 'https://console.example.com',
          providers: { Workplace: true, Consumer: false },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const consumer = canvas.getByRole('button', { name: 'Continue with Consumer' });
    await waitFor(() => expect(consumer).toBeDisabled());
    await expect(consumer).toHaveAccessibleDescription('The Consumer sign-in is not configured.');
    await expect(canvas.getByRole('button', { name: 'Continue with Workplace' })).toBeEnabled();
  },
};

export const ExternalProvider: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Workplace' }));
    await expect(accountExternalLogin).toHaveBeenCalledWith('Workplace');
    await expect(await canvas.findByRole('button', { name: 'Continue with Workplace', busy: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LogOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'LOG OUT' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledOnce());
  },
};

/** The verification screen on a phone: every way to verify within reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SMS' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
