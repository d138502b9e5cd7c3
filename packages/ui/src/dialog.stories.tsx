import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

function ConfirmDialog(props: React.ComponentProps<typeof Dialog>) {
  return (
    <Dialog {...props}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete SSO?</DialogTitle>
          <DialogDescription>Are you sure to delete 'Intranet' SSO?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">CANCEL</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">YES</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: ConfirmDialog,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Delete SSO?' });
    await userEvent.keyboard('{Tab}');
    await expect(within(dialog).getByRole('button', { name: 'YES' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { modal: true } };

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await page.findByRole('dialog', { name: 'Delete SSO?' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };
