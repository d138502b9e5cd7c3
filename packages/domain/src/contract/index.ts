import { accountLockCalls } from './account-locks.ts';
import { apiTokenCalls } from './api-tokens.ts';
import { auditLogCalls } from './audit-log.ts';
import { licenseUsageCalls } from './license-usages.ts';
import { licenseCalls } from './licenses.ts';
import { outboxCalls } from './outbox.ts';
import { productCalls } from './products.ts';
import { sessionCalls } from './session.ts';
import { singleSignOnCalls } from './single-sign-on.ts';
import { userCalls } from './users.ts';

export * from './account-locks.ts';
export * from './api-tokens.ts';
export * from './audit-log.ts';
export * from './define.ts';
export * from './error-body.ts';
export * from './errors.ts';
export * from './license-usages.ts';
export * from './licenses.ts';
export * from './outbox.ts';
export * from './products.ts';
export * from './session.ts';
export * from './session-routes.ts';
export * from './shared.ts';
export * from './single-sign-on.ts';
export * from './users.ts';

/** Every call of spec §7, and the few designed whole, by name. */
export const contract = {
  ...sessionCalls,
  ...licenseCalls,
  ...licenseUsageCalls,
  ...productCalls,
  ...singleSignOnCalls,
  ...userCalls,
  ...accountLockCalls,
  ...outboxCalls,
  ...apiTokenCalls,
  ...auditLogCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
