import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  mayOpen,
  type PasswordSettings,
  passwordSettingsFormSchema,
  passwordSettingsSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf, type Tagged } from '../api/versions.ts';
import { useSaveError } from '../shared/save-error.ts';
import { differencesOf } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { useKeptDraft } from '../shared/use-kept-draft.ts';
import { passwordSettingsKeys } from './queries.ts';
import { passwordSettingsStrings as strings } from './strings.ts';

/** How long the form must rest before the impact preview asks the server. */
const IMPACT_DELAY_MS = 400;

/** What the stale-edit dialog compares: every rule of the policy. */
const COMPARED_FIELDS = [
  'minimunChars',
  'uppercaseChars',
  'specialChars',
  'expirationMonths',
  'twoFA',
  'passwordHistory',
] as const;

function comparedText(settings: PasswordSettings): Record<keyof PasswordSettings, string> {
  const yesNo = (value: boolean) => (value ? messages.staleEdit.checked : messages.staleEdit.unchecked);
  return {
    minimunChars: String(settings.minimunChars),
    uppercaseChars: String(settings.uppercaseChars),
    specialChars: String(settings.specialChars),
    expirationMonths: String(settings.expirationMonths),
    twoFA: yesNo(settings.twoFA),
    passwordHistory: yesNo(settings.passwordHistory),
  };
}

/** The screen's read: the manager's own policy with the ETag its save sends back as If-Match. */
const READ_KEY = passwordSettingsKeys.call('passwordSettingsForEdit');

/** What the inactivity logout keeps of a changed policy: all of its rules. */
const KEPT_FIELDS = Object.keys(passwordSettingsFormSchema.shape) as (keyof PasswordSettings)[];

/**
 * Spec §2.10 /user/password-setting (isManager users): the policy for every user of their packs, checked as §5
 * says; 'Password settings saved successfully.' or the server's text. Beside it, while the form is valid, how many
 * of those users the policy would make change their password at next sign-in (designed), asked again as it changes.
 * The save is based on the policy as read (If-Match): saved meanwhile elsewhere, the stale-edit dialog shows both.
 */
function usePasswordSettings({ user }: { user: CurrentUser }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = mayOpen(user, 'passwordSettings');
  const current = useQuery({
    queryKey: READ_KEY,
    queryFn: (): Promise<Tagged<PasswordSettings>> => api.passwordSettings.passwordSettingsForEdit(),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm<PasswordSettings>({
    mode: 'onChange',
    resolver: zodResolver(passwordSettingsFormSchema),
  });
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<PasswordSettings>((edit) =>
    save.mutate(edit),
  );
  const loaded = useRef(false);
  useEffect(() => {
    if (current.data && !loaded.current) {
      loaded.current = true;
      etag.current = current.data.etag;
      form.reset(current.data.value);
    }
  }, [current.data, form, etag]);

  // The preview follows the valid form, once it has rested.
  const values = form.watch();
  const valid = form.formState.isValid;
  const [proposal, setProposal] = useState<PasswordSettings | null>(null);
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!loaded.current || !valid) return;
    const timer = setTimeout(() => setProposal(JSON.parse(key) as PasswordSettings), IMPACT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, valid]);
  const impact = useQuery({
    queryKey: passwordSettingsKeys.call('passwordPolicyImpact', proposal),
    queryFn: () => api.passwordSettings.passwordPolicyImpact(proposal!),
    enabled: allowed && proposal !== null,
  });

  const saveError = useSaveError();
  const save = useMutation({
    onMutate: saveError.clear,
    mutationFn: (settings: PasswordSettings) => api.passwordSettings.savePasswordSettings(settings, etag.current),
    onSuccess: async (saved) => {
      toast({ title: strings.title, description: strings.saved, variant: 'success' });
      queryClient.setQueryData(passwordSettingsKeys.call('passwordSettingsCurrentUser'), saved);
      form.reset(saved);
      // The next save is based on this one: its version is read again (the answer's ETag is not kept).
      const fresh = await queryClient.fetchQuery({
        queryKey: READ_KEY,
        queryFn: api.passwordSettings.passwordSettingsForEdit,
      });
      etag.current = fresh.etag;
    },
    onError: (error, settings) => {
      const refusal = staleWriteOf(error);
      if (refusal) {
        setStale({ refusal, mine: settings });
        return;
      }
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const named = Object.entries(fields).filter(([name]) => name in passwordSettingsFormSchema.shape);
      for (const [name, message] of named) form.setError(name as keyof PasswordSettings, { message });
      if (named.length === 0) saveError.show(strings.title, error);
    },
  });

  const staleCurrent = stale ? passwordSettingsSchema.safeParse(stale.refusal.current) : null;
  const labels: Record<keyof PasswordSettings, string> = {
    minimunChars: strings.minimunChars,
    uppercaseChars: strings.uppercaseChars,
    specialChars: strings.specialChars,
    expirationMonths: strings.expirationMonths,
    twoFA: strings.twoFA,
    passwordHistory: strings.passwordHistory,
  };
  const differences =
    stale && staleCurrent?.success
      ? differencesOf(COMPARED_FIELDS, labels, comparedText(staleCurrent.data), comparedText(stale.mine))
      : [];

  const { errors, isDirty } = form.formState;
  // A policy changed and not saved: leaving the page asks first, and the inactivity logout keeps it.
  useKeptDraft({
    key: 'password-settings',
    user,
    form,
    fields: KEPT_FIELDS,
    dirty: isDirty,
    ready: current.data !== undefined,
    title: strings.title,
  });
  return {
    allowed,
    loading: allowed && current.isPending,
    loadFailed: current.isError,
    retry: () => void current.refetch(),
    register: form.register,
    errors: {
      minimunChars: errors.minimunChars?.message,
      uppercaseChars: errors.uppercaseChars?.message,
      specialChars: errors.specialChars?.message,
      expirationMonths: errors.expirationMonths?.message,
    },
    /** The preview's sentence, or null while there is none (invalid form, not asked yet, or it failed). */
    impact: valid && impact.data ? strings.impact(impact.data.affectedUsers, impact.data.totalUsers) : null,
    impactPending: valid && (proposal === null || impact.isFetching),
    /** The preview's sentence on two-factor authentication, when the form turns it on; null otherwise. */
    impactTwoFA: valid && values.twoFA && impact.data ? strings.impactTwoFA(impact.data.totalUsers) : null,
    submit: form.handleSubmit((settings) => save.mutate(settings)),
    isSaving: save.isPending,
    /** Why the last save failed, shown beside the form's buttons until the next save. */
    saveError: saveError.message,
    /** The stale-edit dialog: the refused save's last change and each rule where it differs from the edit. */
    staleEdit: stale ? { changedBy: stale.refusal.changedBy, changedAt: stale.refusal.changedAt, differences } : null,
    /** Reload: the form shows the policy as saved now, and saves on top of it; the edit is dropped. */
    reloadStale: () => {
      if (!stale) return;
      if (staleCurrent?.success) {
        queryClient.setQueryData<Tagged<PasswordSettings>>(READ_KEY, {
          value: staleCurrent.data,
          etag: stale.refusal.etag,
        });
        form.reset(staleCurrent.data);
      }
      etag.current = stale.refusal.etag;
      setStale(null);
      toast({ title: messages.staleEdit.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
  };
}

type PasswordSettingsController = ReturnType<typeof usePasswordSettings>;

export { type PasswordSettingsController, usePasswordSettings };
