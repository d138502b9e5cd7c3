import {
  type CurrentUser,
  DEFAULT_PASSWORD_SETTINGS,
  type ExternalProvider,
  satisfiesPasswordPolicy,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { SessionApi } from './api.ts';

/** One user per audience of spec §1. */
const fakeUsers = {
  administrator: {
    name: 'Ada Administrator',
    administrator: true,
    isManager: false,
    needVerification: false,
    sms: false,
    countryCode: 'US',
  },
  manager: {
    name: 'Morgan Manager',
    administrator: false,
    isManager: true,
    needVerification: false,
    sms: true,
    countryCode: 'GB',
  },
  user: {
    name: 'Uma User',
    administrator: false,
    isManager: false,
    needVerification: false,
    sms: false,
    countryCode: 'DE',
  },
  needsVerification: {
    name: 'Vic Verify',
    administrator: false,
    isManager: false,
    needVerification: true,
    sms: true,
    countryCode: 'US',
  },
} satisfies Record<string, CurrentUser>;

/** The one password every fake account signs in with. */
const FAKE_PASSWORD = 'Passw0rd!';

/** Fake sign-in accounts; `expired@example.com` answers 423 like a server whose password policy expired it. */
const fakeAccounts: ReadonlyArray<{ email: string; user: CurrentUser }> = [
  { email: 'admin@example.com', user: fakeUsers.administrator },
  { email: 'manager@example.com', user: fakeUsers.manager },
  { email: 'user@example.com', user: fakeUsers.user },
  { email: 'verify@example.com', user: fakeUsers.needsVerification },
];

const EXPIRED_EMAIL = 'expired@example.com';
/** Signing in as this address answers 429, as a server does once an account is locked out. */
const LOCKED_EMAIL = 'locked@example.com';
/** The verification code the fake accepts (any other is 'The code sent is incorrect.'). */
const FAKE_VERIFICATION_CODE = '123456';
/** A reset token the fake accepts; EXPIRED_RESET_TOKEN answers the server's invalid-link text. */
const FAKE_RESET_TOKEN = 'fake-reset-token';
const EXPIRED_RESET_TOKEN = 'expired-reset-token';
/** The code an external sign-in comes back with that the fake accepts (as the administrator). */
const FAKE_EXTERNAL_CODE = 'fake-external-code';
/** Where the fake sends the browser after an external site's sign-in. */
const FAKE_EXTERNAL_SITE_LOCATION = 'https://sso-site.example.com/sso/callback?assertion=fake';
/** The fake support-desk sign-in's answer: its token and the desk's address. */
const FAKE_SUPPORT_DESK_TOKEN = 'fake.support-desk.token';
const FAKE_SUPPORT_DESK_URL = 'https://desk.example.com/access/jwt';
/** The company site (spec §2.3 logout's default home). */
const FAKE_PORTAL_URL = 'https://www.example.com';

/** Who is signed in to a fake session, and the fake calls that change it. */
interface FakeSession {
  api: SessionApi;
  /** The signed-in (or verification-pending) user; null when signed out. */
  user: () => CurrentUser | null;
}

/**
 * The fake session and sign-in calls: sign-in accepts the fake accounts with FAKE_PASSWORD and refuses anything else
 * with a 401 (EXPIRED_EMAIL 423, LOCKED_EMAIL 429); the code FAKE_VERIFICATION_CODE verifies; FAKE_RESET_TOKEN
 * resets with the default policy and EXPIRED_RESET_TOKEN is refused; FAKE_EXTERNAL_CODE completes an external
 * sign-in.
 */
function createFakeSessionApi(signedInAs: CurrentUser | null, wait: () => Promise<void>): FakeSession {
  let signedIn = signedInAs;
  const signIn = (Email: string, Password: string) => {
    const email = Email.trim().toLowerCase();
    if (email === LOCKED_EMAIL) throw new ApiError(429, messages.auth.tooManyAttempts(15));
    if (email === EXPIRED_EMAIL) throw new ApiError(423, messages.auth.passwordExpired);
    const account = fakeAccounts.find((candidate) => candidate.email === email);
    if (!account || Password !== FAKE_PASSWORD) throw new ApiError(401, messages.login.signInFailed);
    return account.user;
  };
  const pendingUser = () => {
    if (!signedIn) throw new ApiError(401, messages.auth.notSignedIn);
    return signedIn;
  };

  const api: SessionApi = {
    async authenticate({ Email, Password }) {
      await wait();
      signedIn = signIn(Email, Password);
      return signedIn;
    },
    async currentUser() {
      await wait();
      if (!signedIn) throw new ApiError(401, messages.auth.notSignedIn);
      return signedIn;
    },
    async logout() {
      await wait();
      signedIn = null;
      return { ok: true };
    },
    async sendSms() {
      await wait();
      if (!pendingUser().sms) throw new ApiError(400, messages.auth.noPhone);
      return { ok: true };
    },
    async sendEmail() {
      await wait();
      pendingUser();
      return { ok: true };
    },
    async verifyCode(code) {
      await wait();
      const user = pendingUser();
      if (code.trim() !== FAKE_VERIFICATION_CODE) throw new ApiError(400, messages.verification.codeIncorrect);
      signedIn = { ...user, needVerification: false };
      return signedIn;
    },
    async forgotPassword(email) {
      await wait();
      if (email.trim().toLowerCase() === LOCKED_EMAIL) throw new ApiError(429, messages.auth.tooManyAttempts(60));
      return { ok: true };
    },
    async passwordSettingsForToken(token) {
      await wait();
      if (token === EXPIRED_RESET_TOKEN || token.trim() === '') {
        throw new ApiError(400, messages.auth.resetLinkInvalid);
      }
      return { ...DEFAULT_PASSWORD_SETTINGS };
    },
    async resetPassword({ token, password }) {
      await wait();
      if (token === EXPIRED_RESET_TOKEN) throw new ApiError(400, messages.auth.resetLinkInvalid);
      if (!satisfiesPasswordPolicy(password, DEFAULT_PASSWORD_SETTINGS)) {
        throw new ApiError(400, messages.resetPassword.policyNotMet);
      }
      if (password === FAKE_PASSWORD) throw new ApiError(400, messages.auth.passwordRecentlyUsed);
      signedIn = null;
      return { ok: true };
    },
    async externalLoginUrlData() {
      await wait();
      return {
        portalUrl: FAKE_PORTAL_URL,
        consoleUrl: 'http://localhost:5173',
        providers: { Workplace: true, Consumer: true },
      };
    },
    accountExternalLogin(_provider: ExternalProvider) {
      // The real adapter leaves the page here; the fake stays, so a story can assert the call.
    },
    async externalLoginCheckToken(code) {
      await wait();
      if (code !== FAKE_EXTERNAL_CODE) throw new ApiError(400, messages.auth.externalLoginCodeInvalid);
      signedIn = fakeUsers.administrator;
      return signedIn;
    },
    async externalAuthenticate(tokenExternalId, { Email, Password }) {
      await wait();
      if (!tokenExternalId) throw new ApiError(400, messages.auth.externalTokenInvalid);
      signIn(Email, Password);
      return { location: FAKE_EXTERNAL_SITE_LOCATION };
    },
    async authenticateZendesk({ email, password }) {
      await wait();
      signIn(email, password);
      return new URLSearchParams({ jwt: FAKE_SUPPORT_DESK_TOKEN, url: FAKE_SUPPORT_DESK_URL }).toString();
    },
  };

  return { api, user: () => signedIn };
}

export {
  createFakeSessionApi,
  EXPIRED_EMAIL,
  EXPIRED_RESET_TOKEN,
  FAKE_EXTERNAL_CODE,
  FAKE_EXTERNAL_SITE_LOCATION,
  FAKE_PASSWORD,
  FAKE_PORTAL_URL,
  FAKE_RESET_TOKEN,
  FAKE_SUPPORT_DESK_TOKEN,
  FAKE_SUPPORT_DESK_URL,
  FAKE_VERIFICATION_CODE,
  fakeAccounts,
  fakeUsers,
  LOCKED_EMAIL,
};
