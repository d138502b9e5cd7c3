import { Button, dismissToast, phoneStory, toast } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { expect, fn, waitFor, within } from 'storybook/test';
import { resetCountryPrompt } from '../api/country-prompt-store.ts';
import { fakeUsers } from '../session/fake.ts';
import { ConsoleShell } from './console-shell.tsx';
import { HomeView } from './home.tsx';
import { useShellMessage } from './shell-message.tsx';

const meta = {
  title: 'Features/Shell/ConsoleShell',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen', withToaster: false },
  args: {
    user: fakeUsers.administrator,
    currentPath: '/',
    onLoggedOut: fn(),
    onNavigate: fn(),
    children: <HomeView />,
  },
} satisfies Meta<typeof ConsoleShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

const menuNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('(opens in a new tab)', '').trim());

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('License Console');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(canvas.getByText('Welcome to the console. Here you can manage your licenses.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LICENSES' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {
  args: { currentPath: '/user/my-account', supportUrl: 'https://support.example.com' },
};

export const Administrator: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(menuNames(nav)).toEqual([
      'LICENSES',
      'MY PROFILE',
      'USERS',
      'PRODUCTS',
      'SSO SITES',
      'HISTORY',
      'FAILED MESSAGES',
      'SUPPORT & FAQ',
      'LOG OUT',
    ]);
    await expect(within(nav).getByRole('link', { name: 'USERS' })).toHaveAttribute('href', '/user/list');
    await expect(within(nav).getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute('href', '/product');
    await expect(within(nav).getByRole('link', { name: 'SSO SITES' })).toHaveAttribute('href', '/single-sign-on');
    await expect(within(nav).getByRole('link', { name: 'HISTORY' })).toHaveAttribute('href', '/history');
    await expect(within(nav).getByRole('link', { name: 'FAILED MESSAGES' })).toHaveAttribute(
      'href',
      '/failed-messages',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'USERS' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/list');
  },
};

export const Manager: Story = {
  args: { user: fakeUsers.manager, currentPath: '/user/my-account' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(menuNames(nav)).toEqual(['LICENSES', 'MY PROFILE', 'SUPPORT & FAQ', 'LOG OUT']);
    await expect(within(nav).queryByRole('link', { name: 'USERS' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'PRODUCTS' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'MY PROFILE' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OrdinaryUser: Story = {
  args: { user: fakeUsers.user },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(menuNames(nav)).toEqual(['LICENSES', 'MY PROFILE', 'SUPPORT & FAQ', 'LOG OUT']);
    const support = within(nav).getByRole('link', { name: /SUPPORT & FAQ/ });
    await expect(support).toHaveAttribute('href', 'https://support.example.com');
    await expect(support).toHaveAttribute('target', '_blank');
  },
};

export const LogOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'LOG OUT' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledOnce());
  },
};

function SlowSave() {
  const save = useMutation({ mutationFn: () => new Promise<never>(() => {}) });
  return <Button onClick={() => save.mutate()}>Save</Button>;
}

/** A call under way covers the page with 'Processing...'. */
export const Processing: Story = {
  args: {
    children: (
      <HomeView>
        <SlowSave />
      </HomeView>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.getByText('Processing...')).toBeVisible());
  },
};

function SaveWithMessage() {
  const showMessage = useShellMessage();
  return (
    <Button onClick={() => showMessage({ title: 'Users', message: 'The users list has been updated.' })}>Save</Button>
  );
}

export const Message: Story = {
  args: {
    children: (
      <HomeView>
        <SaveWithMessage />
      </HomeView>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const dialog = await page.findByRole('alertdialog', { name: 'Users' });
    await expect(dialog).toHaveTextContent('The users list has been updated.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(save).toHaveFocus();
  },
};

function SaveWithToast() {
  return <Button onClick={() => toast({ title: 'License Created' })}>Save</Button>;
}

/** The shell's toasts: drawn from the first one on (their code loads then, or while the page is idle). */
export const Toast: Story = {
  args: {
    withToaster: true,
    children: (
      <HomeView>
        <SaveWithToast />
      </HomeView>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(page.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await page.findByRole('region', { name: /Notifications/ });
    await expect(await within(region).findByText('License Created')).toBeVisible();
    // Gone before the next story: the toasts' store is the page's.
    dismissToast();
    await waitFor(() => expect(within(region).queryByText('License Created')).not.toBeInTheDocument());
  },
};

export const LongName: Story = {
  args: { user: { ...fakeUsers.administrator, name: 'Maximiliana Alexandra Worthington-Smythe of Example Ltd' } },
};

/** After sign-in, a user without a country is asked once to add one. */
export const NoCountry: Story = {
  args: { user: { ...fakeUsers.user, countryCode: null } },
  beforeEach: () => {
    resetCountryPrompt();
    return resetCountryPrompt;
  },
  play: async ({ userEvent, args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Your country' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Update Country' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/my-account');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Without activity for the timeout (spec §9: 30 minutes; shortened here) the shell warns, then logs out by itself
 * and tells the host why.
 */
export const InactivityLogout: Story = {
  args: { inactivityTimeoutMs: 1000 },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    await page.findByRole('alertdialog', { name: 'Are you still there?' });
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledWith('inactivity'), { timeout: 4000 });
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** 'Stay signed in' on the warning keeps the session: the timer starts again. */
export const InactivityStaySignedIn: Story = {
  args: { inactivityTimeoutMs: 3000 },
  parameters: { visual: { disable: true } },
  play: async ({ args, userEvent }) => {
    const dialog = await page.findByRole('alertdialog', {}, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(args.onLoggedOut).not.toHaveBeenCalled();
  },
};

/** The shell on a phone: the menu takes a row of its own under the product name. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
