import { wayfindingMessages } from '@license-console/domain';
import { Button, cn, PlusIcon, SelectField, TextField } from '@license-console/ui';
import * as React from 'react';
import { useOpenedOnce } from '../shared/use-opened-once.ts';
import { licenseUsersStrings as strings } from './strings.ts';
import type { AddLicenseUserController } from './use-add-license-user.ts';

/** The organization dialogs (organization-conflict-dialog.tsx), loaded when one first opens or while the page is idle. */
const loadConflictDialog = () => import('./organization-conflict-dialog.tsx');
const OrganizationConflictDialog = React.lazy(async () => ({
  default: (await loadConflictDialog()).OrganizationConflictDialog,
}));

type LicenseUserAddRowProps = AddLicenseUserController & { licenseId: string; full: boolean; className?: string };

/** The add-user row's e-mail field of a pack: where the focus goes once a revoke leaves no user listed. */
function addUserEmailId(licenseId: string): string {
  return `license-user-add-email-${licenseId}`;
}

/**
 * The add-user row (spec §2.7, §5): email, first name, last name, and the role only when the pack shows roles. Add
 * User stays disabled until the row is valid, and while every seat is taken, and says why as its description. The
 * row is always on screen, so the reason it is not valid yet shows only once something is typed in it; an empty row
 * gives it to screen readers alone. A user of another organization is asked about first (spec §4).
 */
function LicenseUserAddRow({
  form,
  errors,
  roles,
  canShowRoles,
  canAdd,
  adding,
  typed,
  submit,
  full,
  question,
  answerQuestion,
  declineQuestion,
  licenseId,
  className,
}: LicenseUserAddRowProps) {
  const headingId = React.useId();
  const reasonId = React.useId();
  const fullId = React.useId();
  const { register } = form;
  const invalid = !canAdd && !adding;
  const conflictShown = useOpenedOnce(question !== null, loadConflictDialog);
  return (
    <>
      <form
        data-slot="license-user-add-row"
        noValidate
        aria-labelledby={headingId}
        aria-busy={adding || undefined}
        onSubmit={submit}
        className={cn('grid gap-3 rounded-card border border-border bg-surface p-4', className)}
      >
        <h2 id={headingId} className="text-lead font-semibold text-foreground">
          {strings.addUserTitle}
        </h2>
        <div
          className={cn(
            'grid items-start gap-3',
            canShowRoles
              ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]'
              : 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]',
          )}
        >
          <TextField
            id={addUserEmailId(licenseId)}
            label={strings.emailField}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={strings.firstNameField}
            autoComplete="off"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={strings.lastNameField}
            autoComplete="off"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          {canShowRoles ? (
            <SelectField
              label={strings.roleField}
              options={roles.map((role) => ({ value: role.id, label: role.descr }))}
              {...register('roleId')}
            />
          ) : null}
          {/* Lined up with the inputs beside it, under a label's height of space. */}
          <Button
            type="submit"
            className="md:mt-[1.625rem]"
            disabled={!canAdd || full}
            loading={adding}
            aria-describedby={full ? fullId : invalid ? reasonId : undefined}
          >
            <PlusIcon />
            {strings.addUser}
          </Button>
        </div>
        {full ? (
          <p id={fullId} role="status" className="text-body text-muted-foreground">
            {strings.noSeatsLeft}
          </p>
        ) : (
          // Its line is kept from a tablet's width up, so the users below do not move as the reason comes and goes.
          <p
            id={reasonId}
            data-slot="submit-reason"
            className={cn('text-caption text-muted-foreground md:text-right', !(invalid && typed) && 'max-md:hidden')}
            // Hidden by visibility, not removed: an embedder without the design system's stylesheet keeps it too. On
            // a phone, where it takes two lines under a column of fields, its space is given back while hidden.
            style={invalid && typed ? undefined : { visibility: 'hidden' }}
          >
            {wayfindingMessages.submitBlocked(strings.addUser)}
          </p>
        )}
      </form>
      {conflictShown ? (
        <React.Suspense fallback={null}>
          <OrganizationConflictDialog
            question={question}
            answerQuestion={answerQuestion}
            declineQuestion={declineQuestion}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

export { addUserEmailId, LicenseUserAddRow, type LicenseUserAddRowProps };
