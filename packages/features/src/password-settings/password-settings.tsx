import type { CurrentUser } from '@license-console/domain';
import {
  NumberField,
  Page,
  SwitchField,
  styleScope,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@license-console/ui';
import { AccessDenied } from '../shared/access-denied.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { SubmitButton } from '../shared/submit-button.tsx';
import { passwordSettingsStrings as strings } from './strings.ts';
import { type PasswordSettingsController, usePasswordSettings } from './use-password-settings.ts';

type PasswordSettingsViewProps = PasswordSettingsController & {
  /** The screen's title: 'Password Settings' (spec §2.10) unless the host names it otherwise (the home's detail). */
  title?: string;
  className?: string;
};

/** The password-settings screen (spec §2.10), rendering what usePasswordSettings returns. */
function PasswordSettingsView({
  allowed,
  loading,
  loadFailed,
  retry,
  register,
  errors,
  impact,
  impactPending,
  impactTwoFA,
  submit,
  isSaving,
  saveError,
  staleEdit,
  reloadStale,
  overwriteStale,
  dismissStale,
  title = strings.title,
  className,
}: PasswordSettingsViewProps) {
  if (!allowed) return <AccessDenied title={title} className={className} />;
  const number = { valueAsNumber: true } as const;
  return (
    <Page data-slot="password-settings" {...styleScope} title={title} width="narrow" className={className}>
      {loading ? (
        <p className="text-muted-foreground">{strings.loading}</p>
      ) : loadFailed ? (
        <LoadFailed message={strings.loadFailed} onRetry={retry} retryLabel={strings.retry} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-stack" aria-busy={isSaving}>
          <h2 className="text-title">
            <Tooltip>
              <TooltipTrigger
                type="button"
                className="cursor-help rounded-control underline decoration-dotted underline-offset-4"
              >
                {strings.setPasswordPolicy}
              </TooltipTrigger>
              <TooltipContent>{strings.setPasswordPolicyTooltip}</TooltipContent>
            </Tooltip>
          </h2>
          <p className="text-caption text-muted-foreground">{strings.setPasswordPolicyTooltip}</p>
          <div className="grid gap-stack md:grid-cols-2">
            <NumberField
              label={strings.minimunChars}
              min={8}
              max={30}
              required
              error={errors.minimunChars}
              {...register('minimunChars', number)}
            />
            <NumberField
              label={strings.uppercaseChars}
              min={1}
              max={10}
              required
              error={errors.uppercaseChars}
              {...register('uppercaseChars', number)}
            />
            <NumberField
              label={strings.specialChars}
              min={1}
              max={10}
              required
              error={errors.specialChars}
              {...register('specialChars', number)}
            />
            <NumberField
              label={strings.expirationMonths}
              min={1}
              max={12}
              required
              error={errors.expirationMonths}
              {...register('expirationMonths', number)}
            />
          </div>
          <SwitchField label={strings.twoFA} {...register('twoFA')} />
          <SwitchField label={strings.passwordHistory} {...register('passwordHistory')} />
          <section
            aria-labelledby="password-policy-impact"
            aria-live="polite"
            className="rounded-card border border-border bg-surface p-4"
          >
            <h3 id="password-policy-impact" className="text-body font-medium">
              {strings.impactTitle}
            </h3>
            <p className="text-body">{impactPending ? strings.impactPending : impact}</p>
            {impactTwoFA && !impactPending ? <p className="text-body">{impactTwoFA}</p> : null}
            <p className="text-caption text-muted-foreground">{strings.impactNote}</p>
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton label={strings.save} valid saving={isSaving} error={saveError} />
          </div>
        </form>
      )}
      <StaleEditDialog {...staleEditDialogProps({ staleEdit, reloadStale, overwriteStale, dismissStale, isSaving })} />
    </Page>
  );
}

/** Password Settings (spec §2.10 /user/password-setting): isManager users set the policy of their packs' users. */
function PasswordSettingsForm({ user, title, className }: { user: CurrentUser; title?: string; className?: string }) {
  const controller = usePasswordSettings({ user });
  return <PasswordSettingsView {...controller} title={title} className={className} />;
}

export { PasswordSettingsForm, PasswordSettingsView, type PasswordSettingsViewProps };
