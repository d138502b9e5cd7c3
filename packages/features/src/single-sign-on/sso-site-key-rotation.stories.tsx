import * as messages from '@license-console/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeDraftKeyPairs, fakeSsoSites } from './fake.ts';
import { SsoSiteKeyRotation } from './sso-site-key-rotation.tsx';

const contoso = fakeSsoSites.find((site) => site.name === 'Contoso Portal')!;

const meta = {
  title: 'Features/SingleSignOn/SsoSiteKeyRotation',
  component: SsoSiteKeyRotation,
  args: { siteId: contoso.id, onRotated: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SsoSiteKeyRotation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const toastOf = async (text: string) =>
  (await page.findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
/** The pair the fake hands out first on a rotation. */
const newPair = fakeDraftKeyPairs.at(-1)!;

/** The dialog asks the overlap, 7 days first; CANCEL (and Escape) closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Rotate keys' });
    await userEvent.click(button);
    const dialog = await page.findByRole('dialog', { name: 'Rotate the key pair' });
    await expect(dialog).toHaveAccessibleDescription(/Its current public key stays valid for the overlap you choose/);
    await expect(within(dialog).getByRole('spinbutton', { name: 'Overlap (days)' })).toHaveValue(7);
    await expect(within(dialog).getByRole('button', { name: 'Rotate' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onRotated).not.toHaveBeenCalled();
    // The story stops on the question.
    await userEvent.click(button);
    await page.findByRole('dialog', { name: 'Rotate the key pair' });
  },
};

export const Playground: Story = {};

/** An overlap outside 1 to 30 whole days says so in place and disables Rotate. */
export const OverlapOutOfRange: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate keys' }));
    const dialog = await page.findByRole('dialog', { name: 'Rotate the key pair' });
    const overlap = within(dialog).getByRole('spinbutton', { name: 'Overlap (days)' });
    await userEvent.clear(overlap);
    await userEvent.type(overlap, '31');
    await expect(await within(dialog).findByText(messages.sso.overlapDaysRange)).toBeVisible();
    await expect(overlap).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Rotate' })).toBeDisabled();
    await userEvent.clear(overlap);
    await userEvent.type(overlap, '30');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rotate' })).toBeEnabled());
    await userEvent.clear(overlap);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rotate' })).toBeDisabled());
    await expect(within(dialog).getByText(messages.sso.overlapDaysRange)).toBeVisible();
  },
};

/**
 * Rotate shows the new key pair, the private key this once, and when the previous key ends; a click outside keeps
 * the dialog open, Done closes it. The story stops on the new keys.
 */
export const Rotated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate keys' }));
    const asked = await page.findByRole('dialog', { name: 'Rotate the key pair' });
    const overlap = within(asked).getByRole('spinbutton', { name: 'Overlap (days)' });
    await userEvent.clear(overlap);
    await userEvent.type(overlap, '14');
    await userEvent.click(within(asked).getByRole('button', { name: 'Rotate' }));
    const dialog = await page.findByRole('dialog', { name: 'Keys rotated' });
    await expect(dialog).toHaveAccessibleDescription(
      'The site has a new key pair. Its previous key stays valid until 03/24/2026 12:00 UTC; then only the new one is.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'New Public Key' })).toHaveValue(newPair.publicKey);
    await expect(within(dialog).getByRole('textbox', { name: 'New Private Key' })).toHaveValue(newPair.privateKey);
    await expect(within(dialog).getByText(/The new private key is shown this once/)).toBeVisible();
    await waitFor(() =>
      expect(args.onRotated).toHaveBeenCalledWith(
        expect.objectContaining({
          id: contoso.id,
          publicKey: newPair.publicKey,
          previousKey: { publicKey: contoso.publicKey, expiresAt: '2026-03-24T12:00:00.000Z' },
        }),
      ),
    );
    await expect(args.onRotated).not.toHaveBeenCalledWith(expect.objectContaining({ privateKey: expect.anything() }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the new private key' }));
    await expect(await navigator.clipboard.readText()).toBe(newPair.privateKey);
    // A click beside the dialog does not lose the private key.
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot=dialog-overlay]')!);
    await expect(page.getByRole('dialog', { name: 'Keys rotated' })).toBeVisible();
  },
};

/** Done closes the dialog and forgets the private key; opened again, the dialog asks anew. */
export const Done: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Rotate keys' });
    await userEvent.click(button);
    await userEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Rotate' }));
    const dialog = await page.findByRole('dialog', { name: 'Keys rotated' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(page.queryByText(newPair.privateKey)).toBeNull();
  },
};

/** The server refuses (an earlier rotation's overlap lasts, 409): its message shows and the dialog stays. */
export const Refused: Story = {
  parameters: {
    consoleApi: {
      singleSignOn: {
        rotateSsoSiteKeys: async () => {
          throw new ApiError(409, messages.sso.rotationUnderWay);
        },
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate keys' }));
    const dialog = await page.findByRole('dialog', { name: 'Rotate the key pair' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    await expect(await toastOf(messages.sso.rotationUnderWay)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Rotate the key pair' })).toBeVisible();
    await expect(args.onRotated).not.toHaveBeenCalled();
  },
};

/** While an earlier rotation's overlap lasts the button is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rotate keys' })).toBeDisabled();
  },
};
