import { Alert, Button, CardContent, CardFooter } from '@license-console/ui';
import { DEFAULT_SUPPORT_URL } from '../shared/product.ts';
import { AuthCard } from './auth-parts.tsx';
import { logoutStrings as strings } from './strings.ts';
import { type LogoutScreenController, type UseLogoutScreenOptions, useLogoutScreen } from './use-logout-screen.ts';

type LogoutScreenViewProps = LogoutScreenController & {
  className?: string;
  /** Where the 'error' kind's support link leads. */
  supportUrl?: string;
};

/** The logout page (spec §2.3), rendering what useLogoutScreen returns. */
function LogoutScreenView({
  heading,
  message,
  isError,
  secondsLeft,
  homeUrl,
  goHome,
  supportUrl = DEFAULT_SUPPORT_URL,
  className,
}: LogoutScreenViewProps) {
  return (
    <AuthCard slot="logout-screen" heading={heading} className={className}>
      <CardContent>
        {message ? <p className="text-lead">{message}</p> : null}
        {isError ? (
          <Alert variant="error" role="note">
            <p>{strings.contactSupport}</p>
            <p>
              <a
                href={supportUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium underline underline-offset-4"
              >
                {strings.contactSupportLink}
              </a>
            </p>
          </Alert>
        ) : null}
        <p className="text-caption text-muted-foreground">{strings.redirecting(secondsLeft)}</p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <a
            href={homeUrl}
            onClick={(event) => {
              // A plain click goes through onRedirect (which stories and tests record); others act as links do.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              goHome();
            }}
          >
            {strings.returnToHome}
          </a>
        </Button>
      </CardFooter>
    </AuthCard>
  );
}

type LogoutScreenProps = UseLogoutScreenOptions & { className?: string; supportUrl?: string };

/** The logout page widget: says the user is logged out and returns them home after 5 seconds. */
function LogoutScreen({ kind, message, homeUrl, onRedirect, delayMs, ...props }: LogoutScreenProps) {
  const controller = useLogoutScreen({ kind, message, homeUrl, onRedirect, delayMs });
  return <LogoutScreenView {...controller} {...props} />;
}

export { LogoutScreen, type LogoutScreenProps, LogoutScreenView, type LogoutScreenViewProps };
