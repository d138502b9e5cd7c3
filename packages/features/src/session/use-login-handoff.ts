import { type LoginInput, type LoginValues, loginSchema } from '@license-console/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api/errors.ts';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { loginErrorMessage, serverText } from './error-text.ts';

interface UseLoginHandoffOptions<Answer> {
  /** Checks the credentials for the other site; resolves to what the browser needs to go there. */
  call: (values: LoginValues) => Promise<Answer>;
  /** Leaves for the other site with the answer; the page is leaving from then on. */
  leave: (answer: Answer) => void;
  /** Answers the user should read in the server's words although they are no 400 (a desk not configured, say). */
  explains?: (status: number) => boolean;
  defaultValues?: Partial<LoginInput>;
}

/**
 * A console login whose success is handed to another site (an SSO site, the support desk) instead of opening a
 * console session. Returns the LoginFormView's controller shape. A 400 explains itself (the site's request
 * expired, a code is required first), as does a failure that is no answer at all; refused credentials read as the
 * console login's do.
 */
function useLoginHandoff<Answer>({ call, leave, explains, defaultValues }: UseLoginHandoffOptions<Answer>) {
  const form = useSchemaForm<LoginInput, LoginValues>(loginSchema, {
    email: '',
    password: '',
    rememberPassword: false,
    ...defaultValues,
  });
  const [leaving, setLeaving] = useState(false);
  const signIn = useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      setLeaving(true);
      leave(answer);
    },
  });

  let errorMessage: string | null = null;
  if (signIn.isError) {
    const { error } = signIn;
    if (isApiError(error) && explains?.(error.status) && error.message) errorMessage = error.message;
    else if (isApiError(error) && error.status !== 400) errorMessage = loginErrorMessage(error);
    else errorMessage = serverText(error);
  }

  return {
    register: form.register,
    errors: { email: form.errors.email, password: form.errors.password },
    submit: form.handleSubmit((values) => signIn.mutate(values)),
    isSubmitting: signIn.isPending || leaving,
    errorMessage,
  };
}

export { type UseLoginHandoffOptions, useLoginHandoff };
