import { type LicenseUsageSettings, NO_USAGE_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { LicenseUsers } from '../license-usages/index.ts';
import { AiFeaturesDialog } from './ai-features-dialog.tsx';

/** The fake's first generated Assistant pack (product 7): a gateway token, 15,840 input and 4,612 output tokens. */
const ASSISTANT_PACK = 'fake-license-4';

const grants = (aiFeatures: LicenseUsageSettings['aiFeatures']): LicenseUsageSettings => ({
  ...NO_USAGE_SETTINGS,
  aiFeatures,
});

const meta = {
  title: 'Features/LicenseUsers/AiFeatures',
  component: AiFeaturesDialog,
  args: {
    licenseId: ASSISTANT_PACK,
    settings: grants('edit'),
    used: 1,
    total: 5,
    open: true,
    onOpenChange: fn(),
    onChanged: fn(),
  },
} satisfies Meta<typeof AiFeaturesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'AI Features' });
const toast = async (text: string) =>
  (await body().findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const countOf = (panel: HTMLElement, label: string) => within(panel).getByText(label).nextElementSibling?.textContent;

/** An administrator (spec §6 row 4): the token counts, and the limit as text to edit. */
export const Editable: Story = {
  play: async () => {
    const panel = await dialog();
    const limit = await within(panel).findByRole('textbox', { name: 'Token limit' });
    await waitFor(() => expect(limit).toHaveValue('100000'));
    await waitFor(() => expect(limit).toHaveFocus());
    await expect(countOf(panel, 'Input tokens')).toBe('15,840');
    await expect(countOf(panel, 'Output tokens')).toBe('4,612');
    await expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A pack's AI features as its caller is granted them. */
export const Playground: Story = {};

/** Saved: the new limit reaches the server, 'The AI token limit was saved.', and the dialog asks to close. */
export const SaveLimit: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await dialog();
    const limit = await within(panel).findByRole('textbox', { name: 'Token limit' });
    await waitFor(() => expect(limit).toHaveValue('100000'));
    await userEvent.clear(limit);
    await userEvent.type(limit, ' 250000 ');
    await userEvent.keyboard('{Enter}');
    await expect(await toast('The AI token limit was saved.')).toBeVisible();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

const neverSent = fn();

/** Spec §5: the limit is text, and only a whole number of 0 or more is sent; anything else says so and stays. */
export const BadLimit: Story = {
  parameters: { consoleApi: { aiTokens: { updateTokenDetails: neverSent } } },
  play: async ({ userEvent }) => {
    const panel = await dialog();
    const limit = await within(panel).findByRole('textbox', { name: 'Token limit' });
    await waitFor(() => expect(limit).toHaveValue('100000'));
    for (const [text, message] of [
      ['-5', messages.aiTokenLimit.invalid],
      ['12.5', messages.aiTokenLimit.invalid],
      ['lots', messages.aiTokenLimit.invalid],
      ['', messages.aiTokenLimit.invalid],
      ['99999999999999999999', messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER)],
    ] as const) {
      await userEvent.clear(limit);
      if (text) await userEvent.type(limit, text);
      await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(limit).toHaveAccessibleDescription(expect.stringContaining(message)));
      await expect(limit).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(neverSent).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a limit lands on the field, with what was typed kept. */
export const ServerRefusesLimit: Story = {
  parameters: {
    consoleApi: {
      aiTokens: {
        updateTokenDetails: async () => {
          const message = messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER);
          throw new ApiError(400, messages.server.requestInvalid, { fields: { LimitTokens: message } });
        },
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const panel = await dialog();
    const limit = await within(panel).findByRole('textbox', { name: 'Token limit' });
    await waitFor(() => expect(limit).toHaveValue('100000'));
    await userEvent.clear(limit);
    await userEvent.type(limit, '5000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(
        expect.stringContaining(messages.bounds.wholeNumber(0, Number.MAX_SAFE_INTEGER)),
      ),
    );
    await expect(limit).toHaveValue('5000');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A manager (spec §6 row 10): the counts and the limit, read only. */
export const ViewOnly: Story = {
  args: { settings: grants('view') },
  play: async () => {
    const panel = await dialog();
    await waitFor(() => expect(countOf(panel, 'Token limit')).toBe('100,000'));
    await expect(countOf(panel, 'Input tokens')).toBe('15,840');
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(within(panel).getByText('Only an administrator can change the token limit.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { consoleApi: { licenses: { licenseByEncryptedId: () => new Promise(() => {}) } } },
  play: async () => {
    await expect(await within(await dialog()).findByText('Loading the AI features...')).toBeVisible();
  },
};

const failingRead = fn(async () => {
  throw new ApiError(503, 'Service Unavailable');
});

/** A failed read says so, with a retry. */
export const LoadFailed: Story = {
  parameters: { consoleApi: { licenses: { licenseByEncryptedId: failingRead } } },
  play: async ({ userEvent }) => {
    const panel = await dialog();
    await expect(
      await within(panel).findByText('The AI features of this license pack could not be loaded.'),
    ).toBeVisible();
    const calls = failingRead.mock.calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** Reached from an Assistant pack's page: Settings, then AI Features; the limit saved is read back. */
export const FromSettingsMenu: Story = {
  render: () => <LicenseUsers licenseId={ASSISTANT_PACK} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'AI Features' }));
    const limit = await within(await dialog()).findByRole('textbox', { name: 'Token limit' });
    await waitFor(() => expect(limit).toHaveValue('100000'));
    await userEvent.clear(limit);
    await userEvent.type(limit, '75000');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'AI Features' }));
    await waitFor(async () =>
      expect(await within(await dialog()).findByRole('textbox', { name: 'Token limit' })).toHaveValue('75000'),
    );
  },
};

/** On a phone: the counts stack, the text box and the buttons fit the screen. */
export const Phone: Story = {
  ...phoneStory,
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const panel = await dialog();
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Token limit' })).toHaveValue('100000'));
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
