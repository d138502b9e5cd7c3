import { Button, CardContent, CardFooter, cn, Spinner } from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { AccountPasswordField } from './account-password-field.tsx';
import { AuthCard, AuthForm } from './auth-parts.tsx';
import { FormError } from './form-error.tsx';
import { PasswordPolicyChecklist } from './password-policy-checklist.tsx';
import { authPaths, resetPasswordStrings as strings } from './strings.ts';
import { type ResetPasswordController, type UseResetPasswordOptions, useResetPassword } from './use-reset-password.ts';

type ResetPasswordViewProps = ResetPasswordController & NavigationProps & { className?: string };

/**
 * The reset-password page (spec §2.3), rendering what useResetPassword returns: the new password with the policy
 * checklist popping up beside it, the confirmation once the policy is met, and the server's text for a bad link.
 */
function ResetPasswordView({
  status,
  linkError,
  rules,
  showChecklist,
  passwordFocusHandlers,
  showConfirm,
  register,
  errors,
  submit,
  isSubmitting,
  errorMessage,
  linkComponent,
  onNavigate,
  className,
}: ResetPasswordViewProps) {
  if (status === 'loading') {
    return (
      <AuthCard slot="reset-password" heading={strings.heading} data-state="loading" className={className}>
        <CardContent>
          <div className="flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" />
            <span role="status">{strings.loadingPolicy}</span>
          </div>
        </CardContent>
      </AuthCard>
    );
  }
  if (status === 'invalid') {
    return (
      <AuthCard slot="reset-password" heading={strings.heading} data-state="invalid" className={className}>
        <CardContent>
          <FormError title={strings.linkErrorTitle} message={linkError} />
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-4">
          <Button asChild variant="link">
            <AppLink href={authPaths.login} linkComponent={linkComponent} onNavigate={onNavigate}>
              {strings.returnToLogin}
            </AppLink>
          </Button>
          <Button asChild>
            <AppLink href={authPaths.forgotPassword} linkComponent={linkComponent} onNavigate={onNavigate}>
              {strings.requestNewLink}
            </AppLink>
          </Button>
        </CardFooter>
      </AuthCard>
    );
  }

  const passwordField = register('password');
  return (
    <AuthCard
      slot="reset-password"
      heading={strings.heading}
      description={strings.intro}
      data-state="ready"
      className={className}
    >
      <CardContent>
        <AuthForm
          submit={submit}
          isSubmitting={isSubmitting}
          actions={{ linkHref: authPaths.login, linkLabel: strings.returnToLogin, submitLabel: strings.save }}
          linkComponent={linkComponent}
          onNavigate={onNavigate}
        >
          {errorMessage ? <FormError title={strings.errorTitle} message={errorMessage} /> : null}
          <div className="relative">
            <AccountPasswordField
              label={strings.newPassword}
              autoComplete="new-password"
              error={errors.password}
              {...passwordField}
              {...passwordFocusHandlers}
            />
            {/* Beside the field on wide screens, under it on narrow ones; always in reading order after it. */}
            <PasswordPolicyChecklist
              appearance="popup"
              hidden={!showChecklist}
              rules={rules}
              className={cn(
                'mt-2 lg:absolute lg:top-0 lg:left-full lg:z-10 lg:mt-0 lg:ml-6 lg:w-72',
                // A small arrow pointing back at the field.
                'lg:before:absolute lg:before:top-8 lg:before:-left-2 lg:before:size-4 lg:before:rotate-45',
                'lg:before:border-b lg:before:border-l lg:before:border-border lg:before:bg-surface',
              )}
            />
          </div>
          {showConfirm ? (
            <AccountPasswordField
              label={strings.confirmPassword}
              autoComplete="new-password"
              error={errors.confirmPassword}
              {...register('confirmPassword')}
            />
          ) : null}
        </AuthForm>
      </CardContent>
    </AuthCard>
  );
}

type ResetPasswordProps = UseResetPasswordOptions & NavigationProps & { className?: string };

/** The reset-password widget for a reset link's token. */
function ResetPassword({ token, onReset, ...props }: ResetPasswordProps) {
  const controller = useResetPassword({ token, onReset });
  return <ResetPasswordView {...controller} {...props} />;
}

export { ResetPassword, type ResetPasswordProps, ResetPasswordView, type ResetPasswordViewProps };
