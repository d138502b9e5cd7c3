import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeUsers } from '../auth/fake.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_TODAY } from './fake.ts';
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
    await userEvent.type(canvas.getByLabelText(/^Email/), 'new.owner@example.com');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(
      await within(document.body).findByText('License Created', { selector: '[data-slot=toast-title]' }),
    ).toBeVisible();
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

/** A renewal below the 3 assigned users: the 'License Renew' dialog. */
export const RenewBlocked: Story = {
  args: { mode: 'renew', encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK },
  play: async ({ canvas, userEvent }) => {
    const count = await canvas.findByDisplayValue('5');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'License Renew' });
    await expect(dialog).toHaveTextContent('currently has 3 assigned users');
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
