import { Button, Dialog, DialogClose, DialogContent, DialogFooter } from '@license-console/ui';
import type * as React from 'react';
import { DialogHeading } from './dialog-heading.tsx';
import { SettingDialogNotReady } from './setting-dialog-not-ready.tsx';

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
  /** The dialog's read of the pack: the body shows once it is ready; before, a spinner, or a retry if it failed. */
  read: { state: 'loading' | 'failed' | 'ready'; retry: () => void };
  /** What the read's states say. */
  readLabels: { loading: string; loadFailed: string; retry: string };
  className?: string;
  /** The body, once the read is ready. */
  children: React.ReactNode;
}

/**
 * A settings dialog of the license users' Settings menu, around what it shows: its title (no description: the body
 * says the rest), the body once the pack is read, then the close button and the form's submit button at the bottom.
 */
function SettingDialogFrame({
  open,
  onOpenChange,
  slot,
  title,
  closeLabel,
  submit,
  read,
  readLabels,
  className,
  children,
}: SettingDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot={slot} size="lg" aria-describedby={undefined} className={className}>
        <DialogHeading title={title} />
        {read.state === 'ready' ? (
          children
        ) : (
          <SettingDialogNotReady
            failed={read.state === 'failed'}
            retry={read.retry}
            loadFailed={readLabels.loadFailed}
            loading={readLabels.loading}
            retryLabel={readLabels.retry}
          />
        )}
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
