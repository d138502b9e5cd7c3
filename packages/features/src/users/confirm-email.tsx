import * as messages from '@license-console/domain/messages';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, styleScope } from '@license-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError, NoResponseError } from '../api/errors.ts';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';

/** designed: the words of the pages the e-mail change links open, confirming the change or undoing it. */
const strings = {
  confirm: {
    title: 'Confirm your e-mail address',
    working: 'Confirming...',
    done: messages.profile.emailChanged,
    invalid: messages.profile.emailChangeLinkInvalid,
  },
  undo: {
    title: 'Undo the e-mail change',
    working: 'Undoing...',
    done: messages.profile.emailChangeUndone,
    invalid: messages.profile.emailUndoLinkInvalid,
  },
  continue: 'Continue to the console',
  genericError: messages.transport.genericError,
} as const;

type ConfirmEmailProps = NavigationProps & {
  /** The token of the mailed link (/ConfirmEmail?token=…, /UndoEmailChange?token=…). */
  token: string | null;
  /** The link mailed to the previous address, which undoes the change (/UndoEmailChange). */
  undo?: boolean;
  className?: string;
};

/**
 * The pages the e-mail change links open (designed): the one mailed to the new address confirms it, the one mailed
 * to the previous address undoes the change; each works once, whether or not anyone is signed in here, and says so,
 * or shows the server's reason (a used or expired link).
 */
function ConfirmEmail({ token, undo = false, linkComponent, onNavigate, className }: ConfirmEmailProps) {
  const api = useConsoleApi();
  const words = undo ? strings.undo : strings.confirm;
  const confirm = useMutation({
    mutationFn: (value: string) => (undo ? api.users.undoEmailChange(value) : api.users.confirmEmailChange(value)),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  const failure = !token
    ? words.invalid
    : confirm.isError
      ? confirm.error instanceof NoResponseError || (isApiError(confirm.error) && confirm.error.status === 400)
        ? confirm.error.message
        : strings.genericError
      : null;
  return (
    <Card data-slot="confirm-email" {...styleScope} className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h1>{words.title}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-stack" aria-busy={confirm.isPending}>
        {failure ? (
          <Alert variant="error">{failure}</Alert>
        ) : confirm.isSuccess ? (
          <Alert variant="success">{words.done}</Alert>
        ) : (
          <p role="status">{words.working}</p>
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
