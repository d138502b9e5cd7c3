import type { LicenseUsage, Role } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { showActionError } from '../shared/action-error.ts';
import { focusAfterDialog } from '../shared/focus-after-dialog.ts';
import { manageAccessId } from './manage-access-id.ts';
import { licenseUserKeys } from './queries.ts';
import { licenseUsersStrings as strings } from './strings.ts';

/**
 * A seat's role, changed from its Manage Access menu (a pack that shows roles, spec §2.7): Change Role opens a dialog
 * with the pack's roles, the seat's own chosen; Save sends it with the seat's etag as If-Match, so a seat changed
 * meanwhile is refused (412) and the list read again. Choosing the role it already has sends nothing.
 */
function useChangeRole({ licenseId, roles }: { licenseId: string; roles: readonly Role[] }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [changingRole, setChangingRole] = useState<LicenseUsage | null>(null);
  /** The dialog closes by itself after Save: the focus goes back to the seat's Manage Access button. */
  const close = (usage: LicenseUsage) => {
    setChangingRole(null);
    focusAfterDialog(manageAccessId(usage));
  };
  const change = useMutation({
    mutationFn: ({ usage, roleId }: { usage: LicenseUsage; roleId: string }) =>
      api.licenseUsages.updateLicenseUsage(licenseId, usage.cryptId, { encryptedRoleId: roleId }, usage.etag ?? null),
    onSuccess: (updated, { usage }) => {
      close(usage);
      toast({
        title: strings.title,
        description: strings.roleChanged(updated.accountName, updated.roleName ?? ''),
        variant: 'success',
      });
    },
    onError: (error) => showActionError(strings.changeRole, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: licenseUserKeys.all }),
  });
  return {
    /** The seat whose role the dialog is changing, or null. */
    changingRole,
    savingRole: change.isPending,
    askChangeRole: (usage: LicenseUsage) => setChangingRole(usage),
    cancelChangeRole: () => setChangingRole(null),
    saveRole: (roleId: string) => {
      if (!changingRole || change.isPending) return;
      const current = roles.find((role) => role.descr === changingRole.roleName);
      if (current?.id === roleId) {
        close(changingRole);
        return;
      }
      change.mutate({ usage: changingRole, roleId });
    },
  };
}

export { useChangeRole };
