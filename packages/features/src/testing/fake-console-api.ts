import type { CurrentUser } from '@license-console/domain';
import { createFakeAiTokensApi } from '../ai-tokens/fake.ts';
import type { ConsoleApi } from '../api/console-api.ts';
import { createFakeApiTokensApi } from '../api-tokens/fake.ts';
import { createFakeAuditLogApi } from '../audit-log/fake.ts';
import { createFakeDashboardApi } from '../dashboard/fake.ts';
import { createFakeLicenseUsagesApi } from '../license-usages/fake.ts';
import { createFakeLicensesApi, type FakeEditElsewhere } from '../licenses/fake.ts';
import type { FakeOrganizationEditElsewhere } from '../organizations/fake.ts';
import { createFakeOutboxApi } from '../outbox/fake.ts';
import { createFakePeopleApi } from '../people/fake.ts';
import { createFakeProductsApi } from '../products/fake.ts';
import { createFakeSearchApi } from '../search/fake.ts';
import { createFakeSessionApi, fakeAccounts, fakeUsers } from '../session/fake.ts';
import { createFakeSingleSignOnApi, type FakeSsoSiteEditElsewhere } from '../single-sign-on/fake.ts';
import { createFakeUsersApi, type FakeUsersEditElsewhere } from '../users/fake.ts';

/** Per resource, the methods a story or test replaces. */
type ConsoleApiOverrides = { [Resource in keyof ConsoleApi]?: Partial<ConsoleApi[Resource]> };

interface FakeConsoleApiOptions {
  /** Who `currentUser()` answers with before any sign-in; `null` is signed out. The administrator unless told. */
  signedInAs?: CurrentUser | null;
  /** Milliseconds every call waits, to show loading states. */
  latencyMs?: number;
  /** The day the license packs are dated around and their statuses reckoned from; `FAKE_TODAY` unless told. */
  today?: string | Date;
  /** Another administrator's save of one pack right after a form loads it (a save then refused with 412). */
  licenseEditedElsewhere?: FakeEditElsewhere;
  /** The same for an SSO site: another administrator's save right after its form loads it. */
  ssoSiteEditedElsewhere?: FakeSsoSiteEditElsewhere;
  /** The same for a user, the signed-in user's profile, or their password policy, right after its form loads it. */
  usersEditedElsewhere?: FakeUsersEditElsewhere;
  /** Another administrator's rename of a pack's organization right after Cloud Settings reads it. */
  organizationEditedElsewhere?: FakeOrganizationEditElsewhere;
}

/**
 * A ConsoleApi answering every method with plausible data, for stories and tests, after ra-core's testDataProvider:
 * they override only the methods they are about. Each resource's fake (session/fake.ts, licenses/fake.ts, license-usages/fake.ts, organizations/fake.ts, ai-tokens/fake.ts, users/fake.ts, password-settings/fake.ts, products/fake.ts, single-sign-on/fake.ts, people/fake.ts) says what it
 * answers; the license calls are scoped to who is signed in to the fake session.
 */
function createFakeConsoleApi(overrides: ConsoleApiOverrides = {}, options: FakeConsoleApiOptions = {}): ConsoleApi {
  const latency = options.latencyMs ?? 0;
  const wait = () => (latency > 0 ? new Promise<void>((resolve) => setTimeout(resolve, latency)) : Promise.resolve());
  const session = createFakeSessionApi(
    options.signedInAs === undefined ? fakeUsers.administrator : options.signedInAs,
    wait,
  );
  const licenseActor = () => {
    const user = session.user();
    const account = fakeAccounts.find((candidate) => candidate.user === user);
    return { administrator: !!user?.administrator, email: account?.email ?? null };
  };
  const licenses = createFakeLicensesApi(licenseActor, wait, options.today, options.licenseEditedElsewhere);
  const { licenseUsages, organizations } = createFakeLicenseUsagesApi(
    licenses,
    licenseActor,
    wait,
    options.today,
    options.organizationEditedElsewhere,
  );
  const aiTokens = createFakeAiTokensApi(licenses, licenseActor, wait);
  const singleSignOn = createFakeSingleSignOnApi(
    () => session.user()?.administrator ?? null,
    wait,
    options.ssoSiteEditedElsewhere,
  );
  const { users, passwordSettings } = createFakeUsersApi(
    () => {
      const user = session.user();
      const account = fakeAccounts.find((candidate) => candidate.user === user);
      return user
        ? { ...user, email: account?.email ?? `${user.name.replaceAll(' ', '.').toLowerCase()}@example.com` }
        : null;
    },
    wait,
    options.usersEditedElsewhere,
  );

  const products = createFakeProductsApi(() => {
    const user = session.user();
    return user ? user.administrator : null;
  }, wait);

  const outbox = createFakeOutboxApi(() => {
    const user = session.user();
    return user ? user.administrator : null;
  }, wait);

  const auditLog = createFakeAuditLogApi(() => {
    const user = session.user();
    return user ? user.administrator : null;
  }, wait);

  const apiTokens = createFakeApiTokensApi(() => session.user(), wait);

  const dashboard = createFakeDashboardApi(() => (session.user() ? licenseActor() : null), wait);

  const search = createFakeSearchApi(
    () => {
      const user = session.user();
      return user ? { ...licenseActor(), isManager: user.isManager } : null;
    },
    wait,
    { licenses, licenseUsages },
  );

  const people = createFakePeopleApi(() => (session.user() ? licenseActor() : null), wait, {
    licenses,
    licenseUsages,
  });

  return {
    session: { ...session.api, ...overrides.session },
    licenses: { ...licenses, ...overrides.licenses },
    licenseUsages: { ...licenseUsages, ...overrides.licenseUsages },
    organizations: { ...organizations, ...overrides.organizations },
    aiTokens: { ...aiTokens, ...overrides.aiTokens },
    singleSignOn: { ...singleSignOn, ...overrides.singleSignOn },
    users: { ...users, ...overrides.users },
    passwordSettings: { ...passwordSettings, ...overrides.passwordSettings },
    products: { ...products, ...overrides.products },
    outbox: { ...outbox, ...overrides.outbox },
    auditLog: { ...auditLog, ...overrides.auditLog },
    apiTokens: { ...apiTokens, ...overrides.apiTokens },
    dashboard: { ...dashboard, ...overrides.dashboard },
    search: { ...search, ...overrides.search },
    people: { ...people, ...overrides.people },
  };
}

export { type ConsoleApiOverrides, createFakeConsoleApi, type FakeConsoleApiOptions };
