import type { CurrentUser, LoginInput, LoginValues } from '@license-console/domain';
import { loginSchema } from '@license-console/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { storePasswordCredential } from './credential-store.ts';
import { loginErrorMessage } from './error-text.ts';
import { clearExternalLoginFailure, hasExternalLoginFailed } from './external-login-cookie.ts';
import { authStrings } from './strings.ts';

interface UseLoginFormOptions {
  /** Called with the user once the server accepts the credentials. */
  onSignedIn?: (user: CurrentUser) => void;
  defaultValues?: Partial<LoginInput>;
}

/**
 * Spec §8: an `ExternalLogin=false` cookie means the external sign-in that sent the browser here failed. Read once
 * (reading is idempotent, so StrictMode's double render is harmless) and cleared after the first paint.
 */
function useExternalLoginFailure() {
  const [failed] = useState(() => hasExternalLoginFailed());
  useEffect(() => {
    if (failed) void clearExternalLoginFailure();
  }, [failed]);
  return failed;
}

/** The login form's controller: the form, its submission and the error to show. No markup. */
function useLoginForm({ onSignedIn, defaultValues }: UseLoginFormOptions = {}) {
  const api = useConsoleApi();
  const externalLoginFailed = useExternalLoginFailure();
  // Spec §5 Login: the domain's schema (e-mail and password required, e-mail well formed).
  const form = useSchemaForm<LoginInput, LoginValues>(loginSchema, {
    email: '',
    password: '',
    rememberPassword: false,
    ...defaultValues,
  });
  const signIn = useMutation({
    // A 423 (expired password) is answered by the server, which has already mailed the reset link: the console
    // only shows its message and never calls ForgotPassword itself.
    mutationFn: (values: LoginValues) =>
      api.session.authenticate({
        Email: values.email,
        Password: values.password,
        RememberPassword: values.rememberPassword ?? false,
      }),
    onSuccess: (user, values) => {
      // The browser's credential manager keeps the password, never web storage; storing must not delay sign-in.
      if (values.rememberPassword) void storePasswordCredential({ id: values.email, password: values.password });
      onSignedIn?.(user);
    },
  });

  const errorMessage = signIn.isError
    ? loginErrorMessage(signIn.error)
    : externalLoginFailed && signIn.isIdle
      ? authStrings.loginFailed
      : null;

  return {
    register: form.register,
    errors: { email: form.errors.email, password: form.errors.password },
    submit: form.handleSubmit((values) => signIn.mutate(values)),
    isSubmitting: signIn.isPending,
    /** The 'Login Error' box's text, or null. */
    errorMessage,
  };
}

type LoginFormController = ReturnType<typeof useLoginForm>;

export { type LoginFormController, loginErrorMessage, type UseLoginFormOptions, useLoginForm };
