import { CardContent, Spinner } from '@license-console/ui';
import type { NavigationProps } from '../shared/app-link.tsx';
import { AuthCard, ReturnToLoginFooter } from './auth-parts.tsx';
import { FormError } from './form-error.tsx';
import { externalLoginVerifyStrings as strings } from './strings.ts';
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
    <AuthCard slot="external-login-verify" heading={strings.heading} data-state={status} className={className}>
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
        <ReturnToLoginFooter label={strings.returnToLogin} linkComponent={linkComponent} onNavigate={onNavigate} />
      ) : null}
    </AuthCard>
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
