import { idleSeatMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { IdleSeats } from './idle-seats.tsx';

/** The Idle seats screen (issue 44): the seats idle across the packs the user manages, and their revoke. */
const meta = {
  title: 'Features/LicenseUsers/IdleSeats',
  component: IdleSeats,
  args: { user: fakeUsers.administrator, onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IdleSeats>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = () => within(document.body);
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const grid = (canvas: Canvas) => canvas.findByRole('table', { name: idleSeatMessages.gridLabel });
const rowsOf = async (canvas: Canvas) =>
  within(await grid(canvas))
    .getAllByRole('row')
    .slice(1);
/** What the screen says of the list and of the last revoke (the grid has a status of its own). */
const statusOf = (canvas: Canvas) =>
  canvas.getAllByRole('status').find((element: HTMLElement) => element.dataset.slot === 'idle-seats-status');
/** The fake's idle seats at 30 days, once read: the reads of every pack take a moment. */
const twoRows = (canvas: Canvas) =>
  waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(2), { timeout: 5000 });

/** An administrator, 30 days: Jordan Lee (45 days) and Sam Patel (95 days), the longest idle first. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await twoRows(canvas);
    const [first, second] = await rowsOf(canvas);
    await expect(first).toHaveTextContent('sam.patel@example.com');
    await expect(second).toHaveTextContent('jordan.lee@example.com');
    await expect(statusOf(canvas)).toHaveTextContent(idleSeatMessages.total(2));
    await expect(canvas.getByText(idleSeatMessages.introAll)).toBeVisible();
    await expect(canvas.getByRole('button', { name: idleSeatMessages.revokeSelected(0) })).toBeDisabled();
    await userEvent.click(within(first!).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/license-usage/fake-license-standard');
  },
};

/**
 * Opened on one product and a threshold (Seats at a glance's idle numbers lead here so): that product's seats only;
 * another product's, its own; a product with none, the empty list; All products, every product's again.
 */
export const OneProduct: Story = {
  args: { initialProductId: 1, initialDays: 30 },
  play: async ({ canvas, userEvent }) => {
    const onlyRow = async (email: string) =>
      waitFor(
        async () => {
          const rows = await rowsOf(canvas);
          await expect(rows).toHaveLength(1);
          await expect(rows[0]).toHaveTextContent(email);
        },
        { timeout: 5000 },
      );
    await onlyRow('sam.patel@example.com');
    const product = canvas.getByRole('combobox', { name: idleSeatMessages.product });
    await expect(product).toHaveValue('1');
    await expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('On-Prem');
    await userEvent.selectOptions(product, '3');
    await onlyRow('jordan.lee@example.com');
    await userEvent.selectOptions(product, '8');
    await expect(await canvas.findByText(idleSeatMessages.empty(30))).toBeVisible();
    await userEvent.selectOptions(product, '0');
    await twoRows(canvas);
  },
};

/** Any threshold, any user. */
export const Playground: Story = {
  args: { initialDays: 60 },
};

/**
 * Tick both, Revoke selected (2): the confirmation names the count and the threshold; YES revokes them, says so on
 * the page and in a toast, and the list is empty for the threshold.
 */
export const RevokeSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    await twoRows(canvas);
    for (const row of await rowsOf(canvas)) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: idleSeatMessages.revokeSelected(2) }));
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByText(idleSeatMessages.confirmQuestion(2, 30))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    const said = idleSeatMessages.revoked(2, 0, 0);
    await expect(await toast(said)).toBeVisible();
    await expect(statusOf(canvas)).toHaveTextContent(said);
    await waitFor(() => expect(statusOf(canvas)).toHaveFocus());
    await expect(await canvas.findByText(idleSeatMessages.empty(30))).toBeVisible();
  },
};

/** CANCEL leaves the seats ticked and listed, and the focus back on the button. */
export const RevokeCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await twoRows(canvas);
    const [first] = await rowsOf(canvas);
    await userEvent.click(within(first!).getByRole('checkbox'));
    const revoke = canvas.getByRole('button', { name: idleSeatMessages.revokeSelected(1) });
    await userEvent.click(revoke);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(revoke).toHaveFocus());
    await expect(await rowsOf(canvas)).toHaveLength(2);
  },
};

/** A seat used since the list was read is kept, one revoked elsewhere is gone: the page says which. */
export const KeptMeanwhile: Story = {
  parameters: {
    consoleApi: {
      licenseUsages: {
        revokeIdleLicenseUsages: async ({ usageIds }: { usageIds: readonly string[] }) => ({
          revoked: [],
          kept: usageIds.slice(0, 1),
          missing: usageIds.slice(1),
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await twoRows(canvas);
    for (const row of await rowsOf(canvas)) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: idleSeatMessages.revokeSelected(2) }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    await expect(statusOf(canvas)).toHaveTextContent(idleSeatMessages.revoked(0, 1, 1));
  },
};

/** A pack manager: the seats of their own packs only, said so. */
export const Manager: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await twoRows(canvas);
    await expect(canvas.getByText(idleSeatMessages.introManaged)).toBeVisible();
  },
};

/** 90 days: only Sam Patel. */
export const NinetyDays: Story = {
  play: async ({ canvas, userEvent }) => {
    await twoRows(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: idleSeatMessages.idleFor }), '90');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
    await expect(statusOf(canvas)).toHaveTextContent(idleSeatMessages.total(1));
  },
};

/** No seat idle that long: the grid says so, naming the threshold. */
export const Empty: Story = {
  args: { initialDays: 365 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(idleSeatMessages.empty(365))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: idleSeatMessages.idleFor })).toHaveDisplayValue('Custom');
  },
};

/** A custom number of days that is not one says why; nothing is read. */
export const CustomDaysInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: idleSeatMessages.idleFor }), 'custom');
    await userEvent.type(canvas.getByRole('spinbutton', { name: idleSeatMessages.customDays }), '4000');
    await expect((await canvas.findAllByText(idleSeatMessages.daysInvalid))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: idleSeatMessages.revokeSelected(0) })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { licenseUsages: { idleLicenseUsages: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(idleSeatMessages.loading))[0]).toBeInTheDocument();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so with a retry, never the empty state. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { licenseUsages: { idleLicenseUsages: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(idleSeatMessages.loadFailed)).toBeVisible();
    await expect(canvas.queryByText(idleSeatMessages.empty(30))).toBeNull();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: idleSeatMessages.retry }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** An ordinary user: 'Access Denied', and nothing is read. */
export const OrdinaryUser: Story = {
  args: { user: fakeUsers.user },
  parameters: { fakeApi: { signedInAs: fakeUsers.user } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.app.accessDenied)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A phone: each seat is its address, names and last use, with its pack; no sideways scrolling. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await twoRows(canvas);
    const table = await grid(canvas);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth + 1);
  },
};
