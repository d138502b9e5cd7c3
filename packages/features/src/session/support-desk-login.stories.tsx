import * as messages from '@license-console/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_PASSWORD, FAKE_SUPPORT_DESK_TOKEN, FAKE_SUPPORT_DESK_URL } from './fake.ts';
import { SignedOutLayout } from './signed-out-layout.tsx';
import { SupportDeskLogin } from './support-desk-login.tsx';

const meta = {
  title: 'Features/Auth/SupportDeskLogin',
  component: SupportDeskLogin,
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: null } },
  args: { returnTo: 'https://desk.example.com/hc/articles/42', onForward: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof SupportDeskLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

const credentials = { email: 'user@example.com', password: FAKE_PASSWORD, rememberPassword: false };

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByText(/continue to the support desk/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Remember Password' })).not.toBeInTheDocument();
  },
};

/** Signed in: the token goes to the desk's address, with the desk page the user came from. */
export const SignedIn: Story = {
  args: { defaultValues: credentials },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onForward).toHaveBeenCalledWith({
        url: FAKE_SUPPORT_DESK_URL,
        jwt: FAKE_SUPPORT_DESK_TOKEN,
        returnTo: 'https://desk.example.com/hc/articles/42',
      }),
    );
    await expect(canvas.getByRole('button', { name: 'Log in', busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WrongCredentials: Story = {
  args: { defaultValues: { ...credentials, password: 'wrong' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.login.signInFailed);
    await expect(args.onForward).not.toHaveBeenCalled();
  },
};

/** A server without the desk's secret or address says so (503), in its own words. */
export const NotConfigured: Story = {
  args: { defaultValues: credentials },
  parameters: {
    consoleApi: {
      session: { authenticateZendesk: () => Promise.reject(new ApiError(503, messages.auth.supportDeskNotConfigured)) },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.auth.supportDeskNotConfigured);
    await expect(args.onForward).not.toHaveBeenCalled();
  },
};

/** An answer without a token or address is no success: the generic message, and nothing is posted. */
export const MalformedAnswer: Story = {
  args: { defaultValues: credentials },
  parameters: { consoleApi: { session: { authenticateZendesk: async () => 'jwt=' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.transport.genericError);
    await expect(args.onForward).not.toHaveBeenCalled();
  },
};
