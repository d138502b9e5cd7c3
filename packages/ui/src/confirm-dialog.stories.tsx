import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { phoneStory } from './story-viewports.ts';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete SSO?',
    message: "Are you sure to delete 'Contoso Portal' SSO?",
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="destructive">Delete</Button>,
  },
  argTypes: { answers: { control: 'radio', options: ['yes-cancel', 'yes-no'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete SSO?' });
    await expect(dialog).toHaveAccessibleDescription("Are you sure to delete 'Contoso Portal' SSO?");
    // The safe answer takes the focus.
    await expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { answers: 'yes-cancel', tone: 'default' } };

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Spec §4: the second organization prompt answers YES or NO. */
export const YesNo: Story = {
  args: {
    answers: 'yes-no',
    title: 'User is part of other organization',
    message: "Do you want to update the license's organization? The previous usage is removed afterwards.",
    trigger: <Button>Add User</Button>,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    const dialog = await page.findByRole('alertdialog', { name: 'User is part of other organization' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Destructive: Story = { args: { tone: 'destructive', defaultOpen: true, trigger: undefined } };

export const Open: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Merge License',
    message: 'The products of the selected licenses differ. Do you want to merge them anyway?',
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Merge License',
    message:
      'Some of the license packs to merge end later than the main one (someone.with.a.really.long.address@subsidiary.example-company.com ends on 12/31/2030), and the products of the selected licenses differ.\nThe merged pack keeps the main pack’s product and end date. Do you want to continue?',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { tone: 'destructive', defaultOpen: true, trigger: undefined },
};

/** On a phone the answers stay side by side, YES after CANCEL as on a desktop, never stacked. */
export const Phone: Story = {
  ...phoneStory,
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete SSO?' });
    const yes = within(dialog).getByRole('button', { name: 'YES' }).getBoundingClientRect();
    const cancel = within(dialog).getByRole('button', { name: 'CANCEL' }).getBoundingClientRect();
    await expect(yes.top).toBe(cancel.top);
    await expect(yes.left).toBeGreaterThan(cancel.right);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
