import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  Spinner,
  styleScope,
} from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { FormError } from './form-error.tsx';
import { authPaths, externalLoginVerifyStrings as strings } from './strings.ts';
import {
  type ExternalLoginVerifyController,
  type UseExternalLoginVerifyOptions,
  useExternalLoginVerify,
} from './use-external-login-verify.ts';

type ExternalLoginVerifyViewProps = ExternalLoginVerifyController & NavigationProps & { className?: string };

/** The external-login check's page: 'Signing you in…', or the server's text and the way back to the login. */
function ExternalLoginVerifyView({
  status,
  errorMessage,
  linkComponent,
  onNavigate,
  className,
}: ExternalLoginVerifyViewProps) {
  return (
    <Card
      data-slot="external-login-verify"
      {...styleScope}
      data-state={status}
      className={cn('w-full max-w-form', className)}
    >
      <CardHeader>
        <CardTitle asChild>
          <h1>{strings.heading}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {status === 'failed' ? (
          <FormError title={strings.errorTitle} message={errorMessage} />
        ) : (
          <div className="flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" />
            <span role="status">{strings.checking}</span>
          </div>
        )}
      </CardContent>
      {status === 'failed' ? (
        <CardFooter>
          <Button asChild>
            <AppLink href={authPaths.login} linkComponent={linkComponent} onNavigate={onNavigate}>
              {strings.returnToLogin}
            </AppLink>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

type ExternalLoginVerifyProps = UseExternalLoginVerifyOptions & NavigationProps & { className?: string };

/** Checks an external sign-in's code and signs the user in (spec §2.1 /external-login-verify). */
function ExternalLoginVerify({ code, onSignedIn, ...props }: ExternalLoginVerifyProps) {
  const controller = useExternalLoginVerify({ code, onSignedIn });
  return <ExternalLoginVerifyView {...controller} {...props} />;
}

export {
  ExternalLoginVerify,
  type ExternalLoginVerifyProps,
  ExternalLoginVerifyView,
  type ExternalLoginVerifyViewProps,
};
