import { Alert, CardContent, CheckboxField } from '@license-console/ui';
import type { NavigationProps } from '../shared/app-link.tsx';
import { useFocusFirstField } from '../shared/use-focus-first-field.ts';
import { AccountPasswordField } from './account-password-field.tsx';
import { AuthCard, AuthForm, EmailField } from './auth-parts.tsx';
import { canStorePasswordCredential } from './credential-store.ts';
import { FormError } from './form-error.tsx';
import { authPaths, authStrings } from './strings.ts';
import { type LoginFormController, type UseLoginFormOptions, useLoginForm } from './use-login-form.ts';

type LoginFormViewProps = LoginFormController &
  NavigationProps & {
    className?: string;
    /** A note above the form (after a password reset, say). */
    notice?: string;
    /** The note's tone: good news (a password reset) or plain information (signed out after inactivity). */
    noticeTone?: 'success' | 'info';
    /** A sentence under the heading (the external site's login says where the user is going). */
    description?: string;
    /**
     * Offer 'Remember Password' (not on an external site's login, whose call does not take it). By default only
     * where the browser can keep the password (the Credential Management API), so its hint never promises what
     * the browser cannot do.
     */
    showRememberPassword?: boolean;
  };

/** The login screen's card (spec §2.3), rendering what useLoginForm returns. */
function LoginFormView({
  register,
  errors,
  submit,
  isSubmitting,
  errorMessage,
  linkComponent,
  onNavigate,
  className,
  notice,
  noticeTone = 'success',
  description,
  showRememberPassword = canStorePasswordCredential(),
}: LoginFormViewProps) {
  // The first field takes the focus, so the person types at once.
  const firstFieldForm = useFocusFirstField<HTMLFormElement>();
  return (
    <AuthCard slot="login-form" heading={authStrings.loginHeading} description={description} className={className}>
      <CardContent>
        <AuthForm
          formRef={firstFieldForm}
          submit={submit}
          isSubmitting={isSubmitting}
          actions={{
            linkHref: authPaths.forgotPassword,
            linkLabel: authStrings.forgotPassword,
            submitLabel: authStrings.logIn,
          }}
          linkComponent={linkComponent}
          onNavigate={onNavigate}
        >
          {notice && !errorMessage ? <Alert variant={noticeTone}>{notice}</Alert> : null}
          {errorMessage ? <FormError title={authStrings.loginErrorTitle} message={errorMessage} /> : null}
          <EmailField label={authStrings.email} error={errors.email} {...register('email')} />
          <AccountPasswordField
            label={authStrings.password}
            autoComplete="current-password"
            error={errors.password}
            {...register('password')}
          />
          {showRememberPassword ? (
            <CheckboxField
              label={authStrings.rememberPassword}
              hint={authStrings.rememberPasswordHint}
              {...register('rememberPassword')}
            />
          ) : null}
        </AuthForm>
      </CardContent>
    </AuthCard>
  );
}

type LoginFormProps = UseLoginFormOptions &
  NavigationProps &
  Pick<LoginFormViewProps, 'className' | 'notice' | 'noticeTone' | 'showRememberPassword'>;

/** The login widget: e-mail, password, Remember Password, Forgot Password, Log in and the 'Login Error' box. */
function LoginForm({ onSignedIn, defaultValues, ...props }: LoginFormProps) {
  const controller = useLoginForm({ onSignedIn, defaultValues });
  return <LoginFormView {...controller} {...props} />;
}

export { LoginForm, type LoginFormProps, LoginFormView, type LoginFormViewProps };
