import { idleSeatMessages, type LicenseUsage, type Role } from '@license-console/domain';
import { ConfirmDialog } from '@license-console/ui';
import { focusAfterDialog } from '../shared/focus-after-dialog.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { addUserEmailId } from './license-user-add-row.tsx';
import { manageAccessId } from './manage-access-id.ts';
import { licenseUsersStrings as strings } from './strings.ts';
import type { LicenseUserActions } from './use-license-user-actions.ts';

// The license users page's own dialogs: a user's role, the revoke of one user and of those selected. A chunk of their
// own (license-users.tsx loads it when one first opens, or while the page is idle), so the page's first frame does not
// carry the dialog stack.

/** After a dialog a user's menu opened, the focus goes back to that menu's button (when the user is still listed). */
function focusManageAccess(usage: LicenseUsage | null) {
  if (usage) focusAfterDialog(manageAccessId(usage));
}

/**
 * Once a revoke's rows leave the list, the focus goes to the Manage Access button of the first row listed after them
 * (else of the last before them), or to the add-user row's e-mail field when no one is left: never to the page body.
 */
function focusAfterRevoke(licenseId: string, rows: readonly LicenseUsage[], gone: ReadonlySet<string>) {
  const firstGone = rows.findIndex((usage) => gone.has(usage.cryptId));
  const staying = (usage: LicenseUsage) => !gone.has(usage.cryptId);
  const next = rows.slice(firstGone + 1).find(staying) ?? rows.slice(0, Math.max(firstGone, 0)).findLast(staying);
  focusAfterDialog(next ? manageAccessId(next) : addUserEmailId(licenseId));
}

/** The selected users' revoke question: naming the threshold when they are the idle users selected, and one's own seat. */
function revokeSelectedQuestion(count: number, idleDays: number | null, own: boolean): string {
  if (idleDays !== null) {
    return (own ? idleSeatMessages.confirmOwnQuestion : idleSeatMessages.confirmQuestion)(count, idleDays);
  }
  return (own ? strings.revokeSelectedOwnQuestion : strings.revokeSelectedQuestion)(count);
}

interface LicenseUsersDialogsProps {
  licenseId: string;
  /** The users as listed (filtered and sorted): where the focus goes after a revoke. */
  rows: readonly LicenseUsage[];
  /** Every user of the pack. */
  usages: readonly LicenseUsage[];
  /** The pack's roles (empty when it shows none). */
  roles: readonly Role[];
  actions: LicenseUserActions;
}

function LicenseUsersDialogs({ licenseId, rows, usages, roles, actions }: LicenseUsersDialogsProps) {
  const { confirmingRevoke } = actions;
  return (
    <>
      {actions.canChangeRole ? (
        <ChangeRoleDialog
          key={actions.changingRole?.cryptId ?? 'closed'}
          usage={actions.changingRole}
          roles={roles}
          saving={actions.savingRole}
          onSave={actions.saveRole}
          onClose={() => {
            focusManageAccess(actions.changingRole);
            actions.cancelChangeRole();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingRevoke !== null}
        onOpenChange={(open) => {
          if (!open) actions.cancelRevoke();
        }}
        onCancel={() => focusManageAccess(confirmingRevoke)}
        answers="yes-cancel"
        tone="destructive"
        title={confirmingRevoke?.isCaller ? strings.revokeOwnTitle : strings.revokeTitle}
        message={
          confirmingRevoke
            ? (confirmingRevoke.isCaller ? strings.revokeOwnQuestion : strings.revokeQuestion)(
                confirmingRevoke.accountName,
              )
            : ''
        }
        onConfirm={() => {
          if (confirmingRevoke) focusAfterRevoke(licenseId, rows, new Set([confirmingRevoke.cryptId]));
          actions.confirmRevoke();
        }}
      />
      <ConfirmDialog
        open={actions.confirmingBulk}
        onOpenChange={(open) => {
          if (!open) actions.cancelRevokeSelected();
        }}
        answers="yes-cancel"
        tone="destructive"
        title={actions.idleDays !== null ? idleSeatMessages.confirmTitle : strings.revokeSelectedTitle}
        message={revokeSelectedQuestion(
          actions.selectedCount,
          actions.idleDays,
          usages.some((usage) => usage.isCaller && actions.selection[usage.cryptId]),
        )}
        onConfirm={() => {
          focusAfterRevoke(
            licenseId,
            rows,
            new Set(Object.keys(actions.selection).filter((id) => actions.selection[id])),
          );
          actions.confirmRevokeSelected();
        }}
      />
    </>
  );
}

export { LicenseUsersDialogs };
