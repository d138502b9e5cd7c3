import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './loading-overlay.tsx';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Processing...');
    await expect(status).toHaveAttribute('data-state', 'open');
  },
};

export const Playground: Story = { args: { open: true, label: 'Processing...' } };

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status).toHaveAttribute('data-state', 'closed');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
