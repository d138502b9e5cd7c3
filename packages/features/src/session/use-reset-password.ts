import {
  DEFAULT_PASSWORD_POLICY,
  evaluatePasswordPolicy,
  type PasswordPolicy,
  type ResetPasswordValues,
  resetPasswordSchema,
} from '@license-console/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { serverText } from './error-text.ts';
import { sessionKeys } from './queries.ts';
import { resetPasswordStrings as strings } from './strings.ts';

interface UseResetPasswordOptions {
  /** The reset link's token (`/ResetPassword?token=…`); a missing one is an invalid link. */
  token: string | null | undefined;
  /** Called once the new password is set (the console then goes to /). */
  onReset?: () => void;
}

/**
 * The reset-password controller (spec §2.3, §5): loads the policy for the token, checks the new password against
 * every rule as it is typed, offers the confirmation once the policy is met, and saves. No markup.
 */
function useResetPassword({ token, onReset }: UseResetPasswordOptions) {
  const api = useConsoleApi();
  const validToken = token?.trim() ? token : null;
  const policyQuery = useQuery({
    queryKey: sessionKeys.call('passwordSettingsForToken', validToken ?? ''),
    queryFn: () => api.session.passwordSettingsForToken(validToken ?? ''),
    enabled: validToken !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const policy: PasswordPolicy = policyQuery.data ?? DEFAULT_PASSWORD_POLICY;
  const schema = useMemo(() => resetPasswordSchema(policy), [policy]);
  const form = useSchemaForm<ResetPasswordValues, ResetPasswordValues>(schema, { password: '', confirmPassword: '' });
  const [passwordFocused, setPasswordFocused] = useState(false);
  const save = useMutation({
    mutationFn: ({ password }: ResetPasswordValues) => api.session.resetPassword({ token: validToken ?? '', password }),
    onSuccess: () => onReset?.(),
  });

  const rules = evaluatePasswordPolicy(form.values.password, policy);
  const policySatisfied = rules.every((rule) => rule.passed);
  const status =
    validToken === null ? 'invalid' : policyQuery.isPending ? 'loading' : policyQuery.isError ? 'invalid' : 'ready';

  return {
    status,
    /** Why the link cannot be used: the server's text for a bad, expired or used token. */
    linkError:
      status === 'invalid' ? (policyQuery.isError ? serverText(policyQuery.error) : strings.linkInvalid) : null,
    policy: policyQuery.data ?? null,
    /** Every rule of the policy and whether the typed password passes it, in checklist order. */
    rules,
    policySatisfied,
    /** The checklist pops up while the new password has focus, and stays while a typed one falls short. */
    showChecklist: status === 'ready' && (passwordFocused || (form.values.password !== '' && !policySatisfied)),
    passwordFocusHandlers: {
      onFocus: () => setPasswordFocused(true),
      onBlur: () => setPasswordFocused(false),
    },
    /** Spec §2.3: the confirmation shows only once the policy is met. */
    showConfirm: policySatisfied,
    register: form.register,
    errors: {
      password: form.errors.password,
      // A hidden confirmation has nothing to say yet.
      confirmPassword: policySatisfied ? form.errors.confirmPassword : undefined,
    },
    submit: form.handleSubmit((values) => save.mutate(values)),
    isSubmitting: save.isPending,
    /** The server's text when it refused the password (too common, recently used, link used meanwhile). */
    errorMessage: save.isError ? serverText(save.error) : null,
    isDone: save.isSuccess,
  };
}

type ResetPasswordController = ReturnType<typeof useResetPassword>;

export { type ResetPasswordController, type UseResetPasswordOptions, useResetPassword };
