import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { IconButton } from './icon-button.tsx';
import { ChevronDownIcon, MoreIcon, SettingsIcon } from './icons.tsx';
import { Input } from './input.tsx';

const selected = fn();

function ManageLicenses({ canMerge = true, open }: { canMerge?: boolean; open?: boolean }) {
  return (
    <DropdownMenu {...(open === undefined ? {} : { defaultOpen: open })}>
      <DropdownMenuTrigger asChild>
        <Button>
          Manage Licenses
          <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => selected('add')}>Add License</DropdownMenuItem>
        <DropdownMenuItem disabled={!canMerge} onSelect={() => selected('merge')}>
          Merge License
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: ManageLicenses,
  beforeEach: () => {
    selected.mockClear();
  },
} satisfies Meta<typeof ManageLicenses>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/**
 * A menu's button, looked up each time: it is drawn anew as its menu first mounts (the same button to a person, with
 * the same name and place).
 */
const buttonIn = (scope: ReturnType<typeof within>, name = 'Manage Licenses') => scope.getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Manage Licenses' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Manage Licenses' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Add License' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Merge License' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selected).toHaveBeenCalledWith('merge');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(buttonIn(canvas)).toHaveFocus();
  },
};

export const Playground: Story = { args: { canMerge: true } };

/** Spec §2.4: merging is offered only when more than one license is listed. */
export const Disabled: Story = {
  args: { canMerge: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Licenses' }));
    const item = await page.findByRole('menuitem', { name: 'Merge License' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { open: true } };

/** The license-users settings menu (spec §2.7), behind an icon button named for screen readers. */
export const SettingsMenu: Story = {
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton variant="secondary" label="License settings" icon={<SettingsIcon />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>License settings</DropdownMenuLabel>
        <DropdownMenuItem>Change License Admin</DropdownMenuItem>
        <DropdownMenuItem>Cloud Settings</DropdownMenuItem>
        <DropdownMenuItem>Import/Export Users</DropdownMenuItem>
        <DropdownMenuItem>AI Features</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked>Show roles</DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'License settings' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Show roles' })).toBeChecked();
  },
};

/** The 'Manage Access' menu of a license user, with a destructive item. */
export const ManageAccess: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <IconButton label="Manage Access for ada@example.com" icon={<MoreIcon />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem>Edit Name</DropdownMenuItem>
        <DropdownMenuItem>Remove Session (2)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">Revoke User</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const item = await page.findByRole('menuitem', { name: 'Revoke User' });
    await expect(item).toHaveAttribute('data-variant', 'destructive');
  },
};

export const LongText: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Organization</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-w-xs">
        <DropdownMenuItem>Rename the organization this license pack belongs to</DropdownMenuItem>
        <DropdownMenuItem>Link with Subsidiary Example Company International Holdings</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { open: true } };

/** A row's menu in a long list: the button alone until it is wanted (here a list of one row's menu). */
function RowMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button id="manage-access-ada" variant="ghost" size="sm" aria-label="Manage Access: ada@example.com">
          Manage Access
          <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => selected('edit')}>Edit Name</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => selected('sessions')}>Remove Session (2)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => selected('revoke')}>
          Revoke User
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A deferred menu opened with a key: before, its button says it has a menu, closed; Enter mounts the menu open with
 * its first item focused, arrows move, Escape closes it and gives the focus back to the button.
 */
export const DeferredByKeyboard: Story = {
  render: () => <RowMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Manage Access: ada@example.com' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Manage Access: ada@example.com' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit Name' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Remove Session (2)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    const mountedTrigger = canvas.getByRole('button', { name: 'Manage Access: ada@example.com' });
    await expect(mountedTrigger).toHaveFocus();
    await expect(mountedTrigger).toHaveAttribute('aria-expanded', 'false');
    await expect(selected).not.toHaveBeenCalled();
  },
};

/** A deferred menu opened with the pointer: one click opens it; choosing an item runs it and closes the menu. */
export const DeferredByPointer: Story = {
  render: () => <RowMenu />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Access: ada@example.com' }));
    const menu = await page.findByRole('menu');
    await expect(canvas.getByRole('button', { name: 'Manage Access: ada@example.com' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Revoke User' }));
    await expect(selected).toHaveBeenCalledWith('revoke');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A mouse resting on a deferred menu's button mounts the menu, closed: the press that follows only opens it. */
export const DeferredByHover: Story = {
  render: () => <RowMenu />,
  play: async ({ canvas, userEvent }) => {
    const name = 'Manage Access: ada@example.com';
    const drawn = canvas.getByRole('button', { name });
    await userEvent.hover(drawn);
    await waitFor(() => expect(canvas.getByRole('button', { name })).not.toBe(drawn));
    await expect(page.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name }));
    const menu = await page.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Name' }));
    await expect(selected).toHaveBeenCalledWith('edit');
  },
};

/** A row's menu without an id of its own, as two rows of a list draw them. */
function RowMenuOf({ email }: { email: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Manage Access: ${email}`}>
          Manage Access
          <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => selected(email)}>Edit Name</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * One menu mounted at a time: a mouse resting on a second row's button mounts its menu, and the first row's menu,
 * closed, goes back to its button alone; a menu whose button holds the focus stays (drawn anew, it would lose it).
 */
export const OneMountedAtATime: Story = {
  // Behaviour only (its picture is Default's): its idle-timed release runs in the stories project, on a page of its
  // own, not in the screenshot run's one shared page after every other story.
  parameters: { visual: { disable: true } },
  render: () => (
    <div className="flex gap-3">
      <RowMenuOf email="ada@example.com" />
      <RowMenuOf email="bob@example.com" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const ada = 'Manage Access: ada@example.com';
    const bob = 'Manage Access: bob@example.com';
    const drawn = canvas.getByRole('button', { name: ada });
    await userEvent.hover(drawn);
    // The parts load on the first rest, and the others go once the page is idle: within the idle wait's 5 s at most.
    const settled = { timeout: 6000 };
    await waitFor(() => expect(canvas.getByRole('button', { name: ada })).not.toBe(drawn), settled);
    const mounted = canvas.getByRole('button', { name: ada });
    await userEvent.hover(canvas.getByRole('button', { name: bob }));
    await waitFor(() => expect(canvas.getByRole('button', { name: ada })).not.toBe(mounted), settled);
    await expect(canvas.getByRole('button', { name: ada })).toHaveAttribute('aria-expanded', 'false');

    // Opened and closed by the keyboard, Ada's menu gives the focus back to its button, and stays mounted.
    canvas.getByRole('button', { name: ada }).focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu', { name: ada });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    const focused = canvas.getByRole('button', { name: ada });
    await expect(focused).toHaveFocus();
    await userEvent.hover(canvas.getByRole('button', { name: bob }));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    await expect(canvas.getByRole('button', { name: ada })).toBe(focused);
    await expect(focused).toHaveFocus();

    // Bob's menu opens with a press; choosing its item runs it.
    await userEvent.click(canvas.getByRole('button', { name: bob }));
    const menu = await page.findByRole('menu', { name: bob });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Name' }));
    await expect(selected).toHaveBeenCalledWith('bob@example.com');
  },
};

/**
 * ArrowUp opens the menu on its last item; a letter moves to the next item it starts; Home and End go to the ends;
 * Tab closes the menu and moves on from its button, as if the focus had stayed there.
 */
export const KeysAndTab: Story = {
  render: () => (
    <div className="flex gap-3">
      <ManageLicenses />
      <Input aria-label="After the menu" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Manage Licenses' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Merge License' })).toHaveFocus());
    await userEvent.keyboard('a');
    await expect(within(menu).getByRole('menuitem', { name: 'Add License' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Merge License' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(menu).getByRole('menuitem', { name: 'Add License' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'After the menu' })).toHaveFocus();
    await expect(selected).not.toHaveBeenCalled();
  },
};

/** A press outside closes the menu and leaves the focus to what was pressed. */
export const PressOutside: Story = {
  render: KeysAndTab.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Licenses' }));
    await page.findByRole('menu');
    const box = canvas.getByRole('textbox', { name: 'After the menu' });
    await userEvent.click(box);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Manage Licenses' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An open modal dialog holding a menu. */
function InDialog({ children }: { children: React.ReactNode }) {
  return (
    <Dialog open>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Organization</DialogTitle>
          <DialogDescription>Pick what to do with the organization.</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A menu in a modal dialog: its items take the pointer and the focus inside the dialog's focus trap, and Escape closes
 * the menu alone, the dialog staying open.
 */
export const InsideDialog: Story = {
  render: () => (
    <InDialog>
      <Input aria-label="Organization name" />
      <ManageLicenses />
    </InDialog>
  ),
  play: async ({ userEvent }) => {
    const dialog = await page.findByRole('dialog', { name: 'Organization' });
    const trigger = () => buttonIn(within(dialog));
    await userEvent.click(trigger());
    await page.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(trigger()).toHaveFocus();
    await userEvent.click(trigger());
    const menu = await page.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add License' }));
    await expect(selected).toHaveBeenCalledWith('add');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Organization' })).toBeInTheDocument();
    // Tab from a menu whose button is the dialog's last field wraps to its first, as the dialog's focus trap does.
    await userEvent.click(trigger());
    await page.findByRole('menu');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('textbox', { name: 'Organization name' })).toHaveFocus();
  },
};

/** An open menu in a dialog: drawn over the dialog's edge, and not cut off by it. */
export const OpenInDialog: Story = {
  render: () => (
    <InDialog>
      <div className="flex justify-end">
        <ManageLicenses />
      </div>
    </InDialog>
  ),
  play: async ({ userEvent }) => {
    const dialog = await page.findByRole('dialog', { name: 'Organization' });
    await userEvent.click(buttonIn(within(dialog)));
    const menu = await page.findByRole('menu');
    await expect(menu).toBeVisible();
    // The dialog is centred by a transform: the menu is still under its button, its left edge on the button's, 4 px
    // below it, and above the dialog (what is drawn at its middle is the menu).
    const button = buttonIn(within(dialog)).getBoundingClientRect();
    await waitFor(() => {
      const box = menu.getBoundingClientRect();
      expect(Math.abs(box.left - button.left)).toBeLessThan(1);
      expect(Math.abs(box.top - button.bottom - 4)).toBeLessThan(1);
    });
    const box = menu.getBoundingClientRect();
    await expect(menu.contains(document.elementFromPoint(box.left + box.width / 2, box.bottom - 4))).toBe(true);
  },
};

/** A menu whose button is near the bottom of the viewport opens above it. */
export const NearTheBottom: Story = {
  render: () => (
    <div className="fixed bottom-4 left-4">
      <ManageLicenses open />
    </div>
  ),
  play: async ({ canvas }) => {
    const menu = await page.findByRole('menu');
    const button = canvas.getByRole('button', { name: 'Manage Licenses' });
    await waitFor(() =>
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top),
    );
  },
};

/**
 * The focus back on the button while its menu is open (the menu closes as the focus leaves it): ArrowUp opens the menu
 * on its last item, ArrowDown on its first.
 */
export const ArrowFromTheButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(buttonIn(canvas));
    await page.findByRole('menu');
    buttonIn(canvas).focus();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'Merge License' })).toHaveFocus());
    buttonIn(canvas).focus();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'Add License' })).toHaveFocus());
  },
};
