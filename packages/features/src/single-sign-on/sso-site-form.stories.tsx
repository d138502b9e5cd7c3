import { wayfindingMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { fakeDraftKeyPairs, fakeRotatingSite, fakeSsoSites } from './fake.ts';
import { SsoSiteForm } from './sso-site-form.tsx';

const meta = {
  title: 'Features/SingleSignOn/SsoSiteForm',
  component: SsoSiteForm,
  args: { user: fakeUsers.administrator, onSaved: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SsoSiteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const toastOf = async (text: string) =>
  (await page.findAllByText(text, { selector: '[data-slot=toast-description]' })).at(-1);
const contoso = fakeSsoSites.find((site) => site.name === 'Contoso Portal')!;

/** /single-sign-on/new: blank name and URL, the key pair the server made (read-only), Create disabled. */
export const NewSite: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Site' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Private Key' })).toHaveValue(
      fakeDraftKeyPairs[0]!.privateKey,
    );
    await expect(canvas.getByRole('textbox', { name: 'Public Key' })).toHaveValue(fakeDraftKeyPairs[0]!.publicKey);
    await expect(canvas.getByText(/The private key is shown this once/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    const create = canvas.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    // Why, beside it and as its description: never a greyed-out button without a word.
    const reason = wayfindingMessages.submitBlocked('Create');
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(create).toHaveAccessibleDescription(reason);
    await expect(canvas.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/single-sign-on');
  },
};

/** A valid model enables Create; saved, 'Created' shows and the host is told. */
export const Created: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('textbox', { name: 'Private Key' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Litware Learning');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://learning.litware.com/sso');
    const create = canvas.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await toastOf('Created')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** An invalid model: the field messages show and Create stays disabled. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: 'Private Key' });
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'portal.example.com');
    await expect(await canvas.findByText(messages.sso.nameRequired)).toBeVisible();
    await expect(await canvas.findByText(messages.sso.urlFormat)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** The server refuses (a name another site has): its message stands under the field, nothing typed is lost. */
export const SaveRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('textbox', { name: 'Private Key' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'CONTOSO PORTAL');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://new.contoso.com/acs');
    const create = canvas.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await canvas.findByText(messages.sso.nameTaken)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('CONTOSO PORTAL');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A create the server fails (500): what was typed stays, and the reason stands beside Create until the next save. */
export const CreateFailed: Story = {
  parameters: {
    consoleApi: { singleSignOn: { createSsoSite: () => Promise.reject(new ApiError(500, 'Internal Server Error')) } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('textbox', { name: 'Private Key' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Fabrikam Portal');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://fabrikam.example.com/acs');
    const create = canvas.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(create).toHaveAccessibleDescription(messages.transport.genericError));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Fabrikam Portal');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** /single-sign-on/edit/{siteId}: name, URL, the site id and its fixed public key; no private key; Update. */
export const EditSite: Story = {
  args: { siteId: contoso.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Site' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue(contoso.name);
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue(contoso.url);
    await expect(canvas.getByRole('textbox', { name: 'Public Key' })).toHaveValue(contoso.publicKey);
    await expect(canvas.queryByRole('textbox', { name: 'Private Key' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled());
  },
};

/**
 * Rotate keys from the edit form: the new public key replaces the shown one, the previous key shows with its end,
 * Rotate keys waits for it to expire, and a name typed meanwhile stays; Update then saves with the new key.
 */
export const EditRotated: Story = {
  args: { siteId: contoso.id },
  play: async ({ canvas, userEvent, args }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue(contoso.name));
    await userEvent.type(name, ' EU');
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate keys' }));
    const asked = await page.findByRole('dialog', { name: 'Rotate the key pair' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Rotate' }));
    const dialog = await page.findByRole('dialog', { name: 'Keys rotated' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Public Key' })).toHaveValue(fakeDraftKeyPairs.at(-1)!.publicKey);
    await expect(canvas.getByRole('textbox', { name: 'Previous Public Key' })).toHaveValue(contoso.publicKey);
    await expect(canvas.getByText(/Still valid until 03\/17\/2026 12:00 UTC/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rotate keys' })).toBeDisabled();
    await expect(name).toHaveValue(`${contoso.name} EU`);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await toastOf('Updated')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** During a rotation's overlap: both public keys, the previous one's end, and Rotate keys disabled until then. */
export const EditDuringRotation: Story = {
  args: { siteId: contoso.id },
  parameters: {
    consoleApi: { singleSignOn: { ssoSiteForEdit: async () => ({ value: { ...fakeRotatingSite }, etag: '"v2"' }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Previous Public Key' })).toHaveValue(
      fakeRotatingSite.previousKey!.publicKey,
    );
    await expect(canvas.getByRole('textbox', { name: 'Public Key' })).toHaveValue(fakeRotatingSite.publicKey);
    await expect(canvas.getByText(/Still valid until 03\/17\/2026 12:00 UTC/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rotate keys' })).toBeDisabled();
    await expect(
      canvas.getByText('Keys can be rotated again once the previous key expires, 03/17/2026 12:00 UTC.'),
    ).toBeVisible();
  },
};

/** A new name saved: 'Updated'. */
export const Updated: Story = {
  args: { siteId: contoso.id },
  play: async ({ canvas, userEvent, args }) => {
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue(contoso.name));
    await userEvent.type(name, ' Partners');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await toastOf('Updated')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** Another administrator moves Contoso Portal to a new URL right after this form loads it. */
const editedElsewhere = {
  args: { siteId: contoso.id },
  parameters: {
    fakeApi: {
      ssoSiteEditedElsewhere: {
        id: contoso.id,
        changes: { url: 'https://portal.contoso.com/sso/v2' },
        by: 'admin.two@example.com',
        at: '2026-03-10T14:05:00.000Z',
      },
    },
  },
} satisfies Story;

/** Renames the site and saves: the save is refused (412) and the stale-edit dialog opens. */
async function saveOverTheirChange({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  const name = await canvas.findByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveValue(contoso.name));
  await userEvent.type(name, ' EU');
  await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
  return page.findByRole('alertdialog', { name: 'Someone else saved this first' });
}

/**
 * A rename based on a version another administrator has replaced (412): who and when, their name and URL beside the
 * edit, Reload and Overwrite; nothing saved yet.
 */
export const EditedElsewhere: Story = {
  ...editedElsewhere,
  play: async (context) => {
    const dialog = await saveOverTheirChange(context);
    await expect(dialog).toHaveTextContent('admin.two@example.com changed this record on Mar 10, 2026, 2:05 PM UTC');
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      `Name${contoso.name}${contoso.name} EU`,
      `URLhttps://portal.contoso.com/sso/v2${contoso.url}`,
    ]);
    await expect(within(dialog).getByRole('button', { name: 'Overwrite' })).toBeVisible();
    await expect(context.args.onSaved).not.toHaveBeenCalled();
  },
};

/** Reload shows their saved URL and drops the rename. */
export const EditedElsewhereReload: Story = {
  ...editedElsewhere,
  play: async (context) => {
    const dialog = await saveOverTheirChange(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    const { canvas } = context;
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue('https://portal.contoso.com/sso/v2');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(contoso.name);
    await expect(context.args.onSaved).not.toHaveBeenCalled();
  },
};

/** Overwrite saves the edit over their change: 'Updated', with the name and URL the form showed. */
export const EditedElsewhereOverwrite: Story = {
  ...editedElsewhere,
  play: async (context) => {
    const dialog = await saveOverTheirChange(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await expect(await toastOf('Updated')).toBeVisible();
    await waitFor(() =>
      expect(context.args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ name: `${contoso.name} EU`, url: contoso.url }),
      ),
    );
  },
};

/** A site that is gone: said so, with the way back to the list. */
export const NotFound: Story = {
  args: { siteId: 'AAAAAAAAAAAAAAAAAAAAAA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This SSO site does not exist. It may have been deleted.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the SSO sites' })).toBeVisible();
  },
};

/** The key pair is on its way. */
export const Loading: Story = {
  parameters: { consoleApi: { singleSignOn: { newSsoSite: () => new Promise(() => {}) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

/** The server makes no key pair (production without SSO_KEY_SECRET): its reason, and a retry. */
export const LoadFailed: Story = {
  parameters: {
    consoleApi: {
      singleSignOn: {
        newSsoSite: async () => {
          throw new ApiError(503, messages.auth.ssoNotConfigured);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.auth.ssoNotConfigured);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Anyone but an administrator reads 'Access Denied'. */
export const NotAdministrator: Story = {
  args: { user: fakeUsers.manager },
  parameters: { fakeApi: { signedInAs: fakeUsers.manager } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A new site on a phone: the keys wrap inside the screen. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await canvas.findByRole('textbox', { name: 'Private Key' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
    // Nothing reaches past the screen's edge: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
