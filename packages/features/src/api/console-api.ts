import type { BodyOf, Contract, ResponseOf } from '@license-console/domain';

/** Spec §3 Credentials, as the sign-in call posts them. */
type Credentials = BodyOf<Contract['authenticate']>;
type SignedInUser = ResponseOf<Contract['authenticate']>;

/** Session and sign-in calls (spec §7 "Session and sign-in"). */
interface SessionApi {
  /** Signs in; rejects with an ApiError (401, or 423 when the password expired) when refused. */
  authenticate(credentials: Credentials): Promise<SignedInUser>;
  /** The signed-in user (read with a random version parameter); rejects with a 401 ApiError when signed out. */
  currentUser(): Promise<ResponseOf<Contract['currentUser']>>;
  logout(): Promise<ResponseOf<Contract['logout']>>;
}

/**
 * The port every widget reaches the API through, grouped by resource. Widgets get it from ConsoleApiProvider and
 * never import a concrete client: the console injects the HTTP adapter, stories and tests the fake one.
 */
interface ConsoleApi {
  session: SessionApi;
}

export type { ConsoleApi, Credentials, SessionApi, SignedInUser };
