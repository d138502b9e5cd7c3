import { zodResolver } from '@hookform/resolvers/zod';
import { type License, type LicenseDatesInput, licenseDatesSchema } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { licenseKeys } from './queries.ts';
import { licenseGridStrings as strings } from './strings.ts';

/**
 * The administrators' end-date dialog (spec §6 "edit end date", `POST api/Licenses/Dates`) for one license: its
 * start and end date under the license form's period rules; saved, `onClose` runs, the license lists read again and
 * 'Lifetime license was changed sucessfully.' shows. A refusal keeps the dialog and what was typed, with the server's
 * field messages. The dialog is mounted when it opens, so each opening starts from the license's own dates.
 */
function useLicenseDates(license: License, onClose: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const form = useForm<LicenseDatesInput>({
    mode: 'onChange',
    defaultValues: { startDate: license.startDate, endDate: license.endDate },
    resolver: zodResolver(licenseDatesSchema),
  });
  const save = useMutation({
    mutationFn: (values: LicenseDatesInput) =>
      api.licenses.updateLicenseDates({ ...values, encryptedId: license.encryptedId }),
    onSuccess: async () => {
      onClose();
      toast({ title: strings.editDatesTitle, description: strings.lifetimeChanged, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.all });
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      for (const name of ['startDate', 'endDate'] as const) {
        const message = fields?.[name];
        if (message) form.setError(name, { message });
      }
      if (!fields?.startDate && !fields?.endDate) showActionError(strings.editDatesTitle, error);
    },
  });

  const { errors } = form.formState;
  return {
    /** Closes the dialog, unless a save is under way. */
    close: () => {
      if (!save.isPending) onClose();
    },
    register: form.register,
    errors: { startDate: errors.startDate?.message, endDate: errors.endDate?.message },
    submit: form.handleSubmit((values) => save.mutate(values)),
    isSaving: save.isPending,
  };
}

export { useLicenseDates };
