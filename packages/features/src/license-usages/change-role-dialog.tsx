import type { LicenseUsage, Role } from '@license-console/domain';
import { FormDialog, SelectField } from '@license-console/ui';
import * as React from 'react';
import { licenseUsersStrings as strings } from './strings.ts';

interface ChangeRoleDialogProps {
  /** The seat whose role is changed: the dialog is open while it is set. */
  usage: LicenseUsage | null;
  roles: readonly Role[];
  saving: boolean;
  onSave: (roleId: string) => void;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
}

/**
 * Change Role (a pack that shows roles): the pack's roles, the seat's own chosen first; Save applies the one chosen.
 * Keyed by the seat where it is drawn, so each opening starts from that seat's role.
 */
function ChangeRoleDialog({ usage, roles, saving, onSave, onClose }: ChangeRoleDialogProps) {
  const [roleId, setRoleId] = React.useState(
    () => roles.find((role) => role.descr === usage?.roleName)?.id ?? roles[0]?.id ?? '',
  );
  return (
    <FormDialog
      open={usage !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={strings.changeRoleTitle}
      description={usage ? strings.changeRoleDescription(usage.accountName) : undefined}
      submitLabel={strings.saveRole}
      submitting={saving}
      submitDisabled={roleId === ''}
      onSubmit={() => onSave(roleId)}
      size="sm"
    >
      <SelectField
        label={strings.roleLabel}
        value={roleId}
        onValueChange={setRoleId}
        options={roles.map((role) => ({ value: role.id, label: role.descr }))}
      />
    </FormDialog>
  );
}

export { ChangeRoleDialog };
