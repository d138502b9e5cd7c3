export type { OrganizationsApi } from './api.ts';
export { CloudSettingsDialog, CloudSettingsView, type CloudSettingsViewProps } from './cloud-settings-dialog.tsx';
export { organizationsStrings } from './strings.ts';
export {
  type CloudSettingsController,
  changeRefusalText,
  type UseCloudSettingsOptions,
  useCloudSettings,
} from './use-cloud-settings.ts';
export {
  type OrganizationLinkController,
  type UseOrganizationLinkOptions,
  useOrganizationLink,
} from './use-organization-link.ts';
