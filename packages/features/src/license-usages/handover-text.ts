import { isApiError } from '../api/errors.ts';
import { actionErrorText } from '../shared/action-error.ts';

// The handover's times and refusals as the Change License Admin dialog and the accept screen show them: a module of
// its own, so the accept screen (the mailed link) loads neither the dialog nor the license users screen.

/** "03/08/2026, 12:00 PM" in the reader's own time zone: the spec's month/day/year, with the time. */
const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant the server answered (ISO 8601) as the dialog shows it; anything unreadable as it came. */
export function handoverTime(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : timeFormat.format(date);
}

/**
 * A refused handover call's words: the server's own reason for any refusal it explains (nothing waits any more,
 * a resend too soon), else spec §8's generic message.
 */
export function handoverErrorText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return actionErrorText(error);
}
