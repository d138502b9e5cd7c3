import { requiredField, sessionPaths } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { PRODUCT_NAME } from '../shared/product.ts';

/**
 * The sign-in screens' strings: the domain's messages (spec §2.3, §5, §8 wording) plus the few the spec leaves
 * unwritten, marked designed.
 */
const authStrings = {
  productName: PRODUCT_NAME,
  loginHeading: messages.login.logIn,
  email: messages.login.email,
  password: messages.login.password,
  rememberPassword: messages.login.rememberPassword,
  rememberPasswordHint: messages.login.rememberPasswordHint,
  forgotPassword: messages.login.forgotPassword,
  logIn: messages.login.logIn,
  loginErrorTitle: messages.login.errorTitle,
  loginFailed: messages.login.signInFailed,
  emailRequired: messages.login.emailRequired,
  emailInvalid: messages.login.emailFormat,
  passwordRequired: messages.login.passwordRequired,
  /** designed: the show/hide toggle of the password fields. */
  showPassword: 'Show password',
  /** designed: the login screen's note after a password reset. */
  passwordResetNotice: 'Your password was changed. Please log in with your new password.',
  inactivityNotice: messages.inactivity.signedOutNotice,
  /** designed: the login at /not-authenticated, where the private-area guard sends a visitor whose session ended. */
  sessionEndedNotice: 'Your session has ended. Please log in again.',
  /** designed: the login screen of an external (SSO) site (/account/login/referer/{tokenExternalId}). */
  externalSiteIntro: 'Log in with your License Console account to continue to the site that sent you here.',
  /** designed: the support desk's login (/support-desk). */
  supportDeskIntro: 'Log in with your License Console account to continue to the support desk.',
  genericError: messages.transport.genericError,
} as const;

const forgotPasswordStrings = {
  ...messages.forgotPassword,
  email: messages.login.email,
  emailInvalid: messages.login.emailFormat,
  /** designed */
  intro: 'Enter the e-mail address of your account and we will e-mail you a link to set a new password.',
  /** designed */
  sentTo: (email: string) => `If ${email} belongs to an account, a link to set a new password is on its way.`,
  /** designed */
  errorTitle: 'Email not sent',
} as const;

const verificationStrings = {
  ...messages.verification,
  /** designed: spec §2.3 lists the screen's parts, not an introduction. */
  intro: 'Your account needs a verification code. Send one by SMS or e-mail, then enter it below.',
  /** designed */
  sendCodeHeading: 'Send a code',
  /** designed */
  externalHeading: 'Or verify with',
  /** designed: the two external identity providers' buttons. */
  externalButton: (provider: string) => `Continue with ${provider}`,
  externalNotConfigured: messages.auth.externalProviderNotConfigured,
  noPhone: messages.auth.noPhone,
  /** designed: the code box's required message. */
  codeRequired: requiredField(messages.verification.codeLabel),
  /** designed */
  errorTitle: 'Verification Error',
} as const;

const resetPasswordStrings = {
  ...messages.resetPassword,
  /** designed: spec §2.3 names no heading for the reset page. */
  heading: 'Reset Password',
  /** designed */
  intro: 'Choose a new password that meets the password policy.',
  /** designed */
  save: 'Save Password',
  /** designed */
  policyTitle: 'Password policy',
  /** designed */
  loadingPolicy: 'Loading the password policy…',
  /** designed */
  errorTitle: 'Password not changed',
  /** designed */
  linkErrorTitle: 'Reset link not valid',
  /** designed */
  requestNewLink: 'Request a new link',
  returnToLogin: messages.forgotPassword.returnToLogin,
  linkInvalid: messages.auth.resetLinkInvalid,
  /** designed: the checklist's polite summary. */
  policySummary: (passed: number, total: number) =>
    passed === total ? 'The password meets the policy.' : `${passed} of ${total} password rules met.`,
  /** designed: read after each rule. */
  rulePassed: 'met',
  ruleFailed: 'not met',
} as const;

const logoutStrings = {
  ...messages.logout,
  /** designed */
  redirecting: (seconds: number) =>
    `You will be taken to the home page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  /** designed: the support link of the 'error' kind. */
  contactSupportLink: 'Contact support',
} as const;

const externalLoginVerifyStrings = {
  /** designed: spec §2.1 names no heading for the external-login check. */
  heading: 'External login',
  /** designed */
  checking: 'Signing you in…',
  /** designed */
  errorTitle: 'Sign-in Error',
  invalid: messages.auth.externalLoginCodeInvalid,
  returnToLogin: messages.forgotPassword.returnToLogin,
} as const;

/** Paths the sign-in screens link to (spec §2.1). */
const authPaths = {
  forgotPassword: sessionPaths.forgotPassword,
  login: sessionPaths.login,
} as const;

export {
  authPaths,
  authStrings,
  externalLoginVerifyStrings,
  forgotPasswordStrings,
  logoutStrings,
  resetPasswordStrings,
  verificationStrings,
};
