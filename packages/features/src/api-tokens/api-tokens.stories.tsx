import { apiTokenMessages as strings } from '@license-console/domain';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { ApiTokens } from './api-tokens.tsx';
import { FAKE_TOKEN, fakeApiTokens } from './fake.ts';

const meta = {
  title: 'Features/Users/ApiTokens',
  component: ApiTokens,
  args: { user: fakeUsers.user },
  parameters: { layout: 'fullscreen', fakeApi: { signedInAs: fakeUsers.user } },
} satisfies Meta<typeof ApiTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

const [nightly] = fakeApiTokens as [(typeof fakeApiTokens)[number]];
const body = within(document.body);

/** Each live token: name, role, created, expires, last use; never the token itself. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: strings.title, level: 2 })).toBeVisible();
    const grid = await canvas.findByRole('table', { name: strings.gridLabel });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeApiTokens.length + 1));
    const row = within(grid).getByRole('row', { name: new RegExp(nightly.name) });
    await expect(within(row).getByText('2030-04-02')).toBeVisible();
    await expect(within(row).getByText('2030-01-15 06:00 UTC')).toBeVisible();
    await expect(within(grid).getByText(strings.neverUsed)).toBeVisible();
  },
};

/** Create by keyboard: the token shows once, with a copy button and the warning; the list gains the token. */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: strings.gridLabel });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeApiTokens.length + 1));
    canvas.getByRole('button', { name: strings.create }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: strings.create });
    await userEvent.click(within(dialog).getByRole('button', { name: strings.create }));
    await expect(await within(dialog).findByText(strings.nameRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Deploy bot');
    await userEvent.selectOptions(within(dialog).getByLabelText(strings.expiry), '90');
    await userEvent.click(within(dialog).getByLabelText(/Name/));
    await userEvent.keyboard('{Enter}');
    const shown = await body.findByRole('dialog', { name: strings.createdTitle });
    await expect(within(shown).getByText(strings.shownOnce)).toBeVisible();
    await expect(within(shown).getByLabelText(strings.tokenLabel)).toHaveValue(FAKE_TOKEN);
    await expect(within(shown).getByRole('button', { name: strings.copy })).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: strings.done }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeApiTokens.length + 2));
    await expect(within(grid).getByText('Deploy bot')).toBeVisible();
    await expect(canvas.queryByText(FAKE_TOKEN)).toBeNull();
  },
};

/** The new token as it shows once: the warning, the token, and its copy button, which puts it on the clipboard. */
export const TokenShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: strings.create }));
    const dialog = await body.findByRole('dialog', { name: strings.create });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Deploy bot{Enter}');
    const shown = await body.findByRole('dialog', { name: strings.createdTitle });
    await expect(within(shown).getByLabelText(strings.tokenLabel)).toHaveValue(FAKE_TOKEN);
    await userEvent.click(within(shown).getByRole('button', { name: strings.copy }));
    await expect(await navigator.clipboard.readText()).toBe(FAKE_TOKEN);
  },
};

/** An administrator may give a token any lower role. */
export const AdministratorRoles: Story = {
  args: { user: fakeUsers.administrator },
  parameters: { fakeApi: { signedInAs: fakeUsers.administrator } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: strings.create }));
    const dialog = await body.findByRole('dialog', { name: strings.create });
    const role = within(dialog).getByLabelText(strings.role);
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrator', 'Manager', 'User']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: strings.create })).toHaveFocus();
  },
};

/** Revoke asks first; Cancel keeps the token, Revoke takes it off the list. */
export const Revoke: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('table', { name: strings.gridLabel });
    const revoke = await canvas.findByRole('button', { name: strings.revokeOf(nightly.name) });
    await userEvent.click(revoke);
    const question = await body.findByRole('alertdialog', { name: strings.revokeTitle });
    await expect(within(question).getByText(strings.revokeMessage(nightly.name))).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: strings.cancel }));
    await expect(within(grid).getByText(nightly.name)).toBeVisible();
    await userEvent.click(revoke);
    const again = await body.findByRole('alertdialog', { name: strings.revokeTitle });
    await userEvent.click(within(again).getByRole('button', { name: strings.revoke }));
    await expect((await body.findAllByText(strings.revoked)).at(-1)).toBeVisible();
    await waitFor(() => expect(within(grid).queryByText(nightly.name)).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { consoleApi: { apiTokens: { listApiTokens: async () => [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(strings.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { apiTokens: { listApiTokens: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(strings.loading)).at(0)).toBeInTheDocument();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed load says so, with a retry, never the empty state. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { apiTokens: { listApiTokens: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(strings.loadFailed)).toBeVisible();
    await expect(canvas.queryByText(strings.empty)).toBeNull();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: strings.retry }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** On a phone: name, expiry and Revoke; nothing reaches past the screen's edge. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('table', { name: strings.gridLabel });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(fakeApiTokens.length + 1));
    await expect(within(grid).queryByRole('columnheader', { name: strings.created })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
