import * as messages from '@license-console/domain/messages';
import { Toaster } from '@license-console/ui';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakeDraftKeyPairs, fakeSsoSites } from './fake.ts';
import { SsoSiteForm } from './sso-site-form.tsx';

function renderForm(api: ConsoleApi, props: { siteId?: string; onSaved?: () => void } = {}) {
  return render(
    <FakeConsoleProviders api={api}>
      <SsoSiteForm user={fakeUsers.administrator} {...props} />
      <Toaster />
    </FakeConsoleProviders>,
  );
}

const contoso = fakeSsoSites.find((site) => site.name === 'Contoso Portal')!;

describe('given the new SSO site form', () => {
  it('should show the key pair the server made, read-only, and the private key once, with Create disabled', async () => {
    const screen = await renderForm(createFakeConsoleApi());
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Add Site' })).toBeVisible();
    const publicKey = screen.getByRole('textbox', { name: 'Public Key' });
    const privateKey = screen.getByRole('textbox', { name: 'Private Key' });
    await expect.element(publicKey).toHaveValue(fakeDraftKeyPairs[0]!.publicKey);
    await expect.element(privateKey).toHaveValue(fakeDraftKeyPairs[0]!.privateKey);
    await expect.element(publicKey).toHaveAttribute('readonly');
    await expect.element(privateKey).toHaveAttribute('readonly');
    await expect.element(screen.getByText(/The private key is shown this once/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('should create once the model is valid, say Created and hand the site back', async () => {
    const api = createFakeConsoleApi();
    const onSaved = vi.fn();
    const screen = await renderForm(api, { onSaved });
    const create = screen.getByRole('button', { name: 'Create' });
    await screen.getByRole('textbox', { name: 'Name' }).fill('Litware Learning');
    await expect.element(create).toBeDisabled();
    await screen.getByRole('textbox', { name: 'URL' }).fill('learning.litware.com');
    await expect.element(screen.getByText(messages.sso.urlFormat)).toBeVisible();
    await expect.element(create).toBeDisabled();
    await screen.getByRole('textbox', { name: 'URL' }).fill('https://learning.litware.com/sso');
    await expect.element(create).toBeEnabled();
    await create.click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      name: 'Litware Learning',
      url: 'https://learning.litware.com/sso',
      publicKey: fakeDraftKeyPairs[0]!.publicKey,
    });
    expect(onSaved.mock.calls[0]![0]).not.toHaveProperty('privateKey');
    await expect.element(screen.getByText('Created', { exact: true })).toBeVisible();
    expect((await api.singleSignOn.listSsoSites()).map((site) => site.name)).toContain('Litware Learning');
  });

  it('should show the server’s reason beside the field it refused, and keep what was typed', async () => {
    const onSaved = vi.fn();
    const screen = await renderForm(createFakeConsoleApi(), { onSaved });
    await screen.getByRole('textbox', { name: 'Name' }).fill('contoso portal');
    await screen.getByRole('textbox', { name: 'URL' }).fill('https://elsewhere.example.com/');
    await screen.getByRole('button', { name: 'Create' }).click();
    await expect.element(screen.getByText(messages.sso.nameTaken)).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('contoso portal');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('should say why the server gave no key pair, and ask again on retry', async () => {
    let refuse = true;
    const api = createFakeConsoleApi();
    const draft = api.singleSignOn.newSsoSite;
    api.singleSignOn.newSsoSite = async () => {
      if (refuse) throw new ApiError(503, messages.auth.ssoNotConfigured);
      return draft();
    };
    const screen = await renderForm(api);
    await expect.element(screen.getByRole('alert')).toMatchTextContent(messages.auth.ssoNotConfigured);
    refuse = false;
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Private Key' }))
      .toHaveValue(fakeDraftKeyPairs[0]!.privateKey);
  });
});

/** Contoso's edit form, its name typed over: 'Contoso EU', not saved yet. */
async function renamed(api: ReturnType<typeof createFakeConsoleApi>) {
  const update = vi.spyOn(api.singleSignOn, 'updateSsoSite');
  const onSaved = vi.fn();
  const screen = await renderForm(api, { siteId: contoso.id, onSaved });
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(contoso.name);
  await screen.getByRole('textbox', { name: 'Name' }).fill('Contoso EU');
  return { api, update, onSaved, screen };
}

describe('given the edit form of an SSO site', () => {
  it('should show its name, URL, id and fixed public key, no private key, and save a new name as Updated', async () => {
    const api = createFakeConsoleApi();
    const onSaved = vi.fn();
    const screen = await renderForm(api, { siteId: contoso.id, onSaved });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Edit Site' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(contoso.name);
    await expect.element(screen.getByRole('textbox', { name: 'URL' })).toHaveValue(contoso.url);
    await expect.element(screen.getByRole('textbox', { name: 'Site id' })).toHaveValue(contoso.id);
    await expect.element(screen.getByRole('textbox', { name: 'Public Key' })).toHaveValue(contoso.publicKey);
    expect(screen.getByRole('textbox', { name: 'Private Key' }).query()).toBeNull();
    const update = screen.getByRole('button', { name: 'Update' });
    await expect.element(update).toBeEnabled();
    await screen.getByRole('textbox', { name: 'Name' }).fill('');
    await expect.element(screen.getByText(messages.sso.nameRequired)).toBeVisible();
    await expect.element(update).toBeDisabled();
    await screen.getByRole('textbox', { name: 'Name' }).fill('Contoso Partner Portal');
    await update.click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    await expect.element(screen.getByText('Updated', { exact: true })).toBeVisible();
    expect(await api.singleSignOn.getSsoSite(contoso.id)).toMatchObject({
      name: 'Contoso Partner Portal',
      publicKey: contoso.publicKey,
    });
  });

  it('should send the loaded ETag and, saved elsewhere since, show the dialog instead of saving over it', async () => {
    const elsewhere = { id: contoso.id, changes: { url: 'https://portal.contoso.com/v2' }, by: 'b@x.example', at: '' };
    const { api, update, onSaved, screen } = await renamed(
      createFakeConsoleApi({}, { ssoSiteEditedElsewhere: elsewhere }),
    );
    await screen.getByRole('button', { name: 'Update' }).click();
    await expect.element(screen.getByRole('alertdialog', { name: 'Someone else saved this first' })).toBeVisible();
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Contoso EU' }), '"v1"');
    expect(onSaved).not.toHaveBeenCalled();
    expect(await api.singleSignOn.getSsoSite(contoso.id)).toMatchObject({
      name: contoso.name,
      url: elsewhere.changes.url,
    });
  });

  it('should base the save on the rotated site after a key rotation, keeping what was typed', async () => {
    const { update, onSaved, screen } = await renamed(createFakeConsoleApi());
    await screen.getByRole('button', { name: 'Rotate keys' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    await screen.getByRole('dialog', { name: 'Keys rotated' }).getByRole('button', { name: 'Done' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Previous Public Key' })).toBeVisible();
    await screen.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Contoso EU' }), '"v2"');
  });

  it('should say a site that is gone does not exist, with the way back to the list', async () => {
    const screen = await renderForm(createFakeConsoleApi(), { siteId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    await expect.element(screen.getByText('This SSO site does not exist. It may have been deleted.')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Back to the SSO sites' }))
      .toHaveAttribute('href', '/single-sign-on');
    expect(screen.getByRole('button', { name: 'Update' }).query()).toBeNull();
  });
});

describe('given someone who is not an administrator', () => {
  it('should answer Access Denied and read nothing', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.manager });
    const draft = vi.spyOn(api.singleSignOn, 'newSsoSite');
    const screen = await render(
      <FakeConsoleProviders api={api}>
        <SsoSiteForm user={fakeUsers.manager} />
      </FakeConsoleProviders>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Access Denied');
    expect(draft).not.toHaveBeenCalled();
  });
});
