import { CardContent } from '@license-console/ui';
import type { NavigationProps } from '../shared/app-link.tsx';
import { DEFAULT_SUPPORT_URL } from '../shared/product.ts';
import { useFocusFirstField } from '../shared/use-focus-first-field.ts';
import { AuthCard, AuthForm, EmailField, ReturnToLoginFooter } from './auth-parts.tsx';
import { FormError } from './form-error.tsx';
import { authPaths, forgotPasswordStrings as strings } from './strings.ts';
import {
  type ForgotPasswordController,
  type UseForgotPasswordOptions,
  useForgotPassword,
} from './use-forgot-password.ts';

type ForgotPasswordViewProps = ForgotPasswordController &
  NavigationProps & {
    className?: string;
    /** Where the 'Email Sent' screen's contact link leads. */
    contactUrl?: string;
  };

function EmailSent({
  sentTo,
  contactUrl,
  linkComponent,
  onNavigate,
  className,
}: { sentTo: string; contactUrl: string; className?: string } & NavigationProps) {
  return (
    <AuthCard slot="forgot-password-sent" heading={strings.emailSent} focusHeading className={className}>
      <CardContent>
        <p>{strings.sentTo(sentTo)}</p>
        <p className="text-muted-foreground">{strings.spamAdvice}</p>
        <p>
          <a
            href={contactUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-4"
          >
            {strings.contactUs}
          </a>
        </p>
      </CardContent>
      <ReturnToLoginFooter label={strings.returnToLogin} linkComponent={linkComponent} onNavigate={onNavigate} />
    </AuthCard>
  );
}

/** Forgot password (spec §2.3): 'Having trouble signing in', the e-mail and 'Email me'; then 'Email Sent'. */
function ForgotPasswordView({
  register,
  errors,
  submit,
  isSubmitting,
  errorMessage,
  sentTo,
  contactUrl = DEFAULT_SUPPORT_URL,
  linkComponent,
  onNavigate,
  className,
}: ForgotPasswordViewProps) {
  // The first field takes the focus, so the person types at once.
  const firstFieldForm = useFocusFirstField<HTMLFormElement>();
  if (sentTo !== null) {
    return (
      <EmailSent
        sentTo={sentTo}
        contactUrl={contactUrl}
        linkComponent={linkComponent}
        onNavigate={onNavigate}
        className={className}
      />
    );
  }
  return (
    <AuthCard slot="forgot-password" heading={strings.heading} description={strings.intro} className={className}>
      <CardContent>
        <AuthForm
          formRef={firstFieldForm}
          submit={submit}
          isSubmitting={isSubmitting}
          actions={{ linkHref: authPaths.login, linkLabel: strings.returnToLogin, submitLabel: strings.emailMe }}
          linkComponent={linkComponent}
          onNavigate={onNavigate}
        >
          {errorMessage ? <FormError title={strings.errorTitle} message={errorMessage} /> : null}
          <EmailField label={strings.email} error={errors.email} {...register('email')} />
        </AuthForm>
      </CardContent>
    </AuthCard>
  );
}

type ForgotPasswordProps = UseForgotPasswordOptions & NavigationProps & { className?: string; contactUrl?: string };

/** The forgot-password widget: asks for the e-mail, sends the reset link, then says it was sent. */
function ForgotPassword({ defaultEmail, ...props }: ForgotPasswordProps) {
  const controller = useForgotPassword({ defaultEmail });
  return <ForgotPasswordView {...controller} {...props} />;
}

export { ForgotPassword, type ForgotPasswordProps, ForgotPasswordView, type ForgotPasswordViewProps };
