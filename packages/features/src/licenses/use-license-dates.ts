import { zodResolver } from '@hookform/resolvers/zod';
import { type License, type LicenseDatesInput, licenseDatesSchema } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { licenseKeys } from './queries.ts';
import { licenseGridStrings as strings } from './strings.ts';

/**
 * The administrators' end-date dialog (spec §6 "edit end date", `POST api/Licenses/Dates`): the license's start and
 * end date under the license form's period rules; saved, the license lists read again and 'Lifetime license was
 * changed sucessfully.' shows. A refusal keeps the dialog and what was typed, with the server's field messages.
 */
function useLicenseDates() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [license, setLicense] = useState<License | null>(null);
  const form = useForm<LicenseDatesInput>({
    mode: 'onChange',
    defaultValues: { startDate: '', endDate: '' },
    resolver: zodResolver(licenseDatesSchema),
  });
  const save = useMutation({
    mutationFn: (values: LicenseDatesInput) =>
      api.licenses.updateLicenseDates({ ...values, encryptedId: license?.encryptedId ?? '' }),
    onSuccess: async () => {
      setLicense(null);
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
    license,
    open: (next: License) => {
      form.reset({ startDate: next.startDate, endDate: next.endDate });
      save.reset();
      setLicense(next);
    },
    close: () => {
      if (!save.isPending) setLicense(null);
    },
    register: form.register,
    errors: { startDate: errors.startDate?.message, endDate: errors.endDate?.message },
    submit: form.handleSubmit((values) => save.mutate(values)),
    isSaving: save.isPending,
  };
}

type LicenseDatesController = ReturnType<typeof useLicenseDates>;

export { type LicenseDatesController, useLicenseDates };
