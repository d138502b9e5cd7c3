import {
  Button,
  Card,
  CardContent,
  CheckboxField,
  ConfirmDialog,
  cn,
  DateField,
  Modal,
  NumberField,
  Page,
  SelectField,
  Spinner,
  styleScope,
  TextField,
} from '@license-console/ui';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { SubmitButton } from '../shared/submit-button.tsx';
import { RenewalTerms } from './renewal-terms.tsx';
import { SeatPlanConfirm, SeatPlanPanel } from './seat-plan.tsx';
import { seatPlanStrings, licenseFormStrings as strings } from './strings.ts';
import { type LicenseFormController, type UseLicenseFormOptions, useLicenseForm } from './use-license-form.ts';

type LicenseFormViewProps = LicenseFormController & NavigationProps & { className?: string };

/** The license form (spec §2.5): create, update and delete, or renew a license pack. */
function LicenseFormView({
  mode,
  allowed,
  loading,
  license,
  products,
  features,
  register,
  errors,
  isValid,
  onProductChange,
  onStartDateChange,
  submit,
  isSaving,
  saveError,
  renewConflict,
  closeRenewConflict,
  seatPlan,
  confirmingSeatPlan,
  cancelSeatPlan,
  confirmSeatPlan,
  confirmingDelete,
  askDelete,
  cancelDelete,
  confirmDelete,
  isDeleting,
  staleEdit,
  reloadStale,
  overwriteStale,
  dismissStale,
  linkComponent,
  onNavigate,
  className,
}: LicenseFormViewProps) {
  const title = strings.titles[mode];
  if (!allowed) return <AccessDenied title={title} className={className} />;
  const renewing = mode === 'renew';
  const label = mode === 'new' ? strings.create : mode === 'edit' ? strings.update : strings.renew;
  // Below the pack's users, the primary button says what it will do, and waits for exactly enough to be chosen.
  const planLabel = renewing ? seatPlanStrings.renewAndRevoke : seatPlanStrings.updateAndRevoke;
  const planBlocked = seatPlan.active && !seatPlan.ready;
  // Spec §2.5 names BACK in add mode; edit and renew offer the same way back to the list.
  const back = (
    <Button asChild variant="secondary">
      <AppLink href="/" linkComponent={linkComponent} onNavigate={onNavigate}>
        {strings.back}
      </AppLink>
    </Button>
  );
  return (
    <Page title={title} actions={back} data-slot="license-form" {...styleScope} className={cn(className)}>
      <Card>
        <CardContent>
          {loading ? (
            <p className="inline-flex items-center gap-2">
              <Spinner size="sm" className="text-primary" />
              {strings.loading}
            </p>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-busy={isSaving}>
              <TextField
                label={strings.email}
                type="email"
                autoComplete="off"
                required
                disabled={renewing}
                error={errors.email}
                fieldClassName="md:col-span-2"
                {...register('email')}
              />
              <TextField
                label={strings.firstName}
                disabled={renewing}
                error={errors.firstName}
                {...register('firstName')}
              />
              <TextField
                label={strings.lastName}
                disabled={renewing}
                error={errors.lastName}
                {...register('lastName')}
              />
              <SelectField
                label={strings.product}
                options={products}
                required
                disabled={renewing}
                error={errors.productId}
                {...register('productId', { onChange: (event) => onProductChange(event.target.value) })}
              />
              <NumberField
                label={strings.numberOfLicenses}
                min={1}
                step={1}
                required
                error={errors.userCount}
                {...register('userCount')}
              />
              <DateField
                label={strings.startDate}
                required
                error={errors.startDate}
                {...register('startDate', { onChange: (event) => onStartDateChange(event.target.value) })}
              />
              <DateField
                label={strings.endDate}
                required
                error={errors.endDate}
                {...register('endDate', { deps: ['startDate'] })}
              />
              {features.hidden ? null : (
                <fieldset className="grid gap-2 md:col-span-2">
                  <legend className="sr-only">{strings.product}</legend>
                  <CheckboxField
                    label={strings.sharePointIntegration}
                    disabled={features.disabled || renewing}
                    {...register('sharePointIntegration')}
                  />
                  <CheckboxField
                    label={strings.advancedTemplate}
                    disabled={features.disabled || renewing}
                    {...register('advancedTemplate')}
                  />
                </fieldset>
              )}
              {seatPlan.active ? <SeatPlanPanel {...seatPlan} /> : null}
              {renewing && license ? <RenewalTerms license={license} /> : null}
              <div className="flex flex-wrap justify-end gap-2 md:col-span-2">
                {mode === 'edit' ? (
                  <Button type="button" variant="destructive" onClick={askDelete} loading={isDeleting}>
                    {strings.delete}
                  </Button>
                ) : null}
                <SubmitButton
                  label={seatPlan.active ? planLabel(seatPlan.needed) : label}
                  valid={isValid && !planBlocked}
                  saving={isSaving}
                  error={saveError}
                  reason={
                    isValid && planBlocked
                      ? seatPlanStrings.chooseExactly(seatPlan.needed, seatPlan.chosen.length)
                      : null
                  }
                />
              </div>
            </form>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          if (!open) cancelDelete();
        }}
        title={strings.deleteTitle}
        message={strings.deleteMessage(license?.name ?? '')}
        tone="destructive"
        onConfirm={confirmDelete}
      />
      <SeatPlanConfirm
        open={confirmingSeatPlan !== null}
        chosen={confirmingSeatPlan ?? []}
        userCount={seatPlan.userCount}
        onConfirm={confirmSeatPlan}
        onCancel={cancelSeatPlan}
      />
      <StaleEditDialog {...staleEditDialogProps({ staleEdit, reloadStale, overwriteStale, dismissStale, isSaving })} />
      <Modal
        open={renewConflict !== null}
        onOpenChange={(open) => {
          if (!open) closeRenewConflict();
        }}
        title={strings.renewTitle}
        okLabel={strings.ok}
        message={
          renewConflict ? strings.renewTooManyUsers(renewConflict.currentUserCount, renewConflict.renewUserCount) : ''
        }
      />
    </Page>
  );
}

type LicenseFormProps = UseLicenseFormOptions & NavigationProps & { className?: string };

/** The license form widget for /license/new, /license/edit/{id} and /license/renew/{id}. */
function LicenseForm({ mode, encryptedLicenseId, user, today, onDone, ...props }: LicenseFormProps) {
  const controller = useLicenseForm({ mode, encryptedLicenseId, user, today, onDone });
  return <LicenseFormView {...controller} {...props} />;
}

export { LicenseForm, type LicenseFormProps, LicenseFormView, type LicenseFormViewProps };
