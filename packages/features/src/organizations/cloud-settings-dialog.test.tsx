import { type LicenseUsageSettings, NO_USAGE_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { Toaster } from '@license-console/ui';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { FAKE_MANAGER_BUSINESS_PACK } from '../licenses/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { CloudSettingsDialog } from './cloud-settings-dialog.tsx';

const settings: LicenseUsageSettings = {
  ...NO_USAGE_SETTINGS,
  cloudSettings: true,
  renameOrganization: true,
  changeOrganization: true,
  linkOrganization: true,
};
const RENAMED = 'Example Corp International';

/** Cloud Settings of the manager's Business pack, whose organization another administrator renamed just after. */
async function staleCloudSettings() {
  const api = createFakeConsoleApi(
    {},
    {
      organizationEditedElsewhere: {
        licenseId: FAKE_MANAGER_BUSINESS_PACK,
        organizationName: RENAMED,
        by: 'other.admin@example.com',
        at: '2026-05-04T14:30:00.000Z',
      },
    },
  );
  const rename = vi.spyOn(api.organizations, 'changeOrganizationName');
  const change = vi.spyOn(api.organizations, 'changeOrganization');
  const onChanged = vi.fn();
  const screen = await render(
    <FakeConsoleProviders api={api}>
      <CloudSettingsDialog
        licenseId={FAKE_MANAGER_BUSINESS_PACK}
        settings={settings}
        used={3}
        total={5}
        open
        onOpenChange={() => undefined}
        onChanged={onChanged}
      />
      <Toaster />
    </FakeConsoleProviders>,
  );
  const panel = screen.getByRole('dialog', { name: 'Cloud Settings' });
  const name = panel.getByRole('textbox', { name: 'Organization Name' });
  await expect.element(name).toHaveValue('Example Corp');
  return { api, rename, change, onChanged, screen, panel, name };
}

describe('given Cloud Settings of a pack whose organization was renamed elsewhere since it opened (412)', () => {
  it('should refuse the rename based on the name before, show both names, and rename on Overwrite', async () => {
    const { api, rename, onChanged, screen, panel, name } = await staleCloudSettings();
    await name.fill('Example Corp Europe');
    await panel.getByRole('button', { name: 'Rename' }).click();
    const dialog = screen.getByRole('alertdialog', { name: messages.staleEdit.title });
    await expect.element(dialog.getByText(/other\.admin@example\.com changed this record/)).toBeVisible();
    await expect.element(dialog.getByRole('rowheader', { name: 'Organization' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: RENAMED })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: 'Example Corp Europe' })).toBeVisible();
    expect(rename).toHaveBeenLastCalledWith(FAKE_MANAGER_BUSINESS_PACK, 'Example Corp Europe', '"v2"');
    expect(onChanged).not.toHaveBeenCalled();
    const organizations = await api.organizations.licenseOrganizations(FAKE_MANAGER_BUSINESS_PACK);
    expect(organizations.organization?.organizationName).toBe(RENAMED);

    await dialog.getByRole('button', { name: messages.staleEdit.overwrite }).click();
    await expect.poll(() => onChanged.mock.calls.length).toBe(1);
    expect(rename).toHaveBeenLastCalledWith(FAKE_MANAGER_BUSINESS_PACK, 'Example Corp Europe', '"v3"');
  });

  it('should refuse a change of organization too, and show the pack as it is now on Reload', async () => {
    const { change, onChanged, screen, panel, name } = await staleCloudSettings();
    await panel.getByRole('combobox', { name: 'New Organization' }).selectOptions('Example Labs');
    await panel.getByRole('button', { name: 'Change Organization' }).click();
    await screen.getByRole('alertdialog', { name: 'Change Organization' }).getByRole('button', { name: 'YES' }).click();
    const dialog = screen.getByRole('alertdialog', { name: messages.staleEdit.title });
    await expect.element(dialog.getByRole('cell', { name: 'Example Labs' })).toBeVisible();
    expect(change).toHaveBeenLastCalledWith(FAKE_MANAGER_BUSINESS_PACK, 'fake-organization-2', '"v2"');
    await dialog.getByRole('button', { name: messages.staleEdit.reload }).click();
    await expect.element(name).toHaveValue(RENAMED);
    expect(onChanged).not.toHaveBeenCalled();
    await panel.getByRole('combobox', { name: 'New Organization' }).selectOptions('Example Labs');
    await panel.getByRole('button', { name: 'Change Organization' }).click();
    await screen.getByRole('alertdialog', { name: 'Change Organization' }).getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => onChanged.mock.calls.length).toBe(1);
    expect(change).toHaveBeenLastCalledWith(FAKE_MANAGER_BUSINESS_PACK, 'fake-organization-2', '"v3"');
  });
});
