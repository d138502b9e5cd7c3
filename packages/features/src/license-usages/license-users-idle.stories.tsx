import { idleSeatMessages, type LicenseUsageList, NO_USAGE_SETTINGS, PRODUCT_IDS } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FAKE_MANAGER_BUSINESS_PACK, FAKE_MANAGER_STANDARD_PACK, FAKE_TODAY } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { LicenseUsers } from './license-users.tsx';

/** Reclaiming idle seats on a pack's users page (issue 44): the threshold, "Select idle users", and their revoke. */
const meta = {
  title: 'Features/LicenseUsers/IdleUsers',
  component: LicenseUsers,
  args: { licenseId: FAKE_MANAGER_STANDARD_PACK, today: FAKE_TODAY, onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LicenseUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Users of the license pack' });
const choose = async (
  canvas: Canvas,
  userEvent: { selectOptions(element: Element, value: string): Promise<void> },
  value: string,
) => userEvent.selectOptions(await canvas.findByRole('combobox', { name: idleSeatMessages.idleFor }), value);

/**
 * The Standard pack: Sam Patel has not used his seat for 95 days, Riley Chen used hers today. 30 days first: "Select
 * idle users (1)" ticks exactly Sam; the confirmation names the count and the threshold; YES revokes him and says so,
 * and the focus lands on the Manage Access button of the user listed in his place.
 */
export const SelectIdleUsers: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByRole('combobox', { name: idleSeatMessages.idleFor })).toHaveDisplayValue('30 days');
    await userEvent.click(canvas.getByRole('button', { name: idleSeatMessages.selectIdle(1) }));
    await expect(within(grid).getByRole('checkbox', { name: /sam\.patel@example\.com/ })).toBeChecked();
    await expect(within(grid).getByRole('checkbox', { name: /riley\.chen@example\.com/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke 1 user' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(idleSeatMessages.confirmTitle);
    await expect(within(dialog).getByText(idleSeatMessages.confirmQuestion(1, 30))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await expect(await toast(idleSeatMessages.revoked(1, 0, 0))).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Manage Access: riley.chen@example.com' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: idleSeatMessages.selectIdle(0) })).toBeDisabled();
  },
};

/** 90 days still finds Sam; the other thresholds change the count at once, without selecting anybody. */
export const Thresholds: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await choose(canvas, userEvent, '90');
    await expect(await canvas.findByRole('button', { name: idleSeatMessages.selectIdle(1) })).toBeEnabled();
    await choose(canvas, userEvent, 'custom');
    const days = canvas.getByRole('spinbutton', { name: idleSeatMessages.customDays });
    await userEvent.type(days, '100');
    await expect(canvas.getByRole('button', { name: idleSeatMessages.selectIdle(0) })).toBeDisabled();
    await expect(canvas.getByText(idleSeatMessages.noneIdle(100))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Revoke \d/ })).toBeNull();
  },
};

/** A custom number of days that is not one (0, or beyond ten years) says why, and selects nobody. */
export const CustomDaysInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await choose(canvas, userEvent, 'custom');
    const days = canvas.getByRole('spinbutton', { name: idleSeatMessages.customDays });
    await userEvent.type(days, '0');
    await expect(await canvas.findByText(idleSeatMessages.daysInvalid)).toBeVisible();
    await expect(days).toHaveAccessibleDescription(idleSeatMessages.daysInvalid);
    await expect(canvas.getByRole('button', { name: /^Select idle users/ })).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '3651');
    await expect(canvas.getByText(idleSeatMessages.daysInvalid)).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, '60');
    await expect(canvas.queryByText(idleSeatMessages.daysInvalid)).toBeNull();
    await expect(canvas.getByRole('button', { name: idleSeatMessages.selectIdle(1) })).toBeEnabled();
  },
};

/** A seat used between the list's read and the revoke is kept: the page says so, and the user stays listed. */
export const KeptMeanwhile: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        revokeIdleLicenseUsages: async ({ usageIds }: { usageIds: readonly string[] }) => ({
          revoked: [],
          kept: [...usageIds],
          missing: [],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: idleSeatMessages.selectIdle(1) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke 1 user' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    await expect(await toast(idleSeatMessages.revoked(0, 1, 0))).toBeVisible();
    await expect(within(grid).getByRole('row', { name: /sam\.patel@example\.com/ })).toBeVisible();
  },
};

/** Ticking one more user by hand after "Select idle users" makes it a plain selection: the usual question. */
export const SelectionChangedByHand: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: idleSeatMessages.selectIdle(1) }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: /riley\.chen@example\.com/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke 2 users' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Revoke Users?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
  },
};

/** The caller's own seat among the idle ones keeps the own-seat words, with the count and the threshold. */
const ownIdleList: LicenseUsageList = {
  usages: [
    {
      accountName: 'manager@example.com',
      firstName: 'Morgan',
      lastName: 'Manager',
      roleName: null,
      cryptId: 'own-idle-seat',
      licenseCryptId: FAKE_MANAGER_STANDARD_PACK,
      lastUsage: '12/01/2025',
      assignedOn: '11/01/2025',
      version: null,
      versionMatch: null,
      sessionCount: 0,
      MaximumSessions: 1,
      etag: '"v1"',
      isCaller: true,
    },
  ],
  total: 10,
  canShowRoles: false,
  startDate: '11/10/2025',
  endDate: '11/10/2026',
  productId: PRODUCT_IDS.standard,
  settings: NO_USAGE_SETTINGS,
};

export const OwnSeatIdle: Story = {
  parameters: {
    fakeApi: { signedInAs: fakeUsers.manager },
    consoleApi: { licenseUsages: { licenseUsages: async () => ownIdleList } },
  },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: idleSeatMessages.selectIdle(1) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke 1 user' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByText(idleSeatMessages.confirmOwnQuestion(1, 30))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
  },
};

/** The manager on their Business pack: Jordan Lee (45 days) is idle for 30 days, not for 60. */
export const ManagerBusinessPack: Story = {
  args: { licenseId: FAKE_MANAGER_BUSINESS_PACK },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await expect(await canvas.findByRole('button', { name: idleSeatMessages.selectIdle(1) })).toBeEnabled();
    await choose(canvas, userEvent, '60');
    await expect(canvas.getByRole('button', { name: idleSeatMessages.selectIdle(0) })).toBeDisabled();
  },
};

/** A phone: the threshold and the buttons wrap under each other; the selection works without its column. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: idleSeatMessages.selectIdle(1) }));
    await expect(canvas.getByRole('button', { name: 'Revoke 1 user' })).toBeVisible();
  },
};
