import * as messages from '@license-console/domain/messages';
import { Toaster } from '@license-console/ui';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { FAKE_MANAGER_BUSINESS_PACK } from './fake.ts';
import { LicenseDatesDialog } from './license-dates-dialog.tsx';

const elsewhere = { by: 'other.admin@example.com', at: '2026-05-04T14:30:00.000Z' };

/** The end-date dialog of the manager's Business pack, whose end date another administrator saved just after. */
async function staleDates() {
  const api = createFakeConsoleApi(
    {},
    {
      licenseEditedElsewhere: {
        encryptedId: FAKE_MANAGER_BUSINESS_PACK,
        changes: { endDate: '12/31/2033' },
        ...elsewhere,
      },
    },
  );
  const license = await api.licenses.licenseByEncryptedId(FAKE_MANAGER_BUSINESS_PACK);
  const update = vi.spyOn(api.licenses, 'updateLicenseDates');
  const onClose = vi.fn();
  const screen = await render(
    <FakeConsoleProviders api={api}>
      <LicenseDatesDialog license={license} onClose={onClose} />
      <Toaster />
    </FakeConsoleProviders>,
  );
  const form = screen.getByRole('dialog', { name: 'Edit License Dates' });
  const end = form.getByRole('textbox', { name: 'End Date' });
  await expect.element(end).toHaveValue(license.endDate);
  await expect.element(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  await end.fill('06/30/2032');
  await form.getByRole('button', { name: 'Save' }).click();
  const dialog = screen.getByRole('alertdialog', { name: messages.staleEdit.title });
  await expect.element(dialog).toBeVisible();
  return { api, license, update, onClose, screen, form, dialog };
}

describe('given the end-date dialog of a pack saved elsewhere since it opened (412)', () => {
  it('should send the ETag it read, save nothing, and show their end date beside the edit', async () => {
    const { api, license, update, onClose, dialog } = await staleDates();
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ endDate: '06/30/2032' }), '"v1"');
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(dialog.getByText(/other\.admin@example\.com changed this record/)).toBeVisible();
    await expect.element(dialog.getByRole('rowheader', { name: 'End Date' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: '12/31/2033' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: '06/30/2032' })).toBeVisible();
    expect(await api.licenses.licenseByEncryptedId(license.encryptedId)).toMatchObject({ endDate: '12/31/2033' });
  });

  it('should save the edit over theirs on Overwrite, based on the version the 412 named', async () => {
    const { api, license, update, onClose, dialog } = await staleDates();
    await dialog.getByRole('button', { name: messages.staleEdit.overwrite }).click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ endDate: '06/30/2032' }), '"v2"');
    expect(await api.licenses.licenseByEncryptedId(license.encryptedId)).toMatchObject({ endDate: '06/30/2032' });
  });

  it('should show the saved dates on Reload, the dialog kept open to save on top of them', async () => {
    const { update, onClose, form, dialog } = await staleDates();
    await dialog.getByRole('button', { name: messages.staleEdit.reload }).click();
    await expect.element(form.getByRole('textbox', { name: 'End Date' })).toHaveValue('12/31/2033');
    expect(onClose).not.toHaveBeenCalled();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ endDate: '12/31/2033' }), '"v2"');
  });
});
