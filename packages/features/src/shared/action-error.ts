import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { isApiError, NoResponseError } from '../api/errors.ts';

/**
 * Spec §8 generic action errors: a 400 shows the server's message in a toast under the action's title, and so does
 * a 409 (another change came first: a merge that took the packs, say), whose reason the user must read to act;
 * no answer says so; anything else shows the generic message. Errors the transport already acted on (/login,
 * /404, /500) show nothing more.
 */
function actionErrorText(error: unknown): string {
  if (error instanceof NoResponseError) return error.message;
  if ((isApiError(error, 400) || isApiError(error, 409)) && error.message) return error.message;
  return messages.transport.genericError;
}

function showActionError(title: string, error: unknown): void {
  if (isApiError(error) && error.handled) return;
  toast({ title, description: actionErrorText(error), variant: 'error' });
}

export { actionErrorText, showActionError };
