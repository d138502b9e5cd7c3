import { type CurrentUser, EXTERNAL_PROVIDERS, type ExternalProvider } from '@license-console/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { useSchemaForm } from '../shared/use-schema-form.ts';
import { serverText } from './error-text.ts';
import { sessionKeys } from './queries.ts';
import { verificationStrings as strings } from './strings.ts';
import { useLogout } from './use-logout.ts';

/** The code box: required; the server judges the rest ('The code sent is incorrect.'). */
const verificationCodeSchema = z.object({
  code: z.string({ error: strings.codeRequired }).check(z.trim(), z.minLength(1, { error: strings.codeRequired })),
});

interface ExternalProviderOption {
  provider: ExternalProvider;
  /** False when the server says this provider is not configured: its button is disabled and says so. */
  configured: boolean;
}

interface UseVerificationOptions {
  /** The signed-in user who still needs a code (whether they have a phone decides the SMS button). */
  user: Pick<CurrentUser, 'sms'>;
  /** Called with the user once the code is accepted (they no longer need verification). */
  onVerified?: (user: CurrentUser) => void;
  /** Called once LOG OUT has ended the session. */
  onLoggedOut?: () => void;
}

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/**
 * The verification screen's controller (spec §2.3): send a code by SMS or e-mail, check the code, leave for an
 * external provider, or log out. Only the latest outcome is shown. No markup.
 */
function useVerification({ user, onVerified, onLoggedOut }: UseVerificationOptions) {
  const api = useConsoleApi();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [leavingFor, setLeavingFor] = useState<ExternalProvider | null>(null);
  // Back from the provider through the browser's page cache: the page is live again, so are its buttons.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const form = useSchemaForm(verificationCodeSchema, { code: '' });
  const fail = (error: unknown) => setFeedback({ kind: 'error', text: serverText(error) });

  const sendSms = useMutation({
    mutationFn: () => api.session.sendSms(),
    onMutate: () => setFeedback(null),
    onSuccess: () => setFeedback({ kind: 'success', text: strings.smsSent }),
    onError: fail,
  });
  const sendEmail = useMutation({
    mutationFn: () => api.session.sendEmail(),
    onMutate: () => setFeedback(null),
    onSuccess: () => setFeedback({ kind: 'success', text: strings.emailSent }),
    onError: fail,
  });
  const verify = useMutation({
    mutationFn: (code: string) => api.session.verifyCode(code),
    onMutate: () => setFeedback(null),
    onSuccess: (verified) => onVerified?.(verified),
    onError: fail,
  });
  // Which providers the server offers; when it cannot say (an older server, a failed read) both stay offered.
  const urlData = useQuery({
    queryKey: sessionKeys.call('externalLoginUrlData'),
    queryFn: () => api.session.externalLoginUrlData(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { logout, isLoggingOut } = useLogout({ onLoggedOut });

  const providers: ExternalProviderOption[] = EXTERNAL_PROVIDERS.map((provider) => ({
    provider,
    configured: urlData.data?.providers?.[provider] ?? true,
  }));

  return {
    canSendSms: user.sms,
    sendSms: () => sendSms.mutate(),
    isSendingSms: sendSms.isPending,
    sendEmail: () => sendEmail.mutate(),
    isSendingEmail: sendEmail.isPending,
    register: form.register,
    errors: { code: form.errors.code },
    submit: form.handleSubmit(({ code }) => verify.mutate(code)),
    isVerifying: verify.isPending,
    /** The latest outcome: a code was sent, or the server's text for a failure. */
    feedback,
    providers,
    /** Leaves the console for the provider's sign-in (a form post); the page unloads. */
    startExternalLogin: (provider: ExternalProvider) => {
      setLeavingFor(provider);
      api.session.accountExternalLogin(provider);
    },
    leavingFor,
    logout,
    isLoggingOut,
  };
}

type VerificationController = ReturnType<typeof useVerification>;

export { type UseVerificationOptions, useVerification, type VerificationController };
