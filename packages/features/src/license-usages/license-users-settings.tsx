import type { LicenseUsageSettings } from '@license-console/domain';
import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  SettingsIcon,
} from '@license-console/ui';
import * as React from 'react';
import { focusAfterDialog } from '../shared/focus-after-dialog.ts';
import type { SettingDialogProps } from '../shared/setting-dialog-props.ts';
import { whenIdle } from '../shared/when-idle.ts';
import { licenseUsersStrings as strings } from './strings.ts';

/** The Settings menu's entries (spec §2.7), in the spec's order. */
type SettingId = 'changeLicenseAdmin' | 'cloudSettings' | 'importExportUsers' | 'aiFeatures';

const SETTING_ORDER: readonly SettingId[] = ['changeLicenseAdmin', 'cloudSettings', 'importExportUsers', 'aiFeatures'];

/**
 * The entries' dialogs, a chunk of their own (setting-dialogs.ts): loaded while the page is idle once the menu shows,
 * or when one first opens, so the license users screen does not carry them up front.
 */
const loadSettingDialogs = () => import('./setting-dialogs.ts');

/** Each entry's dialog, drawn once its code is here. */
const settingDialogs: Record<SettingId, React.ComponentType<SettingDialogProps>> = {
  changeLicenseAdmin: React.lazy(async () => ({ default: (await loadSettingDialogs()).ChangeLicenseAdminDialog })),
  cloudSettings: React.lazy(async () => ({ default: (await loadSettingDialogs()).CloudSettingsDialog })),
  importExportUsers: React.lazy(async () => ({ default: (await loadSettingDialogs()).ImportExportUsersDialog })),
  aiFeatures: React.lazy(async () => ({ default: (await loadSettingDialogs()).AiFeaturesDialog })),
};

/** Whether the server grants the entry (spec §6); Import/Export Users belongs to everyone who manages the pack. */
function granted(id: SettingId, settings: LicenseUsageSettings): boolean {
  switch (id) {
    case 'changeLicenseAdmin':
      return settings.changeLicenseAdmin !== 'none';
    case 'cloudSettings':
      return settings.cloudSettings;
    case 'importExportUsers':
      return true;
    case 'aiFeatures':
      return settings.aiFeatures !== 'none';
  }
}

/** The entries this caller gets, in order. */
function grantedSettings(settings: LicenseUsageSettings | undefined): SettingId[] {
  if (!settings) return [];
  return SETTING_ORDER.filter((id) => granted(id, settings));
}

const SETTINGS_TRIGGER_ID = 'license-users-settings';

/** The page's Settings menu (spec §2.7): one item per granted entry; nothing when none is granted. */
function LicenseUsersSettingsMenu({ entries, onSelect }: { entries: SettingId[]; onSelect: (id: SettingId) => void }) {
  const shown = entries.length > 0;
  React.useEffect(() => {
    if (!shown) return;
    // Not loaded now (the network dropped): they load when one opens.
    return whenIdle(() => void loadSettingDialogs().catch(() => undefined));
  }, [shown]);
  if (!shown) return null;
  return (
    // Deferred: the menu mounts when its button is first pressed, not with the page's users.
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button id={SETTINGS_TRIGGER_ID} data-slot="license-users-settings" variant="secondary">
          <SettingsIcon />
          {strings.settings}
          <ChevronDownIcon className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {entries.map((id) => (
          <DropdownMenuItem key={id} onSelect={() => onSelect(id)}>
            {strings[id]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type LicenseUsersSettingDialogProps = Omit<SettingDialogProps, 'open' | 'onOpenChange'> & {
  /** The entry whose dialog is open, if any. */
  openId: SettingId | null;
  onClose: () => void;
};

/** The open entry's dialog. */
function LicenseUsersSettingDialog({ openId, onClose, ...props }: LicenseUsersSettingDialogProps) {
  if (openId === null) return null;
  const Dialog = settingDialogs[openId];
  return (
    <React.Suspense fallback={null}>
      <Dialog
        {...props}
        open
        onOpenChange={(open) => {
          if (open) return;
          onClose();
          // The focus goes back to the menu's button: the item that opened the dialog is gone.
          focusAfterDialog(SETTINGS_TRIGGER_ID);
        }}
      />
    </React.Suspense>
  );
}

export {
  grantedSettings,
  LicenseUsersSettingDialog,
  LicenseUsersSettingsMenu,
  type SettingDialogProps,
  type SettingId,
};
