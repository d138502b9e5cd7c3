import { wayfindingMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_TODAY, renewConflictError } from './fake.ts';
import { LicenseForm } from './license-form.tsx';

const meta = {
  title: 'Features/Licenses/LicenseForm',
  component: LicenseForm,
  args: { mode: 'new', user: fakeUsers.administrator, today: FAKE_TODAY, onDone: fn(), onNavigate: fn() },
} satisfies Meta<typeof LicenseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new license: one user from today for a year, Create disabled until the form is valid, BACK. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add License' })).toBeVisible();
    await expect(canvas.getByLabelText('Number of Licenses')).toHaveValue(1);
    await expect(canvas.getByLabelText('Start Date')).toHaveValue('03/10/2026');
    await expect(canvas.getByLabelText('End Date')).toHaveValue('03/10/2027');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    // Why, beside it and as its description, until the form is valid.
    const reason = wayfindingMessages.submitBlocked('Create');
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toHaveAccessibleDescription(reason);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'new.owner@example.com');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled());
    await expect(canvas.queryByText(reason)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(
      await within(document.body).findByText('License Created', { selector: '[data-slot=toast-title]' }),
    ).toBeVisible();
  },
};

/**
 * An update the server fails (500): the form stays with what was typed, and the reason stands beside Update, as its
 * description, after §8's toast has gone; the next press clears it while it saves.
 */
export const UpdateFailed: Story = {
  args: { mode: 'edit', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: {
    consoleApi: { licenses: { updateLicense: () => Promise.reject(new ApiError(500, 'Internal Server Error')) } },
  },
  play: async ({ canvas, userEvent }) => {
    const seats = await canvas.findByLabelText('Number of Licenses');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled());
    await userEvent.clear(seats);
    await userEvent.type(seats, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const update = canvas.getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update).toHaveAccessibleDescription(messages.transport.genericError));
    await expect(
      canvas.getByText(messages.transport.genericError, { selector: '[data-slot=save-error]' }),
    ).toBeVisible();
    await expect(seats).toHaveValue(7);
  },
};

export const Playground: Story = {};

/** Spec §4 product defaults: Business on/on, for Outlook locked off, the Assistant without the checkboxes. */
export const ProductDefaults: Story = {
  play: async ({ canvas, userEvent }) => {
    const product = canvas.getByLabelText(/^Product/);
    await waitFor(() => expect(within(product).getByRole('option', { name: 'Docwise Business' })).toBeEnabled());
    await userEvent.selectOptions(product, 'Docwise Business');
    await expect(canvas.getByLabelText('SharePoint Integration')).toBeChecked();
    await userEvent.selectOptions(product, 'Docwise for Outlook');
    await expect(canvas.getByLabelText('Advanced Template')).toBeDisabled();
    await userEvent.selectOptions(product, 'Docwise Assistant');
    await expect(canvas.queryByLabelText('Advanced Template')).toBeNull();
  },
};

/** Spec §5 administrator-form messages, the ones the server answers for the same fields. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'x');
    await expect(await canvas.findByText('Email is not valid.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Start Date'));
    await userEvent.type(canvas.getByLabelText('Start Date'), '13012026');
    await expect(await canvas.findByText('Start Date is not valid.')).toBeVisible();
    // A valid start moves the end a year on (spec §4); an end before the start is then refused on the start.
    await userEvent.clear(canvas.getByLabelText('Start Date'));
    await userEvent.type(canvas.getByLabelText('Start Date'), '01012002');
    await userEvent.clear(canvas.getByLabelText('End Date'));
    await userEvent.type(canvas.getByLabelText('End Date'), '01012001');
    await expect(await canvas.findByText('Start Date should not be greater than End Date.')).toBeVisible();
  },
};

export const Edit: Story = {
  args: { mode: 'edit', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('manager@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/');
  },
};

/**
 * Spec §8's 'License Renew' dialog: a renewal to 4 seats, which the form's 3 users fit, that the server refuses because
 * the pack has 5 users by now (assigned since the form read it). Below the users the form knows, the seat-shrink
 * planner asks who gives a seat up instead (license-form-seat-plan.stories.tsx).
 */
export const RenewBlocked: Story = {
  args: { mode: 'renew', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: {
    consoleApi: {
      licenses: {
        renewLicense: (_id: string, { userCount }: { userCount: number }) =>
          Promise.reject(renewConflictError(5, userCount)),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const count = await canvas.findByDisplayValue('5');
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await expect(canvas.queryByRole('region', { name: /must be freed/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'License Renew' });
    await expect(dialog).toHaveTextContent('currently has 5 assigned users');
  },
};

/**
 * Renew says that the current term is kept among the pack's earlier terms, and lists those its earlier renewals kept,
 * the latest first.
 */
export const RenewKeepsTerms: Story = {
  args: { mode: 'renew', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas }) => {
    const terms = await canvas.findByRole('region', { name: 'Terms' });
    await expect(terms).toHaveTextContent(
      /Renewing keeps the current term, \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4} with 5 seats/,
    );
    const earlier = await within(terms).findByRole('listitem');
    await expect(earlier).toHaveTextContent(/4 seats: renewed on 11\/14\/2025 by admin@example\.com$/);
  },
};

/** The earlier terms cannot be read: said in place, and the renewal can still be made (it keeps them all the same). */
export const RenewTermsFailed: Story = {
  args: { mode: 'renew', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: {
    consoleApi: { licenses: { licenseTerms: () => Promise.reject(new Error('The network went away')) } },
  },
  play: async ({ canvas }) => {
    const terms = await canvas.findByRole('region', { name: 'Terms' });
    await expect(await within(terms).findByRole('alert')).toHaveTextContent(
      'The earlier terms could not be loaded. The renewal keeps them all the same.',
    );
    await expect(terms).toHaveTextContent(/Renewing keeps the current term/);
    await expect(canvas.getByRole('button', { name: 'Renew' })).toBeEnabled();
  },
};

/** Renew on a phone: the terms under the fields, whole, and nothing past the screen's edge. */
export const RenewPhone: Story = {
  ...phoneStory,
  args: { mode: 'renew', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const terms = await canvas.findByRole('region', { name: 'Terms' });
    await within(terms).findByRole('listitem');
    await expect(terms.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AccessDenied: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
  },
};

const managerAccount = {
  id: 'fake-account-manager'.padEnd(22, 'x'),
  firstName: 'Morgan',
  lastName: 'Manager',
  email: 'manager@example.com',
  company: null,
  phone: null,
  countryCode: null,
  phoneCode: null,
  createdAt: '2026-01-15T09:00:00.000Z',
  modifiedAt: '2026-01-15T09:00:00.000Z',
  administrator: false,
  isManager: true,
  magentoId: null,
};

/** Edit shows the administrator's names as Add License set them, not blanks. */
export const EditShowsNames: Story = {
  args: { mode: 'edit', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: {
    consoleApi: {
      users: {
        searchUserPaged: async ({ criteria }: { criteria?: string }) =>
          criteria === managerAccount.email ? [managerAccount] : [],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First Name')).toHaveValue('Morgan');
    await expect(canvas.getByLabelText('Last Name')).toHaveValue('Manager');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(managerAccount.email);
  },
};

/** Renew shows them too. */
export const RenewShowsNames: Story = {
  ...EditShowsNames,
  args: { mode: 'renew', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
};

/** Another administrator saves the Business pack (9 seats, a later end) right after this form loads it. */
const editedElsewhere = {
  args: { mode: 'edit', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: {
    fakeApi: {
      licenseEditedElsewhere: {
        encryptedId: FAKE_MANAGER_BUSINESS_PACK,
        changes: { userCount: 9, endDate: '12/31/2030' },
        by: 'admin.two@example.com',
        at: '2026-03-10T14:05:00.000Z',
      },
    },
  },
} satisfies Story;

/** Changes the seats to 6 and saves: the save is refused (412) and the stale-edit dialog opens. */
async function saveOverTheirChange({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  const count = await canvas.findByDisplayValue('5');
  await userEvent.clear(count);
  await userEvent.type(count, '6');
  await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
  return within(document.body).findByRole('alertdialog', { name: 'Someone else saved this first' });
}

/**
 * A save based on a version another administrator has replaced (412): who and when, their saved values beside the
 * edit for the fields that differ, Reload and Overwrite; Escape closes it and keeps the edit, which asks again.
 */
export const EditedElsewhere: Story = {
  ...editedElsewhere,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    let dialog = await saveOverTheirChange(context);
    await expect(dialog).toHaveTextContent('admin.two@example.com changed this record on Mar 10, 2026, 2:05 PM UTC');
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Number of Licenses96',
      `End Date12/31/2030${(canvas.getByLabelText('End Date') as HTMLInputElement).value}`,
    ]);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText('Number of Licenses')).toHaveValue(6);
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    dialog = await within(document.body).findByRole('alertdialog', { name: 'Someone else saved this first' });
    await expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeVisible();
  },
};

/** Overwrite saves the edit over their change: 6 seats, License Updated. */
export const EditedElsewhereOverwrite: Story = {
  ...editedElsewhere,
  play: async (context) => {
    const dialog = await saveOverTheirChange(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(context.args.onDone).toHaveBeenCalledWith(expect.objectContaining({ userCount: 6 })));
  },
};

/** Reload shows their saved values and drops the edit. */
export const EditedElsewhereReload: Story = {
  ...editedElsewhere,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const dialog = await saveOverTheirChange(context);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText('Number of Licenses')).toHaveValue(9);
    await expect(canvas.getByLabelText('End Date')).toHaveValue('12/31/2030');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The stale-edit dialog on a phone: the comparison and both buttons within the screen. */
export const EditedElsewherePhone: Story = {
  ...editedElsewhere,
  ...phoneStory,
  parameters: { ...editedElsewhere.parameters, ...phoneStory.parameters },
  play: async (context) => {
    await expect(window.innerWidth).toBe(390);
    const dialog = await saveOverTheirChange(context);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone: one field to a row, BACK beside the title, Create under the form. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await canvas.findByRole('button', { name: 'Create' })).toBeVisible();
    const email = canvas.getByLabelText('Email').getBoundingClientRect();
    const first = canvas.getByLabelText('First Name').getBoundingClientRect();
    const last = canvas.getByLabelText('Last Name').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(first.width).toBe(email.width);
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
