import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { Dashboard } from './dashboard.tsx';
import { DeferredDashboard } from './dashboard-deferred.tsx';
import { fakeDashboardAll, fakeDashboardEmpty } from './fake.ts';
import { dashboardStrings as strings } from './strings.ts';

const onNavigate = fn();

const meta = {
  title: 'Features/Dashboard/Seats at a glance',
  component: Dashboard,
  args: { user: fakeUsers.administrator, onNavigate },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer never comes: what shows while it loads. */
const pending = () => new Promise<never>(() => undefined);

/** An administrator: every active pack, three charts and the three tables they draw, every number a link. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const seats = await canvas.findByRole('table', { name: strings.seatsTitle });
    const rows = within(seats).getAllByRole('row');
    await expect(rows).toHaveLength(fakeDashboardAll.products.length + 1);
    await expect(within(seats).getByRole('rowheader', { name: 'Docwise Business' })).toBeVisible();
    await expect(
      within(seats).getByRole('link', { name: '905 seats used in active Docwise Business packs' }),
    ).toHaveAttribute('href', '/?product=3');
    const ending = canvas.getByRole('table', { name: strings.expiringTitle });
    await expect(within(ending).getByRole('link', { name: '17 packs ending within 60 days' })).toHaveAttribute(
      'href',
      '/?expiring=60',
    );
    const idle = canvas.getByRole('table', { name: strings.idleTitle });
    await expect(
      within(idle).getByRole('link', { name: '188 idle seats in active Docwise Standard packs' }),
    ).toHaveAttribute('href', '/license/idle-seats?product=1&days=30');
    await expect(canvas.getByText(strings.scopeAll)).toBeVisible();
    // The charts are pictures of the tables: a bar per row, hidden from assistive technology.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('svg[aria-hidden="true"] [data-part="value"]')).toHaveLength(
        fakeDashboardAll.products.length * 2 + fakeDashboardAll.expiring.length,
      ),
    );
    await expect(canvasElement.querySelectorAll('svg:not([aria-hidden="true"])')).toHaveLength(0);
  },
};

/** A number opens the grid filtered to it, by the keyboard as by the mouse. */
export const FollowANumber: Story = {
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    const ending = await canvas.findByRole('table', { name: strings.expiringTitle });
    within(ending).getByRole('link', { name: '9 packs ending within 30 days' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/?expiring=30');
    // An idle number opens the Idle seats screen on that product's seats idle for 30 days or more.
    const idle = await canvas.findByRole('table', { name: strings.idleTitle });
    await userEvent.click(within(idle).getAllByRole('link')[0]!);
    await expect(onNavigate).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\/license\/idle-seats\?product=\d+&days=30$/),
    );
  },
};

/** A pack manager: the packs they administer, said so. */
export const Manager: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    const seats = await canvas.findByRole('table', { name: strings.seatsTitle });
    await expect(within(seats).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText(strings.scopeManaged)).toBeVisible();
    await expect(
      within(seats).getByRole('link', { name: '3 seats used in active Docwise Business packs' }),
    ).toBeVisible();
  },
};

/** An ordinary user: the server refuses (403) and the home stays as it was, with nothing drawn. */
export const OrdinaryUser: Story = {
  args: { user: fakeUsers.user },
  parameters: { fakeApi: { signedInAs: fakeUsers.user } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvasElement.querySelector('[data-slot="dashboard"]')).toBeNull();
  },
};

/** While the figures load. */
export const Loading: Story = {
  parameters: { consoleApi: { dashboard: { dashboard: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(strings.loading);
    await expect(canvas.getByRole('region', { name: strings.title })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No active pack: said so, with no empty tables. */
export const Empty: Story = {
  args: { user: fakeUsers.manager },
  parameters: {
    fakeApi: { signedInAs: fakeUsers.manager },
    consoleApi: { dashboard: { dashboard: async () => fakeDashboardEmpty } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(strings.emptyManaged)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The read failed: said so, with Try again, which reads it again. */
export const Failed: Story = {
  parameters: {
    consoleApi: {
      dashboard: {
        dashboard: async () => {
          throw new ApiError(500, 'Internal Server Error');
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(strings.failed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: strings.retry }));
    await expect(await canvas.findByText(strings.failed)).toBeVisible();
  },
};

/**
 * Drawn after the page's first reads, as the home draws it above its license list: the same loading card at once,
 * then, once the page is idle, its code and its figures.
 */
export const AfterThePageReads: Story = {
  render: (args) => <DeferredDashboard {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(strings.loading);
    // Once the page is idle: within the idle wait's 5 s at most, on a busy host too.
    const seats = await canvas.findByRole('table', { name: strings.seatsTitle }, { timeout: 8000 });
    await expect(within(seats).getAllByRole('row')).toHaveLength(fakeDashboardAll.products.length + 1);
    await expect(canvas.getByText(strings.scopeAll)).toBeVisible();
    // The charts' code comes after the figures: the story is drawn once every bar is.
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('svg[aria-hidden="true"] [data-part="value"]')).toHaveLength(
          fakeDashboardAll.products.length * 2 + fakeDashboardAll.expiring.length,
        ),
      { timeout: 8000 },
    );
  },
};

/** On a phone: the panels one under another, each table scrolling sideways inside its panel if it must. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    const seats = await canvas.findByRole('table', { name: strings.seatsTitle });
    await expect(seats).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
