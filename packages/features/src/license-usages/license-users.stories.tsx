import { peopleMessages, peoplePaths, wayfindingMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { fakePersonIds } from '../people/fake-people.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeLicenseUsages } from './fake.ts';
import { LicenseUsers } from './license-users.tsx';

/** A generated pack of product 9 (On-Prem), which only an administrator reads. */
const ON_PREM_PACK = 'fake-license-6';
/** A generated Standard pack of one seat that nobody holds. */
const EMPTY_PACK = 'fake-license-1';

const meta = {
  title: 'Features/LicenseUsers/LicenseUsers',
  component: LicenseUsers,
  args: { licenseId: FAKE_MANAGER_STANDARD_PACK, onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LicenseUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const table = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Users of the license pack' });
const seats = (canvas: ReturnType<typeof within>) => canvas.getByText(/ seats used$/);
/** Why Add User is disabled, beside it. */
const addUserReason = wayfindingMessages.submitBlocked('Add User');

/** The Standard pack's users (no roles): every column of spec §2.7, seats used / total, and the close link. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual(
      expect.arrayContaining(['EMAIL', 'FIRST NAME', 'LAST NAME', 'VALID UNTIL', 'LAST USAGE', 'VERSION']),
    );
    await expect(headers).not.toContain('ROLE');
    await expect(canvas.getByText('Standard license pack')).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('2 of 10 seats used');
    const riley = within(grid).getByRole('row', { name: /riley\.chen@example\.com/ });
    await expect(within(riley).getByText('(Up to date)')).toBeInTheDocument();
    await expect(within(riley).getByRole('cell', { name: '11/10/2026' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Role' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add User' })).toBeDisabled();
    const close = canvas.getByRole('link', { name: 'Close' });
    await expect(close).toHaveAttribute('href', '/Licenses');
    await userEvent.click(close);
    await expect(args.onNavigate).toHaveBeenCalledWith('/Licenses');
  },
};

/** Told who is reading, the page links each seat holder's e-mail to their person's page, for those who may open it. */
export const SeatHolderLinks: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ args, canvas, userEvent }) => {
    const grid = await table(canvas);
    const riley = await within(grid).findByRole('link', { name: peopleMessages.openPerson('riley.chen@example.com') });
    await expect(riley).toHaveAttribute('href', peoplePaths.person(fakePersonIds.riley));
    await userEvent.click(riley);
    await expect(args.onNavigate).toHaveBeenCalledWith(peoplePaths.person(fakePersonIds.riley));
  },
};

/** Any pack, by its id. */
export const Playground: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
};

/** A Business pack shows roles: the ROLE column, and a role selector in the add-user row with the second role first. */
export const CanShowRoles: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByRole('columnheader', { name: /ROLE/ })).toBeVisible();
    const manager = within(grid).getByRole('row', { name: /manager@example\.com/ });
    await expect(within(manager).getByRole('cell', { name: 'License Administrator' })).toBeVisible();
    await expect(canvas.getByText('Business license pack')).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('3 of 5 seats used');
    const role = await canvas.findByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(role).toHaveDisplayValue('User'));
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['License Administrator', 'User']);
  },
};

/** Product 9 (On-Prem): 'Operation not available', and only the way back. */
export const Product9: Story = {
  args: { licenseId: ON_PREM_PACK },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.licenseUsers.operationNotAvailable)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/Licenses');
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { licenseUsages: { licenseUsages: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Loading users...'))[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
  },
};

/** No user holds a seat yet: the table says so, and the add-user row is there. */
export const Empty: Story = {
  args: { licenseId: EMPTY_PACK },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No user is assigned to this license pack yet.')).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('0 of 1 seats used');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so, with a retry, never the empty state. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { licenseUsages: { licenseUsages: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The users of this license pack could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('No user is assigned to this license pack yet.')).toBeNull();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** A pack the user only holds a seat in: the server refuses (403) and the page says 'Access Denied'. */
export const NotManaged: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        licenseUsages: async () => {
          throw new ApiError(403, messages.app.accessDenied);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Access Denied');
  },
};

/** The §5 messages once a field is left, and Add User disabled until the row is valid, saying why. */
export const AddUserInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    const add = canvas.getByRole('button', { name: 'Add User' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('textbox', { name: /First Name/ }));
    await userEvent.click(canvas.getByRole('textbox', { name: /Last Name/ }));
    await userEvent.tab();
    await expect(await canvas.findByText(messages.addUser.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.addUser.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.addUser.lastNameRequired)).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(canvas.getByText(addUserReason)).toBeVisible();
  },
};

/**
 * Why Add User is disabled: always its description, for screen readers; shown on the page only once something is
 * typed that is not yet a valid row (the row is always there, so an empty one shows no standing hint).
 */
export const AddUserReason: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    const top = grid.getBoundingClientRect().top;
    const add = canvas.getByRole('button', { name: 'Add User' });
    await expect(add).toHaveAccessibleDescription(addUserReason);
    await expect(canvas.getByText(addUserReason)).not.toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'casey.new@');
    await waitFor(() => expect(canvas.getByText(addUserReason)).toBeVisible());
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(addUserReason);
    // The reason's line was kept while it was hidden: the users below have not moved.
    await expect(grid.getBoundingClientRect().top).toBe(top);
  },
};

/** The same on a phone: the reason under the row's fields and its button. */
export const PhoneAddUserReason: Story = {
  ...phoneStory,
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    await table(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'casey.new@');
    const reason = await canvas.findByText(addUserReason);
    await waitFor(() => expect(reason).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add User' })).toHaveAccessibleDescription(addUserReason);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A valid row adds the user: the used count rises, the success message shows, the row clears for the next one. */
export const AddUserSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(seats(canvas)).toHaveTextContent('2 of 10 seats used'));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'casey.new@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Casey');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'New');
    const add = canvas.getByRole('button', { name: 'Add User' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await expect(await toast(messages.licenseUsers.added)).toBeVisible();
    await expect(await within(grid).findByRole('row', { name: /casey\.new@example\.com/ })).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('3 of 10 seats used');
    await waitFor(() => expect(email).toHaveValue(''));
    await expect(email).toHaveFocus();
  },
};

/**
 * A refused assignment: the used count rose at once and falls back, and 'Usage Error' reads
 * "Email:'{email}' - {server message}".
 */
export const AddUserRefused: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: { fakeApi: { latencyMs: 150 } },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await waitFor(() => expect(seats(canvas)).toHaveTextContent('3 of 5 seats used'));
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'user@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Uma');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'User');
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(seats(canvas)).toHaveTextContent('4 of 5 seats used'));
    const text = messages.licenseUsers.assignFailed('user@example.com', messages.licenseUsers.alreadyInPack);
    const description = await toast(text);
    await expect(description).toBeVisible();
    await expect(within(description!.closest('[data-slot=toast]')!).getByText('Usage Error')).toBeVisible();
    await waitFor(() => expect(seats(canvas)).toHaveTextContent('3 of 5 seats used'));
    // What was typed stays, to be corrected.
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('user@example.com');
  },
};

/** A refusal without a body: spec §8's own words for an e-mail already assigned. */
export const AddUserRefusedWithoutBody: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        assignLicenseUsage: async () => {
          throw new ApiError(400, 'Bad Request');
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'taken@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Tay');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Ken');
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(await toast(messages.licenseUsers.alreadyAssigned('taken@example.com'))).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('2 of 10 seats used');
  },
};

async function openManageAccess(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (e: Element) => Promise<void> },
  email: string,
) {
  await userEvent.click(await canvas.findByRole('button', { name: `Manage Access: ${email}` }));
  const menu = await body().findByRole('menu');
  // The button as it is once pressed: the trigger of the menu it mounted.
  return { menu, trigger: canvas.getByRole('button', { name: `Manage Access: ${email}` }) };
}

/**
 * Revoke User asks first (YES/CANCEL); YES frees the seat with 'Usage was revoked successfully.', and the focus goes
 * to the next user's Manage Access button.
 */
export const RevokeConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    const { menu } = await openManageAccess(canvas, userEvent, 'sam.patel@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Revoke User' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Revoke User?' });
    await expect(
      within(dialog).getByText("Are you sure to revoke 'sam.patel@example.com' from this license pack?"),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.licenseUsers.revoked)).toBeVisible();
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /sam\.patel@example\.com/ })).toBeNull());
    await expect(seats(canvas)).toHaveTextContent('1 of 10 seats used');
    // The focus goes to the user listed next to the one revoked (here the one before), not to the page.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Manage Access: riley.chen@example.com' })).toHaveFocus(),
    );
  },
};

/** CANCEL (or Escape) keeps the user, and the focus goes back to their Manage Access button. */
export const RevokeCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const { trigger, menu } = await openManageAccess(canvas, userEvent, 'sam.patel@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Revoke User' }));
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('row', { name: /sam\.patel@example\.com/ })).toBeVisible();
  },
};

/** Edit Name turns the names into text boxes (the focus in the first); Save Name keeps them. */
export const EditName: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    const rowHeight = () =>
      within(grid)
        .getByRole('row', { name: /riley\.chen@example\.com/ })
        .getBoundingClientRect().height;
    const before = rowHeight();
    const { menu } = await openManageAccess(canvas, userEvent, 'riley.chen@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Name' }));
    const first = await canvas.findByRole('textbox', { name: 'First name of riley.chen@example.com' });
    await waitFor(() => expect(first).toHaveFocus());
    // The row keeps its height as the names turn into text boxes: the rows below do not jump.
    await expect(Math.abs(rowHeight() - before)).toBeLessThanOrEqual(1);
    await userEvent.clear(first);
    await userEvent.type(first, 'Rylee');
    const last = canvas.getByRole('textbox', { name: 'Last name of riley.chen@example.com' });
    await userEvent.clear(last);
    await userEvent.keyboard('{Enter}');
    // A blank name is refused in place with the add-user message.
    await expect(await canvas.findByText(messages.addUser.lastNameRequired)).toBeVisible();
    await userEvent.type(last, 'Chen-Park');
    const again = await openManageAccess(canvas, userEvent, 'riley.chen@example.com');
    await userEvent.click(within(again.menu).getByRole('menuitem', { name: 'Save Name' }));
    await expect(await toast(messages.licenseUsers.namesUpdated)).toBeVisible();
    const row = await within(grid).findByRole('row', { name: /riley\.chen@example\.com/ });
    await waitFor(() => expect(within(row).getByRole('cell', { name: 'Chen-Park' })).toBeVisible());
    await expect(within(row).getByRole('cell', { name: 'Rylee' })).toBeVisible();
    // The text boxes gone, the focus is on the row's Manage Access button, not the page.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Manage Access: riley.chen@example.com' })).toHaveFocus(),
    );
  },
};

/** While the names are edited: text boxes in the row, and a blank name refused in place. */
export const EditNameInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const { menu } = await openManageAccess(canvas, userEvent, 'sam.patel@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Name' }));
    const first = await canvas.findByRole('textbox', { name: 'First name of sam.patel@example.com' });
    await userEvent.clear(first);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(messages.addUser.firstNameRequired)).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    const again = await openManageAccess(canvas, userEvent, 'sam.patel@example.com');
    await expect(within(again.menu).getByRole('menuitem', { name: 'Save Name' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Escape in a name's text box drops the edit, and the focus goes to the row's Manage Access button. */
export const EditNameEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const { menu } = await openManageAccess(canvas, userEvent, 'sam.patel@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Name' }));
    const first = await canvas.findByRole('textbox', { name: 'First name of sam.patel@example.com' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.type(first, 'x');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: 'First name of sam.patel@example.com' })).toBeNull(),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Manage Access: sam.patel@example.com' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('cell', { name: 'Sam' })).toBeVisible();
  },
};

/** Remove Session (n) ends the user's sessions; the count then reads 0. */
export const RemoveSessions: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas, userEvent }) => {
    const { menu } = await openManageAccess(canvas, userEvent, 'jordan.lee@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove Session (2)' }));
    await expect(await toast('The sessions were removed.')).toBeVisible();
    const reopened = await openManageAccess(canvas, userEvent, 'jordan.lee@example.com');
    const none = await within(reopened.menu).findByRole('menuitem', { name: /^Remove Session \(0\)/ });
    await expect(none).toHaveAttribute('aria-disabled', 'true');
    await expect(none).toHaveAccessibleDescription('No open session to remove');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(reopened.trigger).toHaveFocus());
  },
};

/** Beyond the spec: several users selected, revoked in one confirmed action. */
export const BulkRevoke: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await userEvent.click(await within(grid).findByRole('checkbox', { name: 'Select user@example.com' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select jordan.lee@example.com' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke 2 users' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Revoke Users?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toast(messages.licenseUsers.revoked)).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(seats(canvas)).toHaveTextContent('1 of 5 seats used');
    await expect(canvas.queryByRole('button', { name: /^Revoke \d/ })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Manage Access: manager@example.com' })).toHaveFocus(),
    );
  },
};

/** The pack's manager manages their own Business pack the same way. */
export const ManagerView: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByRole('button', { name: 'Manage Access: user@example.com' })).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('3 of 5 seats used');
  },
};

/**
 * The manager revokes their own seat: the question says it is theirs and what changes (the product through this pack)
 * and what does not (they still manage its users); afterwards the page still lets them.
 */
export const RevokeOwnSeat: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    const { menu } = await openManageAccess(canvas, userEvent, 'manager@example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Revoke User' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Revoke your own seat?' });
    await expect(dialog).toHaveTextContent(
      "'manager@example.com' is your own seat. Revoking it frees the seat: you can no longer use the product through this license pack. You can still manage its users, and add yourself again.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /manager@example\.com/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Manage Access: user@example.com' })).toBeVisible();
    // Anyone else's seat is asked about as before.
    const other = await openManageAccess(canvas, userEvent, 'user@example.com');
    await userEvent.click(within(other.menu).getByRole('menuitem', { name: 'Revoke User' }));
    await expect(await body().findByRole('alertdialog', { name: 'Revoke User?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Select all takes the manager's own seat too: the question says so, and CANCEL keeps every seat. */
export const BulkRevokeOwnSeat: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await userEvent.click(await within(grid).findByRole('checkbox', { name: 'Select: all rows on this page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke 3 users' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Revoke Users?' });
    await expect(dialog).toHaveTextContent(
      'Are you sure to revoke the 3 selected users from this license pack? Your own seat is among them: you can no longer use the product through this pack, but you can still manage its users.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(within(grid).getByRole('row', { name: /manager@example\.com/ })).toBeVisible();
    await expect(seats(canvas)).toHaveTextContent('3 of 5 seats used');
  },
};

const BIG_PACK = 'fake-license-big';
const bigPackUsers = fakeLicenseUsages(BIG_PACK, 5000);

/** A 5,000-seat pack: the rows near the viewport are drawn, and the e-mail filter finds anyone. */
export const BigPack: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        licenseUsages: async () => ({
          usages: bigPackUsers,
          total: 5000,
          canShowRoles: false,
          startDate: '11/10/2025',
          endDate: '11/10/2026',
          productId: 1,
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveAttribute('aria-rowcount', '5001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(100);
    await expect(seats(canvas)).toHaveTextContent('5000 of 5000 seats used');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a user by email' }), '.4999@');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
  },
};

/** On a phone each user is the e-mail with the names under it, and the menu; nothing reaches past the screen's edge. */
export const Phone: Story = {
  ...phoneStory,
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const grid = await table(canvas);
    await expect(await within(grid).findByText('jordan.lee@example.com')).toBeVisible();
    await expect(within(grid).getByText('Jordan Lee')).toBeVisible();
    await expect(within(grid).queryByRole('columnheader', { name: /VERSION/ })).toBeNull();
    await expect(within(grid).queryByRole('columnheader', { name: /FIRST NAME/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Manage Access: jordan.lee@example.com' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Users of the license pack' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Settings menu's items, once opened from the page. */
async function settingsItems(canvas: ReturnType<typeof within>, userEvent: { click(element: Element): Promise<void> }) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
  const menu = await body().findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** Spec §6 on a Business pack: the administrator changes the admin, the cloud organization, and imports or exports. */
export const SettingsMenuAdministrator: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas, userEvent }) => {
    await expect(await settingsItems(canvas, userEvent)).toEqual([
      'Change License Admin',
      'Cloud Settings',
      'Import/Export Users',
    ]);
  },
};

/** Spec §6 on a Standard pack: its manager (of two packs) may hand it over and import or export; no Cloud Settings. */
export const SettingsMenuManager: Story = {
  args: { licenseId: FAKE_MANAGER_STANDARD_PACK },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas, userEvent }) => {
    await expect(await settingsItems(canvas, userEvent)).toEqual(['Change License Admin', 'Import/Export Users']);
  },
};
