import { type sessionCalls as SessionCalls, sessionRoutes } from '@license-console/domain';
import { type CallOptions, cacheBuster, deferCalls, type Transport } from '../api/transport.ts';
import { submitBrowserForm } from '../shared/submit-form.ts';
import type { SessionApi } from './api.ts';

/** Submits an HTML form, leaving the page (the external sign-in's form post). */
type SubmitForm = (action: string, fields: Record<string, string>) => void;

/**
 * The session calls travel by their routes, and their schemas load with the first answer to check: the login screen
 * reads the session and signs in without loading zod.
 */
const sessionCalls = deferCalls<typeof SessionCalls>(
  sessionRoutes,
  async () => (await import('./session-contract.ts')).sessionCalls,
);

/** The session and sign-in calls over HTTP; the external sign-in leaves the page through `submitForm`. */
function createHttpSessionApi(
  { callContract, callContractWithHeaders, urlOf }: Transport,
  submitForm: SubmitForm = submitBrowserForm,
): SessionApi {
  // A refused sign-in (or a signed-out probe) is the call's own answer, and the sign-in screens show what the
  // server said: none of these may navigate away to /login, /404 or /500.
  const signIn: CallOptions = { unauthorizedIsAnswer: true, redirects: false };
  // The verification screen shows what went wrong in place; only a lost session (401) leaves it, for /login.
  const pending: CallOptions = { redirects: false };

  return {
    authenticate: (credentials) => callContract(sessionCalls.authenticate, { body: credentials }, signIn),
    currentUser: () => callContract(sessionCalls.currentUser, { query: { v: cacheBuster() } }, signIn),
    logout: () => callContract(sessionCalls.logout, {}, { unauthorizedIsAnswer: true }),

    sendSms: () => callContract(sessionCalls.sendSms, {}, pending),
    sendEmail: () => callContract(sessionCalls.sendEmail, {}, pending),
    verifyCode: (code) => callContract(sessionCalls.verifyCode, { query: { code } }, pending),

    forgotPassword: (email) => callContract(sessionCalls.forgotPassword, { body: { Email: email } }, signIn),
    passwordSettingsForToken: (token) =>
      callContract(sessionCalls.passwordSettingsForToken, { query: { t: token } }, signIn),
    resetPassword: ({ token, password }) =>
      callContract(sessionCalls.resetPassword, { query: { t: token, p: password } }, signIn),

    externalLoginUrlData: () => callContract(sessionCalls.externalLoginUrlData, {}, signIn),
    accountExternalLogin: (provider) =>
      submitForm(urlOf(sessionCalls.accountExternalLogin.path), { Provider: provider }),
    externalLoginCheckToken: (code) =>
      callContract(sessionCalls.externalLoginCheckToken, { body: { Code: code } }, signIn),
    externalAuthenticate: async (tokenExternalId, credentials) => {
      const { headers } = await callContractWithHeaders(
        sessionCalls.externalAuthenticate,
        { params: { tokenExternalId }, body: credentials },
        signIn,
      );
      return { location: headers.get('location') };
    },
    authenticateZendesk: (credentials) => callContract(sessionCalls.authenticateZendesk, { body: credentials }, signIn),
  };
}

export { createHttpSessionApi, type SubmitForm };
