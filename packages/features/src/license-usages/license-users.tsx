import { type CurrentUser, idleSeatMessages, type LicenseUsage, mayOpen } from '@license-console/domain';
import {
  Alert,
  AlertDescription,
  Button,
  CloseIcon,
  cn,
  DataGrid,
  loadRowWindow,
  Page,
  styleScope,
  TextField,
} from '@license-console/ui';
import * as React from 'react';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { useOpenedOnce } from '../shared/use-opened-once.ts';
import { whenIdle } from '../shared/when-idle.ts';
import { IdleThresholdFields } from './idle-threshold.tsx';
import { LicenseUserAddRow } from './license-user-add-row.tsx';
import { LicenseUserActionsContext, licenseUserColumns } from './license-user-columns.tsx';
import { ManageAccessMenu } from './license-user-menu.tsx';
import {
  grantedSettings,
  LicenseUsersSettingDialog,
  LicenseUsersSettingsMenu,
  type SettingId,
} from './license-users-settings.tsx';
import { manageAccessId } from './manage-access-id.ts';
import { licenseUsersPaths } from './paths.ts';
import { licenseUsersStrings as strings } from './strings.ts';
import { type LicenseUsersController, type UseLicenseUsersOptions, useLicenseUsers } from './use-license-users.ts';

/** Every row on one page: a big pack's rows are windowed by the grid (only those near the viewport are drawn). */
const NO_PAGE_SIZES: readonly number[] = [];

const manageAccess = (usage: LicenseUsage) => <ManageAccessMenu usage={usage} />;

/** The page's own dialogs (page-dialogs.tsx), a chunk of their own with the design system's dialog stack. */
const loadPageDialogs = () => import('./page-dialogs.tsx');
const LicenseUsersDialogs = React.lazy(async () => ({ default: (await loadPageDialogs()).LicenseUsersDialogs }));

type LicenseUsersViewProps = LicenseUsersController &
  NavigationProps & {
    /** The signed-in user: the seat holders' e-mails open their person's pages for those who may open them. */
    user?: CurrentUser;
    className?: string;
  };

/**
 * The license users page (spec §2.7): the pack's product, period and seats used / total, the add-user row, the
 * users with their Manage Access menus, the selected users' revoke, and the close link to /Licenses; 'Operation not
 * available' for product 9.
 */
function LicenseUsersView({
  licenseId,
  state,
  retry,
  refreshing,
  rows,
  usages,
  canShowRoles,
  settings,
  reload,
  productName,
  startDate,
  endDate,
  used,
  total,
  full,
  filterShown,
  filterText,
  appliedFilter,
  setFilterText,
  add,
  actions,
  idle,
  linkComponent,
  onNavigate,
  user,
  className,
}: LicenseUsersViewProps) {
  const selectable = state === 'ready' && usages.length > 0;
  const ready = state === 'ready';
  const editing = actions.editing !== null;
  // When a row's names stop being edited (saved, or Escape), its text boxes leave the page with the focus: the focus
  // goes to that row's Manage Access button, where Edit Name was chosen.
  const editingId = actions.editing?.usageId ?? null;
  const lastEditingId = React.useRef<string | null>(null);
  React.useEffect(() => {
    const ended = lastEditingId.current;
    lastEditingId.current = editingId;
    if (ended === null || editingId !== null) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || !focused.isConnected) {
      document.getElementById(manageAccessId({ cryptId: ended }))?.focus();
    }
  }, [editingId]);
  const personLinks = user !== undefined && mayOpen(user, 'person');
  const columns = React.useMemo(
    () =>
      licenseUserColumns({
        canShowRoles,
        endDate,
        selectable,
        editing,
        personLinks: personLinks ? { linkComponent, onNavigate } : null,
      }),
    [canShowRoles, endDate, selectable, editing, personLinks, linkComponent, onNavigate],
  );
  const [openSetting, setOpenSetting] = React.useState<SettingId | null>(null);
  // The page's own dialogs (change role, revoke, revoke selected) come with their code once one first opens, or
  // while the page is idle, and stay mounted from then on, so a closing dialog returns the focus as it should.
  const anyDialogOpen =
    (actions.canChangeRole && actions.changingRole !== null) ||
    actions.confirmingRevoke !== null ||
    actions.confirmingBulk;
  const dialogsWanted = useOpenedOnce(anyDialogOpen, loadPageDialogs);
  // A pack of 100 users or more is windowed: the code for it is fetched once the page is idle (while the users load,
  // or after a small pack's are drawn), not in the frames that draw the rows.
  React.useEffect(() => whenIdle(() => loadRowWindow().catch(() => undefined)), []);
  const pageActions = (
    <>
      <LicenseUsersSettingsMenu entries={grantedSettings(settings)} onSelect={setOpenSetting} />
      <Button asChild variant="secondary">
        <AppLink href={licenseUsersPaths.close} linkComponent={linkComponent} onNavigate={onNavigate}>
          <CloseIcon />
          {strings.close}
        </AppLink>
      </Button>
    </>
  );
  const revokeSelected =
    actions.selectedCount > 0 ? (
      <Button variant="destructive" loading={actions.bulkRevoking} onClick={actions.askRevokeSelected}>
        {strings.revokeSelected(actions.selectedCount)}
      </Button>
    ) : null;
  return (
    <Page
      title={strings.title}
      width="wide"
      actions={pageActions}
      data-slot="license-users"
      {...styleScope}
      className={cn(className)}
    >
      {state === 'unavailable' ? (
        <Alert variant="info">
          <AlertDescription>{strings.operationNotAvailable}</AlertDescription>
        </Alert>
      ) : state === 'denied' ? (
        <p role="alert" className="text-lead">
          {strings.accessDenied}
        </p>
      ) : state === 'failed' ? (
        <LoadFailed message={strings.loadFailed} onRetry={retry} retryLabel={strings.retry} />
      ) : (
        <LicenseUserActionsContext value={actions}>
          {ready ? (
            <dl data-slot="license-users-pack" className="flex flex-wrap gap-x-8 gap-y-2 text-body">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{strings.packOf(productName)}</dt>
                <dd className="tabular-nums">{strings.period(startDate, endDate)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{strings.seatsLabel}</dt>
                <dd data-slot="license-users-seats" className="text-lead font-semibold tabular-nums">
                  <span aria-hidden="true">{strings.seats(used, total)}</span>
                  <span className="sr-only" aria-live="polite">
                    {strings.seatsSummary(used, total)}
                  </span>
                </dd>
              </div>
            </dl>
          ) : null}
          {ready ? <LicenseUserAddRow {...add} licenseId={licenseId} full={full} /> : null}
          {ready && usages.length > 0 && (idle.offered || filterShown || actions.selectedCount > 0) ? (
            <div data-slot="license-users-bar" className="flex flex-wrap items-end justify-between gap-3">
              {filterShown ? (
                <TextField
                  label={strings.filterLabel}
                  type="search"
                  fieldClassName="w-80 max-w-full"
                  value={filterText}
                  onChange={(event) => setFilterText(event.target.value)}
                />
              ) : null}
              {idle.offered ? (
                <IdleThresholdFields {...idle} className="md:ms-auto md:justify-end">
                  <Button
                    variant="secondary"
                    disabled={idle.days === null || idle.ids.length === 0}
                    onClick={idle.selectIdle}
                  >
                    {idleSeatMessages.selectIdle(idle.ids.length)}
                  </Button>
                  {revokeSelected}
                </IdleThresholdFields>
              ) : (
                <span className="ms-auto">{revokeSelected}</span>
              )}
              <span className="sr-only" aria-live="polite">
                {actions.idleDays !== null
                  ? idleSeatMessages.selectedIdle(actions.selectedCount, actions.idleDays)
                  : idle.days !== null && idle.ids.length === 0
                    ? idleSeatMessages.noneIdle(idle.days)
                    : ''}
              </span>
            </div>
          ) : null}
          <DataGrid<LicenseUsage>
            data={rows}
            columns={columns}
            getRowId={(usage) => usage.cryptId}
            getRowLabel={(usage) => usage.accountName}
            label={strings.gridLabel}
            mode="client"
            pageSizeOptions={NO_PAGE_SIZES}
            pagination={{ pageIndex: 0, pageSize: Math.max(rows.length, 1) }}
            rowSelection={actions.selection}
            onRowSelectionChange={actions.setSelection}
            rowActionsHeader={strings.manageAccess}
            rowActions={ready ? manageAccess : undefined}
            highlightedRowId={add.addedId}
            emptyText={appliedFilter ? strings.noMatch(appliedFilter) : strings.noUsers}
            loading={state === 'loading' || refreshing}
            loadingText={strings.loading}
          />
        </LicenseUserActionsContext>
      )}
      {settings ? (
        <LicenseUsersSettingDialog
          openId={openSetting}
          onClose={() => setOpenSetting(null)}
          licenseId={licenseId}
          settings={settings}
          used={used}
          total={total}
          onChanged={reload}
        />
      ) : null}
      {dialogsWanted ? (
        <React.Suspense fallback={null}>
          <LicenseUsersDialogs licenseId={licenseId} rows={rows} usages={usages} roles={add.roles} actions={actions} />
        </React.Suspense>
      ) : null}
    </Page>
  );
}

type LicenseUsersProps = UseLicenseUsersOptions &
  NavigationProps & { user?: LicenseUsersViewProps['user']; className?: string };

/**
 * The license users widget (spec §2.7) at /license-usage/{licenseId}, in the wide layout: the server decides who may
 * manage the pack's users (spec §6 row 6), and the page says so when it refuses.
 */
function LicenseUsers({ licenseId, today, ...props }: LicenseUsersProps) {
  const controller = useLicenseUsers({ licenseId, ...(today === undefined ? {} : { today }) });
  return <LicenseUsersView {...controller} {...props} />;
}

export { LicenseUsers, type LicenseUsersProps, LicenseUsersView, type LicenseUsersViewProps };
