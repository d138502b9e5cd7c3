import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { AcceptHandover } from './accept-handover.tsx';
import { FAKE_HANDOVER_RECIPIENT, FAKE_HANDOVER_TOKENS } from './fake-admin-handover.ts';

const m = messages.adminHandover;
const asRecipient = { fakeApi: { signedInAs: fakeUsers.user } };

const meta = {
  title: 'Features/LicenseUsers/AcceptHandover',
  component: AcceptHandover,
  args: { token: FAKE_HANDOVER_TOKENS.pending, onNavigate: fn() },
  // Who is signed in is each story's own: parameters merged from two levels would copy the fake user, whom the
  // fake session knows by identity.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AcceptHandover>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'License administrator change' });
const factOf = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The new administrator, signed in with the address the link was sent to: the pack offered, and Accept. */
export const Offer: Story = {
  parameters: asRecipient,
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(
      await canvas.findByText('manager@example.com asks you to become the administrator of this license pack.'),
    ).toBeVisible();
    await expect(factOf(canvas, 'License pack')).toBe('Standard license pack');
    await expect(factOf(canvas, 'Seats')).toBe('10');
    await expect(factOf(canvas, 'Requested by')).toBe('manager@example.com');
    await expect(factOf(canvas, 'Link valid until')).toMatch(/2026/);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  },
};

/** The page for a link of choice. */
export const Playground: Story = { parameters: asRecipient };

/** Accept: spec §8's success message and a link to the pack's users, now the new administrator's. */
export const Accepted: Story = {
  parameters: asRecipient,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText('The license administrator was successfully changed.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage Users' })).toHaveAttribute(
      'href',
      `/license-usage/${FAKE_MANAGER_STANDARD_PACK}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** The link once more after it was accepted: spent. */
export const Used: Story = {
  parameters: asRecipient,
  args: { token: FAKE_HANDOVER_TOKENS.used },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.used)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Expired: Story = {
  parameters: asRecipient,
  args: { token: FAKE_HANDOVER_TOKENS.expired },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.expired)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Cancelled: Story = {
  parameters: asRecipient,
  args: { token: FAKE_HANDOVER_TOKENS.cancelled },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.cancelled)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Signed in as someone else than the address the link was sent to: why not, to whom it was sent, and Log out. */
export const WrongAccount: Story = {
  parameters: { fakeApi: { signedInAs: fakeUsers.administrator } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(m.wrongAccount);
    await expect(alert).toHaveTextContent(`It was sent to ${FAKE_HANDOVER_RECIPIENT}.`);
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/Logout');
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** A link replaced by a newer e-mail, mistyped, or none at all. */
export const UnknownLink: Story = {
  parameters: asRecipient,
  args: { token: 'not-a-link-the-server-made' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.unknownLink)).toBeVisible();
  },
};

export const NoToken: Story = {
  parameters: asRecipient,
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.unknownLink)).toBeVisible();
  },
};

/** Accepted elsewhere meanwhile (another tab): the server's refusal replaces the offer. */
export const AcceptRefused: Story = {
  parameters: {
    ...asRecipient,
    consoleApi: {
      licenseUsages: {
        acceptAdminHandover: async () => {
          throw new ApiError(409, m.used);
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText(m.used)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { ...asRecipient, consoleApi: { licenseUsages: { adminHandoverByToken: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the request...')).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so, with a retry. */
export const LoadFailed: Story = {
  parameters: { ...asRecipient, consoleApi: { licenseUsages: { adminHandoverByToken: failingRead } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The request could not be loaded.')).toBeVisible();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** On a phone: the offer's facts stack, Accept within reach. */
export const Phone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, ...asRecipient, layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const accept = await canvas.findByRole('button', { name: 'Accept' });
    await expect(accept.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On a phone: the wrong account's explanation and its two ways out. */
export const PhoneWrongAccount: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, fakeApi: { signedInAs: fakeUsers.administrator }, layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.wrongAccount);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
