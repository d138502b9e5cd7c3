import type { CurrentUser } from '@license-console/domain';
import type { ConsoleApi, SessionApi } from './console-api.ts';
import { ApiError } from './errors.ts';

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

/** Per resource, the methods a story or test replaces. */
type ConsoleApiOverrides = { [Resource in keyof ConsoleApi]?: Partial<ConsoleApi[Resource]> };

interface FakeConsoleApiOptions {
  /** Who `currentUser()` answers with before any sign-in; `null` is signed out. The administrator unless told. */
  signedInAs?: CurrentUser | null;
  /** Milliseconds every call waits, to show loading states. */
  latencyMs?: number;
}

/**
 * A ConsoleApi answering every method with plausible data, for stories and tests: they override only the methods
 * they are about. Sign-in accepts the fake accounts with FAKE_PASSWORD and refuses anything else with a 401.
 */
function createFakeConsoleApi(overrides: ConsoleApiOverrides = {}, options: FakeConsoleApiOptions = {}): ConsoleApi {
  let signedIn: CurrentUser | null = options.signedInAs === undefined ? fakeUsers.administrator : options.signedInAs;
  const latency = options.latencyMs ?? 0;
  const wait = () => (latency > 0 ? new Promise<void>((resolve) => setTimeout(resolve, latency)) : Promise.resolve());

  const session: SessionApi = {
    async authenticate({ Email, Password }) {
      await wait();
      if (Email.toLowerCase() === EXPIRED_EMAIL) {
        throw new ApiError(423, 'Password had expired. An e-mail to reset it was sent to you.');
      }
      const account = fakeAccounts.find((candidate) => candidate.email === Email.toLowerCase());
      if (!account || Password !== FAKE_PASSWORD) throw new ApiError(401, 'Invalid e-mail or password.');
      signedIn = account.user;
      return account.user;
    },
    async currentUser() {
      await wait();
      if (!signedIn) throw new ApiError(401, 'Not signed in.');
      return signedIn;
    },
    async logout() {
      await wait();
      signedIn = null;
      return { ok: true };
    },
  };

  return { session: { ...session, ...overrides.session } };
}

export {
  type ConsoleApiOverrides,
  createFakeConsoleApi,
  EXPIRED_EMAIL,
  FAKE_PASSWORD,
  type FakeConsoleApiOptions,
  fakeAccounts,
  fakeUsers,
};
