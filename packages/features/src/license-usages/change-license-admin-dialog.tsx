import { Button, DataGrid, type DataGridColumn, TextField } from '@license-console/ui';
import * as React from 'react';
import { SettingDialogFrame } from '../shared/setting-dialog-frame.tsx';
import type { SettingDialogProps } from '../shared/setting-dialog-props.ts';
import { licenseUsersStrings } from './strings.ts';
import { type ChangeLicenseAdminController, useChangeLicenseAdmin } from './use-change-license-admin.ts';

const strings = licenseUsersStrings.changeAdminDialog;

type HistoryRow = NonNullable<ChangeLicenseAdminController['history']>[number];

/** Every entry on one page: a pack changes hands a few times in its life. */
const NO_PAGE_SIZES: readonly number[] = [];

const historyColumns: DataGridColumn<HistoryRow>[] = [
  {
    id: 'dateTimeChanged',
    accessorKey: 'dateTimeChanged',
    header: strings.historyDate,
    cell: ({ row }) => <time dateTime={row.original.dateTimeChanged}>{row.original.dateTimeText}</time>,
    meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'email',
    accessorKey: 'email',
    header: strings.historyEmail,
    // An address wraps rather than scroll the table sideways on a phone.
    meta: { cellClassName: 'whitespace-normal break-all' },
  },
];

/** The request waiting for the new administrator: who and until when, with Resend and Cancel Request. */
function PendingHandover({ controller }: { controller: ChangeLicenseAdminController }) {
  const headingId = React.useId();
  const { pending } = controller;
  if (!pending) return null;
  const facts = [
    { label: strings.requestedBy, value: pending.requestedBy ?? licenseUsersStrings.none },
    { label: strings.sentAt, value: pending.sentAtText, dateTime: pending.sentAt },
    {
      label: pending.expired ? strings.expiredAt : strings.expiresAt,
      value: pending.expiresAtText,
      dateTime: pending.expiresAt,
    },
  ];
  return (
    <section
      data-slot="change-license-admin-pending"
      data-expired={pending.expired || undefined}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-card border border-border bg-muted p-3 data-[expired]:border-warning data-[expired]:bg-warning-subtle"
    >
      <div className="grid gap-0.5">
        <h3 id={headingId} className="text-body font-semibold">
          {strings.pendingHeading}
        </h3>
        <p className="text-body break-words">
          {pending.expired ? strings.expiredFor(pending.newAdminEmail) : strings.pendingFor(pending.newAdminEmail)}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        {facts.map(({ label, value, dateTime }) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-caption text-muted-foreground">{label}</dt>
            <dd className="text-body break-all tabular-nums">
              {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" loading={controller.resending} onClick={controller.resend}>
          {strings.resend}
        </Button>
        <Button variant="secondary" size="sm" loading={controller.cancelling} onClick={controller.cancel}>
          {strings.cancelRequest}
        </Button>
      </div>
    </section>
  );
}

/** Spec §6 row 4: the administrators of the pack so far, newest first (administrators only). */
function AdministratorHistory({ rows }: { rows: readonly HistoryRow[] }) {
  const headingId = React.useId();
  return (
    <section data-slot="change-license-admin-history" aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="text-body font-semibold">
        {strings.historyHeading}
      </h3>
      <DataGrid<HistoryRow>
        data={rows}
        columns={historyColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.email}
        label={strings.historyLabel}
        mode="client"
        pageSizeOptions={NO_PAGE_SIZES}
        pagination={{ pageIndex: 0, pageSize: Math.max(rows.length, 1) }}
        maxHeight="min(16rem, 35dvh)"
        emptyText={strings.noHistory}
      />
    </section>
  );
}

type ChangeLicenseAdminViewProps = ChangeLicenseAdminController & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Change License Admin dialog (spec §2.7), rendering what useChangeLicenseAdmin returns: the current
 * administrator, the request waiting for a new one (when there is one), the new administrator's e-mail under §5's
 * rule, and for administrators the history of the pack's administrators.
 */
function ChangeLicenseAdminView({ open, onOpenChange, ...controller }: ChangeLicenseAdminViewProps) {
  const formId = React.useId();
  // The dialog opens on its loading state: once the pack is read, typing starts in the e-mail field.
  const focusEmail = React.useCallback((form: HTMLFormElement | null) => form?.querySelector('input')?.focus(), []);
  const ready = controller.state === 'ready';
  const immediate = controller.mode === 'immediate';
  const hint = [
    immediate ? strings.immediateHint : strings.acceptanceHint,
    controller.pending && !immediate ? strings.replaceHint : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <SettingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="change-license-admin"
      title={licenseUsersStrings.changeLicenseAdmin}
      closeLabel={strings.close}
      submit={
        ready
          ? { form: formId, label: immediate ? strings.change : strings.request, loading: controller.changing }
          : null
      }
      read={controller}
      readLabels={{ ...strings, retry: licenseUsersStrings.retry }}
    >
      <div className="grid min-w-0 gap-4">
        <dl className="grid gap-0.5">
          <dt className="text-caption text-muted-foreground">{strings.currentAdmin}</dt>
          <dd data-slot="change-license-admin-current" className="text-body font-medium break-words">
            {controller.currentAdmin}
          </dd>
        </dl>
        <PendingHandover controller={controller} />
        <form id={formId} ref={focusEmail} noValidate onSubmit={controller.submit}>
          <TextField
            label={strings.newAdminEmail}
            type="email"
            autoComplete="off"
            hint={hint}
            error={controller.error}
            {...controller.register('newAdminEmail')}
          />
        </form>
        {controller.history ? <AdministratorHistory rows={controller.history} /> : null}
      </div>
    </SettingDialogFrame>
  );
}

/**
 * The Settings menu's Change License Admin entry (spec §6 row 5): an administrator's change applies at once and the
 * dialog closes; a manager's becomes a request, shown in the dialog until the new administrator accepts it.
 */
function ChangeLicenseAdminDialog({ licenseId, settings, open, onOpenChange, onChanged }: SettingDialogProps) {
  const controller = useChangeLicenseAdmin({
    licenseId,
    mode: settings.changeLicenseAdmin === 'immediate' ? 'immediate' : 'acceptance',
    withHistory: settings.seeLicenseAdminHistory,
    onChanged: () => {
      onChanged();
      onOpenChange(false);
    },
  });
  return <ChangeLicenseAdminView {...controller} open={open} onOpenChange={onOpenChange} />;
}

export { ChangeLicenseAdminDialog, ChangeLicenseAdminView, type ChangeLicenseAdminViewProps };
