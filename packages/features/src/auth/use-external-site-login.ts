import { type LoginInput, type LoginValues, loginSchema } from '@license-console/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { loginErrorMessage, serverText } from './error-text.ts';

interface UseExternalSiteLoginOptions {
  /** The `{tokenExternalId}` of /account/login/referer/{tokenExternalId}: the site's signed login request. */
  tokenExternalId: string;
  /** Leaves for the site; `window.location.assign` unless told (stories and tests record it). */
  onRedirect?: (url: string) => void;
  defaultValues?: Partial<LoginInput>;
}

function assign(url: string) {
  window.location.assign(url);
}

/**
 * The login for an external (SSO) site (spec §2.1, §7 ExternalAuthenticate): the same form as the console's login,
 * but the answer's Location header is where the browser goes. Returns the LoginFormView's controller shape.
 */
function useExternalSiteLogin({ tokenExternalId, onRedirect = assign, defaultValues }: UseExternalSiteLoginOptions) {
  const api = useConsoleApi();
  const form = useSchemaForm<LoginInput, LoginValues>(loginSchema, {
    email: '',
    password: '',
    rememberPassword: false,
    ...defaultValues,
  });
  const [leaving, setLeaving] = useState(false);
  const signIn = useMutation({
    mutationFn: async ({ email, password }: LoginValues) => {
      const { location } = await api.session.externalAuthenticate(tokenExternalId, {
        Email: email,
        Password: password,
      });
      if (!location) throw new Error('The sign-in answer named no site to return to.');
      return location;
    },
    onSuccess: (location) => {
      setLeaving(true);
      onRedirect(location);
    },
  });

  // A 400 explains itself (the site's request expired, a code is required first), as does a failure that is no
  // answer at all; refused credentials read as the console login's do.
  const errorMessage = !signIn.isError
    ? null
    : isApiError(signIn.error) && signIn.error.status !== 400
      ? loginErrorMessage(signIn.error)
      : serverText(signIn.error);

  return {
    register: form.register,
    errors: { email: form.errors.email, password: form.errors.password },
    submit: form.handleSubmit((values) => signIn.mutate(values)),
    isSubmitting: signIn.isPending || leaving,
    errorMessage,
  };
}

export { type UseExternalSiteLoginOptions, useExternalSiteLogin };
