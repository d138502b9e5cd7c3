import { peopleMessages } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeUserList } from './fake.ts';
import { UserList } from './user-list.tsx';

const meta = {
  title: 'Features/Users/UserList',
  component: UserList,
  args: { user: fakeUsers.administrator, onNavigate: fn(), onDownload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastTitle = async (text: string) =>
  (await within(document.body).findAllByText(text, { selector: '[data-slot=toast-title]' })).at(-1);
const first = fakeUserList[0]!;

/** An administrator: the search box, ten users with their roles, Save disabled, Add User, and the locked accounts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(await within(table).findByText(first.email)).toBeVisible();
    // A page of ten under the header, and the pages of the 23 users below.
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('navigation', { name: 'Users pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/user/new');
    await expect(canvas.getByRole('link', { name: `Edit: ${first.email}` })).toHaveAttribute(
      'href',
      `/user/Edit/${first.id}`,
    );
    // The e-mail opens the person's page.
    await expect(canvas.getByRole('link', { name: `Open the page of ${first.email}` })).toHaveAttribute(
      'href',
      `/people/${first.id}`,
    );
    // A deactivated account is marked so beside its e-mail, and only it.
    const deactivated = fakeUserList.find((listed) => listed.deactivated)!;
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(deactivated.email));
    await expect(row).toHaveTextContent(peopleMessages.deactivatedMark);
    await expect(within(table).getAllByText(peopleMessages.deactivatedMark)).toHaveLength(1);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Locked accounts' })).toBeVisible();
  },
};

/** Special characters are refused with the §8 message unless the text is an e-mail; a valid one searches. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search by name or email' });
    await userEvent.type(box, 'hopper#');
    await userEvent.click(canvas.getByRole('button', { name: 'SEARCH' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please specify valid characters for names or valid email formats',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(box);
    await userEvent.type(box, 'hopper{Enter}');
    const table = canvas.getByRole('table', { name: 'Users' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row').length).toBe(
        fakeUserList.filter((user) => user.lastName === 'Hopper').length + 1,
      ),
    );
    await expect(canvas.queryByText('Please specify valid characters for names or valid email formats')).toBeNull();
  },
};

/** Toggles are collected ('Not saved'), Save sends them at once, the §8 message shows and the pending set clears. */
export const ToggleAndSave: Story = {
  play: async ({ canvas, userEvent }) => {
    const standard = fakeUserList.find((user) => !user.administrator)!;
    const toggle = await canvas.findByRole('switch', { name: `IM Super Administrator: ${standard.email}` });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Not saved')).toBeVisible();
    await expect(canvas.getByText('1 role change not saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toastTitle('The users list has been updated.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Not saved')).toBeNull());
    await expect(canvas.getByRole('switch', { name: `IM Super Administrator: ${standard.email}` })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A refused save (the last administrator): the server's text, and the toggles stay pending to correct. */
export const SaveRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const admin of fakeUserList.filter((user) => user.administrator)) {
      await userEvent.click(await canvas.findByRole('switch', { name: `IM Super Administrator: ${admin.email}` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = await toastTitle('Save');
    await expect(title?.parentElement).toHaveTextContent(
      'At least one IM Super Administrator must remain. Nothing was changed.',
    );
    await expect(canvas.getByText('2 role changes not saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** No user matches: the §8 empty message. */
export const Empty: Story = {
  parameters: {
    consoleApi: { users: { searchUserPagedCount: async () => 0, searchUserPaged: async () => [] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no users to show.')).toBeVisible();
  },
};

/** The first read is under way. */
export const Loading: Story = {
  parameters: { consoleApi: { users: { searchUserPagedCount: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Loading users...'))[0]).toBeVisible();
  },
};

const failingCount = fn(async (): Promise<number> => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so with a retry, never 'There are no users to show.'. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { users: { searchUserPagedCount: failingCount } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText('The users could not be loaded.').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('There are no users to show.')).toBeNull();
    const calls = failingCount.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingCount.mock.calls.length).toBeGreaterThan(calls));
  },
};

const refusedRead = fn(async () => {
  throw new ApiError(403, 'Access Denied');
});

/** Anyone but an administrator reads 'Access Denied', and nothing is asked of the server. */
export const NotAdministrator: Story = {
  args: { user: fakeUsers.manager },
  parameters: { consoleApi: { users: { searchUserPagedCount: refusedRead } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(refusedRead).not.toHaveBeenCalled();
  },
};

/** Export CSV: every user the search finds, on every page, saved as users.csv. */
export const ExportCsv: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByText(first.email);
    const box = canvas.getByRole('searchbox', { name: 'Search by name or email' });
    await userEvent.type(box, 'ada{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledOnce());
    const [file, name] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(name).toBe('users.csv');
    const lines = (await file.text()).split('\r\n');
    await expect(lines[0]).toBe('Email,FirstName,LastName');
    await expect(lines.length).toBeGreaterThan(1);
    await expect(lines.slice(1).every((line) => line.toLowerCase().includes('ada'))).toBe(true);
  },
};

/** A failed export says so under the action's name; the list stays. */
export const ExportRefused: Story = {
  parameters: { consoleApi: { users: { exportUsersCsv: () => Promise.reject(new ApiError(400, 'Too many users.')) } } },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByText(first.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await toastTitle('Export CSV')).toBeVisible();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** On a phone: the e-mail, the role toggle and Edit fit; name and company are left out. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(await within(table).findByText(first.email)).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Name' })).toBeNull();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Addresses of the length real ones reach, as a phone shows them. */
const longAddresses = fakeUserList.slice(0, 3).map((user, index) => ({
  ...user,
  email: [
    'casey.schmidt.16@northwind.example',
    'alexandra.konstantinopoulou@contoso-international.example',
    'blair.tanaka.34@fabrikam.example',
  ][index]!,
}));

/**
 * On a phone, long addresses wrap after their `@` and before their dots, so the role toggle and Edit stay beside them
 * in the box: the table needs no sideways scroll, and the role's header is not under the Edit column's shade.
 */
export const PhoneLongAddresses: Story = {
  ...phoneStory,
  parameters: {
    ...phoneStory.parameters,
    consoleApi: {
      users: {
        searchUserPagedCount: async () => longAddresses.length,
        searchUserPaged: async () => longAddresses,
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    const longest = await within(table).findByText(longAddresses[1]!.email);
    // Wrapped, not cut: the whole address is there, on more than one line.
    // alexandra | .konstantinopoulou@ | contoso-international | .example
    await expect(longest.querySelectorAll('wbr')).toHaveLength(3);
    await expect(longest.getClientRects().length).toBeGreaterThan(1);
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // Each row keeps its role toggle in view, right of its address.
    for (const toggle of within(table).getAllByRole('switch')) {
      await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
    }
  },
};
