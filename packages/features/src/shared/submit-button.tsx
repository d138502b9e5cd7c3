import { wayfindingMessages } from '@license-console/domain';
import { Button } from '@license-console/ui';
import { useId } from 'react';

interface SubmitButtonProps {
  /** What the button does: its label, and the subject of the reason shown while it cannot be pressed. */
  label: string;
  /** The form's fields pass their checks. */
  valid: boolean;
  saving: boolean;
  /** Why the last save failed (`useSaveError`), shown until the next one; null when it did not fail. */
  error?: string | null;
  /**
   * Why it cannot be pressed when the fields pass but something else the form asks for is missing (a choice of the
   * seat-shrink planner), in place of the fields' reason; null for the fields' reason.
   */
  reason?: string | null;
}

const lineAboveRow = 'order-first basis-full text-right text-caption';

/**
 * A form's primary button, in a row of buttons that wraps. While the fields do not pass their checks it is disabled
 * and says why on a line of its own above the row (and to screen readers, as its description), rather than leave a
 * greyed-out button without a word. After a failed save the reason stands there the same way, so the form keeps
 * both what was typed and why it was not saved.
 */
function SubmitButton({ label, valid, saving, error = null, reason = null }: SubmitButtonProps) {
  const reasonId = useId();
  const errorId = useId();
  const blocked = !valid && !saving;
  const failed = error !== null && !saving;
  const describedBy = [failed ? errorId : null, blocked ? reasonId : null].filter(Boolean).join(' ');
  return (
    <>
      {failed ? (
        <p id={errorId} data-slot="save-error" className={`${lineAboveRow} font-medium text-destructive`}>
          {error}
        </p>
      ) : null}
      {blocked ? (
        <p id={reasonId} data-slot="submit-reason" className={`${lineAboveRow} text-muted-foreground`}>
          {reason ?? wayfindingMessages.submitBlocked(label)}
        </p>
      ) : null}
      <Button type="submit" disabled={!valid || saving} loading={saving} aria-describedby={describedBy || undefined}>
        {label}
      </Button>
    </>
  );
}

export { SubmitButton };
