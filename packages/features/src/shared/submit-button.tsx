import { wayfindingMessages } from '@license-console/domain';
import { Button } from '@license-console/ui';
import { useId } from 'react';

interface SubmitButtonProps {
  /** What the button does: its label, and the subject of the reason shown while it cannot be pressed. */
  label: string;
  /** The form's fields pass their checks. */
  valid: boolean;
  saving: boolean;
}

/**
 * A form's primary button, in a row of buttons that wraps. While the fields do not pass their checks it is disabled
 * and says why on a line of its own above the row (and to screen readers, as its description), rather than leave a
 * greyed-out button without a word.
 */
function SubmitButton({ label, valid, saving }: SubmitButtonProps) {
  const reasonId = useId();
  const blocked = !valid && !saving;
  return (
    <>
      {blocked ? (
        <p
          id={reasonId}
          data-slot="submit-reason"
          className="order-first basis-full text-right text-caption text-muted-foreground"
        >
          {wayfindingMessages.submitBlocked(label)}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={!valid || saving}
        loading={saving}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {label}
      </Button>
    </>
  );
}

export { SubmitButton };
