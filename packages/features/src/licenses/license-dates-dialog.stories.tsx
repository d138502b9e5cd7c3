import * as messages from '@license-console/domain/messages';
import { phoneStory } from '@license-console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { FAKE_MANAGER_BUSINESS_PACK } from './fake.ts';
import { LicenseDatesDialog } from './license-dates-dialog.tsx';

/** The end-date dialog of one pack, as the license list opens it, once the pack is read. */
function DatesOfPack({ encryptedId, onClose }: { encryptedId: string; onClose: () => void }) {
  const api = useConsoleApi();
  const license = useQuery({
    queryKey: ['story', encryptedId],
    queryFn: () => api.licenses.licenseByEncryptedId(encryptedId),
  });
  return license.data ? <LicenseDatesDialog license={license.data} onClose={onClose} /> : null;
}

const meta = {
  title: 'Features/Licenses/LicenseDatesDialog',
  component: DatesOfPack,
  args: { encryptedId: FAKE_MANAGER_BUSINESS_PACK, onClose: fn() },
  parameters: {
    fakeApi: {
      licenseEditedElsewhere: {
        encryptedId: FAKE_MANAGER_BUSINESS_PACK,
        changes: { endDate: '12/31/2033' },
        by: 'admin.two@example.com',
        at: '2026-03-10T14:05:00.000Z',
      },
    },
  },
} satisfies Meta<typeof DatesOfPack>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The dialog opens on the pack's dates; Save waits until the pack is read with its version. */
export const Open: Story = {
  play: async () => {
    const dates = await page.findByRole('dialog', { name: 'Edit License Dates' });
    await waitFor(() => expect(within(dates).getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

/**
 * A new end date saved over another administrator's change of it, made after the dialog read the pack (412): the
 * stale-edit dialog opens over the dates with their end date beside the edit; nothing saved, the dialog kept.
 */
export const EditedElsewhere: Story = {
  play: async ({ userEvent, args }) => {
    const dates = await page.findByRole('dialog', { name: 'Edit License Dates' });
    const end = within(dates).getByRole('textbox', { name: 'End Date' });
    await waitFor(() => expect(within(dates).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.clear(end);
    await userEvent.type(end, '06/30/2032');
    await userEvent.click(within(dates).getByRole('button', { name: 'Save' }));
    const stale = await page.findByRole('alertdialog', { name: messages.staleEdit.title });
    const rows = within(stale).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual(['End Date12/31/203306/30/2032']);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The same on a phone. */
export const EditedElsewherePhone: Story = {
  ...EditedElsewhere,
  ...phoneStory,
  parameters: { ...meta.parameters, ...phoneStory.parameters },
};
