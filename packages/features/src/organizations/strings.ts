import * as messages from '@license-console/domain/messages';

/**
 * Cloud Settings (spec §2.7, §4 "Organization editing modes"): the domain's words, with the Settings entries and the
 * success messages of spec §8 it shares with the license users page.
 */
const organizationsStrings = {
  ...messages.cloudSettings,
  cloudSettings: messages.licenseUsers.cloudSettings,
  changeLicenseAdmin: messages.licenseUsers.changeLicenseAdmin,
  organizationNameChanged: messages.licenseUsers.organizationNameChanged,
  organizationChanged: messages.licenseUsers.organizationChanged,
  organizationLinked: messages.licenseUsers.organizationLinked,
  /** designed */
  retry: 'Try again',
} as const;

export { organizationsStrings };
