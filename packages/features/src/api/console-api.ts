import type {
  BodyOf,
  Contract,
  ExternalProvider,
  License,
  LicenseStatusFilter,
  LicenseTypeFilter,
  ResponseOf,
} from '@license-console/domain';

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
  externalLogin(provider: ExternalProvider): void;
  /** Checks the code an external sign-in came back with (/external-login-verify) and signs in. */
  externalLoginCheckToken(code: string): Promise<SignedInUser>;
  /** Signs in for an external (SSO) site; resolves with where the browser goes next. */
  externalAuthenticate(tokenExternalId: string, credentials: ExternalSiteCredentials): Promise<ExternalSiteSignIn>;
  /** Support-desk sign-in: the query-like answer (`jwt=…`) holding the token to post to the support desk. */
  authenticateZendesk(credentials: BodyOf<Contract['authenticateZendesk']>): Promise<string>;
}

/** The license grid's search (spec §3 "Search filter", §7): every field optional, as the calls take them. */
interface LicenseSearchQuery {
  emailPart?: string;
  type?: LicenseTypeFilter;
  status?: LicenseStatusFilter;
  /** 0 or absent: every product. */
  productId?: number;
  pageSize?: number;
  pageNumber?: number;
}

/** The signed-in user's own licenses, a page at a time (UsersLicensePaged). */
interface OwnLicenseQuery {
  emailPart?: string;
  pageSize?: number;
  pageNumber?: number;
}

/** What the license form posts on create and update (spec §7 POST /api/licenses). */
type LicenseWrite = BodyOf<Contract['createLicense']>;
/** What a renewal posts: the new period and pack size. */
type LicenseRenewal = BodyOf<Contract['renewLicense']>;

interface CreatedLicense {
  license: License;
  /** The answer's Location header (the new pack's address), or null when none came. */
  location: string | null;
}

interface LicenseMergeInput {
  /** The packs merged into the main one (EncryptedUsageIds). */
  mergedIds: readonly string[];
  /** The main pack's product (EncryptedProductId). */
  encryptedProductId: string;
}

/**
 * License calls (spec §7 "Licenses"), one method per call. Which list call a screen uses is the screen's choice
 * (spec §6: administrators with a blank search read `list`, everyone else `searchPaged` with `searchPagedCount`).
 * Failures reject with ApiError: a renewal refused for too many assigned users is a 400 whose `body` carries
 * renewUserCount and currentUserCount.
 */
interface LicensesApi {
  /** GET api/Licenses: every license the user may see, filtered; paged only when a page size is given. */
  list(query?: LicenseSearchQuery): Promise<License[]>;
  /** GET api/Licenses/SearchLicensePaged: one page of the search. */
  searchPaged(query: LicenseSearchQuery): Promise<License[]>;
  /** GET api/Licenses/SearchLicensePagedCount: how many licenses the search finds. */
  searchPagedCount(query: LicenseSearchQuery): Promise<number>;
  /** GET api/Licenses/UsersLicensePaged: a page of the user's own licenses. */
  ownPaged(query: OwnLicenseQuery): Promise<License[]>;
  /** GET api/Licenses/TotalUsersLicenses: how many own licenses match the email part. */
  ownCount(emailPart?: string): Promise<number>;
  /** GET api/Licenses/Users: every own license. */
  own(): Promise<License[]>;
  /** GET /api/Licenses/encrypted/{id}. */
  get(encryptedId: string): Promise<License>;
  /** POST /api/licenses. */
  create(input: LicenseWrite): Promise<CreatedLicense>;
  /** PUT /api/licenses/{id}. */
  update(encryptedId: string, input: LicenseWrite): Promise<License>;
  /** DELETE /api/licenses/{id}. */
  remove(encryptedId: string): Promise<Confirmation>;
  /** POST /api/licenses/Renew/{id}. */
  renew(encryptedId: string, input: LicenseRenewal): Promise<License>;
  /** POST /api/Licenses/{mainId}/LicenseUsages/Merge: resolves with the main pack as merged. */
  merge(mainId: string, input: LicenseMergeInput): Promise<License>;
}

/**
 * The port every widget reaches the API through, grouped by resource. Widgets get it from ConsoleApiProvider and
 * never import a concrete client: the console injects the HTTP adapter, stories and tests the fake one.
 */
interface ConsoleApi {
  session: SessionApi;
  licenses: LicensesApi;
}

export type {
  Confirmation,
  ConsoleApi,
  CreatedLicense,
  Credentials,
  ExternalLoginUrlData,
  ExternalSiteCredentials,
  ExternalSiteSignIn,
  LicenseMergeInput,
  LicenseRenewal,
  LicenseSearchQuery,
  LicensesApi,
  LicenseWrite,
  OwnLicenseQuery,
  ResetPasswordInput,
  ResetPasswordPolicy,
  SessionApi,
  SignedInUser,
};
