import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LogoutScreen } from './logout-screen.tsx';
import { SignedOutLayout } from './signed-out-layout.tsx';

const meta = {
  title: 'Features/Auth/LogoutScreen',
  component: LogoutScreen,
  parameters: { layout: 'fullscreen' },
  // Long enough that no story leaves by itself, except AutomaticRedirect.
  args: { onRedirect: fn(), delayMs: 60_000 },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof LogoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { delayMs: 5000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logout' })).toBeVisible();
    await expect(canvas.getByText('you are logged out from the provider')).toBeVisible();
    await expect(canvas.getByText(/You will be taken to the home page in [45] seconds\./)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', 'https://www.example.com/'),
    );
  },
};

export const Playground: Story = {
  args: { kind: 'Workplace', message: '', homeUrl: 'https://www.example.com' },
};

export const Provider: Story = {
  args: { kind: 'workplace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workplace' })).toBeVisible();
  },
};

export const CustomMessage: Story = {
  args: { kind: 'Consumer', message: 'You signed out of your consumer account.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You signed out of your consumer account.')).toBeVisible();
    await expect(canvas.queryByText('you are logged out from the provider')).not.toBeInTheDocument();
  },
};

/** The 'error' kind advises contacting support. */
export const ErrorKind: Story = {
  args: { kind: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Please contact support.');
    await expect(canvas.queryByText('you are logged out from the provider')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('target', '_blank');
  },
};

export const ReturnToHome: Story = {
  args: { homeUrl: 'https://intranet.example.org/' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Return to home' }));
    await expect(args.onRedirect).toHaveBeenCalledOnce();
    await expect(args.onRedirect).toHaveBeenCalledWith('https://intranet.example.org/');
  },
};

/** A url-home that is not a web address is refused for the company site. */
export const UnsafeHome: Story = {
  args: { homeUrl: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', 'https://www.example.com/'),
    );
  },
};

/** After the delay (spec §9: 5 seconds; shortened here) the browser goes home by itself. */
export const AutomaticRedirect: Story = {
  args: { homeUrl: 'https://intranet.example.org/', delayMs: 600 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('https://intranet.example.org/'), {
      timeout: 3000,
    });
  },
};

/** The logout page on a phone. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logout' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
