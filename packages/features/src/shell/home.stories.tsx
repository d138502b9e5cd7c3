import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeView } from './home.tsx';

const meta = {
  title: 'Features/Shell/HomeView',
  component: HomeView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(canvas.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
  },
};

export const Playground: Story = { args: { detailName: 'MyAccount' } };

export const ManageUsers: Story = {
  args: { detailName: 'ManageUsers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  },
};

export const UnknownDetail: Story = {
  args: { detailName: 'private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  },
};
