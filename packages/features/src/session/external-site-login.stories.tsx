import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { ExternalSiteLogin } from './external-site-login.tsx';
import { FAKE_EXTERNAL_SITE_LOCATION, FAKE_PASSWORD, LOCKED_EMAIL } from './fake.ts';
import { SignedOutLayout } from './signed-out-layout.tsx';

const meta = {
  title: 'Features/Auth/ExternalSiteLogin',
  component: ExternalSiteLogin,
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: null } },
  args: { tokenExternalId: 'site-request-token', onRedirect: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof ExternalSiteLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByText(/continue to the site that sent you here/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Remember Password' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { defaultValues: { email: 'user@example.com', password: '', rememberPassword: false } },
};

/** Signed in: the browser goes to the answer's Location, the site's own address. */
export const SignedIn: Story = {
  args: { defaultValues: { email: 'user@example.com', password: FAKE_PASSWORD, rememberPassword: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith(FAKE_EXTERNAL_SITE_LOCATION));
    await expect(canvas.getByRole('button', { name: 'Log in', busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WrongCredentials: Story = {
  args: { defaultValues: { email: 'user@example.com', password: 'wrong', rememberPassword: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sign in failed! Please check your credentials and try again.',
    );
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const ExpiredRequest: Story = {
  args: { defaultValues: { email: 'user@example.com', password: FAKE_PASSWORD, rememberPassword: false } },
  parameters: {
    consoleApi: {
      session: {
        externalAuthenticate: () =>
          Promise.reject(
            new ApiError(
              400,
              'This sign-in request is invalid or has expired. Please go back to the site and start again.',
            ),
          ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please go back to the site and start again.');
  },
};

export const Locked: Story = {
  args: { defaultValues: { email: LOCKED_EMAIL, password: FAKE_PASSWORD, rememberPassword: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};
