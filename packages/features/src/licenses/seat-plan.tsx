import type { LicenseUsage } from '@license-console/domain';
import {
  Button,
  ConfirmDialog,
  DataGrid,
  type DataGridColumn,
  type RowSelection,
  Spinner,
  selectionColumn,
} from '@license-console/ui';
import { useId, useMemo, useRef } from 'react';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { EmailAddress } from '../shared/text-with-breaks.tsx';
import { seatPlanStrings as strings } from './strings.ts';
import type { SeatPlanController } from './use-seat-plan.ts';

/** The last use of a seat, or since when it was never used. */
const lastUsageOf = (usage: LicenseUsage) => usage.lastUsage ?? strings.neverUsed(usage.assignedOn);

/** No page sizes: the list is one page, windowed in its box. */
const NO_PAGE_SIZES: readonly number[] = [];

/** How tall the list may grow before its rows scroll inside the panel (about ten rows). */
const LIST_HEIGHT = '24rem';

/** The columns: the seat to give up, its user (names under the address), the last use. */
function seatPlanColumns(): DataGridColumn<LicenseUsage>[] {
  return [
    selectionColumn<LicenseUsage>({ header: strings.selectColumn, selectAll: false }),
    {
      id: 'user',
      header: strings.columnUser,
      accessorKey: 'accountName',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <span className="font-medium">
            <EmailAddress email={row.original.accountName} />
            {row.original.isCaller ? ` ${strings.you}` : null}
          </span>
          <span className="block text-muted-foreground">
            {row.original.firstName} {row.original.lastName}
          </span>
          <span className="block text-muted-foreground md:hidden">
            {strings.columnLastUsage}: {lastUsageOf(row.original)}
          </span>
        </>
      ),
    },
    {
      id: 'lastUsage',
      header: strings.columnLastUsage,
      enableSorting: false,
      meta: { ...NARROW_HIDDEN, cellClassName: `${NARROW_HIDDEN.cellClassName} whitespace-nowrap tabular-nums` },
      cell: ({ row }) => lastUsageOf(row.original),
    },
  ];
}

type SeatPlanPanelProps = Pick<
  SeatPlanController,
  | 'state'
  | 'assigned'
  | 'userCount'
  | 'needed'
  | 'holders'
  | 'selection'
  | 'setSelection'
  | 'chooseLongestUnused'
  | 'changed'
  | 'chosen'
  | 'reload'
>;

/**
 * The license form's seat-shrink panel: Number of Licenses is below the pack's users, so it says how many seats must
 * be freed and lists the pack's users, the longest unused first, with the first ones needed ticked; the person may
 * tick others. The list is the users page's read, windowed in a box of its own (a pack may have thousands).
 */
function SeatPlanPanel({
  state,
  assigned,
  userCount,
  needed,
  holders,
  selection,
  setSelection,
  chooseLongestUnused,
  changed,
  chosen,
  reload,
}: SeatPlanPanelProps) {
  const headingId = useId();
  const columns = useMemo(() => seatPlanColumns(), []);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="seat-plan"
      className="grid min-w-0 gap-3 rounded-card border border-warning bg-warning-subtle p-3 md:col-span-2"
    >
      <h2 id={headingId} className="font-semibold text-lead">
        {strings.mustBeFreed(needed)}
      </h2>
      <p className="text-body">{strings.intro(assigned, userCount)}</p>
      {state === 'loading' ? (
        <p role="status" className="inline-flex items-center gap-2 text-body">
          <Spinner size="sm" className="text-primary" />
          {strings.loading}
        </p>
      ) : state === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-body">
          <span className="text-destructive">{strings.loadFailed}</span>
          <Button type="button" variant="secondary" size="sm" onClick={reload}>
            {strings.retry}
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" data-slot="seat-plan-chosen" className="text-body font-medium">
              {strings.chosen(chosen.length, needed)}
            </p>
            {changed ? (
              <Button type="button" variant="secondary" size="sm" onClick={chooseLongestUnused}>
                {strings.chooseLongestUnused}
              </Button>
            ) : null}
          </div>
          <DataGrid<LicenseUsage>
            label={strings.gridLabel}
            columns={columns}
            data={holders}
            getRowId={(usage) => usage.cryptId}
            getRowLabel={(usage) => usage.accountName}
            enableSorting={false}
            pageSizeOptions={NO_PAGE_SIZES}
            pagination={{ pageIndex: 0, pageSize: Math.max(holders.length, 1) }}
            rowSelection={selection}
            onRowSelectionChange={(next: RowSelection) => setSelection(next)}
            maxHeight={LIST_HEIGHT}
          />
        </>
      )}
    </section>
  );
}

interface SeatPlanConfirmProps {
  open: boolean;
  /** The users who give a seat up, as chosen. */
  chosen: readonly LicenseUsage[];
  userCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The people a confirmation names: the first few by address, then how many more. */
function namesOf(chosen: readonly LicenseUsage[]): string {
  const named = chosen.slice(0, strings.named).map((usage) => usage.accountName);
  const more = chosen.length - named.length;
  return more > 0 ? `${named.join(', ')} ${strings.andMore(more)}` : named.join(', ');
}

/** The planner's confirmation (YES/CANCEL): the revokes cannot be undone, so it names the count and the people. */
function SeatPlanConfirm({ open, chosen: asked, userCount, onConfirm, onCancel }: SeatPlanConfirmProps) {
  // Kept while the dialog closes, so its words do not change under the closing animation.
  const shown = useRef(asked);
  if (open) shown.current = asked;
  const chosen = shown.current;
  const own = chosen.some((usage) => usage.isCaller);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      answers="yes-cancel"
      tone="destructive"
      title={strings.confirmTitle(chosen.length)}
      message={
        <>
          {strings.confirmQuestion(chosen.length, userCount)}
          <span data-slot="seat-plan-names" className="mt-2 block font-medium text-foreground break-words">
            {namesOf(chosen)}
          </span>
          {own ? <span className="mt-2 block">{strings.confirmOwnSeat}</span> : null}
        </>
      }
      onConfirm={onConfirm}
    />
  );
}

export { SeatPlanConfirm, type SeatPlanConfirmProps, SeatPlanPanel, type SeatPlanPanelProps };
