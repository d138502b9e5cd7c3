import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  styleScope,
  TextField,
} from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { DEFAULT_SUPPORT_URL } from '../shared/product.ts';
import { useFocusFirstField } from '../shared/use-focus-first-field.ts';
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts';
import { FormActions } from './form-actions.tsx';
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
  const focusHeading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card data-slot="forgot-password-sent" {...styleScope} className={cn('w-full max-w-form', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 ref={focusHeading} tabIndex={-1} className="focus:outline-none">
            {strings.emailSent}
          </h1>
        </CardTitle>
      </CardHeader>
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
      <CardFooter>
        <Button asChild>
          <AppLink href={authPaths.login} linkComponent={linkComponent} onNavigate={onNavigate}>
            {strings.returnToLogin}
          </AppLink>
        </Button>
      </CardFooter>
    </Card>
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
    <Card data-slot="forgot-password" {...styleScope} className={cn('w-full max-w-form', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1>{strings.heading}</h1>
        </CardTitle>
        <CardDescription>{strings.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={firstFieldForm}
          method="post"
          noValidate
          onSubmit={submit}
          className="grid gap-stack"
          aria-busy={isSubmitting}
        >
          {errorMessage ? <FormError title={strings.errorTitle} message={errorMessage} /> : null}
          <TextField
            label={strings.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.email}
            {...register('email')}
          />
          <FormActions
            linkHref={authPaths.login}
            linkLabel={strings.returnToLogin}
            submitLabel={strings.emailMe}
            isSubmitting={isSubmitting}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
          />
        </form>
      </CardContent>
    </Card>
  );
}

type ForgotPasswordProps = UseForgotPasswordOptions & NavigationProps & { className?: string; contactUrl?: string };

/** The forgot-password widget: asks for the e-mail, sends the reset link, then says it was sent. */
function ForgotPassword({ defaultEmail, ...props }: ForgotPasswordProps) {
  const controller = useForgotPassword({ defaultEmail });
  return <ForgotPasswordView {...controller} {...props} />;
}

export { ForgotPassword, type ForgotPasswordProps, ForgotPasswordView, type ForgotPasswordViewProps };
