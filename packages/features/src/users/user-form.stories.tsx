import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeUserList } from './fake.ts';
import { UserForm } from './user-form.tsx';

const meta = {
  title: 'Features/Users/UserForm',
  component: UserForm,
  args: { mode: 'profile', user: fakeUsers.user, onNavigate: fn(), onSaved: fn() },
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: fakeUsers.user } },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest toast with this text (a story before may have left one). */
const toast = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const editedUser = fakeUserList[3]!;

/** An ordinary user's profile: the company read-only (spec §6), no magentoId, no roles, no Password Settings. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(await canvas.findByDisplayValue('user@example.com')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: 'Magento Id' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'IM Super Administrator' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Password Settings' })).toBeNull();
    // Uma lives in Germany: the phone goes with its dialling code.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/\+49/));
  },
};

/** An isManager user edits their company and reaches Password Settings. */
export const ManagerProfile: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas, userEvent }) => {
    const company = await canvas.findByRole('textbox', { name: 'Company' });
    await expect(company).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Password Settings' })).toHaveAttribute(
      'href',
      '/user/password-setting',
    );
    await userEvent.clear(company);
    await userEvent.type(company, 'Fabrikam');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.users.updated)).toBeVisible();
  },
};

/** Spec §4: clearing the country hides and clears the phone; saving without one asks for it. */
export const CountryCleared: Story = {
  play: async ({ canvas, userEvent }) => {
    const country = await canvas.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('DE'));
    await userEvent.selectOptions(country, '');
    await expect(canvas.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.profile.selectCountry)).toBeVisible();
    await userEvent.selectOptions(country, 'FR');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  },
};

/**
 * Change Password reveals the current password and the new one under the live checklist; the current one is
 * required; unchecking clears them.
 */
export const ChangePassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByDisplayValue('user@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Change Password' }));
    const password = canvas.getByLabelText('New Password');
    await userEvent.type(password, 'short');
    const checklist = canvas.getByRole('group', { name: 'Password policy' });
    await expect(within(checklist).getByText(/At least 8 characters/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.resetPassword.policyNotMet)).toBeVisible();
    await expect(await canvas.findByText(messages.profile.currentPasswordRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(messages.profile.currentPassword), 'User!2345');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Change Password' }));
    await expect(canvas.queryByLabelText('New Password')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Change Password' }));
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
    await expect(canvas.getByLabelText(messages.profile.currentPassword)).toHaveValue('');
  },
};

/** A new address waits for confirmation: the spec's profile message, and the address shown as pending. */
export const EmailChange: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveValue('user@example.com'));
    await userEvent.clear(email);
    await userEvent.type(email, 'uma.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.users.profileUpdated)).toBeVisible();
    await expect(await canvas.findByText('uma.new@example.com (waiting for confirmation)')).toBeVisible();
  },
};

/** A refusal the server explains per field shows in place, and what was typed stays. */
export const ServerFieldError: Story = {
  parameters: {
    consoleApi: {
      users: {
        updateProfile: () =>
          Promise.reject(
            new ApiError(400, messages.profile.emailInUse, { fields: { email: messages.profile.emailInUse } }),
          ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveValue('user@example.com'));
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(messages.profile.emailInUse)).toBeVisible();
    await expect(email).toHaveValue('taken@example.com');
  },
};

/** A refusal for no one field (the server failed): the reason stands beside Save, and what was typed stays. */
export const SaveFailed: Story = {
  parameters: {
    consoleApi: { users: { updateProfile: () => Promise.reject(new ApiError(500, 'Internal Server Error')) } },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(first).not.toHaveValue(''));
    await userEvent.clear(first);
    await userEvent.type(first, 'Robin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAccessibleDescription(messages.transport.genericError));
    await expect(first).toHaveValue('Robin');
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { users: { profileForEdit: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

/** Edit User (administrators): the roles and magentoId; saved, the host goes back to the list. */
export const EditUser: Story = {
  args: { mode: 'edit', user: fakeUsers.administrator, userId: editedUser.id },
  parameters: { fakeApi: { signedInAs: fakeUsers.administrator } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
    await expect(await canvas.findByDisplayValue(editedUser.email)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Magento Id' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Password policy manager' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.users.updated)).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/**
 * The new user, on a page titled Add User without the Magento Id a new account cannot have yet: a note that they
 * will be mailed a link; created with the spec's message.
 */
export const NewUser: Story = {
  args: { mode: 'new', user: fakeUsers.administrator },
  parameters: { fakeApi: { signedInAs: fakeUsers.administrator } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText(/receives an e-mail with a link to choose a password/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Magento Id' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Roles' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Nia');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'New');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nia.new@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'FR');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toast(messages.users.created)).toBeVisible();
    await expect(document.querySelector('[data-slot=toast-title]')).toHaveTextContent('Add User');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** The administrators' forms say 'Access Denied' to anyone else. */
export const NotAdministrator: Story = {
  args: { mode: 'new', user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const UserNotFound: Story = {
  args: { mode: 'edit', user: fakeUsers.administrator, userId: 'no-such-user-xxxxxxxxx' },
  parameters: { fakeApi: { signedInAs: fakeUsers.administrator } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This user does not exist.')).toBeVisible();
  },
};

/** My Profile on a phone: one field to a row, Save within reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Edit User, another administrator's save of the user coming in right after the form loaded it. */
const userEditedElsewhere = {
  args: { mode: 'edit', user: fakeUsers.administrator, userId: editedUser.id },
  parameters: {
    fakeApi: {
      signedInAs: fakeUsers.administrator,
      usersEditedElsewhere: {
        user: {
          id: editedUser.id,
          changes: { company: 'Fabrikam', phone: '5550199' },
          by: 'admin.two@example.com',
          at: '2026-03-10T14:05:00.000Z',
        },
      },
    },
  },
} satisfies Story;

/**
 * A last name saved over another administrator's change (412): who and when, their company and phone beside the
 * edit, Reload and Overwrite; nothing saved yet.
 */
export const EditUserEditedElsewhere: Story = {
  ...userEditedElsewhere,
  play: async ({ canvas, userEvent, args }) => {
    const lastName = await canvas.findByRole('textbox', { name: 'Last Name' });
    await waitFor(() => expect(lastName).toHaveValue(editedUser.lastName));
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Hopper-Smith');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: messages.staleEdit.title });
    await expect(dialog).toHaveTextContent('admin.two@example.com changed this record on Mar 10, 2026, 2:05 PM UTC');
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      `Last Name${editedUser.lastName}Hopper-Smith`,
      `CompanyFabrikam${editedUser.company ?? '(empty)'}`,
      'Phone5550199(empty)',
    ]);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The same dialog on a phone. */
export const EditUserEditedElsewherePhone: Story = {
  ...EditUserEditedElsewhere,
  ...phoneStory,
  parameters: { ...userEditedElsewhere.parameters, ...phoneStory.parameters },
};
