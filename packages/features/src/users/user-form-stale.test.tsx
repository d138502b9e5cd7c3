import * as messages from '@license-console/domain/messages';
import { Toaster } from '@license-console/ui';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { PasswordSettingsForm } from '../password-settings/index.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { fakeUserList } from './fake.ts';
import { UserForm, type UserFormProps } from './user-form.tsx';

const STALE_TITLE = messages.staleEdit.title;
const elsewhere = { by: 'other.admin@example.com', at: '2026-05-04T14:30:00.000Z' };
const target = fakeUserList[2]!;

function renderForm(api: ConsoleApi, props: Omit<UserFormProps, 'user'> & { user?: UserFormProps['user'] }) {
  return render(
    <FakeConsoleProviders api={api}>
      <UserForm user={fakeUsers.administrator} {...props} />
      <Toaster />
    </FakeConsoleProviders>,
  );
}

/** Edit User of one user, saved elsewhere right after the form loaded it, its last name typed over. */
async function staleEditUser() {
  const api = createFakeConsoleApi(
    {},
    { usersEditedElsewhere: { user: { id: target.id, changes: { company: 'Elsewhere Inc' }, ...elsewhere } } },
  );
  const update = vi.spyOn(api.users, 'updateUser');
  const onSaved = vi.fn();
  const screen = await renderForm(api, { mode: 'edit', userId: target.id, onSaved });
  const lastName = screen.getByRole('textbox', { name: 'Last Name' });
  await expect.element(lastName).toHaveValue(target.lastName);
  await lastName.fill('Renamed');
  await screen.getByRole('button', { name: 'Save' }).click();
  const dialog = screen.getByRole('alertdialog', { name: STALE_TITLE });
  await expect.element(dialog).toBeVisible();
  return { api, update, onSaved, screen, dialog };
}

describe("given an administrator's Edit User saved elsewhere since it loaded (412)", () => {
  it('should send the loaded ETag, save nothing, and show their company beside the edit, by whom', async () => {
    const { api, update, onSaved, dialog } = await staleEditUser();
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ lastName: 'Renamed' }), '"v1"');
    expect(onSaved).not.toHaveBeenCalled();
    await expect.element(dialog.getByText(/other\.admin@example\.com changed this record/)).toBeVisible();
    await expect.element(dialog.getByRole('rowheader', { name: 'Company' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: 'Elsewhere Inc' })).toBeVisible();
    expect(await api.users.getUser(target.id)).toMatchObject({ company: 'Elsewhere Inc', lastName: target.lastName });
  });

  it('should save the edit over theirs on Overwrite, based on the version the 412 named', async () => {
    const { update, onSaved, dialog } = await staleEditUser();
    await dialog.getByRole('button', { name: messages.staleEdit.overwrite }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ lastName: 'Renamed' }), '"v2"');
  });

  it('should show the saved user on Reload, dropping the edit, and save on top of it', async () => {
    const { update, onSaved, screen } = await staleEditUser();
    await screen.getByRole('button', { name: messages.staleEdit.reload }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Elsewhere Inc');
    await expect.element(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue(target.lastName);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ company: 'Elsewhere Inc' }), '"v2"');
  });
});

describe('given My Profile changed by an administrator since it loaded (412)', () => {
  it('should show the stale-edit dialog instead of saving over the change, and save with If-Match after', async () => {
    const api = createFakeConsoleApi(
      {},
      {
        signedInAs: fakeUsers.user,
        usersEditedElsewhere: { user: { id: 'profile', changes: { phone: '5550199' }, ...elsewhere } },
      },
    );
    const update = vi.spyOn(api.users, 'updateProfile');
    const screen = await renderForm(api, { mode: 'profile', user: fakeUsers.user });
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await expect.element(firstName).toHaveValue('Uma');
    await firstName.fill('Umberta');
    await screen.getByRole('button', { name: 'Save' }).click();
    const dialog = screen.getByRole('alertdialog', { name: STALE_TITLE });
    await expect.element(dialog.getByRole('rowheader', { name: 'Phone' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: '5550199' })).toBeVisible();
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Umberta' }), '"v1"');
    expect(await api.users.currentUserProfile()).toMatchObject({ firstName: 'Uma', phone: '5550199' });
    await dialog.getByRole('button', { name: messages.staleEdit.overwrite }).click();
    await expect.poll(async () => (await api.users.currentUserProfile()).firstName).toBe('Umberta');
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Umberta' }), '"v2"');
  });
});

describe("given a manager's password policy saved in another tab since the screen loaded (412)", () => {
  it('should show their rule beside the edit, save nothing, and take theirs on Reload', async () => {
    const api = createFakeConsoleApi(
      {},
      {
        signedInAs: fakeUsers.manager,
        usersEditedElsewhere: { passwordSettings: { changes: { minimunChars: 14 }, ...elsewhere } },
      },
    );
    const save = vi.spyOn(api.passwordSettings, 'savePasswordSettings');
    const screen = await render(
      <FakeConsoleProviders api={api}>
        <PasswordSettingsForm user={fakeUsers.manager} />
        <Toaster />
      </FakeConsoleProviders>,
    );
    const expiration = screen.getByRole('spinbutton', { name: 'Expiration (months)' });
    await expect.element(expiration).toBeVisible();
    await expiration.fill('3');
    await screen.getByRole('button', { name: 'Save' }).click();
    const dialog = screen.getByRole('alertdialog', { name: STALE_TITLE });
    await expect.element(dialog.getByRole('rowheader', { name: 'Minimum characters' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: '14' })).toBeVisible();
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ expirationMonths: 3 }), '"v1"');
    expect(await api.passwordSettings.passwordSettingsCurrentUser()).toMatchObject({ minimunChars: 14 });
    await dialog.getByRole('button', { name: messages.staleEdit.reload }).click();
    await expect.element(screen.getByRole('spinbutton', { name: 'Minimum characters' })).toHaveValue(14);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => save.mock.calls.length).toBe(2);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ minimunChars: 14 }), '"v2"');
  });
});
