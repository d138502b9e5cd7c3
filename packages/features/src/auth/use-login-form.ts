import {
  type CurrentUser,
  isPasswordExpiredAnswer,
  type LoginInput,
  type LoginValues,
  loginSchema,
} from '@license-console/domain';
import { useMutation } from '@tanstack/react-query';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { storePasswordCredential } from './credential-store.ts';
import { authStrings } from './strings.ts';

/** Spec §8: an expired password (423 with its marker) shows the server's message; any other failure the default. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && isPasswordExpiredAnswer(error.status, error.message)) return error.message;
  return authStrings.loginFailed;
}

interface UseLoginFormOptions {
  /** Called with the user once the server accepts the credentials. */
  onSignedIn?: (user: CurrentUser) => void;
  defaultValues?: Partial<LoginInput>;
}

/** The login form's controller: the form, its submission and the error to show. No markup. */
function useLoginForm({ onSignedIn, defaultValues }: UseLoginFormOptions = {}) {
  const api = useConsoleApi();
  // Spec §5 Login: the domain's schema (e-mail and password required, e-mail well formed).
  const form = useSchemaForm<LoginInput, LoginValues>(loginSchema, {
    email: '',
    password: '',
    rememberPassword: false,
    ...defaultValues,
  });
  const signIn = useMutation({
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

  return {
    register: form.register,
    errors: { email: form.errors.email, password: form.errors.password },
    submit: form.handleSubmit((values) => signIn.mutate(values)),
    isSubmitting: signIn.isPending,
    /** The 'Login Error' box's text, or null. */
    errorMessage: signIn.isError ? loginErrorMessage(signIn.error) : null,
  };
}

type LoginFormController = ReturnType<typeof useLoginForm>;

export { type LoginFormController, loginErrorMessage, type UseLoginFormOptions, useLoginForm };
