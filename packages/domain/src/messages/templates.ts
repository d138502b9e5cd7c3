// The message templates the sections share: functions, so callers never assemble a message by hand.

/** The general "required" template; it also yields spec §5's 'First Name is a required field'. */
export function requiredField(label: string): string {
  return `${label} is a required field`;
}

/**
 * Spec §5's words for an address that is not an e-mail address (Add user); the console says them wherever an
 * e-mail address is checked (sign-in, profile, users, add user), so one rule has one message.
 */
export const INVALID_EMAIL = 'Email address is invalid. Please enter a valid address.';

/** The general incorrect-format template (spec §5: profile e-mail). designed wording. */
export function incorrectFormat(label: string): string {
  return `The ${label} has an incorrect format.`;
}

/** designed: a number outside its allowed range. */
export function outOfRange(label: string, min: number, max: number): string {
  return `${label} must be between ${min} and ${max}.`;
}

/** designed: a wait as a lockout answer states it: minutes up to an hour and a half, whole hours beyond. */
export function waitingTime(minutes: number): string {
  if (minutes > 90) {
    const hours = Math.ceil(minutes / 60);
    return `${hours} hours`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A file's cell as a message quotes it: control characters shown as '?', and cut after 60 characters. */
export function cellShown(cell: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this replaces.
  const printable = cell.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 60 ? `${printable.slice(0, 60)}…` : printable;
}
