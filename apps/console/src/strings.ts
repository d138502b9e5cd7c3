import { messages } from '@license-console/domain';

/** Headings of the screens this app only stubs for now (their widgets come in later issues). */
const consoleStrings = {
  forgotPassword: messages.forgotPassword.heading,
  /** designed: spec §2.3 names no heading for the reset page. */
  resetPassword: 'Reset Password',
  logout: messages.logout.defaultHeading,
  verification: messages.verification.verifyCode,
  logOut: messages.verification.logOut,
  returnToLogin: messages.forgotPassword.returnToLogin,
  /** designed: spec §2.1 names no heading for the external-login check. */
  externalLoginVerify: 'External login',
  singleSignOnSites: messages.titles.singleSignOnSites,
  editUser: messages.titles.editUser,
  passwordSettings: messages.titles.passwordSettings,
  noMatch: messages.app.noMatch,
  noMatchFor: messages.app.noMatchFor,
  genericError: messages.transport.genericError,
} as const;

export { consoleStrings };
