import type { LicenseUsageSettings } from '@license-console/domain';

/** What every settings dialog of the license users' Settings menu is given: the pack, what the server grants the caller, and the seats. */
export interface SettingDialogProps {
  licenseId: string;
  settings: LicenseUsageSettings;
  used: number;
  total: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a change the dialog made: the page reads the pack again. */
  onChanged: () => void;
}
