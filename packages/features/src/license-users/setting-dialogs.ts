// The Settings menu's dialogs (license-users-settings.tsx), a chunk of their own: loaded when the page is idle or when
// one first opens, so the license users screen carries none of them up front.

export { CloudSettingsDialog } from '../organizations/index.ts';
export { AiFeaturesDialog } from './ai-features-dialog.tsx';
export { ChangeLicenseAdminDialog } from './change-license-admin-dialog.tsx';
export { ImportExportUsersDialog } from './import-export-dialog.tsx';
