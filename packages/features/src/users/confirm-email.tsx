import { messages } from '@license-console/domain';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, styleScope } from '@license-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError, NoResponseError } from '../api/errors.ts';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';

/** designed: the e-mail change confirmation page's words. */
const strings = {
  title: 'Confirm your e-mail address',
  confirming: 'Confirming...',
  confirmed: messages.profile.emailChanged,
  continue: 'Continue to the console',
  genericError: messages.transport.genericError,
} as const;

type ConfirmEmailProps = NavigationProps & {
  /** The token of the mailed link (/ConfirmEmail?token=…). */
  token: string | null;
  className?: string;
};

/**
 * The page the e-mail change link opens (designed): it confirms the new address once, whether or not its owner is
 * signed in here, and says so, or shows the server's reason (a used or expired link).
 */
function ConfirmEmail({ token, linkComponent, onNavigate, className }: ConfirmEmailProps) {
  const api = useConsoleApi();
  const confirm = useMutation({ mutationFn: (value: string) => api.users.confirmEmailChange(value) });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  const failure = !token
    ? messages.profile.emailChangeLinkInvalid
    : confirm.isError
      ? confirm.error instanceof NoResponseError || (isApiError(confirm.error) && confirm.error.status === 400)
        ? confirm.error.message
        : strings.genericError
      : null;
  return (
    <Card data-slot="confirm-email" {...styleScope} className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h1>{strings.title}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-stack" aria-busy={confirm.isPending}>
        {failure ? (
          <Alert variant="error">{failure}</Alert>
        ) : confirm.isSuccess ? (
          <Alert variant="success">{strings.confirmed}</Alert>
        ) : (
          <p role="status">{strings.confirming}</p>
        )}
        <Button asChild variant="secondary">
          <AppLink href="/" linkComponent={linkComponent} onNavigate={onNavigate}>
            {strings.continue}
          </AppLink>
        </Button>
      </CardContent>
    </Card>
  );
}

export { ConfirmEmail, type ConfirmEmailProps };
