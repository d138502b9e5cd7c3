import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ExternalLoginVerify } from './external-login-verify.tsx';
import { FAKE_EXTERNAL_CODE, fakeUsers } from './fake.ts';
import { SignedOutLayout } from './signed-out-layout.tsx';

const meta = {
  title: 'Features/Auth/ExternalLoginVerify',
  component: ExternalLoginVerify,
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: null } },
  args: { code: FAKE_EXTERNAL_CODE, onSignedIn: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <SignedOutLayout>
        <Story />
      </SignedOutLayout>
    ),
  ],
} satisfies Meta<typeof ExternalLoginVerify>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(fakeUsers.administrator));
  },
};

export const Playground: Story = { args: { code: FAKE_EXTERNAL_CODE } };

export const Checking: Story = {
  parameters: { consoleApi: { session: { externalLoginCheckToken: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'External login' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
  },
};

export const Refused: Story = {
  args: { code: 'already-used' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This sign-in link is invalid or has expired. Please sign in again.');
    await userEvent.click(canvas.getByRole('link', { name: 'Return to login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const MissingCode: Story = {
  args: { code: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
  },
};
