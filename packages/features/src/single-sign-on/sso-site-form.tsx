import { ssoSitePaths } from '@license-console/domain';
import { Alert, Button, cn, Page, styleScope, TextField } from '@license-console/ui';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { SubmitButton } from '../shared/submit-button.tsx';
import { KeyField } from './sso-site-key-field.tsx';
import { SsoSiteKeyRotation } from './sso-site-key-rotation.tsx';
import { ssoSiteFormStrings as strings } from './strings.ts';
import { type SsoSiteFormController, type UseSsoSiteFormOptions, useSsoSiteForm } from './use-sso-site-form.ts';

type SsoSiteFormViewProps = SsoSiteFormController & NavigationProps & { className?: string };

/** The SSO site form (spec §2.9), rendering what useSsoSiteForm returns. */
function SsoSiteFormView({
  mode,
  allowed,
  siteId,
  loading,
  loadFailed,
  notFound,
  loadError,
  retry,
  register,
  publicKey,
  previousKey,
  privateKey,
  errors,
  isValid,
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
}: SsoSiteFormViewProps) {
  const title = mode === 'create' ? strings.newTitle : strings.editTitle;
  if (!allowed) return <AccessDenied title={strings.title} className={className} />;
  const backToList = (label: string) => (
    <Button asChild variant="secondary">
      <AppLink href={ssoSitePaths.list} linkComponent={linkComponent} onNavigate={onNavigate}>
        {label}
      </AppLink>
    </Button>
  );
  return (
    <Page
      data-slot="sso-site-form"
      {...styleScope}
      title={title}
      width="narrow"
      // Wide enough for a PEM key's 64-character lines.
      className={cn('max-w-2xl', className)}
      aria-busy={loading}
    >
      {loading ? (
        <p className="text-muted-foreground">{strings.loading}</p>
      ) : notFound ? (
        <div className="grid justify-items-start gap-stack">
          <Alert variant="error">{strings.notFound}</Alert>
          {backToList(strings.backToList)}
        </div>
      ) : loadFailed ? (
        <LoadFailed message={loadError ?? strings.loadFailed} onRetry={retry} retryLabel={strings.retry} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-stack" aria-busy={isSaving}>
          <TextField label={strings.name} required autoComplete="off" error={errors.name} {...register('name')} />
          <TextField
            label={strings.url}
            type="url"
            required
            inputMode="url"
            autoComplete="url"
            hint={strings.urlHint}
            error={errors.url}
            {...register('url')}
          />
          {siteId ? (
            <KeyField
              label={strings.siteId}
              value={siteId}
              hint={strings.siteIdHint}
              copyLabel={strings.copySiteId}
              copiedMessage={strings.siteIdCopied}
              failedMessage={strings.copyFailed}
              rows={1}
            />
          ) : null}
          <KeyField
            label={strings.publicKey}
            value={publicKey}
            hint={strings.publicKeyHint}
            error={errors.publicKey}
            copyLabel={strings.copyPublicKey}
            copiedMessage={strings.publicKeyCopied}
            failedMessage={strings.copyFailed}
          />
          {previousKey ? (
            <KeyField
              label={strings.previousPublicKey}
              value={previousKey.publicKey}
              hint={strings.previousKeyHint(previousKey.expiry)}
              copyLabel={strings.copyPreviousPublicKey}
              copiedMessage={strings.previousPublicKeyCopied}
              failedMessage={strings.copyFailed}
            />
          ) : null}
          {siteId ? (
            <div data-slot="sso-site-rotate" className="grid justify-items-start gap-1">
              <SsoSiteKeyRotation siteId={siteId} disabled={previousKey !== null} />
              {previousKey ? (
                <p className="text-caption text-muted-foreground">{strings.rotationWaits(previousKey.expiry)}</p>
              ) : null}
            </div>
          ) : null}
          {mode === 'create' ? (
            <>
              <Alert variant="info" data-slot="sso-site-private-key-once">
                {strings.privateKeyHint}
              </Alert>
              <KeyField
                label={strings.privateKey}
                value={privateKey}
                error={errors.privateKey}
                copyLabel={strings.copyPrivateKey}
                copiedMessage={strings.privateKeyCopied}
                failedMessage={strings.copyFailed}
                rows={5}
              />
            </>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {backToList(strings.back)}
            <SubmitButton
              label={mode === 'create' ? strings.create : strings.update}
              valid={isValid}
              saving={isSaving}
              error={saveError}
            />
          </div>
        </form>
      )}
      <StaleEditDialog {...staleEditDialogProps({ staleEdit, reloadStale, overwriteStale, dismissStale, isSaving })} />
    </Page>
  );
}

type SsoSiteFormProps = UseSsoSiteFormOptions & NavigationProps & { className?: string };

/** The new-site form, or the edit form of `siteId` (spec §2.9); administrators only. */
function SsoSiteForm({ user, siteId, onSaved, ...props }: SsoSiteFormProps) {
  const controller = useSsoSiteForm({ user, siteId, onSaved });
  return <SsoSiteFormView {...controller} {...props} />;
}

export { SsoSiteForm, type SsoSiteFormProps, SsoSiteFormView, type SsoSiteFormViewProps };
