import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { playBusyButton } from './busy-button-play.ts';
import { IconButton } from './icon-button.tsx';
import { CloseIcon, MoreIcon, PlusIcon, SettingsIcon } from './icons.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Settings', icon: <SettingsIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The icon says nothing to a screen reader: the button is named by its sr-only label.
    const button = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'md', loading: false, disabled: false } };

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} variant="primary" label="Add License" icon={<PlusIcon />} />
      <IconButton {...args} variant="secondary" label="Manage Access" icon={<MoreIcon />} />
      <IconButton {...args} variant="ghost" label="Settings" icon={<SettingsIcon />} />
      <IconButton {...args} variant="destructive" label="Revoke User" icon={<CloseIcon />} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Revoke User' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} size="sm" label="Small settings" />
      <IconButton {...args} size="md" label="Medium settings" />
      <IconButton {...args} size="lg" label="Large settings" />
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, label: 'Saving' },
  // Busy, it refuses presses yet keeps the focus: a keyboard user who pressed it stays on it.
  play: (context) => playBusyButton(context, 'Saving'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};
