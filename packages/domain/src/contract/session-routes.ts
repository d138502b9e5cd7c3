import type { CallDefinition } from './define.ts';

/** What a request needs of a call: its method, path and encodings, without the schemas. */
export type CallRoute = Pick<CallDefinition, 'method' | 'path' | 'bodyEncoding' | 'responseEncoding'>;

/**
 * The session calls' routes, apart from their schemas (`sessionCalls` in session.ts adds those): the console's
 * login reads the session and signs in through them before zod has loaded, and checks an answer once it has.
 */
export const sessionRoutes = {
  authenticate: { method: 'POST', path: '/api/Authenticate' },
  authenticateLegacy: { method: 'POST', path: '/api/authenticate' },
  externalAuthenticate: { method: 'POST', path: '/api/ExternalAuthenticate/{tokenExternalId}' },
  authenticateZendesk: {
    method: 'POST',
    path: '/Authenticate/Zendesk',
    bodyEncoding: 'form',
    responseEncoding: 'text',
  },
  externalLoginUrlData: { method: 'GET', path: '/external-login/urlData' },
  externalLoginCheckToken: { method: 'POST', path: '/external-login/check-token' },
  accountExternalLogin: {
    method: 'POST',
    path: '/Account/ExternalLogin',
    bodyEncoding: 'form',
    responseEncoding: 'none',
  },
  verifyCode: { method: 'GET', path: '/api/Authenticate/VerifyCode' },
  sendSms: { method: 'GET', path: '/api/Authenticate/SendSms' },
  sendEmail: { method: 'GET', path: '/api/Authenticate/SendEmail' },
  currentUser: { method: 'GET', path: '/api/CurrentUser' },
  currentUserLower: { method: 'GET', path: '/api/currentUser' },
  logout: { method: 'POST', path: '/api/Logout' },
  forgotPassword: { method: 'POST', path: '/api/ForgotPassword' },
  passwordSettingsForToken: { method: 'GET', path: '/api/PasswordSettings' },
  resetPassword: { method: 'PUT', path: '/api/ResetPassword' },
  passwordSettingsCurrentUser: { method: 'GET', path: '/api/PasswordSettings/CurrentUser' },
  savePasswordSettings: { method: 'POST', path: '/api/PasswordSettings' },
  passwordPolicyImpact: { method: 'POST', path: '/api/PasswordSettings/Impact' },
} as const satisfies Record<string, CallRoute>;
