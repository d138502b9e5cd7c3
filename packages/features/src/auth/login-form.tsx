import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CheckboxField,
  cn,
  TextField,
} from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { authPaths, authStrings } from './strings.ts';
import { type LoginFormController, type UseLoginFormOptions, useLoginForm } from './use-login-form.ts';

type LoginFormViewProps = LoginFormController & NavigationProps & { className?: string };

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
}: LoginFormViewProps) {
  return (
    <Card data-slot="login-form" className={cn('w-full max-w-form', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1>{authStrings.loginHeading}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" noValidate onSubmit={submit} className="grid gap-stack" aria-busy={isSubmitting}>
          {errorMessage ? (
            <Alert variant="error">
              <AlertTitle asChild>
                <h2>{authStrings.loginErrorTitle}</h2>
              </AlertTitle>
              <AlertDescription>{errorMessage}</AlertDescription>
            </Alert>
          ) : null}
          <TextField
            label={authStrings.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.email}
            {...register('email')}
          />
          <TextField
            label={authStrings.password}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
            {...register('password')}
          />
          <CheckboxField
            label={authStrings.rememberPassword}
            hint={authStrings.rememberPasswordHint}
            {...register('rememberPassword')}
          />
          <div className="flex flex-wrap items-center justify-between gap-4 pt-2">
            <Button asChild variant="link">
              <AppLink href={authPaths.forgotPassword} linkComponent={linkComponent} onNavigate={onNavigate}>
                {authStrings.forgotPassword}
              </AppLink>
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {authStrings.logIn}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type LoginFormProps = UseLoginFormOptions & NavigationProps & { className?: string };

/** The login widget: e-mail, password, Remember Password, Forgot Password, Log in and the 'Login Error' box. */
function LoginForm({ onSignedIn, defaultValues, ...props }: LoginFormProps) {
  const controller = useLoginForm({ onSignedIn, defaultValues });
  return <LoginFormView {...controller} {...props} />;
}

export { LoginForm, type LoginFormProps, LoginFormView, type LoginFormViewProps };
