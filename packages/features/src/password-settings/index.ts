export type { PasswordSettingsApi } from './api.ts';
export { PasswordSettingsForm, PasswordSettingsView, type PasswordSettingsViewProps } from './password-settings.tsx';
export { passwordSettingsKeys } from './queries.ts';
export { passwordSettingsStrings } from './strings.ts';
export { type PasswordSettingsController, usePasswordSettings } from './use-password-settings.ts';
