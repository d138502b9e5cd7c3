import { waitingTime } from './templates.ts';

// The console's words for the transport's and the server's answers, sign-in limits and stale edits: a part of
// `messages` (../messages.ts).

export const transport = {
  noResponse: 'The request was made but no response was received.',
  genericError: 'There were some error please contact to Administrators.',
} as const;

/** designed: answers of the sign-in, code and reset calls that the console shows as the server's text. */
export const auth = {
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  verificationNeeded: 'A verification code is still needed.',
  notSignedIn: 'You are not signed in.',
  codeExpired: 'The code has expired or was already used. Please send a new code.',
  noCodeSent: 'Please send a code first.',
  noPhone: 'There is no phone number on your profile. Please use Email instead.',
  resendTooSoon: (seconds: number) =>
    `A code was sent moments ago. Please wait ${seconds} seconds before sending another.`,
  passwordExpired: 'Password had expired. We have sent you an e-mail to set a new one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordTooLong: 'The password may be at most 256 characters long.',
  passwordRecentlyUsed: 'This password was used recently. Please choose one you have not used before.',
  crossSite: 'Cross-site requests are not allowed.',
  jsonBodyOnly: 'This call takes a JSON body (Content-Type: application/json).',
  /** designed: external sign-in (OpenID Connect providers, support desk, SSO sites). */
  externalProviderNotConfigured: (provider: string) => `The ${provider} sign-in is not configured.`,
  externalLoginCodeInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
  externalTokenInvalid: 'This sign-in request is invalid or has expired. Please go back to the site and start again.',
  externalTwoFactorRequired:
    'Your password policy requires a verification code. Please sign in to the console first, then try again.',
  supportDeskNotConfigured: 'The support-desk sign-in is not configured on this server.',
  ssoNotConfigured: 'Single sign-on is not configured on this server.',
  /** designed: the account-wide lock after failed sign-ins from many addresses. */
  accountLocked: (minutes: number) =>
    `This account is locked for ${waitingTime(minutes)} after repeated failed sign-ins. Reset your password (Forgot Password) to sign in at once.`,
  /** designed: the account's verification codes are used up for the day, whatever new session asks. */
  codeChecksLocked: (minutes: number) =>
    `Too many wrong verification codes. No code can be checked for ${waitingTime(minutes)}. Reset your password (Forgot Password) to sign in at once.`,
} as const;

/** designed: the dialog a form shows when its save found the record changed by someone else since it loaded (412). */
export const staleEdit = {
  title: 'Someone else saved this first',
  description: (who: string, when: string) =>
    `${who} changed this record on ${when}, after you opened it. Your edit is not saved yet.`,
  someone: 'Someone',
  unknownTime: 'a moment ago',
  differencesLabel: 'Their saved values beside your edit',
  field: 'Field',
  theirs: 'Saved now',
  mine: 'Your edit',
  noDifferences: 'Their change left every field of your edit as it is.',
  reload: 'Reload',
  reloadHint: 'Reload shows the saved values and drops your edit.',
  overwrite: 'Overwrite',
  overwriteHint: 'Overwrite saves your edit over their change.',
  reloaded: 'The form shows the saved values now.',
  /** A delete refused because the record changed after it was shown: nothing is deleted, and what changed is shown. */
  deleteRefused: (who: string, when: string) =>
    `${who} changed this record on ${when}, after you opened it. Nothing was deleted: the page shows the saved values now. Delete again if you still want to.`,
  /** A list's delete refused because the record changed after the list was shown: nothing is deleted. */
  deleteChangedSinceShown:
    'Someone changed this record after the list was shown. Nothing was deleted: the list shows the saved values now. Delete again if you still want to.',
  checked: 'Yes',
  unchecked: 'No',
  empty: '(empty)',
} as const;

/** designed: the server's answers that belong to no one call (its error shape's `message`). */
export const server = {
  /** An unknown or unreadable record: a foreign or tampered id answers exactly like a missing one. */
  notFound: 'Not Found',
  /** designed: a method the address does not take (405); the Allow header lists those it does. */
  methodNotAllowed: 'This address does not take that method; the Allow header lists the ones it does.',
  /** A request whose parts fail the contract's schemas (the fields say which). */
  requestInvalid: 'The request is not valid.',
  /** Any failure inside the server; the log keeps its cause. */
  internalError: 'Something went wrong on the server.',
  /** designed: the database cannot be reached for a moment (restart, failover); nothing of the request was kept. */
  databaseUnavailable: 'The service is briefly unavailable. Nothing was changed; please try again in a few seconds.',
  /** designed: a write based on a version of the record that another change has replaced (412). */
  preconditionFailed: 'Someone else changed this record after you opened it. Nothing was saved.',
  /** designed: an If-Match header outside its grammar (a list of quoted ETags, or *). */
  ifMatchInvalid: 'The If-Match header must be * or a list of quoted ETags, as an earlier answer gave them.',
  /** designed: Retry of a failed message whose code or link expired; sending it would only drop it unsent (409). */
  retryExpired:
    'The code or link in this message has expired, so it cannot be sent again. Nothing was changed; the person can ask for a new one.',
  /** Development only: the stand-in SSO site finds no site registered at its own URL. */
  ssoDemoSiteMissing: (url: string) => `No SSO site has the URL ${url}.`,
} as const;
