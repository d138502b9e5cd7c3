import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { playBusyButton } from './busy-button-play.ts';
import { Button } from './button.tsx';
import { PlusIcon } from './icons.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Log in', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'destructive', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, children: 'Playground' },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'CANCEL' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Maybe Later' } };

export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };

export const Link: Story = { args: { variant: 'link', children: 'Forgot Password' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add">
        +
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  // Busy, it refuses presses yet keeps the focus: a keyboard user who pressed it stays on it.
  play: (context) => playBusyButton(context, 'Saving'),
};

/** Pressed, a save goes busy and comes back: the focus stays on the button all along, and no second save starts. */
export const BusyKeepsTheFocus: Story = {
  render: function BusyForm() {
    const [busy, setBusy] = React.useState(false);
    const [saves, setSaves] = React.useState(0);
    return (
      <form
        className="flex items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSaves((count) => count + 1);
          setBusy(true);
          setTimeout(() => setBusy(false), 300);
        }}
      >
        <input aria-label="Name" className="rounded-control border border-input px-2 py-1" />
        <Button type="submit" loading={busy}>
          Save
        </Button>
        <output aria-label="Saves">{saves}</output>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toHaveFocus();
    // Pressed again, and Enter in the field, while busy: refused.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Saves' })).toHaveTextContent('1');
    save.focus();
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(save).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Merge Licenses' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Merge Licenses' })).toBeDisabled();
  },
};

export const AsChild: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="/license/new">ADD LICENSE</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ADD LICENSE' });
    await expect(link).toHaveAttribute('href', '/license/new');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const LongText: Story = {
  args: { children: 'Select License Packs for merging and then press this very long button label' },
};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: 'ADD LICENSE' },
  play: async ({ canvas }) => {
    // The icon is decorative: the name is the text alone.
    await expect(canvas.getByRole('button', { name: 'ADD LICENSE' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Button {...args} variant="primary">
        Log in
      </Button>
      <Button {...args} variant="secondary">
        CANCEL
      </Button>
      <Button {...args} variant="ghost">
        Maybe Later
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
      <Button {...args} variant="link">
        Forgot Password
      </Button>
      <Button {...args} variant="primary" icon={<PlusIcon />}>
        Add Site
      </Button>
      <Button {...args} variant="secondary" loading>
        Saving
      </Button>
      <Button {...args} variant="primary" disabled>
        Create
      </Button>
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
