import type { LicenseUsage } from '@license-console/domain';
import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  MoreIcon,
} from '@license-console/ui';
import * as React from 'react';
import { useRowActions } from './license-user-columns.tsx';
import { manageAccessId } from './manage-access-id.ts';
import { licenseUsersStrings as strings } from './strings.ts';

/** The id of the reason a user's Remove Session (0) cannot be chosen. */
function noSessionId(usage: LicenseUsage): string {
  return `no-session-${usage.cryptId}`;
}

/**
 * A user's 'Manage Access' menu (spec §2.7): Revoke User, Edit Name (Save Name while the names are edited, with a
 * way to cancel), Remove Session (n); and Change Role where the pack shows roles. Deferred: a big pack draws a menu button on every row, and only the rows a
 * user reaches for mount a menu.
 */
function ManageAccessMenu({ usage }: { usage: LicenseUsage }) {
  const actions = useRowActions();
  const editing = actions.editing?.usageId === usage.cryptId;
  // Edit Name hands the focus to the name box; the menu must not take it back to its trigger as it closes.
  const keepFocus = React.useRef(false);
  const busy =
    actions.revokingId === usage.cryptId ||
    actions.removingSessionsId === usage.cryptId ||
    (editing && actions.savingName);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          id={manageAccessId(usage)}
          data-slot="license-user-manage-access"
          variant="ghost"
          size="sm"
          loading={busy}
          aria-label={strings.manageAccessOf(usage.accountName)}
        >
          {/* Narrower screens show the icon alone; the button's name stays 'Manage Access: {email}'. */}
          <span className="hidden xl:inline">{strings.manageAccess}</span>
          <ChevronDownIcon className="hidden size-4 xl:block" />
          <MoreIcon className="size-4 xl:hidden" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (keepFocus.current) event.preventDefault();
          keepFocus.current = false;
        }}
      >
        {editing ? (
          <>
            <DropdownMenuItem onSelect={actions.saveName}>{strings.saveName}</DropdownMenuItem>
            <DropdownMenuItem onSelect={actions.cancelEdit}>{strings.cancelEdit}</DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem
            onSelect={() => {
              keepFocus.current = true;
              actions.startEdit(usage);
            }}
          >
            {strings.editName}
          </DropdownMenuItem>
        )}
        {actions.canChangeRole ? (
          <DropdownMenuItem onSelect={() => actions.askChangeRole(usage)}>{strings.changeRole}</DropdownMenuItem>
        ) : null}
        {/* Nothing to remove at (0): the item says so rather than report a removal that did nothing. */}
        <DropdownMenuItem
          disabled={usage.sessionCount === 0}
          aria-describedby={usage.sessionCount === 0 ? noSessionId(usage) : undefined}
          onSelect={() => actions.removeSessions(usage)}
          className={usage.sessionCount === 0 ? 'flex-col items-start gap-0.5' : undefined}
        >
          {strings.removeSession(usage.sessionCount)}
          {usage.sessionCount === 0 ? (
            <span id={noSessionId(usage)} className="text-caption text-muted-foreground">
              {strings.noSessionToRemove}
            </span>
          ) : null}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => actions.askRevoke(usage)}>
          {strings.revokeUser}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { ManageAccessMenu };
