import type { License } from '@license-console/domain';
import { DateField, FormDialog } from '@license-console/ui';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { licenseGridStrings as strings } from './grid-strings.ts';
import { licenseProductName } from './license-columns.tsx';
import { useLicenseDates } from './use-license-dates.ts';

interface LicenseDatesDialogProps {
  /** The license whose dates are edited: the dialog is open while it is mounted. */
  license: License;
  onClose: () => void;
}

/**
 * The end-date dialog of the license list (administrators). The list loads it when it is first opened or while the
 * list is idle (license-grid.tsx), so the list's first screen carries none of its form code.
 */
function LicenseDatesDialog({ license, onClose }: LicenseDatesDialogProps) {
  const dates = useLicenseDates(license, onClose);
  const { close, register, errors, submit, isSaving, isReading } = dates;
  return (
    <>
      <FormDialog
        open
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={strings.editDatesTitle}
        description={strings.editDatesDescription(licenseProductName(license), license.name)}
        submitLabel={strings.save}
        submitting={isSaving}
        submitDisabled={isReading}
        onSubmit={submit}
        size="md"
      >
        <DateField label={strings.startDate} required error={errors.startDate} {...register('startDate')} />
        <DateField
          label={strings.endDateLabel}
          required
          error={errors.endDate}
          {...register('endDate', { deps: ['startDate'] })}
        />
      </FormDialog>
      <StaleEditDialog {...staleEditDialogProps(dates)} />
    </>
  );
}

export { LicenseDatesDialog };
