import type { AccountLock } from '@license-console/domain';
import {
  Button,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cardVariants,
  cn,
  type DataGridColumn,
  styleScope,
} from '@license-console/ui';
import { ResourceGrid } from '../shared/resource-grid.tsx';
import { RowConfirmDialog } from '../shared/row-confirm-dialog.tsx';
import { lockedAccountsStrings as strings } from './strings.ts';
import {
  formatLockedUntil,
  type LockedAccountsController,
  lockReason,
  type UseLockedAccountsOptions,
  useLockedAccounts,
} from './use-locked-accounts.ts';

const columns: DataGridColumn<AccountLock>[] = [
  { id: 'email', accessorKey: 'email', header: strings.email },
  { id: 'name', accessorKey: 'name', header: strings.name },
  { id: 'reason', header: strings.reason, accessorFn: lockReason },
  {
    id: 'lockedUntil',
    accessorKey: 'lockedUntil',
    header: strings.lockedUntil,
    cell: ({ row }) => <time dateTime={row.original.lockedUntil}>{formatLockedUntil(row.original.lockedUntil)}</time>,
  },
];

type LockedAccountsViewProps = LockedAccountsController & { className?: string };

/**
 * The locked-accounts panel (designed; the server's sign-in locks made visible to administrators): who is locked,
 * why and until when, with Unlock behind a confirmation. Draws nothing for anyone else.
 */
function LockedAccountsView({
  allowed,
  rows,
  isLoading,
  isRefreshing,
  loadFailed,
  refresh,
  confirming,
  requestUnlock,
  confirmUnlock,
  cancelUnlock,
  unlockingId,
  className,
}: LockedAccountsViewProps) {
  if (!allowed) return null;
  return (
    // A plain card: the grid inside is the region named 'Locked accounts', so the card is not a second one.
    <div data-slot="locked-accounts" {...styleScope} className={cn(cardVariants(), className)}>
      <CardHeader className="sm:flex sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1">
          <CardTitle>{strings.title}</CardTitle>
          <CardDescription>{strings.description}</CardDescription>
        </div>
        <Button variant="secondary" size="sm" onClick={refresh} loading={isRefreshing} className="justify-self-start">
          {strings.refresh}
        </Button>
      </CardHeader>
      <CardContent>
        <ResourceGrid<AccountLock>
          read={{ rows, loading: isLoading, loadFailed, retry: refresh }}
          strings={strings}
          columns={columns}
          getRowId={(lock) => `${lock.userId}-${lock.reason}-${lock.address ?? ''}`}
          getRowLabel={(lock) => lock.email}
          emptyText={strings.none}
          rowActionsHeader={strings.unlock}
          rowActions={(lock) => (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${strings.unlock} ${lock.email}`}
              loading={unlockingId === lock.userId}
              onClick={() => requestUnlock(lock)}
            >
              {strings.unlock}
            </Button>
          )}
        />
      </CardContent>
      <RowConfirmDialog<AccountLock>
        confirming={confirming}
        answers="yes-no"
        title={strings.confirmTitle}
        message={(lock) => strings.confirmMessage(lock.email)}
        onConfirm={confirmUnlock}
        onCancel={cancelUnlock}
      />
    </div>
  );
}

type LockedAccountsProps = UseLockedAccountsOptions & { className?: string };

/** The locked-accounts panel widget: give it the signed-in user; it reads and unlocks through the ConsoleApi. */
function LockedAccounts({ user, className }: LockedAccountsProps) {
  const controller = useLockedAccounts({ user });
  return <LockedAccountsView {...controller} className={className} />;
}

export { LockedAccounts, type LockedAccountsProps, LockedAccountsView, type LockedAccountsViewProps };
