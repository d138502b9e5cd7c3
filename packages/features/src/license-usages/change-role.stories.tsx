import * as messages from '@license-console/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FAKE_MANAGER_BUSINESS_PACK } from '../licenses/fake.ts';
import { LicenseUsers } from './license-users.tsx';
import { licenseUsersStrings as strings } from './strings.ts';

const meta = {
  title: 'Features/LicenseUsers/ChangeRole',
  component: LicenseUsers,
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK, onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LicenseUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const USER = 'user@example.com';
const manageAccess = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: `Manage Access: ${USER}` });

async function openChangeRole(canvas: ReturnType<typeof within>, userEvent: { click: (e: Element) => Promise<void> }) {
  await userEvent.click(await manageAccess(canvas));
  const menu = await body().findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Change Role' }));
  return body().findByRole('dialog', { name: 'Change Role' });
}

/**
 * A Business pack shows roles, so a seat's Manage Access menu offers Change Role: the dialog starts from the seat's
 * role, Save Role applies the one chosen, the row shows it, and the focus goes back to the seat's menu button.
 */
export const ChangeRole: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openChangeRole(canvas, userEvent);
    await expect(dialog).toHaveAccessibleDescription(strings.changeRoleDescription(USER));
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveDisplayValue('User');
    await userEvent.selectOptions(role, 'License Administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    const toasts = await body().findAllByText(messages.licenseUsers.roleChanged(USER, 'License Administrator'));
    await expect(toasts.at(-1)).toBeVisible();
    const row = canvas.getByRole('row', { name: /user@example\.com/ });
    await waitFor(() => expect(within(row).getByRole('cell', { name: 'License Administrator' })).toBeVisible());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await manageAccess(canvas)).toHaveFocus());
  },
};

/** The dialog as it opens: the pack's roles, the seat's own chosen, Save Role and Cancel. */
export const ChangeRoleOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openChangeRole(canvas, userEvent);
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveDisplayValue('User');
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['License Administrator', 'User']);
    await expect(within(dialog).getByRole('button', { name: 'Save Role' })).toBeEnabled();
  },
};

/** Escape changes nothing, and the focus goes back to the seat's Manage Access button. */
export const ChangeRoleCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openChangeRole(canvas, userEvent);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'License Administrator');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const row = canvas.getByRole('row', { name: /user@example\.com/ });
    await expect(within(row).queryByRole('cell', { name: 'License Administrator' })).toBeNull();
    await waitFor(async () => expect(await manageAccess(canvas)).toHaveFocus());
  },
};

/** A Standard pack shows no roles: its menus offer no Change Role. */
export const NoRolesNoChange: Story = {
  args: { licenseId: 'fake-license-standard' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Access: sam.patel@example.com' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit Name' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Change Role' })).toBeNull();
  },
};
