import type { UsersImportPreview, UsersImportPreviewRow } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { Alert, AlertDescription, Badge, CheckboxField, cn, DataGrid, type DataGridColumn } from '@license-console/ui';
import type * as React from 'react';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { licenseUsersStrings } from './strings.ts';

const strings = licenseUsersStrings.importExport;

/** Every row on one page: a file's thousands of rows are windowed by the grid inside its own scrolling box. */
const NO_PAGE_SIZES: readonly number[] = [];
/** The rows' box: room for about ten rows on a desktop, less on a short phone screen. */
const ROWS_HEIGHT = 'min(24rem, 45dvh)';

/** LINE, EMAIL, FIRST NAME, LAST NAME, RESULT, REASON; a phone shows the names and the reason under the e-mail. */
const previewColumns: DataGridColumn<UsersImportPreviewRow>[] = [
  {
    id: 'line',
    accessorKey: 'line',
    header: strings.line,
    meta: { cellClassName: 'w-px tabular-nums text-muted-foreground', headerClassName: 'w-px' },
  },
  {
    id: 'email',
    accessorKey: 'email',
    header: licenseUsersStrings.email,
    cell: ({ row }) => (
      <>
        {row.original.email}
        <span className="block font-normal text-muted-foreground md:hidden">
          {row.original.firstName} {row.original.lastName}
        </span>
        {row.original.reason ? (
          <span className="block font-normal whitespace-normal text-destructive-strong md:hidden">
            {row.original.reason}
          </span>
        ) : null}
      </>
    ),
    meta: { cellClassName: 'max-w-72 truncate font-medium md:max-w-none md:whitespace-nowrap' },
  },
  { id: 'firstName', accessorKey: 'firstName', header: licenseUsersStrings.firstName, meta: NARROW_HIDDEN },
  { id: 'lastName', accessorKey: 'lastName', header: licenseUsersStrings.lastName, meta: NARROW_HIDDEN },
  {
    id: 'result',
    accessorKey: 'outcome',
    header: strings.result,
    cell: ({ row }) => (
      <Badge variant={row.original.outcome === 'add' ? 'success' : 'destructive'}>
        {strings.outcomes[row.original.outcome]}
      </Badge>
    ),
    meta: { cellClassName: 'w-px' },
  },
  {
    id: 'reason',
    accessorFn: (row) => row.reason ?? '',
    header: strings.reason,
    enableSorting: false,
    meta: { cellClassName: `min-w-64 ${NARROW_HIDDEN.cellClassName}`, headerClassName: NARROW_HIDDEN.headerClassName },
  },
];

interface UsageImportPreviewProps {
  preview: UsersImportPreview;
  /** The rows shown: all of them, or only the refused ones. */
  rows: readonly UsersImportPreviewRow[];
  /** The import's errors no row carries (too many users for the free seats, a merged pack). */
  packErrors: readonly string[];
  refusedOnly: boolean;
  onRefusedOnlyChange: (refusedOnly: boolean) => void;
  /** The section, focusable from script: where the focus goes once a dry run tried again brings it. */
  ref?: React.Ref<HTMLElement>;
}

/**
 * A dry run's answer (beyond the spec): the counts at the top (to add, refused, seats free and left), how many of a
 * large file's rows the preview holds, that the file
 * was read as Windows-1252 when it was not UTF-8, why nothing can be imported yet when something is refused, then the file's rows, windowed, with their outcome and reason, filtered
 * to the refused ones on demand.
 */
function UsageImportPreview({
  preview,
  rows,
  packErrors,
  refusedOnly,
  onRefusedOnlyChange,
  ref,
}: UsageImportPreviewProps) {
  const counts = [
    { label: strings.toAdd, value: preview.added, tone: '' },
    { label: strings.refused, value: preview.refused, tone: preview.refused > 0 ? 'text-destructive-strong' : '' },
    { label: strings.seatsFree, value: preview.seatsFree, tone: '' },
    // A file larger than the seats free leaves none: the count says how many are missing, never a negative number.
    preview.seatsLeft < 0
      ? { label: strings.seatsMissing, value: -preview.seatsLeft, tone: 'text-destructive-strong' }
      : { label: strings.seatsLeft, value: preview.seatsLeft, tone: '' },
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      data-slot="usage-import-preview"
      aria-label={strings.previewHeading}
      className="grid min-w-0 gap-3 rounded-card outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <dl data-slot="usage-import-counts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(({ label, value, tone }) => (
          <div key={label} className="grid gap-0.5 rounded-card border border-border bg-muted px-3 py-2">
            <dt className="text-caption text-muted-foreground">{label}</dt>
            <dd className={cn('text-lead font-semibold tabular-nums', tone)}>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {preview.fileRows !== undefined ? (
        <p data-slot="usage-import-cut" className="text-caption text-muted-foreground">
          {messages.usersImport.previewCut(preview.rows.length, preview.fileRows)}
        </p>
      ) : null}
      {preview.encoding === 'windows-1252' ? (
        <Alert variant="info" data-slot="usage-import-encoding">
          <AlertDescription>{messages.usersImport.readAsWindows1252}</AlertDescription>
        </Alert>
      ) : null}
      {preview.errors.length > 0 ? (
        <Alert variant="error" data-slot="usage-import-blocked">
          <AlertDescription>{[strings.allOrNothing, ...packErrors].join('\n')}</AlertDescription>
        </Alert>
      ) : null}
      {preview.refused > 0 ? (
        <CheckboxField
          label={strings.refusedOnly(preview.refused)}
          checked={refusedOnly}
          onCheckedChange={onRefusedOnlyChange}
        />
      ) : null}
      <DataGrid<UsersImportPreviewRow>
        data={rows}
        columns={previewColumns}
        getRowId={(row) => String(row.line)}
        getRowLabel={(row) => row.email}
        label={strings.gridLabel}
        mode="client"
        pageSizeOptions={NO_PAGE_SIZES}
        pagination={{ pageIndex: 0, pageSize: Math.max(rows.length, 1) }}
        maxHeight={ROWS_HEIGHT}
        emptyText={strings.noRefusedRows}
      />
    </section>
  );
}

export { UsageImportPreview, type UsageImportPreviewProps };
