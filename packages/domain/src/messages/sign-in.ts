import { INVALID_EMAIL, requiredField } from './templates.ts';

// The console's words for signing in and out: login, forgotten and reset passwords, verification, the password
// policy: a part of `messages` (../messages.ts).

export const login = {
  email: 'Email',
  password: 'Password',
  rememberPassword: 'Remember Password',
  /** designed: spec §2.3 gives the hint's meaning only. */
  rememberPasswordHint: 'Your password will be stored in this browser.',
  forgotPassword: 'Forgot Password',
  logIn: 'Log in',
  errorTitle: 'Login Error',
  /** designed: spec §5 says both fields are required. */
  emailRequired: requiredField('Email'),
  /** designed */
  passwordRequired: requiredField('Password'),
  /** designed: the email-type input's format check. */
  emailFormat: INVALID_EMAIL,
  signInFailed: 'Sign in failed! Please check your credentials and try again.',
  /** Part of the server's answer text that marks an expired password (status 423). */
  passwordExpiredMarker: 'Password had expired',
} as const;

export const forgotPassword = {
  heading: 'Having trouble signing in',
  emailMe: 'Email me',
  emailSent: 'Email Sent',
  /** designed: spec §2.3 gives the advice's meaning only. */
  spamAdvice: "If you don't see the e-mail in a few minutes, please check your spam folder.",
  /** designed */
  contactUs: 'Contact us',
  returnToLogin: 'Return to login',
  /** designed */
  emailRequired: requiredField('Email'),
} as const;

export const verification = {
  sms: 'SMS',
  email: 'Email',
  /** designed */
  codeLabel: 'Code',
  verifyCode: 'Verify Code',
  logOut: 'LOG OUT',
  codeIncorrect: 'The code sent is incorrect.',
  smsSent: 'A code was already sent to your phone.',
  emailSent: 'A code was sent to your email.',
} as const;

export const logout = {
  defaultHeading: 'Logout',
  loggedOut: 'you are logged out from the provider',
  returnToHome: 'Return to home',
  /** designed: for kind 'error' the screen advises contacting support. */
  contactSupport: 'Something went wrong while signing you out. Please contact support.',
} as const;

export const resetPassword = {
  /** designed */
  newPassword: 'New Password',
  /** designed */
  confirmPassword: 'Confirm Password',
  policyNotMet: 'Password did not match Password Policy!',
  mismatch: 'Password did not match! Please try again!',
  /** The alternate profile form's wording. */
  alternateMismatch: 'Password did not match, try again!',
  alternateBlank: 'Password can not be blank, try again!',
} as const;

export const passwordPolicy = {
  /** designed: checklist labels of spec §2.3's policy popup. */
  minLength: (count: number) => `At least ${count} characters`,
  uppercase: (count: number) => `At least ${count} uppercase ${count === 1 ? 'letter' : 'letters'}`,
  specialOrNumber: (count: number) =>
    `At least ${count} ${count === 1 ? 'number or special character' : 'numbers or special characters'}`,
} as const;
