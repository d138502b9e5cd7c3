import { type License, seatPlanMessages } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeLicenseUsages } from '../license-usages/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { blankLicense } from './blank-license.ts';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_TODAY, fakeProductKey, seatPlanConflictError } from './fake.ts';
import { LicenseForm } from './license-form.tsx';

/**
 * The license form's seat-shrink planner: Number of Licenses below the users of the pack (the manager's Business pack:
 * 5 seats, 3 users) lists who would give a seat up, the longest unused first: jordan.lee, unused for 45 days, then
 * user@example.com (7 days), then manager@example.com (today).
 */
const meta = {
  title: 'Features/Licenses/LicenseForm/Seat plan',
  component: LicenseForm,
  args: {
    mode: 'edit',
    encryptedLicenseId: FAKE_MANAGER_BUSINESS_PACK,
    user: fakeUsers.administrator,
    today: FAKE_TODAY,
    onDone: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof LicenseForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Types the count and answers the planner's panel, once its list of users is read. */
async function lowerTo({ canvas, userEvent }: Context, count: string) {
  const seats = await canvas.findByDisplayValue('5');
  await userEvent.clear(seats);
  await userEvent.type(seats, count);
  return canvas.findByRole('region', { name: /must be freed$/ });
}

/** The row of a user in the planner's list, and its checkbox. */
function rowOf(panel: HTMLElement, email: string) {
  const row = within(panel)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(email));
  if (!row) throw new Error(`No row for ${email}`);
  return { row, box: within(row).getByRole('checkbox', { name: `Give up seat ${email}` }) };
}

/** Lowered to 1 seat: 2 must be freed, the two longest unused ticked, and the button says what it will do. */
export const PlannerShown: Story = {
  play: async (context) => {
    const { canvas } = context;
    const panel = await lowerTo(context, '1');
    await expect(within(panel).getByRole('heading', { name: '2 seats must be freed' })).toBeVisible();
    await expect(panel).toHaveTextContent('This pack has 3 users assigned and is to have 1 seat.');
    const order = within(panel)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    await expect(order).toEqual([
      'Give up seat jordan.lee@example.com',
      'Give up seat user@example.com',
      'Give up seat manager@example.com',
    ]);
    await expect(rowOf(panel, 'jordan.lee@example.com').box).toBeChecked();
    await expect(rowOf(panel, 'user@example.com').box).toBeChecked();
    await expect(rowOf(panel, 'manager@example.com').box).not.toBeChecked();
    await expect(within(panel).getByText('2 of 2 chosen')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Update and revoke 2 users' })).toBeEnabled();
  },
};

/**
 * The person changes who gives a seat up: with one ticked the button waits and says why, beside it and as its
 * description; ticking another enables it; "Choose the longest unused" ticks the panel's own choice again.
 */
export const ChangeChoice: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const panel = await lowerTo(context, '1');
    const button = canvas.getByRole('button', { name: 'Update and revoke 2 users' });
    await userEvent.click(rowOf(panel, 'user@example.com').box);
    const reason = seatPlanMessages.chooseExactly(2, 1);
    await expect(button).toBeDisabled();
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(button).toHaveAccessibleDescription(reason);
    // By keyboard: the focus on the manager's box, Space ticks it.
    rowOf(panel, 'manager@example.com').box.focus();
    await userEvent.keyboard(' ');
    await expect(rowOf(panel, 'manager@example.com').box).toBeChecked();
    await expect(button).toBeEnabled();
    await expect(canvas.queryByText(reason)).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Choose the longest unused' }));
    await expect(rowOf(panel, 'user@example.com').box).toBeChecked();
    await expect(rowOf(panel, 'manager@example.com').box).not.toBeChecked();
    await expect(button).toBeEnabled();
    // One too few again: the reason stands beside the button.
    await userEvent.click(rowOf(panel, 'jordan.lee@example.com').box);
    await expect(button).toHaveAccessibleDescription(reason);
  },
};

/**
 * The confirmation names the count and the people (the revokes cannot be undone); CANCEL changes nothing, YES saves the
 * count and the revokes in one change: License Updated, and who was revoked.
 */
export const Confirm: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const panel = await lowerTo(context, '1');
    await userEvent.click(rowOf(panel, 'user@example.com').box);
    await userEvent.click(rowOf(panel, 'manager@example.com').box);
    await userEvent.click(canvas.getByRole('button', { name: 'Update and revoke 2 users' }));
    let dialog = await within(document.body).findByRole('alertdialog', { name: 'Revoke 2 users?' });
    await expect(dialog).toHaveTextContent(seatPlanMessages.confirmQuestion(2, 1));
    await expect(dialog).toHaveTextContent('jordan.lee@example.com, manager@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDone).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Update and revoke 2 users' }));
    dialog = await within(document.body).findByRole('alertdialog', { name: 'Revoke 2 users?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ userCount: 1, usedCount: 1 })),
    );
    const toast = await within(document.body).findByText('License Updated', { selector: '[data-slot=toast-title]' });
    await expect(toast.parentElement).toHaveTextContent('2 users were revoked.');
  },
};

/** A renewal below the users plans the same way: the button renews and revokes. */
export const Renew: Story = {
  args: { mode: 'renew' },
  play: async (context) => {
    const panel = await lowerTo(context, '2');
    await expect(within(panel).getByRole('heading', { name: '1 seat must be freed' })).toBeVisible();
    await expect(rowOf(panel, 'jordan.lee@example.com').box).toBeChecked();
    await expect(context.canvas.getByRole('button', { name: 'Renew and revoke 1 user' })).toBeEnabled();
  },
};

/**
 * The server refuses the plan: users were assigned since the list was read (409). Nothing changed; the reason stands
 * beside the button and the list is read again.
 */
export const PlanRefused: Story = {
  parameters: {
    consoleApi: {
      licenses: {
        updateLicense: () => Promise.reject(seatPlanConflictError(4, 1, 2)),
      },
    },
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await lowerTo(context, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Update and revoke 2 users' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Revoke 2 users?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    const message = seatPlanMessages.noLongerFits(4, 1, 2);
    await expect(await canvas.findByText(message, { selector: '[data-slot=save-error]' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Update and revoke 2 users' });
    await expect(button).toHaveAccessibleDescription(message);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The pack's users are on their way: the panel says so, and the button waits. */
export const SeatListLoading: Story = {
  parameters: { consoleApi: { licenseUsages: { licenseUsages: () => new Promise(() => {}) } } },
  play: async (context) => {
    const panel = await lowerTo(context, '1');
    await expect(within(panel).getByText("Loading the pack's users…")).toHaveAttribute('role', 'status');
    await expect(context.canvas.getByRole('button', { name: 'Update and revoke 2 users' })).toBeDisabled();
  },
};

/** The pack's users could not be read: said in the panel with Try again, and nothing can be saved below the users. */
export const SeatListFailed: Story = {
  parameters: {
    consoleApi: { licenseUsages: { licenseUsages: () => Promise.reject(new ApiError(500, 'Internal Server Error')) } },
  },
  play: async (context) => {
    const panel = await lowerTo(context, '1');
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(seatPlanMessages.loadFailed);
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Update and revoke 2 users' })).toBeDisabled();
  },
};

/** A pack of 5,000 users (as the users page reads it) lowered to 4,990: the list scrolls in its box, ten ticked. */
const bigPack: License = {
  ...blankLicense(),
  encryptedId: 'fake-license-big',
  name: 'procurement@example.com',
  productId: 1,
  encryptedProductId: fakeProductKey(1),
  userCount: 5000,
  usedCount: 5000,
  startDate: '01/01/2026',
  endDate: '01/01/2027',
};
const bigList = fakeLicenseUsages(bigPack.encryptedId, 5000);

export const ManySeats: Story = {
  args: { encryptedLicenseId: bigPack.encryptedId },
  parameters: {
    consoleApi: {
      licenses: {
        licenseForEdit: async () => ({ value: bigPack, etag: '"v1"' }),
        updateLicense: async (_id: string, input: { userCount: number }) => ({
          ...bigPack,
          userCount: input.userCount,
          usedCount: input.userCount,
        }),
      },
      licenseUsages: {
        licenseUsages: async () => ({
          usages: bigList,
          total: 5000,
          canShowRoles: false,
          startDate: bigPack.startDate,
          endDate: bigPack.endDate,
          productId: 1,
          settings: {
            changeLicenseAdmin: 'immediate' as const,
            seeLicenseAdminHistory: true,
            cloudSettings: false,
            renameOrganization: false,
            changeOrganization: false,
            linkOrganization: false,
            aiFeatures: 'none' as const,
          },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const seats = await canvas.findByDisplayValue('5000');
    await userEvent.clear(seats);
    await userEvent.type(seats, '4990');
    const panel = await canvas.findByRole('region', { name: '10 seats must be freed' });
    const table = await within(panel).findByRole('table', { name: seatPlanMessages.gridLabel });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    // Only the rows near the box are drawn.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    await expect(within(panel).getByText('10 of 10 chosen')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Update and revoke 10 users' })).toBeEnabled();
  },
};

/** The planner on a phone: the last use under each user, and nothing past the screen's edge. */
export const Phone: Story = {
  ...phoneStory,
  play: async (context) => {
    await expect(window.innerWidth).toBe(390);
    const panel = await lowerTo(context, '1');
    await expect(rowOf(panel, 'jordan.lee@example.com').row).toHaveTextContent(/Last usage: \d\d\/\d\d\/\d{4}/);
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
