// The Settings menu's dialogs (license-users-settings.tsx), a chunk of their own: loaded when the page is idle or when
// one first opens, so the license users screen carries none of them up front.

export { AiFeaturesDialog } from '../ai-tokens/index.ts';
export { CloudSettingsDialog } from '../organizations/index.ts';
export { ChangeLicenseAdminDialog } from './change-license-admin-dialog.tsx';
export { ImportExportUsersDialog } from './import-export-dialog.tsx';
