import { peopleMessages as text } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakePersonIds } from './fake-people.ts';
import { PersonPage } from './person-page.tsx';

const meta = {
  title: 'Features/People/PersonPage',
  component: PersonPage,
  args: { user: fakeUsers.administrator, userId: fakePersonIds.riley, onNavigate: fn() },
  // The fake signs the administrator in unless a story says otherwise (a story's fakeApi is kept as it is given).
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PersonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
type Canvas = ReturnType<typeof within>;
type UserEvent = { keyboard: (keys: string) => Promise<void>; click: (element: Element) => Promise<void> };
interface Question {
  name: string;
  label: string;
  title: string;
  message: string;
}
const asManager = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
} as const;

/** The page's sections, once the person is read: who they are, how they sign in, their seats and the actions. */
async function loaded(canvas: Canvas, name: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
  return {
    actions: canvas.getByRole('region', { name: text.actionsTitle }),
    seats: canvas.getByRole('region', { name: text.seatsTitle }),
    signIn: canvas.getByRole('region', { name: text.signInTitle }),
  };
}

/** What a term of the sign-in list says. */
function definitionOf(region: HTMLElement, term: string): string {
  const dt = within(region).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** An administrator's view: every seat, the sign-in state, Edit profile, and the actions the answer allows. */
export const AsAdministrator: Story = {
  play: async ({ canvas }) => {
    const { actions, seats, signIn } = await loaded(canvas, 'Riley Chen');
    await expect(canvas.getByText('riley.chen@example.com')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: text.rolesLabel })).getByText(text.user)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.editProfile })).toBeVisible();
    await expect(definitionOf(signIn, text.password)).toBe(text.passwordSet('01/12/2026'));
    await expect(definitionOf(signIn, text.twoFactor)).toBe(text.twoFactorOn);
    await expect(definitionOf(signIn, text.lastSignIn)).toBe('2026-03-09 08:14 UTC');
    await expect(definitionOf(signIn, text.activeSessions)).toBe('2');
    await expect(definitionOf(signIn, text.lock)).toBe(text.notLocked);
    await expect(definitionOf(signIn, text.status)).toBe(text.active);
    const table = await within(seats).findByRole('table', { name: text.seatsGridLabel });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(
      within(table).getByRole('link', { name: text.openPack('Standard', 'manager@example.com') }),
    ).toBeVisible();
    await expect(
      within(table).getByRole('button', { name: text.revokeSeatOf('Standard', 'manager@example.com') }),
    ).toBeVisible();
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text.signOutEverywhere, text.forcePasswordChange, text.deactivate]);
  },
};

/** A pack manager: only the seats of their packs, only Sign out everywhere, and no link to the user form. */
export const AsManager: Story = {
  ...asManager,
  play: async ({ canvas }) => {
    const { actions } = await loaded(canvas, 'Riley Chen');
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text.signOutEverywhere]);
    await expect(canvas.queryByRole('link', { name: text.editProfile })).toBeNull();
  },
};

/** A pack that shows roles: its manager changes the seat's role in place, and a toast says so. */
export const ChangeRole: Story = {
  ...asManager,
  args: { ...asManager.args, userId: fakePersonIds.uma },
  play: async ({ canvas, userEvent }) => {
    const { seats } = await loaded(canvas, 'Uma User');
    const role = await within(seats).findByRole('combobox', { name: text.roleOf('Business') });
    await expect(role).toHaveDisplayValue('User');
    await userEvent.selectOptions(role, 'License Administrator');
    await expect((await body.findAllByText(text.roleChanged)).at(-1)).toBeVisible();
    await waitFor(() => expect(role).toHaveDisplayValue('License Administrator'));
    await expect(role).toHaveFocus();
  },
};

/** A deactivated account that still holds a seat: the notice, the seat to revoke or keep, and Reactivate. */
export const DeactivatedWithSeatsKept: Story = {
  args: { userId: fakePersonIds.jordan },
  play: async ({ canvas }) => {
    const { actions, seats, signIn } = await loaded(canvas, 'Jordan Lee');
    await expect(definitionOf(signIn, text.status)).toBe(text.deactivatedSince('2026-03-02 16:00 UTC'));
    await expect(within(seats).getByText(text.seatsKept(1))).toBeVisible();
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text.forcePasswordChange, text.reactivate]);
  },
};

/** Invited, never signed in: no password yet, never signed in, and the set-password mail to send again. */
export const NeverSignedIn: Story = {
  args: { userId: fakePersonIds.noor },
  play: async ({ canvas }) => {
    const { actions, signIn } = await loaded(canvas, 'Noor Hassan');
    await expect(definitionOf(signIn, text.password)).toBe(text.passwordNotSet);
    await expect(definitionOf(signIn, text.lastSignIn)).toBe(text.neverSignedIn);
    await expect(within(actions).getByRole('button', { name: text.resendSetPassword })).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: text.forcePasswordChange })).toBeNull();
  },
};

/** Locked out after too many wrong passwords, until when. */
export const Locked: Story = {
  args: { userId: fakePersonIds.sam },
  play: async ({ canvas }) => {
    const { signIn } = await loaded(canvas, 'Sam Patel');
    await expect(definitionOf(signIn, text.lock)).toBe(text.lockedUntil('2026-03-10 15:45 UTC'));
  },
};

/** Someone who holds no seat the caller can see (here the administrator themselves: no Deactivate either). */
export const EmptySeats: Story = {
  args: { userId: fakePersonIds.administrator },
  play: async ({ canvas }) => {
    const { actions, seats } = await loaded(canvas, 'Alex Admin');
    await expect(await within(seats).findByText(text.seatsEmpty)).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: text.rolesLabel })).getByText(text.administrator),
    ).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: text.deactivate })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { people: { getPerson: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(text.loading);
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so, with a retry, never as a person with nothing. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { people: { getPerson: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text.loadFailed)).toBeVisible();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** An unknown id, or a person the manager may not read (no seat in their packs): the same not-found state. */
export const NotFound: Story = {
  ...asManager,
  args: { ...asManager.args, userId: fakePersonIds.noor },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.notFound);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.retry })).toBeNull();
  },
};

/** Someone who is neither an administrator nor a manager reads Access Denied, and nothing is asked for. */
export const AccessDenied: Story = {
  args: { user: fakeUsers.user },
  parameters: { fakeApi: { signedInAs: fakeUsers.user } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.app.accessDenied)).toBeVisible();
  },
};

/**
 * Opens an action's question by keyboard and checks its words; CANCEL gives the focus back to the button, and Enter
 * asks again: the question is left open.
 */
async function ask(canvas: Canvas, userEvent: UserEvent, { name, label, title, message }: Question) {
  const { actions } = await loaded(canvas, name);
  const button = within(actions).getByRole('button', { name: label });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const question = await body.findByRole('alertdialog', { name: title });
  await expect(within(question).getByText(message)).toBeVisible();
  await userEvent.click(within(question).getByRole('button', { name: text.cancel }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return body.findByRole('alertdialog', { name: title });
}

/** Answers YES to the question and waits for the toast that says what was done. */
async function confirm(userEvent: UserEvent, question: HTMLElement, done: string) {
  await userEvent.click(within(question).getByRole('button', { name: text.confirm }));
  await expect((await body.findAllByText(done)).at(-1)).toBeVisible();
}

const signOut: Question = {
  name: 'Riley Chen',
  label: text.signOutEverywhere,
  title: text.signOutTitle,
  message: text.signOutMessage('riley.chen@example.com'),
};
const force: Question = {
  name: 'Riley Chen',
  label: text.forcePasswordChange,
  title: text.forceTitle,
  message: text.forceMessage('riley.chen@example.com'),
};
const resend: Question = {
  name: 'Noor Hassan',
  label: text.resendSetPassword,
  title: text.resendTitle,
  message: text.resendMessage('noor.hassan@example.com'),
};
const deactivate: Question = {
  name: 'Uma User',
  label: text.deactivate,
  title: text.deactivateTitle,
  message: text.deactivateMessage('user@example.com', 1),
};
const reactivate: Question = {
  name: 'Jordan Lee',
  label: text.reactivate,
  title: text.reactivateTitle,
  message: text.reactivateMessage('jordan.lee@example.com'),
};

/** Sign out everywhere asks first, naming the person; CANCEL changes nothing. */
export const SignOutDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await ask(canvas, userEvent, signOut);
  },
};

/** YES ends every session, a toast says how many, and the focus goes to the actions' heading as the button leaves. */
export const SignedOutEverywhere: Story = {
  play: async ({ canvas, userEvent }) => {
    await confirm(userEvent, await ask(canvas, userEvent, signOut), text.signedOut(2));
    await waitFor(() => expect(canvas.getByRole('heading', { name: text.actionsTitle })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: text.signOutEverywhere })).toBeNull();
  },
};

export const ForcePasswordChangeDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await ask(canvas, userEvent, force);
  },
};

/** YES requires a new password at the next sign-in: the sign-in list says so. */
export const PasswordChangeRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await confirm(userEvent, await ask(canvas, userEvent, force), text.forced);
    await expect(await canvas.findByText(text.mustChangePassword)).toBeVisible();
  },
};

export const ResendSetPasswordDialog: Story = {
  args: { userId: fakePersonIds.noor },
  play: async ({ canvas, userEvent }) => {
    await ask(canvas, userEvent, resend);
  },
};

/** YES mails a new link; the button stays, with the focus back on it. */
export const SetPasswordResent: Story = {
  args: { userId: fakePersonIds.noor },
  play: async ({ canvas, userEvent }) => {
    await confirm(userEvent, await ask(canvas, userEvent, resend), text.resent);
    await waitFor(() => expect(canvas.getByRole('button', { name: text.resendSetPassword })).toHaveFocus());
  },
};

/** Deactivate names the seats that are kept. */
export const DeactivateDialog: Story = {
  args: { userId: fakePersonIds.uma },
  play: async ({ canvas, userEvent }) => {
    await ask(canvas, userEvent, deactivate);
  },
};

/** YES deactivates: the notice of the seats kept shows, and the focus moves to Reactivate. */
export const Deactivated: Story = {
  args: { userId: fakePersonIds.uma },
  play: async ({ canvas, userEvent }) => {
    await confirm(userEvent, await ask(canvas, userEvent, deactivate), text.deactivated);
    await expect(await canvas.findByText(text.seatsKept(1))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: text.reactivate })).toHaveFocus());
  },
};

export const ReactivateDialog: Story = {
  args: { userId: fakePersonIds.jordan },
  play: async ({ canvas, userEvent }) => {
    await ask(canvas, userEvent, reactivate);
  },
};

/** YES reactivates: the notice leaves, and the focus moves to Deactivate. */
export const Reactivated: Story = {
  args: { userId: fakePersonIds.jordan },
  play: async ({ canvas, userEvent }) => {
    await confirm(userEvent, await ask(canvas, userEvent, reactivate), text.reactivated);
    await waitFor(() => expect(canvas.queryByText(text.seatsKept(1))).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: text.deactivate })).toHaveFocus());
  },
};

/** Opens a seat's Revoke question and checks its words; CANCEL gives the focus back to the button, then it asks again. */
async function askRevoke(canvas: Canvas, userEvent: UserEvent) {
  const { seats } = await loaded(canvas, 'Jordan Lee');
  const revoke = await within(seats).findByRole('button', {
    name: text.revokeSeatOf('Business', 'manager@example.com'),
  });
  await userEvent.click(revoke);
  const question = await body.findByRole('alertdialog', { name: text.revokeTitle });
  await expect(
    within(question).getByText(text.revokeMessage('jordan.lee@example.com', 'Business', 'manager@example.com')),
  ).toBeVisible();
  await userEvent.click(within(question).getByRole('button', { name: text.cancel }));
  await waitFor(() => expect(revoke).toHaveFocus());
  await userEvent.click(revoke);
  return { seats, question: await body.findByRole('alertdialog', { name: text.revokeTitle }) };
}

/** Revoke asks first, naming the person and the pack. */
export const RevokeDialog: Story = {
  args: { userId: fakePersonIds.jordan },
  play: async ({ canvas, userEvent }) => {
    await askRevoke(canvas, userEvent);
  },
};

/** YES frees the seat: the table has none left, and the focus goes to the seats' heading. */
export const SeatRevoked: Story = {
  args: { userId: fakePersonIds.jordan },
  play: async ({ canvas, userEvent }) => {
    const { seats, question } = await askRevoke(canvas, userEvent);
    await confirm(userEvent, question, text.revoked);
    await expect(await within(seats).findByText(text.seatsEmpty)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: text.seatsTitle })).toHaveFocus());
  },
};

/**
 * At 390 px: the sections one under another; each seat's pack administrator, last day, last use, sessions and role
 * under its product, nothing wider than the screen.
 */
export const Phone: Story = {
  ...phoneStory,
  args: { userId: fakePersonIds.jordan },
  play: async ({ canvas }) => {
    const { seats } = await loaded(canvas, 'Jordan Lee');
    const table = await within(seats).findByRole('table', { name: text.seatsGridLabel });
    await expect(within(table).queryByRole('columnheader', { name: text.packAdministrator })).toBeNull();
    await expect(within(table).getAllByText('manager@example.com')[0]).toBeVisible();
    await expect(within(table).getByRole('combobox', { name: text.roleOf('Business') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The seats fit too: no column hidden past the table's edge.
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    seats.scrollIntoView({ block: 'end' });
  },
};
