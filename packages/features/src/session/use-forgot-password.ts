import { type ForgotPasswordValues, forgotPasswordSchema } from '@license-console/domain';
import { useMutation } from '@tanstack/react-query';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { serverText } from './error-text.ts';

interface UseForgotPasswordOptions {
  defaultEmail?: string;
}

/** The forgot-password controller (spec §2.3): the e-mail form, then the 'Email Sent' state. No markup. */
function useForgotPassword({ defaultEmail = '' }: UseForgotPasswordOptions = {}) {
  const api = useConsoleApi();
  // Spec §5: the e-mail is required (and well formed, as the e-mail-type input asks).
  const form = useSchemaForm<{ email: string }, ForgotPasswordValues>(forgotPasswordSchema, { email: defaultEmail });
  const send = useMutation({ mutationFn: ({ email }: ForgotPasswordValues) => api.session.forgotPassword(email) });

  return {
    register: form.register,
    errors: { email: form.errors.email },
    submit: form.handleSubmit((values) => send.mutate(values)),
    isSubmitting: send.isPending,
    /** The server's refusal (a rate limit, say) or the transport's sentence, or null. */
    errorMessage: send.isError ? serverText(send.error) : null,
    /** The address the link went to once sent (the 'Email Sent' screen shows), else null. */
    sentTo: send.isSuccess ? send.variables.email : null,
    /** Back to the form, to send again. */
    startOver: () => send.reset(),
  };
}

type ForgotPasswordController = ReturnType<typeof useForgotPassword>;

export { type ForgotPasswordController, type UseForgotPasswordOptions, useForgotPassword };
