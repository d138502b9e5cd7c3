import { SSO_KEY_OVERLAP_DAYS } from '@license-console/domain';
import { Alert, Button, Dialog, DialogContent, DialogTrigger, NumberField } from '@license-console/ui';
import { CloseFooter, FormFooter } from '../shared/dialog-footers.tsx';
import { DialogHeading } from '../shared/dialog-heading.tsx';
import { KeyField } from './sso-site-key-field.tsx';
import { ssoSiteKeyRotationStrings as strings } from './strings.ts';
import {
  type SsoSiteKeyRotationController,
  type UseSsoSiteKeyRotationOptions,
  useSsoSiteKeyRotation,
} from './use-sso-site-key-rotation.ts';

type SsoSiteKeyRotationViewProps = SsoSiteKeyRotationController & {
  /** While an earlier rotation's overlap lasts the button is disabled (the server would refuse, 409). */
  disabled?: boolean;
  className?: string;
};

/**
 * Rotate keys (beyond the spec): the button, and its dialog asking the overlap, then showing the new key pair, the
 * private key this once. While the new keys show, a click outside does not close the dialog: only Done (or Escape)
 * does, so the private key is not lost by accident.
 */
function SsoSiteKeyRotationView({
  open,
  setOpen,
  register,
  overlapError,
  canRotate,
  submit,
  isRotating,
  rotation,
  previousKeyExpiry,
  disabled,
  className,
}: SsoSiteKeyRotationViewProps) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" disabled={disabled} className={className}>
          {strings.rotate}
        </Button>
      </DialogTrigger>
      <DialogContent
        data-slot="sso-site-key-rotation"
        size={rotation ? 'xl' : 'md'}
        onInteractOutside={(event) => {
          if (rotation) event.preventDefault();
        }}
      >
        {rotation ? (
          <>
            <DialogHeading title={strings.rotatedTitle} description={strings.rotatedText(previousKeyExpiry ?? '')} />
            <div className="grid gap-stack">
              <KeyField
                label={strings.newPublicKey}
                value={rotation.publicKey}
                copyLabel={strings.copyPublicKey}
                copiedMessage={strings.publicKeyCopied}
                failedMessage={strings.copyFailed}
              />
              <Alert variant="info" data-slot="sso-site-key-rotation-private-key-once">
                {strings.privateKeyOnce}
              </Alert>
              <KeyField
                label={strings.newPrivateKey}
                value={rotation.privateKey}
                copyLabel={strings.copyPrivateKey}
                copiedMessage={strings.privateKeyCopied}
                failedMessage={strings.copyFailed}
                rows={5}
              />
            </div>
            <CloseFooter label={strings.done} />
          </>
        ) : (
          <form
            noValidate
            // The dialog is portalled, but React bubbles its submit to the site form around the button: stop it here.
            onSubmit={(event) => {
              event.stopPropagation();
              void submit(event);
            }}
            className="grid gap-stack"
            aria-busy={isRotating}
          >
            <DialogHeading title={strings.title} description={strings.text} />
            <NumberField
              label={strings.overlapDays}
              hint={strings.overlapHint}
              min={SSO_KEY_OVERLAP_DAYS.min}
              max={SSO_KEY_OVERLAP_DAYS.max}
              step={1}
              required
              error={overlapError}
              {...register('overlapDays', { valueAsNumber: true })}
            />
            <FormFooter
              cancelLabel={strings.cancel}
              submitLabel={strings.confirm}
              submitting={isRotating}
              submitDisabled={!canRotate}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

type SsoSiteKeyRotationProps = UseSsoSiteKeyRotationOptions & { disabled?: boolean; className?: string };

/** The Rotate keys button and dialog of an SSO site, for the site form (administrators only, as the form is). */
function SsoSiteKeyRotation({ siteId, onRotated, ...props }: SsoSiteKeyRotationProps) {
  const controller = useSsoSiteKeyRotation({ siteId, onRotated });
  return <SsoSiteKeyRotationView {...controller} {...props} />;
}

export { SsoSiteKeyRotation, type SsoSiteKeyRotationProps, SsoSiteKeyRotationView, type SsoSiteKeyRotationViewProps };
