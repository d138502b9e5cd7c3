import { Button, Dialog, DialogClose, DialogContent, DialogFooter } from '@license-console/ui';
import type * as React from 'react';
import { DialogHeading } from './dialog-heading.tsx';

interface SettingDialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog content's data-slot, naming the dialog. */
  slot: string;
  title: string;
  /** The button that closes the dialog: Close, or Cancel while there is something to send. */
  closeLabel: string;
  /** The submit button of the dialog's form (found by its id), while there is something to send. */
  submit?: { form: string; label: string; loading: boolean } | null;
  className?: string;
  children: React.ReactNode;
}

/**
 * A settings dialog of the license users' Settings menu, around what it shows: its title (no description: the body
 * says the rest), then the close button and the form's submit button at the bottom.
 */
function SettingDialogFrame({
  open,
  onOpenChange,
  slot,
  title,
  closeLabel,
  submit,
  className,
  children,
}: SettingDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot={slot} size="lg" aria-describedby={undefined} className={className}>
        <DialogHeading title={title} />
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{closeLabel}</Button>
          </DialogClose>
          {submit ? (
            <Button type="submit" form={submit.form} loading={submit.loading}>
              {submit.label}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { SettingDialogFrame };
