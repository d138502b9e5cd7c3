import { Alert, Button, CardContent, CardFooter, TextField } from '@license-console/ui';
import * as React from 'react';
import { useFocusFirstField } from '../shared/use-focus-first-field.ts';
import { AuthCard, AuthForm } from './auth-parts.tsx';
import { FormError } from './form-error.tsx';
import { verificationStrings as strings } from './strings.ts';
import { type UseVerificationOptions, useVerification, type VerificationController } from './use-verification.ts';

type VerificationViewProps = VerificationController & { className?: string };

/**
 * The verification screen (spec §2.3), rendering what useVerification returns: SMS and Email send buttons, the code
 * box with 'Verify Code', the two external providers, and LOG OUT.
 */
function VerificationView({
  canSendSms,
  sendSms,
  isSendingSms,
  sendEmail,
  isSendingEmail,
  register,
  errors,
  submit,
  isVerifying,
  feedback,
  providers,
  startExternalLogin,
  leavingFor,
  logout,
  isLoggingOut,
  className,
}: VerificationViewProps) {
  // The first field takes the focus, so the person types at once.
  const firstFieldForm = useFocusFirstField<HTMLFormElement>();
  const smsHintId = React.useId();
  const providerHintId = React.useId();
  return (
    <AuthCard slot="verification" heading={strings.verifyCode} description={strings.intro} className={className}>
      <CardContent>
        <div className="grid gap-2">
          <h2 className="text-body font-semibold">{strings.sendCodeHeading}</h2>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={sendSms}
              loading={isSendingSms}
              disabled={!canSendSms}
              aria-describedby={canSendSms ? undefined : smsHintId}
            >
              {strings.sms}
            </Button>
            <Button variant="secondary" onClick={sendEmail} loading={isSendingEmail}>
              {strings.email}
            </Button>
          </div>
          {canSendSms ? null : (
            <p id={smsHintId} className="text-caption text-muted-foreground">
              {strings.noPhone}
            </p>
          )}
        </div>

        {feedback?.kind === 'success' ? <Alert variant="success">{feedback.text}</Alert> : null}
        {feedback?.kind === 'error' ? <FormError title={strings.errorTitle} message={feedback.text} /> : null}

        <AuthForm formRef={firstFieldForm} submit={submit} isSubmitting={isVerifying}>
          <TextField
            label={strings.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            error={errors.code}
            {...register('code')}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={isVerifying}>
              {strings.verifyCode}
            </Button>
          </div>
        </AuthForm>

        <div className="grid gap-2 border-t border-border pt-4">
          <h2 className="text-body font-semibold">{strings.externalHeading}</h2>
          <ul className="grid gap-2">
            {providers.map(({ provider, configured }) => (
              <li key={provider} className="grid gap-1">
                <Button
                  variant="secondary"
                  className="w-full"
                  onClick={() => startExternalLogin(provider)}
                  disabled={!configured || leavingFor !== null}
                  loading={leavingFor === provider}
                  aria-describedby={configured ? undefined : `${providerHintId}-${provider}`}
                >
                  {strings.externalButton(provider)}
                </Button>
                {configured ? null : (
                  <p id={`${providerHintId}-${provider}`} className="text-caption text-muted-foreground">
                    {strings.externalNotConfigured(provider)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      <CardFooter className="justify-end border-t border-border pt-4">
        <Button variant="ghost" onClick={logout} loading={isLoggingOut}>
          {strings.logOut}
        </Button>
      </CardFooter>
    </AuthCard>
  );
}

type VerificationProps = UseVerificationOptions & { className?: string };

/** The verification widget for a signed-in user who still needs a code. */
function Verification({ user, onVerified, onLoggedOut, ...props }: VerificationProps) {
  const controller = useVerification({ user, onVerified, onLoggedOut });
  return <VerificationView {...controller} {...props} />;
}

export { Verification, type VerificationProps, VerificationView, type VerificationViewProps };
