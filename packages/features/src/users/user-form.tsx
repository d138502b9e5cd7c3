import { userPaths } from '@license-console/domain';
import { Alert, Button, CheckboxField, Page, SelectField, styleScope, TextField } from '@license-console/ui';
import { AccountPasswordField, PasswordPolicyChecklist } from '../session/index.ts';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { SubmitButton } from '../shared/submit-button.tsx';
import { userFormStrings as strings } from './strings.ts';
import { formTitle, type UserFormController, type UseUserFormOptions, useUserForm } from './use-user-form.ts';

type UserFormViewProps = UserFormController & NavigationProps & { className?: string };

/** The profile and user forms (spec §2.10, §5), rendering what useUserForm returns. */
function UserFormView({
  mode,
  allowed,
  loading,
  loadFailed,
  notFound,
  pendingEmail,
  countries,
  dialCode,
  showsPhone,
  canEditCompany,
  canEditMagentoId,
  showsRoles,
  showsChangePassword,
  showsExpiryReminders,
  changePassword,
  policyRules,
  showsPasswordSettingsLink,
  register,
  errors,
  onCountryChange,
  onChangePasswordToggle,
  submit,
  isSaving,
  saveError,
  staleEdit,
  reloadStale,
  overwriteStale,
  dismissStale,
  linkComponent,
  onNavigate,
  className,
}: UserFormViewProps) {
  const title = formTitle(mode);
  if (!allowed) return <AccessDenied title={title} className={className} />;
  const actions = showsPasswordSettingsLink ? (
    <Button asChild variant="secondary">
      <AppLink href={userPaths.passwordSetting} linkComponent={linkComponent} onNavigate={onNavigate}>
        {strings.passwordSettings}
      </AppLink>
    </Button>
  ) : undefined;
  return (
    <Page
      data-slot="user-form"
      {...styleScope}
      title={title}
      actions={actions}
      width="narrow"
      className={className}
      aria-busy={loading}
    >
      {loading ? (
        <p className="text-muted-foreground">{strings.loading}</p>
      ) : loadFailed ? (
        <Alert variant="error">{notFound ? strings.notFound : strings.loadFailed}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-stack" aria-busy={isSaving}>
          {mode === 'new' ? <Alert variant="info">{strings.newUserHint}</Alert> : null}
          <div className="grid gap-stack md:grid-cols-2">
            <TextField
              label={strings.firstName}
              required
              autoComplete="given-name"
              error={errors.firstName}
              {...register('firstName')}
            />
            <TextField
              label={strings.lastName}
              required
              autoComplete="family-name"
              error={errors.lastName}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={strings.email}
            type="email"
            required
            autoComplete="email"
            error={errors.email}
            hint={pendingEmail ? strings.pendingEmail(pendingEmail) : undefined}
            {...register('email')}
          />
          <TextField
            label={strings.company}
            autoComplete="organization"
            readOnly={!canEditCompany}
            hint={canEditCompany ? undefined : strings.companyReadOnlyHint}
            error={errors.company}
            {...register('company')}
          />
          <div className="grid gap-stack md:grid-cols-2">
            <SelectField
              label={strings.country}
              required
              placeholder={strings.selectCountryOption}
              options={countries}
              error={errors.countryCode}
              hint={errors.countryCode || showsPhone ? undefined : strings.selectCountry}
              {...register('countryCode', { onChange: (event) => onCountryChange(event.target.value) })}
            />
            {showsPhone ? (
              <TextField
                label={strings.phone}
                inputMode="numeric"
                autoComplete="tel-national"
                hint={dialCode ? strings.dialCode(dialCode) : undefined}
                error={errors.phone}
                {...register('phone')}
              />
            ) : null}
          </div>
          {canEditMagentoId && mode !== 'new' ? (
            <TextField label={strings.magentoId} error={errors.magentoId} {...register('magentoId')} />
          ) : null}
          {showsRoles ? (
            <fieldset className="grid gap-2">
              <legend className="sr-only">{strings.roles}</legend>
              <CheckboxField label={strings.administrator} {...register('administrator')} />
              <CheckboxField label={strings.isManager} {...register('isManager')} />
            </fieldset>
          ) : null}
          {showsExpiryReminders ? (
            <CheckboxField
              label={strings.expiryReminders}
              hint={strings.expiryRemindersHint}
              {...register('expiryReminders')}
            />
          ) : null}
          {showsChangePassword ? (
            <div className="grid gap-stack">
              <CheckboxField
                label={strings.changePassword}
                {...register('changePassword', { onChange: (event) => onChangePasswordToggle(event.target.checked) })}
              />
              {changePassword ? (
                <div className="grid gap-stack">
                  <AccountPasswordField
                    label={strings.currentPassword}
                    autoComplete="current-password"
                    error={errors.currentPassword}
                    {...register('currentPassword')}
                  />
                  <AccountPasswordField
                    label={strings.newPassword}
                    autoComplete="new-password"
                    error={errors.password}
                    {...register('password')}
                  />
                  <PasswordPolicyChecklist rules={policyRules} />
                  <AccountPasswordField
                    label={strings.retypePassword}
                    autoComplete="new-password"
                    error={errors.repassword}
                    {...register('repassword')}
                  />
                </div>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton label={strings.save} valid saving={isSaving} error={saveError} />
          </div>
        </form>
      )}
      <StaleEditDialog {...staleEditDialogProps({ staleEdit, reloadStale, overwriteStale, dismissStale, isSaving })} />
    </Page>
  );
}

type UserFormProps = UseUserFormOptions & NavigationProps & { className?: string };

/** My Profile, Edit User or the new user (spec §2.10), by `mode`. */
function UserForm({ mode, user, userId, onSaved, ...props }: UserFormProps) {
  const controller = useUserForm({ mode, user, userId, onSaved });
  return <UserFormView {...controller} {...props} />;
}

export { UserForm, type UserFormProps, UserFormView, type UserFormViewProps };
