import { isPasswordExpiredAnswer } from '@license-console/domain';
import { isApiError, NoResponseError } from '../api/errors.ts';
import { authStrings } from './strings.ts';

/**
 * Spec §8: what a sign-in screen shows for a failed call. The server's own text for a refusal it explains (a 4xx:
 * wrong code, bad reset link, rate limit), the transport's sentence when nothing answered, and the generic
 * message for anything else (a 5xx never reaches the user in its own words).
 */
function serverText(error: unknown): string {
  if (error instanceof NoResponseError) return error.message;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return authStrings.genericError;
}

/**
 * Spec §8 login failures: an expired password (423 with its marker), a lock-out (429) and a deactivated account (403,
 * which the server tells only after the right password) show the server's text, since the user must act on it (the
 * server has already mailed the reset link for the first); no answer shows the transport's sentence; any other
 * failure the default 'Sign in failed!' message, which tells nothing about whether the account exists.
 */
function loginErrorMessage(error: unknown): string {
  if (
    isApiError(error) &&
    (isPasswordExpiredAnswer(error.status, error.message) || error.status === 429 || error.status === 403) &&
    error.message
  ) {
    return error.message;
  }
  if (error instanceof NoResponseError) return error.message;
  return authStrings.loginFailed;
}

export { loginErrorMessage, serverText };
