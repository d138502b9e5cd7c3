import type { BodyOf, Contract, ExternalProvider, ResponseOf } from '@license-console/domain';

/** Spec §3 Credentials, as the sign-in call posts them. */
type Credentials = BodyOf<Contract['authenticate']>;
type SignedInUser = ResponseOf<Contract['authenticate']>;
/** The answer of a call that only confirms (send a code, send a reset link, reset, log out). */
type Confirmation = ResponseOf<Contract['logout']>;
type ResetPasswordPolicy = ResponseOf<Contract['passwordSettingsForToken']>;
type ExternalLoginUrlData = ResponseOf<Contract['externalLoginUrlData']>;

interface ResetPasswordInput {
  /** The reset link's token (`/ResetPassword?token=…`). */
  token: string;
  password: string;
}

/** What an external site's login page posts (spec §7 ExternalAuthenticate). */
type ExternalSiteCredentials = BodyOf<Contract['externalAuthenticate']>;

interface ExternalSiteSignIn {
  /** The answer's Location header: where the browser goes next (the external site), or null when none came. */
  location: string | null;
}

/** Session and sign-in calls (spec §7 "Session and sign-in"). */
interface SessionApi {
  /** Signs in; rejects with an ApiError (401; 423 when the password expired; 429 when locked out) when refused. */
  authenticate(credentials: Credentials): Promise<SignedInUser>;
  /** The signed-in user (read with a random version parameter); rejects with a 401 ApiError when signed out. */
  currentUser(): Promise<ResponseOf<Contract['currentUser']>>;
  logout(): Promise<Confirmation>;

  /** Sends a verification code by SMS to the pending user's phone. */
  sendSms(): Promise<Confirmation>;
  /** Sends a verification code by e-mail to the pending user. */
  sendEmail(): Promise<Confirmation>;
  /** Checks the code; resolves with the user, who no longer needs verification. Rejects with the server's text. */
  verifyCode(code: string): Promise<SignedInUser>;

  /** E-mails a reset link; answers the same whether or not the address is known. */
  forgotPassword(email: string): Promise<Confirmation>;
  /** The password policy for a reset token; rejects with the server's text for a bad, expired or used token. */
  passwordSettingsForToken(token: string): Promise<ResetPasswordPolicy>;
  /** Sets the new password with a reset token; every session of the user ends. */
  resetPassword(input: ResetPasswordInput): Promise<Confirmation>;

  /** The portal and console addresses, and (when the server says) which external providers are configured. */
  externalLoginUrlData(): Promise<ExternalLoginUrlData>;
  /**
   * Leaves the console for the provider's sign-in: a form post of Provider to /Account/ExternalLogin, which the
   * server answers with a redirect. The page unloads; nothing comes back.
   */
  accountExternalLogin(provider: ExternalProvider): void;
  /** Checks the code an external sign-in came back with (/external-login-verify) and signs in. */
  externalLoginCheckToken(code: string): Promise<SignedInUser>;
  /** Signs in for an external (SSO) site; resolves with where the browser goes next. */
  externalAuthenticate(tokenExternalId: string, credentials: ExternalSiteCredentials): Promise<ExternalSiteSignIn>;
  /** Support-desk sign-in: the query-like answer (`jwt=…`) holding the token to post to the support desk. */
  authenticateZendesk(credentials: BodyOf<Contract['authenticateZendesk']>): Promise<string>;
}

export type { SessionApi };
