import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Toaster } from './toaster.tsx';
import { dismissToast, type ToastOptions, toast } from './use-toast.ts';

function ToastDemo(props: ToastOptions) {
  return (
    <>
      <Button variant="secondary" onClick={() => toast(props)}>
        Show toast
      </Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: ToastDemo,
  args: { title: 'License Created', variant: 'success' },
  argTypes: { variant: { control: 'select', options: ['success', 'error', 'info'] } },
  parameters: { withToaster: false },
  beforeEach: () => () => dismissToast(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = page.getByRole('region', { name: /Notifications/ });
    const title = await within(region).findByText('License Created');
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'success');
    // Screen readers hear it through a polite live region.
    await waitFor(() =>
      expect(page.getAllByRole('status').some((status) => status.textContent?.includes('License Created'))).toBe(true),
    );
  },
};

export const Playground: Story = {
  args: { title: 'License Updated', description: 'The pack now holds 10 users.', duration: 5000 },
};

export const Success: Story = {
  args: { title: 'License Deleted' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByText('License Deleted')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { variant: 'error', title: 'Usage Error', description: 'User is part of other organization' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const title = await page.findByText('Usage Error');
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'error');
  },
};

export const Info: Story = {
  args: { variant: 'info', title: 'A code was sent to your email.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByText('A code was sent to your email.')).toBeVisible();
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const title = await page.findByText('License Created');
    const toastElement = title.closest('[data-slot="toast"]') as HTMLElement;
    await userEvent.click(within(toastElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByText('License Created')).not.toBeInTheDocument());
  },
};

/** Spec §9: a toast leaves by itself after 5 seconds (a short duration here keeps the test quick). */
export const AutoDismiss: Story = {
  args: { title: 'Deleted successfully.', duration: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByText('Deleted successfully.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Deleted successfully.')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { title: 'License Created', description: 'The pack now holds 10 users.', duration: 60000 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByText('License Created')).toBeVisible();
  },
};
