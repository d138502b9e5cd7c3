import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'License Renew',
    message: 'The license pack holds 5 users but 3 were requested. Please reduce the assigned users first.',
    onOk: fn(),
    trigger: <Button variant="secondary">Show message</Button>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: 'License Renew' });
    await expect(dialog).toHaveAccessibleDescription(/reduce the assigned users first/);
    await expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.onOk).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { okLabel: 'Ok' } };

export const Open: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    await expect(await page.findByRole('alertdialog', { name: 'License Renew' })).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Opened from state (as the console's message modal is), focus still returns to the button that caused it. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledModal(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Save</Button>
        <Modal {...args} open={open} onOpenChange={setOpen} title="Users" message="The users list has been updated." />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const dialog = await page.findByRole('alertdialog', { name: 'Users' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(save).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Usage Error',
    message:
      "Email:'someone.with.a.really.long.address@subsidiary.example-company.com' - The user already holds a license in another organization and cannot be assigned to this one until it is revoked there.\nSecond line of the message.",
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true, trigger: undefined } };
