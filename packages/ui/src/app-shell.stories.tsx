import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppShell, NavMenu, NavMenuItem } from './app-shell.tsx';
import { Button } from './button.tsx';
import { Page } from './page.tsx';

const navigation = (
  <NavMenu>
    <NavMenuItem href="#licenses" active>
      LICENSES
    </NavMenuItem>
    <NavMenuItem href="#profile">MY PROFILE</NavMenuItem>
    <NavMenuItem asChild>
      <button type="button">LOG OUT</button>
    </NavMenuItem>
  </NavMenu>
);

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'License Console',
    navigation,
    children: <Page title="Licenses">Welcome to the console. Here you can manage your licenses.</Page>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('License Console');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LICENSES' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('Welcome to the console.');
  },
};

export const Playground: Story = { args: { productName: 'License Console' } };

export const WithActions: Story = {
  args: { actions: <Button size="sm">Help</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Help' })).toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    productName: 'License Console for Subsidiary Example Company International',
    children: <Page title="Password Setting for every user of this license pack">A long title wraps.</Page>,
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { actions: <Button variant="secondary">LOG OUT</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'LICENSES' })).toHaveAttribute('aria-current', 'page');
  },
};
