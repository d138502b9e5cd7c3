import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { Page } from './page.tsx';

const meta = {
  title: 'UI/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Licenses', children: <Card>Welcome to the console. Here you can manage your licenses.</Card> },
  argTypes: { width: { control: 'select', options: ['default', 'wide', 'narrow'] } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  },
};

export const Playground: Story = { args: { width: 'default' } };

export const WithActions: Story = {
  args: { title: 'Products', actions: <Button>Add Product</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeVisible();
  },
};

export const Wide: Story = { args: { title: 'Manage Users', width: 'wide' } };

export const LongText: Story = {
  args: { title: 'Password Settings for every user of the Subsidiary Example Company International license pack' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
