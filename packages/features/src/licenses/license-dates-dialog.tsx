import { DateField, FormDialog } from '@license-console/ui';
import { licenseProductName } from './license-columns.tsx';
import { licenseGridStrings as strings } from './strings.ts';
import type { LicenseDatesController } from './use-license-dates.ts';

/** The end-date dialog of the license list (administrators), rendering what useLicenseDates returns. */
function LicenseDatesDialog({ license, close, register, errors, submit, isSaving }: LicenseDatesController) {
  return (
    <FormDialog
      open={license !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={strings.editDatesTitle}
      description={license ? strings.editDatesDescription(licenseProductName(license), license.name) : undefined}
      submitLabel={strings.save}
      submitting={isSaving}
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
  );
}

export { LicenseDatesDialog };
