import { type AdminHandover, type LicenseUsageSettings, NO_USAGE_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { ChangeLicenseAdminDialog } from './change-license-admin-dialog.tsx';
import { FAKE_HANDOVER_RECIPIENT } from './fake-admin-handover.ts';
import { LicenseUsers } from './license-users.tsx';

const administrator: LicenseUsageSettings = {
  ...NO_USAGE_SETTINGS,
  changeLicenseAdmin: 'immediate',
  seeLicenseAdminHistory: true,
};
const manager: LicenseUsageSettings = { ...NO_USAGE_SETTINGS, changeLicenseAdmin: 'acceptance' };
const asManager = { fakeApi: { signedInAs: fakeUsers.manager } };

const meta = {
  title: 'Features/LicenseUsers/ChangeLicenseAdmin',
  component: ChangeLicenseAdminDialog,
  args: {
    licenseId: FAKE_MANAGER_BUSINESS_PACK,
    settings: administrator,
    used: 3,
    total: 5,
    open: true,
    onOpenChange: fn(),
    onChanged: fn(),
  },
} satisfies Meta<typeof ChangeLicenseAdminDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Change License Admin' });
const emailField = async () =>
  within(await dialog()).findByRole('textbox', { name: "New administrator's email" }, { timeout: 3000 });
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const pendingPanel = async () =>
  (await dialog()).querySelector<HTMLElement>('[data-slot=change-license-admin-pending]') ?? undefined;
const factOf = (panel: HTMLElement, label: string) => within(panel).getByText(label).nextElementSibling;

/** An administrator on the manager's Business pack: the current administrator, the e-mail, and the history. */
export const Administrator: Story = {
  play: async () => {
    const panel = await dialog();
    await expect(await emailField()).toHaveAccessibleDescription('The change takes effect at once.');
    await expect(within(panel).getByText('manager@example.com', { selector: 'dd' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Change Admin' })).toBeEnabled();
    await expect(within(panel).queryByText('Waiting for acceptance')).toBeNull();
  },
};

/** The dialog as its caller is granted it. */
export const Playground: Story = {};

/** Spec §4: an administrator's change applies at once; §8's success message, and the dialog asks to close. */
export const AdministratorChangesAtOnce: Story = {
  play: async ({ args, userEvent }) => {
    const field = await emailField();
    await userEvent.type(field, ' new.admin@example.com ');
    await userEvent.keyboard('{Enter}');
    await expect(await toast('The license administrator was successfully changed.')).toBeVisible();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

const neverSent = fn();

/** Spec §5: a valid address other than the current administrator's, else the rule's message; nothing is sent. */
export const InvalidEmail: Story = {
  parameters: { consoleApi: { licenseUsages: { switchAdmin: neverSent } } },
  play: async ({ userEvent }) => {
    const field = await emailField();
    const change = within(await dialog()).getByRole('button', { name: 'Change Admin' });
    for (const text of ['not-an-email', ' MANAGER@example.com ', '']) {
      await userEvent.clear(field);
      if (text) await userEvent.type(field, text);
      await userEvent.click(change);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.changeAdmin.invalid)),
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(neverSent).not.toHaveBeenCalled();
    // A valid address clears the message as it is typed.
    await userEvent.clear(field);
    await userEvent.type(field, 'valid.person@example.com');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The server's refusal of the address lands on the field (an address that changed meanwhile, say). */
export const ServerRefusesEmail: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        switchAdmin: async () => {
          const message = messages.changeAdmin.invalid;
          throw new ApiError(400, message, { fields: { newAdminEmail: message } });
        },
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const field = await emailField();
    await userEvent.type(field, 'someone@example.com{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.changeAdmin.invalid)),
    );
    await expect(field).toHaveValue('someone@example.com');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Spec §6 row 4: administrators see who administered the pack, newest first. */
export const History: Story = {
  play: async () => {
    const history = await within(await dialog()).findByRole('table', {
      name: 'Administrators of the license pack so far',
    });
    const rows = within(history).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'manager@example.com',
      'procurement@example.com',
    ]);
    await expect(within(rows[0]!).getByText(/2025/).closest('time')).toHaveAttribute(
      'datetime',
      '2025-11-14T16:40:00.000Z',
    );
  },
};

/** After an administrator's change the history gains it (the dialog read again). */
export const HistoryAfterChange: Story = {
  render: (args) => <LicenseUsers licenseId={args.licenseId} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    const open = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
      await userEvent.click(await body().findByRole('menuitem', { name: 'Change License Admin' }));
    };
    await open();
    await userEvent.type(await emailField(), 'next.admin@example.com{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus());
    await open();
    const panel = await dialog();
    await waitFor(() => expect(within(panel).getByText('next.admin@example.com', { selector: 'dd' })).toBeVisible());
    const history = within(panel).getByRole('table', { name: 'Administrators of the license pack so far' });
    await expect(within(history).getAllByRole('row')[1]).toHaveTextContent('next.admin@example.com');
  },
};

/** A manager of several packs (spec §6 row 5): the change is a request the new administrator must accept; no history. */
export const Manager: Story = {
  parameters: asManager,
  args: { settings: manager },
  play: async () => {
    const panel = await dialog();
    await expect(await emailField()).toHaveAccessibleDescription(
      'The new administrator receives an e-mail with a link; the change takes effect once they accept.',
    );
    await expect(within(panel).getByRole('button', { name: 'Send Request' })).toBeEnabled();
    await expect(within(panel).queryByRole('table')).toBeNull();
  },
};

/** The manager's request: e-mailed, and shown waiting with who, when sent and until when; the dialog stays open. */
export const ManagerRequests: Story = {
  parameters: asManager,
  args: { settings: manager },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await emailField(), 'successor@example.org{Enter}');
    await expect(
      await toast(
        'An e-mail was sent to successor@example.org. The change takes effect once they accept it from the link.',
      ),
    ).toBeVisible();
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    const panel = (await pendingPanel())!;
    await expect(within(panel).getByText('successor@example.org has not accepted yet.')).toBeVisible();
    await expect(factOf(panel, 'Requested by')).toHaveTextContent('manager@example.com');
    await expect(factOf(panel, 'Sent')?.querySelector('time')).toHaveAttribute('datetime', '2026-03-10T12:00:00.000Z');
    await expect(factOf(panel, 'Expires')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-17T12:00:00.000Z',
    );
    await expect(await emailField()).toHaveValue('');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A request already waiting (the Standard pack's): its facts, Resend and Cancel Request. */
export const ManagerPending: Story = {
  parameters: asManager,
  args: { settings: manager, licenseId: FAKE_MANAGER_STANDARD_PACK },
  play: async () => {
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    const panel = (await pendingPanel())!;
    await expect(within(panel).getByRole('heading', { name: 'Waiting for acceptance' })).toBeVisible();
    await expect(within(panel).getByText(`${FAKE_HANDOVER_RECIPIENT} has not accepted yet.`)).toBeVisible();
    await expect(factOf(panel, 'Sent')?.querySelector('time')).toHaveAttribute('datetime', '2026-03-08T12:00:00.000Z');
    await expect(factOf(panel, 'Expires')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-15T12:00:00.000Z',
    );
    await expect(within(panel).getByRole('button', { name: 'Resend' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: 'Cancel Request' })).toBeEnabled();
    await expect(await emailField()).toHaveAccessibleDescription(
      expect.stringContaining('A new request replaces the one waiting, whose link then stops working.'),
    );
  },
};

/** Resend: a new link, valid afresh from now; the former one stops working. */
export const Resend: Story = {
  ...ManagerPending,
  play: async ({ userEvent }) => {
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    await userEvent.click(within((await pendingPanel())!).getByRole('button', { name: 'Resend' }));
    await expect(
      await toast(`A new link was sent to ${FAKE_HANDOVER_RECIPIENT}; the former one no longer works.`),
    ).toBeVisible();
    const panel = (await pendingPanel())!;
    await waitFor(() =>
      expect(factOf(panel, 'Sent')?.querySelector('time')).toHaveAttribute('datetime', '2026-03-10T12:00:00.000Z'),
    );
    await expect(factOf(panel, 'Expires')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-17T12:00:00.000Z',
    );
  },
};

/** The server's minute between mails: its words in a toast, the request as it was. */
export const ResendTooSoon: Story = {
  ...ManagerPending,
  parameters: {
    ...asManager,
    consoleApi: {
      licenseUsages: {
        resendAdminHandover: async () => {
          throw new ApiError(429, messages.adminHandover.resendTooSoon);
        },
      },
    },
  },
  play: async ({ userEvent }) => {
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    await userEvent.click(within((await pendingPanel())!).getByRole('button', { name: 'Resend' }));
    await expect(await toast(messages.adminHandover.resendTooSoon)).toBeVisible();
    await expect(await pendingPanel()).toBeDefined();
  },
};

/** Cancel Request: the link stops working and nothing waits any more. */
export const Cancel: Story = {
  ...ManagerPending,
  play: async ({ userEvent }) => {
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    await userEvent.click(within((await pendingPanel())!).getByRole('button', { name: 'Cancel Request' }));
    await expect(await toast('The request was cancelled; its link no longer works.')).toBeVisible();
    await waitFor(async () => expect(await pendingPanel()).toBeUndefined());
    await expect(await emailField()).toHaveAccessibleDescription(
      'The new administrator receives an e-mail with a link; the change takes effect once they accept.',
    );
  },
};

const expired: AdminHandover = {
  status: 'expired',
  requestedBy: 'manager@example.com',
  newAdminEmail: 'slow.reader@example.org',
  requestedAt: '2026-02-20T09:00:00.000Z',
  sentAt: '2026-02-20T09:00:00.000Z',
  expiresAt: '2026-02-27T09:00:00.000Z',
};

/** A request whose link ran out: said so, with Resend to send a fresh one. */
export const ExpiredPending: Story = {
  parameters: { ...asManager, consoleApi: { licenseUsages: { pendingAdminHandover: async () => expired } } },
  args: { settings: manager },
  play: async () => {
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    const panel = (await pendingPanel())!;
    await expect(panel).toHaveAttribute('data-expired', 'true');
    await expect(
      within(panel).getByText(
        'The link sent to slow.reader@example.org has expired. Resend it, or cancel the request.',
      ),
    ).toBeVisible();
    await expect(factOf(panel, 'Expired')?.querySelector('time')).toHaveAttribute('datetime', expired.expiresAt);
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { licenses: { licenseByEncryptedId: () => new Promise(() => {}) } } },
  play: async () => {
    await expect(await within(await dialog()).findByText('Loading the license pack...')).toBeVisible();
    await expect(within(await dialog()).queryByRole('button', { name: 'Change Admin' })).toBeNull();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so, with a retry. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { licenseUsages: { pendingAdminHandover: failingRead } } },
  play: async ({ userEvent }) => {
    const panel = await dialog();
    await expect(await within(panel).findByText('The license pack could not be loaded.')).toBeVisible();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** Reached from the pack's page: Settings, then Change License Admin; Escape closes it back to the menu button. */
export const FromSettingsMenu: Story = {
  render: (args) => <LicenseUsers licenseId={args.licenseId} />,
  parameters: { ...asManager, layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Change License Admin' }));
    await expect(await within(await dialog()).findByRole('button', { name: 'Send Request' })).toBeVisible();
    await expect(await emailField()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus());
  },
};

/** On a phone: the administrator's dialog with its history fits the screen. */
export const Phone: Story = {
  ...phoneStory,
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const panel = await dialog();
    await within(panel).findByRole('table', { name: 'Administrators of the license pack so far' });
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/** On a phone: the manager's waiting request, its facts stacked and its buttons within reach. */
export const PhonePending: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, ...asManager },
  args: { settings: manager, licenseId: FAKE_MANAGER_STANDARD_PACK },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    await waitFor(async () => expect(await pendingPanel()).toBeDefined());
    const panel = (await pendingPanel())!;
    const cancel = within(panel).getByRole('button', { name: 'Cancel Request' });
    await expect(cancel.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
