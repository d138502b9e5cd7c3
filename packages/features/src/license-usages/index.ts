export * from './accept-handover.tsx';
export type { LicenseUsageAssignment, LicenseUsageChange, LicenseUsagesApi, OrganizationAssignment } from './api.ts';
export {
  ChangeLicenseAdminDialog,
  ChangeLicenseAdminView,
  type ChangeLicenseAdminViewProps,
} from './change-license-admin-dialog.tsx';
export { IdleSeats, type IdleSeatsProps, IdleSeatsView, type IdleSeatsViewProps } from './idle-seats.tsx';
export { IdleSeatsLink } from './idle-seats-link.tsx';
export {
  ImportExportUsersDialog,
  type ImportExportUsersDialogProps,
  ImportExportUsersView,
} from './import-export-dialog.tsx';
export {
  LicenseUsers,
  type LicenseUsersProps,
  LicenseUsersView,
  type LicenseUsersViewProps,
} from './license-users.tsx';
export { OrganizationConflictDialog, type OrganizationConflictDialogProps } from './organization-conflict-dialog.tsx';
export { type IdleSeatsAddress, idleSeatsViewFromParams, licenseUsersPaths } from './paths.ts';
export { licenseUsersStrings } from './strings.ts';
export { UsageImportPreview, type UsageImportPreviewProps } from './usage-import-preview.tsx';
export {
  type AcceptHandoverController,
  type AcceptHandoverState,
  type UseAcceptHandoverOptions,
  useAcceptHandover,
} from './use-accept-handover.ts';
export { type AddLicenseUserController, type AddUserFields, useAddLicenseUser } from './use-add-license-user.ts';
export {
  type ChangeLicenseAdminController,
  type UseChangeLicenseAdminOptions,
  useChangeLicenseAdmin,
} from './use-change-license-admin.ts';
export { type IdleSeatsController, type UseIdleSeatsOptions, useIdleSeats } from './use-idle-seats.ts';
export { type LicenseUserActions, useLicenseUserActions } from './use-license-user-actions.ts';
export {
  type LicenseUsersController,
  type LicenseUsersState,
  type UseLicenseUsersOptions,
  useLicenseUsers,
} from './use-license-users.ts';
export {
  type UsageImportController,
  type UsageImportPhase,
  type UseUsageImportOptions,
  useUsageImport,
} from './use-usage-import.ts';
