import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CopyButton } from './copy-button.tsx';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: {
    value: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----',
    label: 'Copy the public key',
    onCopied: fn(),
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon button, named for screen readers by what it copies. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy the public key' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Playground: Story = { args: { size: 'md', variant: 'secondary' } };

/** Copied: a tick, and the words announced to screen readers. */
export const Copied: Story = {
  args: { copiedMessage: 'Public key copied.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the public key' }));
    await expect(await canvas.findByText('Public key copied.')).toBeInTheDocument();
    await expect(args.onCopied).toHaveBeenCalledWith(true);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { variant: 'secondary' } };
