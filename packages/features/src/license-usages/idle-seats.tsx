import {
  type CurrentUser,
  type IdleSeat,
  idleSeatMessages,
  PRODUCT_IDS,
  PRODUCT_NAMES,
  productName,
} from '@license-console/domain';
import {
  Button,
  ConfirmDialog,
  cn,
  type DataGridColumn,
  Page,
  SelectField,
  selectionColumn,
  styleScope,
} from '@license-console/ui';
import { useMemo } from 'react';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { focusAfterDialog } from '../shared/focus-after-dialog.ts';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { ResourceGrid } from '../shared/resource-grid.tsx';
import { EmailAddress } from '../shared/text-with-breaks.tsx';
import { IdleThresholdFields } from './idle-threshold.tsx';
import { licenseUsersPaths } from './paths.ts';
import { type IdleSeatsController, type UseIdleSeatsOptions, useIdleSeats } from './use-idle-seats.ts';

const gridStrings = {
  gridLabel: idleSeatMessages.gridLabel,
  loading: idleSeatMessages.loading,
  loadFailed: idleSeatMessages.loadFailed,
  retry: idleSeatMessages.retry,
};

/** What the screen says of the list and of the last revoke, where the focus lands after a revoke. */
const STATUS_ID = 'idle-seats-status';

/** The product filter's choices: every product, or one whose seats are reclaimed (not On-Prem). */
const PRODUCT_CHOICES = [
  { value: '0', label: idleSeatMessages.allProducts },
  ...Object.entries(PRODUCT_NAMES)
    .filter(([id]) => Number(id) !== PRODUCT_IDS.onPrem)
    .map(([id]) => ({ value: id, label: productName(Number(id)) })),
];

const lastUsageOf = (seat: IdleSeat) => seat.lastUsage ?? idleSeatMessages.neverUsed(seat.assignedOn);

/** The columns: the seat's user (names under the address), its pack, the pack's administrator, its last use. */
function idleSeatColumns(navigation: NavigationProps): DataGridColumn<IdleSeat>[] {
  return [
    selectionColumn<IdleSeat>({ header: idleSeatMessages.selectColumn }),
    {
      id: 'user',
      header: idleSeatMessages.columnUser,
      accessorKey: 'accountName',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <span className="font-medium">
            <EmailAddress email={row.original.accountName} />
          </span>
          <span className="block text-muted-foreground">
            {row.original.firstName} {row.original.lastName}
          </span>
          <span className="block text-muted-foreground md:hidden">
            {idleSeatMessages.columnLastUsage} {lastUsageOf(row.original)}
          </span>
        </>
      ),
    },
    {
      id: 'pack',
      header: idleSeatMessages.columnPack,
      enableSorting: false,
      cell: ({ row }) => (
        <AppLink
          href={licenseUsersPaths.usage(row.original.licenseCryptId)}
          className="text-primary underline-offset-2 hover:underline"
          {...navigation}
        >
          {idleSeatMessages.packOf(productName(row.original.productId), row.original.packEndDate)}
        </AppLink>
      ),
    },
    {
      id: 'administrator',
      header: idleSeatMessages.columnAdministrator,
      accessorKey: 'administratorEmail',
      enableSorting: false,
      meta: NARROW_HIDDEN,
      cell: ({ row }) => <EmailAddress email={row.original.administratorEmail} />,
    },
    {
      id: 'lastUsage',
      header: idleSeatMessages.columnLastUsage,
      enableSorting: false,
      meta: { ...NARROW_HIDDEN, cellClassName: `${NARROW_HIDDEN.cellClassName} whitespace-nowrap tabular-nums` },
      cell: ({ row }) => lastUsageOf(row.original),
    },
  ];
}

type IdleSeatsViewProps = IdleSeatsController &
  NavigationProps & {
    user: CurrentUser;
    className?: string;
  };

/**
 * The Idle seats screen (issue 44): the seats whose holder has not used them for 30, 60, 90 or a custom number of
 * days, across the packs the user manages; ticked seats are revoked in one confirmed step naming their count and the
 * threshold, and the page says what was revoked and what was kept because it was used meanwhile.
 */
function IdleSeatsView({
  user,
  allowed,
  denied,
  threshold,
  days,
  product,
  read,
  total,
  pageIndex,
  pageSize,
  setPageIndex,
  selection,
  setSelection,
  selectedCount,
  revoking,
  outcome,
  confirming,
  askRevoke,
  cancelRevoke,
  confirmRevoke,
  linkComponent,
  onNavigate,
  className,
}: IdleSeatsViewProps) {
  const columns = useMemo(() => idleSeatColumns({ linkComponent, onNavigate }), [linkComponent, onNavigate]);
  if (!allowed || denied) return <AccessDenied title={idleSeatMessages.title} className={className} />;
  return (
    <Page title={idleSeatMessages.title} width="wide" data-slot="idle-seats" {...styleScope} className={cn(className)}>
      <p className="text-body text-muted-foreground">
        {user.administrator ? idleSeatMessages.introAll : idleSeatMessages.introManaged}
      </p>
      <IdleThresholdFields {...threshold}>
        <SelectField
          label={idleSeatMessages.product}
          options={PRODUCT_CHOICES}
          value={`${product.productId}`}
          onValueChange={(value) => product.setProductId(Number(value))}
          fieldClassName="w-48"
        />
        <Button
          variant="destructive"
          disabled={selectedCount === 0 || days === null}
          loading={revoking}
          onClick={askRevoke}
        >
          {idleSeatMessages.revokeSelected(selectedCount)}
        </Button>
      </IdleThresholdFields>
      <p
        id={STATUS_ID}
        role="status"
        tabIndex={-1}
        data-slot="idle-seats-status"
        className="text-body empty:hidden focus-visible:outline-none"
      >
        {outcome ?? (days !== null && !read.loading && !read.loadFailed ? idleSeatMessages.total(total) : '')}
      </p>
      <ResourceGrid<IdleSeat>
        read={read}
        strings={gridStrings}
        columns={columns}
        getRowId={(seat) => seat.cryptId}
        getRowLabel={(seat) => seat.accountName}
        mode="server"
        rowCount={total}
        pagination={{ pageIndex, pageSize }}
        onPaginationChange={(next) => setPageIndex(next.pageIndex)}
        pageSizeOptions={[pageSize]}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        emptyText={days === null ? threshold.error : idleSeatMessages.empty(days)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) cancelRevoke();
        }}
        answers="yes-cancel"
        tone="destructive"
        title={idleSeatMessages.confirmTitle}
        message={days === null ? '' : idleSeatMessages.confirmQuestion(selectedCount, days)}
        onConfirm={() => {
          // The ticked seats leave and Revoke selected is disabled: the focus goes to what the page says of the revoke.
          focusAfterDialog(STATUS_ID);
          confirmRevoke();
        }}
      />
    </Page>
  );
}

type IdleSeatsProps = UseIdleSeatsOptions & NavigationProps & { className?: string };

/** The Idle seats widget at /license/idle-seats: its controller and view. */
function IdleSeats({ user, initialDays, initialProductId, ...props }: IdleSeatsProps) {
  const controller = useIdleSeats({
    user,
    ...(initialDays === undefined ? {} : { initialDays }),
    ...(initialProductId === undefined ? {} : { initialProductId }),
  });
  return <IdleSeatsView {...controller} user={user} {...props} />;
}

export { IdleSeats, type IdleSeatsProps, IdleSeatsView, type IdleSeatsViewProps };
