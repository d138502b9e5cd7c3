/** The `./testing` entry point: the in-memory fake adapter and the providers stories and tests render widgets in. */

export { fakeLicenseUsages } from '../license-usages/fake.ts';
export { FAKE_HANDOVER_RECIPIENT, FAKE_HANDOVER_TOKENS } from '../license-usages/fake-admin-handover.ts';
export { fakeUsersImportCsv, fakeUsersImportPreview, refusedImport } from '../license-usages/fake-usage-csv.ts';
export { FAKE_TODAY } from '../licenses/fake.ts';
export {
  EXPIRED_EMAIL,
  EXPIRED_RESET_TOKEN,
  FAKE_EXTERNAL_CODE,
  FAKE_EXTERNAL_SITE_LOCATION,
  FAKE_PASSWORD,
  FAKE_RESET_TOKEN,
  FAKE_SUPPORT_DESK_TOKEN,
  FAKE_SUPPORT_DESK_URL,
  FAKE_VERIFICATION_CODE,
  fakeUsers,
  LOCKED_EMAIL,
} from '../session/fake.ts';
export { fakeSsoSites } from '../single-sign-on/fake.ts';
export { fakeAccountLocks } from '../users/fake.ts';
export { type ConsoleApiOverrides, createFakeConsoleApi, type FakeConsoleApiOptions } from './fake-console-api.ts';
export { FakeConsoleProviders, type FakeConsoleProvidersProps } from './fake-console-providers.tsx';
export { fakePack } from './fake-packs.ts';
