import type { CurrentUser, LoginInput, LoginValues } from '@license-console/domain';
import { loginFormSchema } from '@license-console/domain';
import { useEffect, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { storePasswordCredential } from './credential-store.ts';
import { loginErrorMessage } from './error-text.ts';
import { clearExternalLoginFailure, hasExternalLoginFailed } from './external-login-cookie.ts';
import { authStrings } from './strings.ts';

type SignInState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

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
  // Spec §5 Login: the domain's rules (e-mail and password required, e-mail well formed), checked without zod.
  const form = useSchemaForm<LoginInput, LoginValues>(loginFormSchema, {
    email: '',
    password: '',
    rememberPassword: false,
    ...defaultValues,
  });
  // The sign-in call's state, held here rather than in a TanStack Query mutation: /login loads without the library.
  const [signIn, setSignIn] = useState<SignInState>({ status: 'idle' });
  const submitSignIn = async (values: LoginValues) => {
    setSignIn({ status: 'pending' });
    let user: CurrentUser;
    try {
      // A 423 (expired password) is answered by the server, which has already mailed the reset link: the console
      // only shows its message and never calls ForgotPassword itself.
      user = await api.session.authenticate({
        Email: values.email,
        Password: values.password,
        RememberPassword: values.rememberPassword ?? false,
      });
    } catch (error) {
      setSignIn({ status: 'error', error });
      return;
    }
    setSignIn({ status: 'success' });
    // The browser's credential manager keeps the password, never web storage; storing must not delay sign-in.
    if (values.rememberPassword) void storePasswordCredential({ id: values.email, password: values.password });
    onSignedIn?.(user);
  };

  const errorMessage =
    signIn.status === 'error'
      ? loginErrorMessage(signIn.error)
      : externalLoginFailed && signIn.status === 'idle'
        ? authStrings.loginFailed
        : null;

  return {
    register: form.register,
    errors: { email: form.errors.email, password: form.errors.password },
    submit: form.handleSubmit((values) => void submitSignIn(values)),
    isSubmitting: signIn.status === 'pending',
    /** The 'Login Error' box's text, or null. */
    errorMessage,
  };
}

type LoginFormController = ReturnType<typeof useLoginForm>;

export { type LoginFormController, loginErrorMessage, type UseLoginFormOptions, useLoginForm };
