import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeAdminValues, changeAdminSchema, type LicenseUsageSettings } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
import { handoverErrorText, handoverTime } from './handover-text.ts';
import { licenseUserKeys } from './queries.ts';
import { licenseUsersStrings } from './strings.ts';

const strings = licenseUsersStrings.changeAdminDialog;
const title = licenseUsersStrings.changeLicenseAdmin;

function showHandoverError(error: unknown) {
  if (isApiError(error) && error.handled) return;
  toast({ title, description: handoverErrorText(error), variant: 'error' });
}

interface UseChangeLicenseAdminOptions {
  licenseId: string;
  /**
   * How the server takes the caller's change (spec §6 row 5): at once for an administrator, as a request the new
   * administrator must accept for the manager of several packs.
   */
  mode: Exclude<LicenseUsageSettings['changeLicenseAdmin'], 'none'>;
  /** Whether the caller reads the pack's administrator history (spec §6 row 4: administrators). */
  withHistory: boolean;
  /** After an administrator's change took effect. */
  onChanged?: () => void;
}

/**
 * The Change License Admin dialog's controller (spec §4, §5, §6 rows 4 and 5): the pack's administrator and, for an
 * administrator, its history, read afresh; the new administrator's e-mail under §5's rule (a valid address other
 * than the current one); the change, which applies at once for an administrator and otherwise becomes a request the
 * new administrator accepts from an e-mailed link. The request waiting (who, when sent, until when) can be sent
 * again with a new link, or cancelled.
 */
function useChangeLicenseAdmin({ licenseId, mode, withHistory, onChanged }: UseChangeLicenseAdminOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const licenseKey = licenseKeys.call('licenseByEncryptedId', licenseId);
  const pendingKey = licenseUserKeys.call('pendingAdminHandover', licenseId);
  const license = useQuery({ queryKey: licenseKey, queryFn: () => api.licenses.licenseByEncryptedId(licenseId) });
  const pending = useQuery({
    queryKey: pendingKey,
    queryFn: () => api.licenseUsages.pendingAdminHandover(licenseId),
  });
  const currentAdmin = license.data?.name ?? '';
  const resolver = useMemo(() => zodResolver(changeAdminSchema(currentAdmin)), [currentAdmin]);
  // Checked on submit, then as it is typed: the field is focused on open, and leaving it for Resend or Cancel
  // Request must not call an empty address wrong.
  const form = useForm<ChangeAdminValues>({
    reValidateMode: 'onChange',
    defaultValues: { newAdminEmail: '' },
    resolver,
  });

  const change = useMutation({
    mutationFn: (email: string) => api.licenseUsages.switchAdmin(licenseId, email),
    onSuccess: async ({ awaitingAcceptance }, email) => {
      form.reset({ newAdminEmail: '' });
      if (awaitingAcceptance) {
        toast({ title, description: strings.requested(email), variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: pendingKey });
        return;
      }
      toast({ title, description: strings.changed, variant: 'success' });
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: licenseKeys.all });
      await queryClient.invalidateQueries({ queryKey: pendingKey });
    },
    onError: (error) => {
      const message = isApiError(error, 400) ? (error.fields?.newAdminEmail ?? error.message) : undefined;
      if (message) form.setError('newAdminEmail', { message }, { shouldFocus: true });
      else showHandoverError(error);
    },
  });
  /** After a refused resend or cancel the waiting request may have changed (ended, replaced): it is read again. */
  const refreshPending = (error: unknown) => {
    showHandoverError(error);
    void queryClient.invalidateQueries({ queryKey: pendingKey });
  };
  const resend = useMutation({
    mutationFn: () => api.licenseUsages.resendAdminHandover(licenseId),
    onSuccess: (handover) => {
      queryClient.setQueryData(pendingKey, handover);
      toast({ title, description: strings.resent(handover.newAdminEmail), variant: 'success' });
    },
    onError: refreshPending,
  });
  const cancel = useMutation({
    mutationFn: () => api.licenseUsages.cancelAdminHandover(licenseId),
    onSuccess: () => {
      queryClient.setQueryData(pendingKey, null);
      toast({ title, description: strings.cancelled, variant: 'success' });
    },
    onError: refreshPending,
  });

  const handover = pending.data ?? null;
  const failed = license.isError || pending.isError;
  return {
    mode,
    state: failed ? ('failed' as const) : license.data && pending.isSuccess ? ('ready' as const) : ('loading' as const),
    retry: () => {
      if (license.isError) void license.refetch();
      if (pending.isError) void pending.refetch();
    },
    currentAdmin,
    /** The request waiting for the new administrator, with its times as shown; null when none waits. */
    pending: handover
      ? {
          ...handover,
          expired: handover.status === 'expired',
          sentAtText: handoverTime(handover.sentAt),
          expiresAtText: handoverTime(handover.expiresAt),
        }
      : null,
    /** Spec §6 row 4: administrators only, newest first; null for everyone else. */
    history: withHistory
      ? [...(license.data?.licenseAdministratorHistory ?? [])]
          .reverse()
          .map((entry, index) => ({ ...entry, id: String(index), dateTimeText: handoverTime(entry.dateTimeChanged) }))
      : null,
    register: form.register,
    error: form.formState.errors.newAdminEmail?.message,
    submit: form.handleSubmit(({ newAdminEmail }) => change.mutate(newAdminEmail)),
    changing: change.isPending,
    resend: () => resend.mutate(),
    resending: resend.isPending,
    cancel: () => cancel.mutate(),
    cancelling: cancel.isPending,
  };
}

type ChangeLicenseAdminController = ReturnType<typeof useChangeLicenseAdmin>;

export { type ChangeLicenseAdminController, type UseChangeLicenseAdminOptions, useChangeLicenseAdmin };
