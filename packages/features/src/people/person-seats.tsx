import { licenseUsagePaths, type Person, type PersonSeat, peopleMessages as text } from '@license-console/domain';
import { Button, ConfirmDialog, DataGrid, type DataGridColumn, Select } from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { dayUtc } from '../shared/instants.ts';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { TEXT_LINK } from '../shared/text-link.ts';
import { EmailAddress } from '../shared/text-with-breaks.tsx';
import { type PersonController, revokeButtonId, useSeatRoles } from './use-person.ts';

type PersonSeatsProps = NavigationProps &
  Pick<PersonController, 'changeRole' | 'pendingRoleOf' | 'changingRoleOf' | 'revoke' | 'revokingId'> & {
    person: Person;
  };

type SeatRoles = Pick<PersonController, 'changeRole' | 'pendingRoleOf' | 'changingRoleOf'>;

/**
 * The roles' controller, for the cells: the columns stay the same from one drawing to the next (a new cell function
 * would draw a new select, losing the focus on it), and the cells read what changes from here.
 */
const SeatRolesContext = React.createContext<SeatRoles | null>(null);

/** A seat's role: a select of its pack's roles where the caller manages the pack, else its name. */
function SeatRole({ seat }: { seat: PersonSeat }) {
  const controller = React.use(SeatRolesContext);
  const roles = useSeatRoles(seat);
  if (seat.role === null) return <span className="text-muted-foreground">{text.noRole}</span>;
  if (!controller || !roles) return seat.role;
  return (
    <div className="max-w-56">
      <Select
        aria-label={text.roleOf(seat.productName)}
        aria-busy={controller.changingRoleOf === seat.usageId || undefined}
        className="h-8 min-w-32 py-1 text-caption"
        value={controller.pendingRoleOf(seat) ?? roles.find((role) => role.descr === seat.role)?.id ?? ''}
        options={roles.map((role) => ({ value: role.id, label: role.descr }))}
        onValueChange={(roleId) => {
          const role = roles.find((candidate) => candidate.id === roleId);
          if (role) controller.changeRole(seat, role);
        }}
      />
    </div>
  );
}

/** A seat's last use as its day, or Never. */
function lastUseOf(seat: PersonSeat): string {
  return seat.lastUsed ? dayUtc(seat.lastUsed) : text.neverUsed;
}

/** The seats' columns: product (a link to the pack's users), its administrator and last day, role, last use, sessions. */
function seatColumns({ linkComponent, onNavigate }: NavigationProps): DataGridColumn<PersonSeat>[] {
  return [
    {
      id: 'product',
      header: text.product,
      accessorFn: (seat) => seat.productName,
      // A phone shows the pack's administrator, its last day, the last use, the sessions and the role under the
      // product, in place of their columns.
      cell: ({ row: { original: seat } }) => (
        <span className="flex flex-col gap-0.5">
          <AppLink
            href={licenseUsagePaths.usage(seat.licenseId)}
            aria-label={text.openPack(seat.productName, seat.packAdministrator)}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
            className={`font-medium ${TEXT_LINK}`}
          >
            {seat.productName}
          </AppLink>
          <span className="flex flex-col text-caption text-muted-foreground md:hidden">
            <EmailAddress email={seat.packAdministrator} />
            <span>
              {text.validUntil} {seat.validUntil}
            </span>
            <span>
              {text.lastUsed} {lastUseOf(seat)}
            </span>
            <span>
              {text.sessions} {seat.sessions.toLocaleString('en-US')}
            </span>
          </span>
          {seat.role === null ? null : (
            <span className="mt-1 md:hidden">
              <SeatRole seat={seat} />
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'packAdministrator',
      header: text.packAdministrator,
      accessorFn: (seat) => seat.packAdministrator,
      cell: ({ row }) => <EmailAddress email={row.original.packAdministrator} />,
      meta: NARROW_HIDDEN,
    },
    {
      id: 'validUntil',
      header: text.validUntil,
      accessorFn: (seat) => seat.validUntil,
      meta: { ...NARROW_HIDDEN, cellClassName: `${NARROW_HIDDEN.cellClassName} tabular-nums` },
    },
    {
      id: 'role',
      header: text.role,
      accessorFn: (seat) => seat.role ?? '',
      cell: ({ row }) => <SeatRole seat={row.original} />,
      meta: NARROW_HIDDEN,
    },
    {
      id: 'lastUsed',
      header: text.lastUsed,
      accessorFn: lastUseOf,
      meta: { ...NARROW_HIDDEN, cellClassName: `${NARROW_HIDDEN.cellClassName} tabular-nums whitespace-nowrap` },
    },
    {
      id: 'sessions',
      header: text.sessions,
      accessorFn: (seat) => seat.sessions,
      meta: { ...NARROW_HIDDEN, cellClassName: `${NARROW_HIDDEN.cellClassName} tabular-nums` },
    },
  ];
}

/**
 * The seats the person holds in the packs the caller may see: product (a link to the pack's users), the pack's
 * administrator, its last day, the seat's role, last use and open sessions; where the caller manages the pack, the
 * role to change and Revoke, after its question.
 */
function PersonSeats({ person, linkComponent, onNavigate, revoke, revokingId, ...roles }: PersonSeatsProps) {
  const columns = React.useMemo(() => seatColumns({ linkComponent, onNavigate }), [linkComponent, onNavigate]);
  const manages = person.seats.some((seat) => seat.manageable);
  return (
    <SeatRolesContext value={roles}>
      <DataGrid<PersonSeat>
        data={person.seats}
        columns={columns}
        getRowId={(seat) => seat.usageId}
        getRowLabel={(seat) => text.openPack(seat.productName, seat.packAdministrator)}
        label={text.seatsGridLabel}
        mode="client"
        enableSorting={false}
        emptyText={text.seatsEmpty}
        rowActionsHeader={text.actionsTitle}
        rowActions={
          manages
            ? (seat) =>
                seat.manageable ? (
                  <ConfirmDialog
                    title={text.revokeTitle}
                    message={text.revokeMessage(person.email, seat.productName, seat.packAdministrator)}
                    confirmLabel={text.confirm}
                    cancelLabel={text.cancel}
                    tone="destructive"
                    onConfirm={() => revoke(seat)}
                    trigger={
                      <Button
                        id={revokeButtonId(seat)}
                        variant="ghost"
                        size="sm"
                        aria-label={text.revokeSeatOf(seat.productName, seat.packAdministrator)}
                        loading={revokingId === seat.usageId}
                      >
                        {text.revokeSeat}
                      </Button>
                    }
                  />
                ) : null
            : undefined
        }
      />
    </SeatRolesContext>
  );
}

export { PersonSeats };
