import { Button, DialogClose, DialogFooter } from '@license-console/ui';

/** A dialog's last row with its one button, which closes it (Done once a secret has been shown). */
function CloseFooter({ label }: { label: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button>{label}</Button>
      </DialogClose>
    </DialogFooter>
  );
}

interface FormFooterProps {
  cancelLabel: string;
  submitLabel: string;
  submitting: boolean;
  /** Keeps the submit button from being pressed, for a form not ready to send. */
  submitDisabled?: boolean;
}

/** A dialog form's last row: Cancel, which closes the dialog, and the submit button. */
function FormFooter({ cancelLabel, submitLabel, submitting, submitDisabled }: FormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={submitDisabled} loading={submitting}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

export { CloseFooter, FormFooter };
