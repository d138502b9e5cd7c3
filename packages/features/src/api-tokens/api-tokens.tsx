import {
  API_TOKEN_EXPIRY_CHOICES,
  type ApiToken,
  type CurrentUser,
  apiTokenMessages as strings,
} from '@license-console/domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  CopyButton,
  cn,
  DataGrid,
  type DataGridColumn,
  Dialog,
  DialogContent,
  DialogTrigger,
  FormField,
  inputVariants,
  pageVariants,
  SelectField,
  styleScope,
  TextField,
} from '@license-console/ui';
import * as React from 'react';
import { CloseFooter, FormFooter } from '../shared/dialog-footers.tsx';
import { DialogHeading } from '../shared/dialog-heading.tsx';
import { minuteUtc } from '../shared/instants.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { NARROW_HIDDEN } from '../shared/narrow-hidden.ts';
import { type ApiTokensController, useApiTokens } from './use-api-tokens.ts';

/** An ISO instant as the list shows it: its UTC day, '2030-01-15', the same for every reader. */
const dayOf = (instant: string) => instant.slice(0, 10);

/** A last use as the list shows it: '2030-01-15 06:00 UTC', or Never. */
const lastUseOf = (instant: string | null) => (instant ? minuteUtc(instant) : strings.neverUsed);

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_CHOICES.map((days) => ({ value: String(days), label: strings.days(days) }));

type ApiTokensViewProps = ApiTokensController & { className?: string };

/** The create dialog: name, expiry and role, then the new token this once, with a copy button and a warning. */
function CreateTokenDialog({ open, setOpen, register, errors, submit, creating, created, roles }: ApiTokensController) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">{strings.create}</Button>
      </DialogTrigger>
      <DialogContent
        data-slot="api-token-create"
        // While the token shows, only Done (or Escape) closes the dialog: a stray click must not lose it.
        onInteractOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          <>
            <DialogHeading title={strings.createdTitle} description={created.name} />
            <Alert variant="info" data-slot="api-token-shown-once">
              {strings.shownOnce}
            </Alert>
            <div className="flex items-end gap-2">
              <FormField label={strings.tokenLabel} className="min-w-0 flex-1">
                <input
                  readOnly
                  value={created.token}
                  spellCheck={false}
                  onFocus={(event) => event.currentTarget.select()}
                  className={cn(inputVariants(), 'bg-muted font-mono text-caption leading-6')}
                />
              </FormField>
              <CopyButton
                value={created.token}
                label={strings.copy}
                copiedMessage={strings.copied}
                failedMessage={strings.copyFailed}
                className="mb-1"
              />
            </div>
            <CloseFooter label={strings.done} />
          </>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-stack" aria-busy={creating}>
            <DialogHeading title={strings.create} description={strings.intro} />
            <TextField label={strings.name} required autoComplete="off" error={errors.name} {...register('name')} />
            <SelectField
              label={strings.expiry}
              options={EXPIRY_OPTIONS}
              error={errors.expiresInDays}
              {...register('expiresInDays', { setValueAs: Number })}
            />
            <SelectField
              label={strings.role}
              options={roles.map((role) => ({ value: role, label: strings.roles[role] }))}
              disabled={roles.length === 1}
              error={errors.role}
              {...register('role')}
            />
            <FormFooter cancelLabel={strings.cancel} submitLabel={strings.create} submitting={creating} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The API tokens section of My Profile: each live token's name, role, creation, expiry and last use (never the token),
 * Create token, and Revoke after a question.
 */
function ApiTokensView({ className, ...controller }: ApiTokensViewProps) {
  const { rows, loading, loadFailed, reload, revoking, askRevoke, confirmRevoke, revokingId } = controller;
  const headingId = React.useId();
  const columns = React.useMemo<DataGridColumn<ApiToken>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: strings.name, meta: { cellClassName: 'break-words' } },
      { id: 'role', header: strings.role, accessorFn: (row) => strings.roles[row.role], meta: NARROW_HIDDEN },
      { id: 'created', header: strings.created, accessorFn: (row) => dayOf(row.created), meta: NARROW_HIDDEN },
      { id: 'expires', header: strings.expires, accessorFn: (row) => dayOf(row.expires) },
      {
        id: 'lastUsed',
        header: strings.lastUsed,
        accessorFn: (row) => lastUseOf(row.lastUsed),
        meta: NARROW_HIDDEN,
      },
    ],
    [],
  );
  return (
    <div data-slot="page-frame" className="mx-auto w-full max-w-wide px-gutter pb-8" {...styleScope}>
      <section
        data-slot="api-tokens"
        aria-labelledby={headingId}
        className={cn(pageVariants({ width: 'default' }), 'gap-4', className)}
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={headingId} className="text-title">
            {strings.title}
          </h2>
          <CreateTokenDialog {...controller} />
        </div>
        <p className="text-muted-foreground">{strings.intro}</p>
        {loadFailed ? (
          <LoadFailed message={strings.loadFailed} onRetry={reload} retryLabel={strings.retry} />
        ) : (
          <DataGrid<ApiToken>
            data={rows}
            columns={columns}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.name}
            label={strings.gridLabel}
            mode="client"
            defaultPagination={{ pageIndex: 0, pageSize: 10 }}
            rowActionsHeader={strings.actions}
            rowActions={(row) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={strings.revokeOf(row.name)}
                loading={revokingId === row.id}
                onClick={() => askRevoke(row)}
              >
                {strings.revoke}
              </Button>
            )}
            emptyText={strings.empty}
            loading={loading}
            loadingText={strings.loading}
          />
        )}
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(open) => {
            if (!open) askRevoke(null);
          }}
          title={strings.revokeTitle}
          message={strings.revokeMessage(revoking?.name ?? '')}
          confirmLabel={strings.revoke}
          cancelLabel={strings.cancel}
          tone="destructive"
          onConfirm={confirmRevoke}
        />
      </section>
    </div>
  );
}

type ApiTokensProps = { user: CurrentUser; className?: string };

/** The API tokens widget of My Profile: the signed-in user's own tokens. */
function ApiTokens({ user, className }: ApiTokensProps) {
  const controller = useApiTokens({ user });
  return <ApiTokensView {...controller} className={className} />;
}

export { ApiTokens, type ApiTokensProps, ApiTokensView, type ApiTokensViewProps };
