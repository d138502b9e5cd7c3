import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    className: 'max-w-md',
    children: (
      <>
        <CardHeader>
          <CardTitle>Password Settings</CardTitle>
          <CardDescription>Sets minimum length and strength for all users of this license.</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Minimum characters: 8</p>
        </CardContent>
        <CardFooter>
          <Button>Save</Button>
        </CardFooter>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Password Settings' })).toBeVisible();
  },
};

export const Playground: Story = { args: { className: 'max-w-lg' } };

export const ContentOnly: Story = {
  args: { children: <p>Welcome to the console. Here you can manage your licenses.</p> },
};

export const Dark: Story = { globals: { theme: 'dark' } };
