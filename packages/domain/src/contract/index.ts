import { aiTokenCalls } from './ai-tokens.ts';
import { apiTokenCalls } from './api-tokens.ts';
import { auditLogCalls } from './audit-log.ts';
import { dashboardCalls } from './dashboard.ts';
import { licenseUsageCalls } from './license-usages.ts';
import { licenseCalls } from './licenses.ts';
import { organizationCalls } from './organizations.ts';
import { outboxCalls } from './outbox.ts';
import { passwordSettingsCalls } from './password-settings.ts';
import { peopleCalls } from './people.ts';
import { productCalls } from './products.ts';
import { searchCalls } from './search.ts';
import { accountLockCalls, sessionCalls } from './session.ts';
import { singleSignOnCalls } from './single-sign-on.ts';
import { userCalls } from './users.ts';

export * from './ai-tokens.ts';
export * from './api-tokens.ts';
export * from './audit-log.ts';
export * from './dashboard.ts';
export * from './define.ts';
export * from './error-body.ts';
export * from './errors.ts';
export * from './license-usages.ts';
export * from './licenses.ts';
export * from './organizations.ts';
export * from './outbox.ts';
export * from './password-settings.ts';
export * from './people.ts';
export * from './products.ts';
export * from './search.ts';
export * from './session.ts';
export * from './session-routes.ts';
export * from './shared.ts';
export * from './single-sign-on.ts';
export * from './users.ts';

/** Every call of spec §7, and the few designed whole, by name. */
export const contract = {
  ...sessionCalls,
  ...passwordSettingsCalls,
  ...licenseCalls,
  ...organizationCalls,
  ...aiTokenCalls,
  ...licenseUsageCalls,
  ...productCalls,
  ...singleSignOnCalls,
  ...userCalls,
  ...accountLockCalls,
  ...outboxCalls,
  ...apiTokenCalls,
  ...auditLogCalls,
  ...dashboardCalls,
  ...searchCalls,
  ...peopleCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
