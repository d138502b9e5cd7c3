import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, can, type PasswordSettings, passwordSettingsFormSchema } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { userKeys } from './queries.ts';
import { passwordSettingsStrings as strings } from './strings.ts';

/** How long the form must rest before the impact preview asks the server. */
const IMPACT_DELAY_MS = 400;

/**
 * Spec §2.10 /user/password-setting (isManager users): the policy for every user of their packs, checked as §5
 * says; 'Password settings saved successfully.' or the server's text. Beside it, while the form is valid, how many
 * of those users the policy would make change their password at next sign-in (designed), asked again as it changes.
 */
function usePasswordSettings({ user }: { user: CurrentUser }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = can(user, 'setPasswordPolicy');
  const current = useQuery({
    queryKey: userKeys.call('passwordSettingsCurrentUser'),
    queryFn: () => api.users.passwordSettingsCurrentUser(),
    enabled: allowed,
  });
  const form = useForm<PasswordSettings>({
    mode: 'onChange',
    resolver: zodResolver(passwordSettingsFormSchema),
  });
  const loaded = useRef(false);
  useEffect(() => {
    if (current.data && !loaded.current) {
      loaded.current = true;
      form.reset(current.data);
    }
  }, [current.data, form]);

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
    queryKey: userKeys.call('passwordPolicyImpact', proposal),
    queryFn: () => api.users.passwordPolicyImpact(proposal!),
    enabled: allowed && proposal !== null,
  });

  const save = useMutation({
    mutationFn: (settings: PasswordSettings) => api.users.savePasswordSettings(settings),
    onSuccess: (saved) => {
      toast({ title: strings.title, description: strings.saved, variant: 'success' });
      queryClient.setQueryData(userKeys.call('passwordSettingsCurrentUser'), saved);
      form.reset(saved);
    },
    onError: (error) => {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const named = Object.entries(fields).filter(([name]) => name in passwordSettingsFormSchema.shape);
      for (const [name, message] of named) form.setError(name as keyof PasswordSettings, { message });
      if (named.length === 0) showActionError(strings.title, error);
    },
  });

  const { errors } = form.formState;
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
    submit: form.handleSubmit((settings) => save.mutate(settings)),
    isSaving: save.isPending,
  };
}

type PasswordSettingsController = ReturnType<typeof usePasswordSettings>;

export { type PasswordSettingsController, usePasswordSettings };
