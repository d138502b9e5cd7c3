const login = '/login';
const accountLogin = '/account/login';
const notAuthenticated = '/not-authenticated';
const externalLoginVerify = '/external-login-verify';

/**
 * Spec §2.1, §2.3: the addresses of signing in and out, of the code step and of the links mailed to a person (a reset,
 * an e-mail change), which every state of the session routes, and the server links to.
 */
export const sessionPaths = {
  /** The console's root, where signing in leads (the home's license list). */
  home: '/',
  /** The sign-in, where signing out leads. */
  login,
  /** The sign-in as spec §2.1 spells it, where the private-area guard sends a first visit. */
  guardLogin: '/Login',
  /** The sign-in that starts with an external provider's button (spec §2.1). */
  loginWithProvider: '/Login/:provider',
  /** The sign-in after a session ended otherwise than by the console. */
  notAuthenticated,
  forgotPassword: '/ForgotPassword',
  resetPassword: '/ResetPassword',
  logout: '/Logout',
  logoutWithProvider: '/Logout/:provider',
  externalLoginVerify,
  /** What the external sites' sign-ins start with. */
  accountLogin,
  /** An SSO site's sign-in (spec §2.1), its token in the path. */
  externalSiteLogin: `${accountLogin}/referer/:tokenExternalId`,
  supportDesk: '/support-desk',
  confirmEmail: '/ConfirmEmail',
  undoEmailChange: '/UndoEmailChange',
  /** Where the private-area guard sends a person who still owes the verification code. */
  verificationCode: '/verification-code',
  /**
   * The addresses of signing in, each with everything below it: once signed in, they give way to the address the
   * guard held back, or the home.
   */
  signIn: [login, notAuthenticated, accountLogin, externalLoginVerify],
} as const;
