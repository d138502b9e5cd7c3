import { zodResolver } from '@hookform/resolvers/zod';
import { type License, type LicenseDatesInput, licenseDatesSchema, licenseSchema } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf, type Tagged } from '../api/versions.ts';
import { showActionError } from '../shared/action-error.ts';
import { differencesOf } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { licenseGridStrings as strings } from './grid-strings.ts';
import { licenseKeys } from './queries.ts';

const COMPARED_FIELDS = ['startDate', 'endDate'] as const;

/**
 * The administrators' end-date dialog (spec §6 "edit end date", `POST api/Licenses/Dates`) for one license: its
 * start and end date under the license form's period rules; saved, `onClose` runs, the license lists read again and
 * 'Lifetime license was changed sucessfully.' shows. A refusal keeps the dialog and what was typed, with the server's
 * field messages. The dialog is mounted when it opens, so each opening starts from the license's own dates; it then
 * reads the pack as it is now with its ETag (dates not typed over yet follow it), and its save is based on that
 * version (If-Match): a pack saved meanwhile by someone else opens the stale-edit dialog instead of being overwritten.
 */
function useLicenseDates(license: License, onClose: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const readKey = licenseKeys.call('licenseForEdit', license.encryptedId, 'dates');
  const read = useQuery({
    queryKey: readKey,
    queryFn: (): Promise<Tagged<License>> => api.licenses.licenseForEdit(license.encryptedId),
    // Read once per opening: the save is based on the version this read shows.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const form = useForm<LicenseDatesInput>({
    mode: 'onChange',
    defaultValues: { startDate: license.startDate, endDate: license.endDate },
    resolver: zodResolver(licenseDatesSchema),
  });
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<LicenseDatesInput>((edit) =>
    save.mutate(edit),
  );
  const loaded = useRef<License | null>(null);
  useEffect(() => {
    if (read.data && loaded.current !== read.data.value) {
      loaded.current = read.data.value;
      etag.current = read.data.etag;
      const { startDate, endDate } = read.data.value;
      form.reset({ startDate, endDate }, { keepDirtyValues: true });
    }
  }, [read.data, form, etag]);

  const save = useMutation({
    mutationFn: (values: LicenseDatesInput) =>
      api.licenses.updateLicenseDates({ ...values, encryptedId: license.encryptedId }, etag.current),
    onSuccess: async () => {
      onClose();
      toast({ title: strings.editDatesTitle, description: strings.lifetimeChanged, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: licenseKeys.all });
    },
    onError: (error, values) => {
      const refusal = staleWriteOf(error);
      if (refusal) {
        setStale({ refusal, mine: values });
        return;
      }
      const fields = isApiError(error) ? error.fields : undefined;
      for (const name of ['startDate', 'endDate'] as const) {
        const message = fields?.[name];
        if (message) form.setError(name, { message });
      }
      if (!fields?.startDate && !fields?.endDate) showActionError(strings.editDatesTitle, error);
    },
  });
  const staleCurrent = stale ? licenseSchema.safeParse(stale.refusal.current) : null;
  const labels = { startDate: strings.startDate, endDate: strings.endDateLabel };
  const differences =
    stale && staleCurrent?.success ? differencesOf(COMPARED_FIELDS, labels, staleCurrent.data, stale.mine) : [];

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
    /** Until the pack is read: a save now could not say which version it is based on. */
    isReading: read.isPending,
    /** The stale-edit dialog: the refused save's last change and each date where it differs from the edit. */
    staleEdit: stale ? { changedBy: stale.refusal.changedBy, changedAt: stale.refusal.changedAt, differences } : null,
    /** Reload: the dialog shows the dates as saved now, and saves on top of them; the edit is dropped. */
    reloadStale: () => {
      if (!stale) return;
      if (staleCurrent?.success) {
        const { startDate, endDate } = staleCurrent.data;
        form.reset({ startDate, endDate });
      }
      etag.current = stale.refusal.etag;
      setStale(null);
      toast({ title: messages.staleEdit.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
  };
}

export { useLicenseDates };
