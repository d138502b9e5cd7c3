import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { NoResponseError } from '../api/errors.ts';
import { EXPIRED_EMAIL, FAKE_PASSWORD, fakeUsers, LOCKED_EMAIL } from './fake.ts';
import { LoginForm } from './login-form.tsx';
import { SignedOutLayout } from './signed-out-layout.tsx';
import { authStrings } from './strings.ts';

const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  args: { onSignedIn: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember Password' })).toHaveAccessibleDescription(
      authStrings.rememberPasswordHint,
    );
    const forgot = canvas.getByRole('link', { name: 'Forgot Password' });
    await expect(forgot).toHaveAttribute('href', '/ForgotPassword');
    await userEvent.click(forgot);
    await expect(args.onNavigate).toHaveBeenCalledWith('/ForgotPassword');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { defaultValues: { email: 'admin@example.com', password: '', rememberPassword: false } },
};

/** Filled with a valid account: Log in signs in and hands the user over. */
export const Filled: Story = {
  args: { defaultValues: { email: 'admin@example.com', password: FAKE_PASSWORD, rememberPassword: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fakeUsers.administrator));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { consoleApi: { session: { authenticate: () => new Promise(() => {}) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), FAKE_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const button = await canvas.findByRole('button', { name: 'Log in', busy: true });
    // Busy, it refuses presses and keeps the focus the press gave it.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Login Error');
    await expect(alert).toHaveTextContent('Sign in failed! Please check your credentials and try again.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const email = canvas.getByLabelText('Email');
    await waitFor(() => expect(email).toBeInvalid());
    await expect(email).toHaveAccessibleDescription(authStrings.emailRequired);
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(authStrings.passwordRequired);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const PasswordExpired: Story = {
  args: { defaultValues: { email: EXPIRED_EMAIL, password: FAKE_PASSWORD, rememberPassword: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Password had expired');
  },
};

/** Regression guard: the server mails the reset link on a 423; the console must not ask for a second one. */
export const PasswordExpiredSendsNoSecondMail: Story = {
  args: { defaultValues: { email: EXPIRED_EMAIL, password: FAKE_PASSWORD, rememberPassword: false } },
  parameters: { consoleApi: { session: { forgotPassword: fn(async () => ({ ok: true as const })) } } },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Password had expired');
    await expect(parameters.consoleApi.session.forgotPassword).not.toHaveBeenCalled();
  },
};

/** After too many wrong passwords the server's lock-out message shows as it is. */
export const Locked: Story = {
  args: { defaultValues: { email: LOCKED_EMAIL, password: FAKE_PASSWORD, rememberPassword: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Login Error');
    await expect(alert).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.');
  },
};

export const NoResponse: Story = {
  args: { defaultValues: { email: 'admin@example.com', password: FAKE_PASSWORD, rememberPassword: false } },
  parameters: { consoleApi: { session: { authenticate: () => Promise.reject(new NoResponseError()) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The request was made but no response was received.',
    );
  },
};

/** Back from a failed external sign-in (cookie ExternalLogin=false): the failure shows, and the cookie goes. */
export const ExternalLoginFailed: Story = {
  beforeEach: async () => {
    await cookieStore.set({ name: 'ExternalLogin', value: 'false', path: '/' });
    return async () => {
      await cookieStore.delete({ name: 'ExternalLogin', path: '/' });
    };
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sign in failed! Please check your credentials and try again.');
    await waitFor(() => expect(document.cookie).not.toContain('ExternalLogin=false'));
  },
};

export const AfterPasswordReset: Story = {
  args: { notice: 'Your password was changed. Please log in with your new password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password was changed.');
  },
};

export const ShowPassword: Story = {
  args: { defaultValues: { email: 'admin@example.com', password: FAKE_PASSWORD, rememberPassword: false } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(FAKE_PASSWORD);
  },
};

/** The login on a phone: the card fills the width, Log in within reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
