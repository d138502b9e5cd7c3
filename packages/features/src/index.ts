/** The widgets, their controller hooks and the API adapter, one folder per resource; fakes are on `./testing`. */

// The domain's types that the widgets' props name: the domain is bundled into this package, never installed beside it.
export type {
  CurrentUser,
  ExternalProvider,
  License,
  LicenseStatusFilter,
  LicenseTypeFilter,
} from '@license-console/domain';
export * from './adapter/index.ts';
export * from './ai-tokens/index.ts';
export * from './api/index.ts';
export * from './api-tokens/index.ts';
export * from './audit-log/index.ts';
export * from './dashboard/index.ts';
export * from './license-usages/index.ts';
export * from './licenses/index.ts';
export * from './merge/index.ts';
export * from './organizations/index.ts';
export * from './outbox/index.ts';
export * from './password-settings/index.ts';
export * from './people/index.ts';
export * from './products/index.ts';
export * from './search/index.ts';
export * from './session/index.ts';
export * from './shared/index.ts';
export * from './shell/index.ts';
export * from './single-sign-on/index.ts';
export * from './users/index.ts';
