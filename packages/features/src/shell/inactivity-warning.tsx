import { Button, Dialog, DialogContent, DialogFooter } from '@license-console/ui';
import { useEffect, useRef, useState } from 'react';
import { DialogHeading } from '../shared/dialog-heading.tsx';
import { shellStrings } from './strings.ts';

const strings = shellStrings.inactivity;

interface InactivityWarningViewProps {
  /** When the inactivity logout will happen (epoch ms); null while there is nothing to warn of. */
  deadline: number | null;
  staySignedIn: () => void;
  logout: () => void;
}

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** The seconds left until `deadline`, counted down once a second. */
function useCountdown(deadline: number | null): number {
  const [seconds, setSeconds] = useState(() => (deadline === null ? 0 : secondsUntil(deadline)));
  useEffect(() => {
    if (deadline === null) return;
    setSeconds(secondsUntil(deadline));
    const interval = setInterval(() => setSeconds(secondsUntil(deadline)), 1000);
    return () => clearInterval(interval);
  }, [deadline]);
  return seconds;
}

/**
 * The warning a minute before the inactivity logout (spec §9's 30 minutes): a countdown, 'Stay signed in' (which
 * takes the focus, so Enter or Space keeps the session) and 'Log out now'. Closing the dialog any other way
 * (Escape) counts as staying: the user is evidently there.
 */
function InactivityWarningView({ deadline, staySignedIn, logout }: InactivityWarningViewProps) {
  const seconds = useCountdown(deadline);
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={deadline !== null}
      onOpenChange={(open) => {
        if (!open) staySignedIn();
      }}
    >
      <DialogContent
        data-slot="inactivity-warning"
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stayButton.current?.focus();
        }}
      >
        <DialogHeading title={strings.title} description={strings.countdown(seconds)} />
        <DialogFooter>
          <Button variant="secondary" onClick={logout}>
            {strings.logOutNow}
          </Button>
          <Button ref={stayButton} onClick={staySignedIn}>
            {strings.staySignedIn}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { InactivityWarningView, type InactivityWarningViewProps };
